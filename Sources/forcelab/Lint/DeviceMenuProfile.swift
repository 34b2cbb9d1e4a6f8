import Foundation
import Simulator

/// The quick-action menu of one device profile (`Assets/devices/NAME.json`): its metrics,
/// pixel scale and screen size. Found and read like every other command's `--device`.
struct DeviceMenuProfile {
    var name: String
    var metrics: MenuMetrics
    var scale: Double
    var screen: Size

    static let defaultName = "iphone-xs"

    /// Loads `name` (nil: the default device, falling back to built-in iPhone XS values when no
    /// assets are found, so lint works from a bare binary). An unknown name is a usage error
    /// listing the known devices.
    static func load(name: String?, assets: String?) throws -> DeviceMenuProfile {
        let resources: Resources
        do {
            resources = try Resources.locate(override: assets)
        } catch where name == nil && assets == nil {
            return DeviceMenuProfile(name: defaultName, metrics: .iPhoneXS, scale: 3, screen: Size(width: 375, height: 812))
        }
        let device = try DeviceProfile.load(path: try resources.devicePath(name ?? defaultName))
        return DeviceMenuProfile(name: device.name, metrics: device.quickActionMenu, scale: device.scale, screen: device.size)
    }
}
