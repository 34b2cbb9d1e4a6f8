import Foundation
import Simulator

/// `forcelab devices`: the device catalogue (`Assets/devices`) as a table.
enum DevicesCommand: Command {
    static let name = "devices"
    static let summary = "List the simulated iPhones: screen, safe area, status bar, touch, iOS range"
    static let usage = """
        USAGE: forcelab devices [--format text|json] [--sources] [--assets DIR]

        Lists every device file in Assets/devices, in release order: its name (for --device),
        screen in points and scale, portrait safe area, status bar (classic, notch or Dynamic
        Island) and its height, home indicator, home-screen grid, 3D Touch or Haptic Touch, and
        the iOS releases it runs (for --ios) with the one it is shown with by default.

        OPTIONS:
          --format text|json  text (default): one aligned row a device; json: one array of objects.
          --sources           After each row, where each value comes from (the file's "sources").
          --assets DIR        The folder holding Assets/ (default: next to the program).
        """

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let format = try arguments.option("--format") ?? "text"
        guard format == "text" || format == "json" else {
            throw UsageError("--format must be text or json, got '\(format)'")
        }
        let showSources = arguments.flag("--sources")
        let resources = try Resources.locate(override: try arguments.option("--assets"))
        try arguments.finish()
        let devices = try resources.knownNames(in: "devices").map {
            try DeviceProfile.load(path: try resources.devicePath($0))
        }
        .sorted { DeviceCatalogue.order($0) < DeviceCatalogue.order($1) }
        if format == "json" {
            Console.out(JSONValue.array(devices.map(DeviceCatalogue.json)).text)
            return 0
        }
        let rows = devices.map(DeviceCatalogue.row)
        let header = DeviceCatalogue.columns
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        Console.out(line(header))
        for (device, row) in zip(devices, rows) {
            Console.out(line(row))
            if showSources {
                for key in device.sources.keys.sorted() { Console.out("    \(key): \(device.sources[key]!)") }
            }
        }
        return 0
    }
}

/// How the catalogue is shown: columns, order and JSON spelling.
enum DeviceCatalogue {
    static let columns = [
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

    static func order(_ device: DeviceProfile) -> String {
        let index = releaseOrder.firstIndex(of: device.name) ?? releaseOrder.count
        return String(format: "%03d-", index) + device.name
    }

    static func number(_ value: Double) -> String {
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

    static func row(_ device: DeviceProfile) -> [String] {
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

    static func json(_ device: DeviceProfile) -> JSONValue {
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
