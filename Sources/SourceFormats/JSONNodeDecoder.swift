/// Decodes `Decodable` types from a `JSONNode` tree, every error a `LoadError` at the exact line
/// of the value (or of the object missing a key).
///
/// Types keep their `Codable` conformance (a new field is one more property); what decoding
/// cannot check, readers check afterwards with `JSONNode.value(at:)` for the line.
public struct JSONNodeDecoder {
    public let path: String

    public init(path: String) { self.path = path }

    /// Decodes `type` from `root`.
    public func decode<T: Decodable>(_ type: T.Type, from root: JSONNode) throws -> T {
        do {
            return try T(from: ValueDecoder(value: root, codingPath: [], file: path))
        } catch let error as LoadError {
            throw error
        } catch let error as DecodingError {
            throw loadError(error, root: root)
        }
    }

    /// A `DecodingError` thrown by a type's own `init(from:)` (an unknown enum case, say) as a
    /// `LoadError` at the deepest value its coding path reaches.
    func loadError(_ error: DecodingError, root: JSONNode) -> LoadError {
        let context: DecodingError.Context
        switch error {
        case .dataCorrupted(let c), .keyNotFound(_, let c), .typeMismatch(_, let c), .valueNotFound(_, let c):
            context = c
        @unknown default: return LoadError(path: path, "cannot decode: \(error)")
        }
        let components = context.codingPath.map(Self.component)
        let value = root.nearest(components)
        let place = components.isEmpty ? "" : " at \(JSONPathComponent.describe(components))"
        var message = context.debugDescription
        if let string = value.string, message.contains("Cannot initialize") {
            message = "'\(string)' is not one of the allowed values"
        }
        return LoadError(path: path, line: value.location.line, column: value.location.column, message + place)
    }

    static func component(_ key: CodingKey) -> JSONPathComponent {
        key.intValue.map(JSONPathComponent.index) ?? .key(key.stringValue)
    }
}

/// A coding key for array indices and paths.
struct IndexKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

struct ValueDecoder: Decoder {
    let value: JSONNode
    let codingPath: [CodingKey]
    let file: String
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func fail(_ message: String, at value: JSONNode? = nil) -> LoadError {
        let at = value ?? self.value
        let components = codingPath.map(JSONNodeDecoder.component)
        let place = components.isEmpty ? "" : " at \(JSONPathComponent.describe(components))"
        return LoadError(path: file, line: at.location.line, column: at.location.column, message + place)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let members = value.members else { throw fail("expected an object, found \(value.kindDescription)") }
        var byKey: [String: JSONNode] = [:]
        for member in members { byKey[member.key] = member.value }
        return KeyedDecodingContainer(ObjectContainer<Key>(decoder: self, members: byKey))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard let elements = value.array else { throw fail("expected an array, found \(value.kindDescription)") }
        return ArrayContainer(decoder: self, elements: elements)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { ScalarContainer(decoder: self) }

    func child(_ value: JSONNode, key: CodingKey) -> ValueDecoder {
        ValueDecoder(value: value, codingPath: codingPath + [key], file: file)
    }

    // The scalars, each with the message Foundation's decoder gave ("expected a number").

    func decodeNil() -> Bool { value.isNull }

    func decodeBool() throws -> Bool {
        guard let flag = value.bool else { throw mismatch("true or false") }
        return flag
    }

    func decodeString() throws -> String {
        guard let text = value.string else { throw mismatch("a string") }
        return text
    }

    func decodeDouble() throws -> Double {
        guard let number = value.number else { throw mismatch("a number") }
        return number.double
    }

    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard let number = value.number else { throw mismatch("a number") }
        if let exact = T(number.text) { return exact }
        let double = number.double
        guard double == double.rounded(), let integer = T(exactly: double) else {
            throw fail("expected a whole number from \(T.min) to \(T.max), found \(number.text)")
        }
        return integer
    }

    func mismatch(_ expected: String) -> LoadError {
        if value.isNull { return fail("expected \(expected), found null") }
        return fail("expected \(expected), found \(value.kindDescription)")
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        switch type {
        case is String.Type: return try decodeString() as! T
        case is Double.Type: return try decodeDouble() as! T
        case is Float.Type: return Float(try decodeDouble()) as! T
        case is Bool.Type: return try decodeBool() as! T
        case is Int.Type: return try decodeInteger(Int.self) as! T
        default: return try T(from: self)
        }
    }
}

struct ObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ValueDecoder
    let members: [String: JSONNode]

    var codingPath: [CodingKey] { decoder.codingPath }
    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    func child(_ key: Key) throws -> ValueDecoder {
        guard let value = members[key.stringValue] else { throw decoder.fail("missing key '\(key.stringValue)'") }
        return decoder.child(value, key: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool { members[key.stringValue]?.isNull ?? true }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).decode(type) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).decodeBool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).decodeString() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).decodeDouble() }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try child(key).decodeDouble()) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decodeInteger(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).decodeInteger(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).decodeInteger(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).decodeInteger(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).decodeInteger(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).decodeInteger(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }
    func superDecoder() throws -> Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> Decoder { try child(key) }
}

struct ArrayContainer: UnkeyedDecodingContainer {
    let decoder: ValueDecoder
    let elements: [JSONNode]
    var currentIndex = 0

    init(decoder: ValueDecoder, elements: [JSONNode]) {
        self.decoder = decoder
        self.elements = elements
    }

    var codingPath: [CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func next() throws -> ValueDecoder {
        guard !isAtEnd else { throw decoder.fail("expected more elements in the array") }
        defer { currentIndex += 1 }
        return decoder.child(elements[currentIndex], key: IndexKey(intValue: currentIndex))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(type) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        try next().container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer { try next().unkeyedContainer() }
    mutating func superDecoder() throws -> Decoder { try next() }
}

struct ScalarContainer: SingleValueDecodingContainer {
    let decoder: ValueDecoder
    var codingPath: [CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.decodeNil() }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool() }
    func decode(_ type: String.Type) throws -> String { try decoder.decodeString() }
    func decode(_ type: Double.Type) throws -> Double { try decoder.decodeDouble() }
    func decode(_ type: Float.Type) throws -> Float { Float(try decoder.decodeDouble()) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInteger(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeInteger(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeInteger(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeInteger(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeInteger(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeInteger(type) }
}
