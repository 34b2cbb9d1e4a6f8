import ForceCore
import QuickActions
import SourceFormats

/// A JSON value for the event log, with object keys kept in the order written (stable output).
public indirect enum JSONValue: Equatable, Sendable {
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text == rhs.text }

    /// Compact JSON text.
    public var text: String {
        switch self {
        case .string(let s): return JSONValue.quote(s)
        case .number(let d): return formatFixed(d, decimals: 6)
        case .integer(let i): return String(i)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array(let values): return "[" + values.map(\.text).joined(separator: ",") + "]"
        case .object(let pairs):
            return "{" + pairs.map { JSONValue.quote($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    /// A JSON string literal with the escapes JSON requires (ForceCore's, shared with recordings).
    public static func quote(_ text: String) -> String { jsonQuoted(text) }

    /// A property-list value (a quick action's `userInfo`) as JSON; dates and data as strings.
    public init(_ plist: PlistValue) {
        switch plist {
        case .string(let s): self = .string(s)
        case .integer(let i): self = .integer(i)
        case .real(let d): self = .number(d)
        case .bool(let b): self = .bool(b)
        case .date(let s): self = .string(s)
        case .data(let d): self = .string("<\(d.count) bytes>")
        case .array(let values): self = .array(values.map(JSONValue.init))
        case .dictionary(let dict): self = .object(dict.keys.sorted().map { ($0, JSONValue(dict[$0]!)) })
        }
    }
}

/// One line of the event log (`play --log-events`, `replay --events`): a gesture event from
/// the classifier, or a change the person would see (a screen shown, a menu opened, an item
/// chosen, edit mode).
public enum LogEntry: Equatable, Sendable {
    case gesture(GestureEvent)
    case ui(time: Int64, UIEvent)

    public static func == (lhs: LogEntry, rhs: LogEntry) -> Bool { lhs.jsonLine == rhs.jsonLine }

    public var time: Int64 {
        switch self {
        case .gesture(let event): return event.time
        case .ui(let time, _): return time
        }
    }

    /// The UI change's name (`menuOpened`), or nil for gesture events.
    public var uiName: String? {
        if case .ui(_, let event) = self { return event.name }
        return nil
    }

    /// One JSON object: gesture events exactly as `forcelab classify` prints them; UI changes as
    /// `{"t":…,"ui":NAME,…fields}`.
    public var jsonLine: String {
        switch self {
        case .gesture(let event):
            return event.jsonLine()
        case .ui(let time, let event):
            return JSONValue.object(
                [("t", .number(Double(time) / 1_000_000)), ("ui", .string(event.name))] + event.fields
            ).text
        }
    }
}
