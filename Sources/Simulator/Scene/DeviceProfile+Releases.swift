import Foundation
import SourceFormats

extension DeviceProfile {
    /// Values of a device that some of its releases change, from the file's `"byRelease"` list:
    /// the XR's and the 11's safe area was 44 pt through iOS 13 and 48 pt from iOS 14; the XR on
    /// iOS 12 had no home-screen quick actions. A field left out keeps the file's value.
    public struct ReleaseVariant: Codable, Equatable, Sendable {
        /// The releases it applies to (major versions, both ends included).
        public struct Releases: Codable, Equatable, Sendable {
            public var min: Int
            public var max: Int
        }
        public var ios: Releases
        public var safeArea: SafeArea?
        public var statusBarHeight: Double?
        /// False: a long press on an icon shows no menu on these releases (it starts edit mode).
        public var homeScreenQuickActions: Bool?

        func applies(to version: Int) -> Bool { (ios.min...ios.max).contains(version) }
    }

    /// The device as it is on iOS `version`: the file's values with every `byRelease` entry
    /// for that release applied (in file order). The context menu's insets follow the safe area
    /// when the file did not set them. Always from the file's values, so it may be called again.
    public func onRelease(_ version: Int) -> DeviceProfile {
        var device = self
        device.release = version
        device.safeArea = fileValues.safeArea
        device.statusBarHeight = fileValues.statusBarHeight
        device.contextMenu.topInset = fileValues.contextTop
        device.contextMenu.bottomInset = fileValues.contextBottom
        for variant in byRelease where variant.applies(to: version) {
            if let area = variant.safeArea {
                if device.contextMenu.topInset == device.safeArea.top { device.contextMenu.topInset = area.top }
                if device.contextMenu.bottomInset == device.safeArea.bottom {
                    device.contextMenu.bottomInset = area.bottom
                }
                device.safeArea = area
            }
            if let height = variant.statusBarHeight { device.statusBarHeight = height }
        }
        return device
    }

    /// Whether a long press (or a firm press) on a home-screen icon opens its quick actions on
    /// iOS `version`; false only where the file says so (the XR on iOS 12).
    public func homeScreenQuickActions(ios version: Int) -> Bool {
        byRelease.last { $0.applies(to: version) && $0.homeScreenQuickActions != nil }?.homeScreenQuickActions ?? true
    }

    /// Why iOS lacked this device's home-screen quick actions on `version` (nil when it had them),
    /// for lint's note and the window's banner.
    public func noQuickActionsReason(ios version: Int) -> String? {
        guard !homeScreenQuickActions(ios: version) else { return nil }
        return "\(displayName) on iOS \(version) has no home-screen quick actions: a long press on an icon starts "
            + "edit mode; Haptic Touch then worked only on the lock screen, in Control Center and (from 12.1.1) "
            + "on notifications, and phones without 3D Touch got icon menus with iOS 13"
    }

    /// The `byRelease` entries must name releases within the device's range.
    func checkVariants(path: String, root: JSONNode) throws {
        for (index, variant) in byRelease.enumerated()
        where variant.ios.min > variant.ios.max || variant.ios.min < ios.min || variant.ios.max > ios.max {
            throw LoadError(
                path: path, line: root.line(at: [.key("byRelease"), .index(index)]),
                "byRelease[\(index)].ios \(variant.ios.min)...\(variant.ios.max) must lie within the device's iOS \(ios.min)...\(ios.max)"
            )
        }
    }
}

/// The values of a device file that `onRelease` starts from.
public struct DeviceFileValues: Equatable, Sendable {
    var safeArea: DeviceProfile.SafeArea
    var statusBarHeight: Double
    var contextTop: Double
    var contextBottom: Double
}
