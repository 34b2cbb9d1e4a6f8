import Foundation

/// The old-style (OpenStep) property list as a tree: the strings file's scanner, extended to
/// `{ key = value; }` dictionaries, `( a, b )` arrays and `<hex>` data, which is what Xcode
/// writes `project.pbxproj` in. No third plist reader: strings and comments are the strings
/// file's own.
extension StringsFileParser {
    /// Parses `data` (an old-style plist such as `project.pbxproj`), read from `path`.
    static func parseTree(_ data: Data, path: String) throws -> PlistNode {
        let text = try decode([UInt8](data), path: path)
        var scanner = Scanner(scalars: scalars(of: text), path: path)
        try scanner.skipTrivia()
        let root = try scanner.parseValue(depth: 0)
        try scanner.skipTrivia()
        if scanner.current != nil { throw scanner.error("unexpected text after the property list") }
        return root
    }
}

extension StringsFileParser.Scanner {
    /// One value: a dictionary, an array, data or a string.
    mutating func parseValue(depth: Int) throws -> PlistNode {
        guard depth < PlistLimits.maximumDepth else {
            throw error("values nested too deeply (more than \(PlistLimits.maximumDepth) levels)")
        }
        let start = line
        switch current {
        case "{": return PlistNode(kind: .dictionary(try parseDictionary(depth: depth)), line: start)
        case "(": return PlistNode(kind: .array(try parseArray(depth: depth)), line: start)
        case "<": return PlistNode(kind: .data(try parseData()), line: start)
        default: return PlistNode(kind: .string(try parseString(what: "a value")), line: start)
        }
    }

    /// `{ key = value; ... }`, the opening brace current.
    mutating func parseDictionary(depth: Int) throws -> [(key: String, value: PlistNode)] {
        let start = line
        advance()
        var entries: [(key: String, value: PlistNode)] = []
        while true {
            try skipTrivia()
            guard let scalar = current else { throw error("missing '}' of the dictionary opened here", line: start) }
            if scalar == "}" {
                advance()
                return entries
            }
            let key = try parseString(what: "a key")
            try skipTrivia()
            guard current == "=" else { throw error("expected '=' after the key \"\(key)\"") }
            advance()
            try skipTrivia()
            let value = try parseValue(depth: depth + 1)
            try skipTrivia()
            guard current == ";" else { throw error("missing ';' after the value of \"\(key)\"") }
            advance()
            entries.append((key, value))
        }
    }

    /// `( value, value, )`, the opening parenthesis current.
    mutating func parseArray(depth: Int) throws -> [PlistNode] {
        let start = line
        advance()
        var elements: [PlistNode] = []
        while true {
            try skipTrivia()
            guard let scalar = current else { throw error("missing ')' of the array opened here", line: start) }
            if scalar == ")" {
                advance()
                return elements
            }
            elements.append(try parseValue(depth: depth + 1))
            try skipTrivia()
            if current == "," {
                advance()
            } else if current != ")" {
                throw error("expected ',' or ')' in the array")
            }
        }
    }

    /// `<0fbd 7a>`: hexadecimal bytes, white space ignored.
    mutating func parseData() throws -> Data {
        let start = line
        advance()
        var bytes: [UInt8] = []
        var high: UInt8?
        while true {
            guard let scalar = current else { throw error("missing '>' of the data opened here", line: start) }
            advance()
            if scalar == ">" { break }
            if Self.isWhitespace(scalar) { continue }
            guard scalar.isASCII, let digit = UInt8(String(scalar), radix: 16) else {
                throw error("data holds '\(Character(scalar))', not a hexadecimal digit")
            }
            if let first = high {
                bytes.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        guard high == nil else { throw error("data holds an odd number of hexadecimal digits", line: start) }
        return Data(bytes)
    }
}
