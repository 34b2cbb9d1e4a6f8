import ForceLabOptions
import Foundation
import Geometry
import QuickActions
import Simulator

extension DeviceMenuProfile {
    /// Loads `name` (nil: the default device, falling back to built-in iPhone XS values on
    /// iOS 12 when no assets are found, so lint works from a bare binary) on `ios` (nil: the
    /// device's default). An unknown name is a usage error listing the known devices; an iOS
    /// the device does not run, one naming its range.
    package static func load(name: String?, assets: String?, ios: IOSRelease? = nil) throws -> DeviceMenuProfile {
        let resources: Resources
        do {
            resources = try Resources.locate(override: assets)
        } catch  where name == nil && assets == nil && !(ios?.hasContextMenus ?? false) {
            return DeviceMenuProfile(
                name: defaultName, displayName: "iPhone XS", release: ios ?? IOSRelease(12), metrics: .iPhoneXS,
                scale: 3,
                screen: Size(width: 375, height: 812))
        }
        let device = try DeviceProfile.load(path: try resources.devicePath(name ?? defaultName))
        return try make(device, ios: ios)
    }

    static func make(_ device: DeviceProfile, ios: IOSRelease?) throws -> DeviceMenuProfile {
        let release = try IOSOption.check(ios, device: device)
        let device = device.onRelease(release)
        return DeviceMenuProfile(
            name: device.name, displayName: device.displayName, release: release,
            metrics: device.menuMetrics(for: release), scale: device.scale, screen: device.size,
            noQuickActions: device.noQuickActionsReason(on: release))
    }

    /// Every device of the catalogue on every iOS release it runs, in release order.
    static func everyDeviceAndRelease(assets: String?) throws -> [DeviceMenuProfile] {
        let resources = try Resources.locate(override: assets)
        let devices = try resources.knownNames(in: "devices").map {
            try DeviceProfile.load(path: try resources.devicePath($0))
        }
        .sorted { DeviceCatalogue.order($0) < DeviceCatalogue.order($1) }
        return try devices.flatMap { device in try device.releases.map { try make(device, ios: $0) } }
    }
}
