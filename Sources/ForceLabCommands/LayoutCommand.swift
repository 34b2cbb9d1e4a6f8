import ForceCore
import ForceLabCommandLine
import ForceLabLint
import ForceLabOptions
import ForceLabTools
import QuickActions
import Simulator

extension LayoutCommand {

    static func drawingRun(_ arguments: inout Arguments) throws -> Int32 {
        let format = try arguments.option("--format") ?? "json"
        let locale = try arguments.option("--locale")
        let stage = try StageOptions.parse(&arguments, locale: locale.map { LocaleID($0) })
        try arguments.finish()
        stage.noteLocale(locale)
        let layout = HomeScreenLayout(scene: stage.scene, device: stage.device, direction: .of(locale: locale))
        let apps = stage.scene.apps
        func number(_ value: Double) -> JSONValue {
            value == value.rounded() ? .integer(Int(value)) : .number(value)
        }
        func entry(_ slot: HomeScreenLayout.Slot) -> JSONValue {
            let f = slot.iconFrame
            return .object([
                ("app", .string(apps[slot.app].name)),
                ("page", slot.page.map { .integer($0 + 1) } ?? .null),
                ("column", .integer(slot.column + 1)), ("row", .integer(slot.row + 1)),
                (
                    "frame",
                    .object([
                        ("x", number(f.minX)), ("y", number(f.minY)), ("width", number(f.width)),
                        ("height", number(f.height)),
                    ])
                ),
                ("center", .object([("x", number(f.midX)), ("y", number(f.midY))])),
            ])
        }
        if format == "json" {
            let object = JSONValue.object([
                ("device", .string(stage.device.name)),
                (
                    "size",
                    .object([("width", number(stage.device.size.width)), ("height", number(stage.device.size.height))])
                ),
                ("pages", .array(layout.pages.map { .array($0.map(entry)) })),
                ("dock", .array(layout.dock.map(entry))),
            ])
            Console.out(object.text)
        } else {
            var lines = ["app                  page col row      x      y      w      h   centre"]
            for slot in layout.pages.flatMap({ $0 }) + layout.dock {
                let f = slot.iconFrame
                let page = slot.page.map { String($0 + 1) } ?? "dock"
                let cells = [
                    apps[slot.app].name.padded(to: 20), page.padded(to: 4), String(slot.column + 1).padded(to: 3),
                    String(slot.row + 1).padded(to: 3),
                ]
                let numbers = [f.minX, f.minY, f.width, f.height].map { formatFixed($0, decimals: 1).leftPadded(to: 6) }
                lines.append(
                    cells.joined(separator: " ") + " " + numbers.joined(separator: " ")
                        + "   \(formatFixed(f.midX, decimals: 1)),\(formatFixed(f.midY, decimals: 1))")
            }
            Console.out(lines.joined(separator: "\n"))
        }
        return 0
    }
}

extension String {
    /// The string preceded by spaces up to `length` characters.
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
