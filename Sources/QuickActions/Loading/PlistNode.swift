import Foundation

/// A property-list value with the line it starts on, so diagnostics can point into the file.
struct PlistNode {
    indirect enum Kind {
        case string(String)
        case integer(Int)
        case real(Double)
        case bool(Bool)
        case date(String)
        case data(Data)
        /// JSON `null`: no property-list counterpart, reported as a wrong type where it matters.
        case null
        case array([PlistNode])
        /// Entries in file order; a repeated key keeps every entry and the last one wins.
        case dictionary([(key: String, value: PlistNode)])
    }

    var kind: Kind
    var line: Int

    /// The entry for `key` (the last one when repeated).
    subscript(key: String) -> PlistNode? {
        guard case .dictionary(let entries) = kind else { return nil }
        return entries.last(where: { $0.key == key })?.value
    }

    var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    var array: [PlistNode]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    var isDictionary: Bool {
        if case .dictionary = kind { return true }
        return false
    }

    /// The plain value, without lines.
    var value: PlistValue {
        switch kind {
        case .string(let text): return .string(text)
        case .integer(let number): return .integer(number)
        case .real(let number): return .real(number)
        case .bool(let flag): return .bool(flag)
        case .date(let text): return .date(text)
        case .data(let data): return .data(data)
        case .null: return .data(Data())
        case .array(let elements): return .array(elements.map(\.value))
        case .dictionary(let entries):
            var result: [String: PlistValue] = [:]
            for entry in entries { result[entry.key] = entry.value.value }
            return .dictionary(result)
        }
    }

    /// "a string", "a number", as used in messages.
    var kindDescription: String {
        switch kind {
        case .null: return "null"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        default: return value.kindDescription
        }
    }

    /// Builds a tree from a PropertyListSerialization result, where no line is known.
    static func fromFoundation(_ object: Any, line: Int = 1, depth: Int = 0) throws -> PlistNode {
        guard depth < PlistLimits.maximumDepth else { throw PlistLimits.TooDeep() }
        if let array = object as? [Any] {
            return PlistNode(
                kind: .array(try array.map { try fromFoundation($0, line: line, depth: depth + 1) }), line: line)
        }
        if let dictionary = object as? [String: Any] {
            let entries = try dictionary.keys.sorted().map { key in
                (key: key, value: try fromFoundation(dictionary[key]!, line: line, depth: depth + 1))
            }
            return PlistNode(kind: .dictionary(entries), line: line)
        }
        switch try PlistValue.fromFoundation(object, depth: depth) {
        case .string(let text): return PlistNode(kind: .string(text), line: line)
        case .integer(let number): return PlistNode(kind: .integer(number), line: line)
        case .real(let number): return PlistNode(kind: .real(number), line: line)
        case .bool(let flag): return PlistNode(kind: .bool(flag), line: line)
        case .date(let text): return PlistNode(kind: .date(text), line: line)
        case .data(let data): return PlistNode(kind: .data(data), line: line)
        case .array, .dictionary: return PlistNode(kind: .string(""), line: line)
        }
    }
}
