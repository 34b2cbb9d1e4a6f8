import ForceLabOptions
import Foundation
import QuickActions
import Simulator
import SourceFormats

/// Scene files given to `forcelab lint`: recognised by their `apps` key, loaded like the
/// playground loads them, checked against the HIG rules.
package enum SceneLint {
    package static func isScene(_ path: String) -> Bool {
        guard path.lowercased().hasSuffix(".json"),
            let data = try? BoundedFile.read(path, limit: JSONLimits.maximumDocumentBytes),
            let root = try? JSONReader.parse([UInt8](data), path: path)
        else { return false }
        return root.member("apps") != nil
    }

    package static func check(_ path: String, options: LintOptions, screenWidth: Double) throws -> [Diagnostic] {
        let resources = try Resources.locate(override: options.assets)
        let device = try DeviceProfile.load(
            path: try resources.devicePath(options.device ?? DeviceMenuProfile.defaultName))
        let scene = try Scene.load(path: path, device: device)
        return SceneValidator(screenWidth: screenWidth, disabled: options.disabled).validate(scene)
    }
}
