/// A JSON value as read from a file, with the line and column where it starts.
///
/// Objects keep their members in file order with the key's own position, so a reader can point an
/// error at the key or at the value, at any depth.
public struct JSONNode: Equatable, Sendable {
    /// What the value is.
    public indirect enum Kind: Equatable, Sendable {
        case null
        case bool(Bool)
        /// A number, kept as written (so integers stay exact) with its value as a Double.
        case number(JSONNumber)
        case string(String)
        case array([JSONNode])
        /// Members in file order; a repeated key keeps every member (lookups take the last).
        case object([JSONMember])
    }

    public var kind: Kind
    /// Where the value's first character is.
    public var location: SourcePosition

    public init(_ kind: Kind, at location: SourcePosition) {
        self.kind = kind
        self.location = location
    }

    /// The 1-based line the value starts on.
    public var line: Int { location.line }

    /// The member value for `key` (the last one when repeated), or nil (also for non-objects).
    public subscript(key: String) -> JSONNode? { member(key)?.value }

    /// The member for `key` (the last one when repeated).
    public func member(_ key: String) -> JSONMember? {
        guard case .object(let members) = kind else { return nil }
        return members.last(where: { $0.key == key })
    }

    /// The element at `index` of an array, or nil.
    public subscript(index: Int) -> JSONNode? {
        guard case .array(let elements) = kind, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    public var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    public var number: JSONNumber? {
        if case .number(let number) = kind { return number }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let flag) = kind { return flag }
        return nil
    }

    public var array: [JSONNode]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    public var members: [JSONMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    public var isNull: Bool { kind == .null }

    /// "a string", "a number", "an object", as used in messages.
    public var kindDescription: String {
        switch kind {
        case .null: return "null"
        case .bool: return "true or false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The value at a path of keys and indices (`["apps", 4, "name"]`), or nil.
    public func value(at path: [JSONPathComponent]) -> JSONNode? {
        var current = self
        for component in path {
            switch component {
            case .key(let key):
                guard let next = current[key] else { return nil }
                current = next
            case .index(let index):
                guard let next = current[index] else { return nil }
                current = next
            }
        }
        return current
    }

    /// The deepest value along `path` that exists: where an error about that path is best shown.
    public func nearest(_ path: [JSONPathComponent]) -> JSONNode {
        var current = self
        for component in path {
            let next: JSONNode?
            switch component {
            case .key(let key): next = current[key]
            case .index(let index): next = current[index]
            }
            guard let next else { return current }
            current = next
        }
        return current
    }
}

/// One member of a JSON object: the key, where the key is, and the value.
public struct JSONMember: Equatable, Sendable {
    public var key: String
    public var keyLocation: SourcePosition
    public var value: JSONNode

    public init(key: String, keyLocation: SourcePosition, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// A JSON number: the text as written and its nearest Double.
public struct JSONNumber: Equatable, Sendable {
    public var text: String
    public var double: Double

    public init(text: String, double: Double) {
        self.text = text
        self.double = double
    }

    /// The value as an Int when the text is an integer that fits, else nil.
    public var integer: Int? { Int(text) }
}

/// One step of a path into a JSON document.
public enum JSONPathComponent: Equatable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral
{
    case key(String)
    case index(Int)

    public init(stringLiteral value: String) { self = .key(value) }
    public init(integerLiteral value: Int) { self = .index(value) }

    public var description: String {
        switch self {
        case .key(let key): return key
        case .index(let index): return "[\(index)]"
        }
    }

    /// `apps[4].name`, as messages spell a path.
    public static func describe(_ path: [JSONPathComponent]) -> String {
        var text = ""
        for component in path {
            switch component {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
