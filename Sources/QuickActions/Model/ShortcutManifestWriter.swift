import Foundation
import SourceFormats

/// Items written as a JSON quick-action manifest (`{"app": NAME, "static": [...], "dynamic":
/// [...]}`, the format `AppShortcuts.load` reads): what `play --record` keeps beside a recording
/// of the designer's own app, so that a replay shows the very items the window showed, whatever
/// happens to the app's files afterwards.
public enum ShortcutManifestWriter {
    /// The manifest of `items` (static ones, then dynamic ones) for the app called `name`.
    public static func manifest(name: String, items: [ShortcutItem]) -> String {
        func list(_ dynamic: Bool) -> String {
            let objects = items.filter { $0.isDynamic == dynamic }.map { "    " + object($0) }
            return objects.isEmpty ? "[]" : "[\n" + objects.joined(separator: ",\n") + "\n  ]"
        }
        return "{\n  \"app\": \(jsonQuoted(name)),\n  \"static\": \(list(false)),\n  \"dynamic\": \(list(true))\n}\n"
    }

    /// One item, its keys in the manifest's spelling.
    static func object(_ item: ShortcutItem) -> String {
        var fields: [String] = []
        let texts: [(String, String?)] = [
            ("type", item.type), ("title", item.title), ("subtitle", item.subtitle), ("iconType", item.iconType),
            ("iconFile", item.iconFile), ("iconSymbolName", item.iconSymbolName),
        ]
        for (key, value) in texts {
            if let value { fields.append("\"\(key)\": " + jsonQuoted(value)) }
        }
        if let info = item.userInfo { fields.append("\"userInfo\": " + json(.dictionary(info))) }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// A property-list value as JSON: dates as their text, data as base64.
    static func json(_ value: PlistValue) -> String {
        switch value {
        case .string(let text), .date(let text): return jsonQuoted(text)
        case .integer(let number): return String(number)
        case .real(let number): return number.isFinite ? "\(number)" : "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .data(let data): return jsonQuoted(data.base64EncodedString())
        case .array(let elements): return "[" + elements.map(json).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            let pairs = entries.sorted { $0.key < $1.key }.map { jsonQuoted($0.key) + ": " + json($0.value) }
            return "{" + pairs.joined(separator: ", ") + "}"
        }
    }
}
