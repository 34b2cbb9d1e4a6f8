import Foundation
import Simulator
import SourceFormats

/// How the catalogue is shown: columns, order and JSON spelling.
package enum DeviceCatalogue {
    package static let columns = [
        "name", "display name", "points", "scale", "safe area", "status bar", "home ind.", "grid", "icon", "touch",
        "iOS", "default",
    ]

    /// The catalogue's order (release order, as the issue lists them); other files after, by name.
    static let releaseOrder = [
        "iphone-6s", "iphone-6s-plus", "iphone-7", "iphone-7-plus", "iphone-8", "iphone-8-plus", "iphone-x",
        "iphone-xs",
        "iphone-xs-max", "iphone-xr", "iphone-11", "iphone-11-pro", "iphone-11-pro-max", "iphone-se-2", "iphone-se-3",
        "iphone-12-mini", "iphone-12", "iphone-12-pro", "iphone-12-pro-max", "iphone-13-mini", "iphone-13",
        "iphone-13-pro",
        "iphone-13-pro-max", "iphone-14", "iphone-14-plus", "iphone-14-pro", "iphone-14-pro-max", "iphone-15",
        "iphone-15-plus",
        "iphone-15-pro", "iphone-15-pro-max", "iphone-16", "iphone-16-plus", "iphone-16-pro", "iphone-16-pro-max",
        "iphone-16e", "iphone-17", "iphone-17-pro", "iphone-17-pro-max", "iphone-air", "iphone-17e", "iphone-18-pro",
        "iphone-18-pro-max",
    ]

    package static func order(_ device: DeviceProfile) -> String {
        let index = releaseOrder.firstIndex(of: device.name) ?? releaseOrder.count
        return String(format: "%03d-", index) + device.name
    }

    package static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    static func statusBar(_ device: DeviceProfile) -> String {
        let kind: String
        switch device.statusBarStyle {
        case .classic: kind = "classic"
        case .notch: kind = "notch"
        case .dynamicIsland: kind = "Dynamic Island"
        }
        return "\(kind) \(number(device.statusBarHeight))"
    }

    package static func row(_ device: DeviceProfile) -> [String] {
        let grid = device.homeScreen
        return [
            device.name, device.displayName,
            "\(number(device.size.width)) x \(number(device.size.height))", "@\(number(device.scale))x",
            "\(number(device.safeArea.top)) / \(number(device.safeArea.bottom))", statusBar(device),
            device.hasHomeIndicator ? "yes" : "no",
            "\(grid.columns) x \(grid.rows) + dock", number(grid.iconSize),
            device.touch == .threeDTouch ? "3D Touch" : "Haptic Touch",
            releases(device.ios.releases),
            "\(device.ios.default)",
        ]
    }

    /// "13-18,26-27": the releases a device runs as runs of consecutive numbers (Apple skipped 19 to 25).
    static func releases(_ versions: [Int]) -> String {
        var parts: [String] = []
        var start = versions.first ?? 0
        for (index, version) in versions.enumerated()
        where index + 1 == versions.count || versions[index + 1] != version + 1 {
            parts.append(start == version ? "\(version)" : "\(start)-\(version)")
            if index + 1 < versions.count { start = versions[index + 1] }
        }
        return parts.joined(separator: ",")
    }

    package static func json(_ device: DeviceProfile) -> JSONValue {
        func n(_ value: Double) -> JSONValue { value == value.rounded() ? .integer(Int(value)) : .number(value) }
        let grid = device.homeScreen
        return .object(
            [
                ("name", .string(device.name)), ("displayName", .string(device.displayName)),
                ("size", .object([("width", n(device.size.width)), ("height", n(device.size.height))])),
                ("scale", n(device.scale)),
            ] + (device.nativeScale == device.scale ? [] : [("nativeScale", n(device.nativeScale))]) + [
                ("safeArea", .object([("top", n(device.safeArea.top)), ("bottom", n(device.safeArea.bottom))])),
                ("statusBarStyle", .string(device.statusBarStyle.rawValue)),
                ("statusBarHeight", n(device.statusBarHeight)),
                ("homeIndicator", .bool(device.hasHomeIndicator)),
                (
                    "homeScreen",
                    .object([
                        ("columns", .integer(grid.columns)), ("rows", .integer(grid.rows)),
                        ("iconSize", n(grid.iconSize)),
                        ("columnPitch", n(grid.columnPitch)), ("rowPitch", n(grid.rowPitch)),
                        ("dockHeight", n(grid.dockHeight)),
                    ])
                ),
                ("touch", .string(device.touch.rawValue)),
                (
                    "ios",
                    .object([
                        ("min", .integer(device.ios.min)), ("max", .integer(device.ios.max)),
                        ("default", .integer(device.ios.default)),
                    ])
                ),
            ])
    }
}
