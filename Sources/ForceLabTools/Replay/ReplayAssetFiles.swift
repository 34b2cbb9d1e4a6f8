import ForceLabOptions
import Foundation
import Simulator
import SourceFormats

/// The file system as a replay's planner sees it: files on the disk, devices and scenes by
/// name in the assets.
package struct ReplayAssetFiles: ReplayFileProbe {
    package let resources: Resources

    package func fileExists(_ path: String) -> Bool { FileSystemName.exists(path) }

    package func folderExists(_ path: String) -> Bool { FileSystemName.isFolder(path) }

    package func assetPath(_ name: String, kind: ReplayAssetKind) throws -> String {
        do {
            switch kind {
            case .device: return try resources.devicePath(name)
            case .scene: return try resources.scenePath(name)
            }
        } catch let error as UsageError {
            throw ReplayUnknownAsset(message: error.message)
        }
    }
}
