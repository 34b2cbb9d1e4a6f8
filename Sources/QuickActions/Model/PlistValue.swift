import Foundation

/// A property-list value as read from an Info.plist, a strings file or a JSON manifest.
public indirect enum PlistValue: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case date(String)
    case data(Data)
    case array([PlistValue])
    case dictionary([String: PlistValue])

    /// The name of the kind, as used in messages ("a number", "a dictionary").
    public var kindDescription: String {
        switch self {
        case .string: return "a string"
        case .integer, .real: return "a number"
        case .bool: return "a boolean"
        case .date: return "a date"
        case .data: return "data"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        }
    }

    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var dictionaryValue: [String: PlistValue]? {
        if case .dictionary(let dictionary) = self { return dictionary }
        return nil
    }

    /// Converts what PropertyListSerialization returns (binary plists). `depth` bounds hostile nesting.
    static func fromFoundation(_ value: Any, depth: Int = 0) throws -> PlistValue {
        guard depth < PlistLimits.maximumDepth else { throw PlistLimits.TooDeep() }
        switch value {
        case let text as String: return .string(text)
        case let number as NSNumber:
            let type = String(cString: number.objCType)
            if type == "c" || type == "B" { return .bool(number.boolValue) }
            if type == "d" || type == "f" { return .real(number.doubleValue) }
            return .integer(number.intValue)
        case let flag as Bool: return .bool(flag)
        case let integer as Int: return .integer(integer)
        case let real as Double: return .real(real)
        case let date as Date: return .date(ISO8601DateFormatter().string(from: date))
        case let data as Data: return .data(data)
        case let array as [Any]: return .array(try array.map { try fromFoundation($0, depth: depth + 1) })
        case let dictionary as [String: Any]:
            var result: [String: PlistValue] = [:]
            for (key, element) in dictionary { result[key] = try fromFoundation(element, depth: depth + 1) }
            return .dictionary(result)
        default: return .string(String(describing: value))
        }
    }
}

/// Bounds that keep hostile input from exhausting memory or the stack.
enum PlistLimits {
    /// Files above this size are refused before they are read.
    static let maximumFileSize = 16 * 1024 * 1024
    /// Deeper nesting than this is refused (real Info.plists nest a handful of levels).
    static let maximumDepth = 128
    /// Most values (of any kind, shared ones counted each time they appear) in one property list.
    static let maximumValues = 1 << 20
    struct TooDeep: Error {}
}
