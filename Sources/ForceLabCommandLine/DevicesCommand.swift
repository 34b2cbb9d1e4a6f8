import ForceLabFiles
import ForceLabOptions
import Foundation
import Simulator

/// `forcelab devices`: the device catalogue (`Assets/devices`) as a table.
package enum DevicesCommand: Command {
    package static let table = CommandTable(
        name: "devices",
        summary: "List the simulated iPhones: screen, safe area, status bar, touch, iOS range",
        options: [
            SharedOptions.format(["text", "json"], "text: one aligned row a device; json: one array of objects."),
            OptionSpec(
                "--sources", .flag, help: "After each row, where each value comes from (the file's \"sources\")."),
            SharedOptions.assets,
        ],
        discussion: """
            Lists every device file in Assets/devices, in release order: its name (for --device),
            screen in points and scale, portrait safe area, status bar (classic, notch or Dynamic
            Island) and its height, home indicator, home-screen grid, 3D Touch or Haptic Touch, and
            the iOS releases it runs (for --ios) with the one it is shown with by default.
            """,
        examples: [
            Example("devices", "the catalogue as a table"),
            Example("devices --sources", "each row followed by where its values come from"),
        ])

    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        let format = try arguments.option("--format") ?? "text"
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
