import Foundation

/// A small JSON parser that keeps the line each value starts on (JSONSerialization keeps none),
/// for manifests and `.xcstrings` catalogs. Errors carry the line; nesting depth is bounded.
struct JSONReader {
    private let bytes: [UInt8]
    private let path: String
    private var position = 0
    private var line = 1

    static func read(_ data: Data, path: String) throws -> PlistNode {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let offset = UTF8Check.firstInvalidOffset(in: bytes) {
            throw LoadError(path: path, line: UTF8Check.line(ofOffset: offset, in: bytes),
                            String(format: "invalid UTF-8 (byte 0x%02X)", bytes[offset]))
        }
        var reader = JSONReader(bytes: bytes, path: path)
        reader.skipWhitespace()
        let value = try reader.parseValue(depth: 0)
        reader.skipWhitespace()
        if reader.position < bytes.count { throw reader.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    private func error(_ message: String) -> LoadError { LoadError(path: path, line: line, message) }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            if byte == 0x0A { line += 1 }
            position += 1
        }
    }

    private mutating func expect(_ literal: String) throws {
        for byte in literal.utf8 {
            guard current == byte else { throw error("invalid JSON: expected '\(literal)'") }
            position += 1
        }
    }

    private mutating func parseValue(depth: Int) throws -> PlistNode {
        guard depth < PlistLimits.maximumDepth else { throw error("JSON nested too deeply") }
        let startLine = line
        guard let byte = current else { throw error("the JSON ends too early (truncated?)") }
        switch byte {
        case UInt8(ascii: "{"):
            position += 1
            var entries: [(key: String, value: PlistNode)] = []
            skipWhitespace()
            if current == UInt8(ascii: "}") { position += 1; return PlistNode(kind: .dictionary(entries), line: startLine) }
            while true {
                skipWhitespace()
                guard current == UInt8(ascii: "\"") else {
                    throw error(current == nil ? "the JSON ends too early (truncated?)" : "invalid JSON: expected a string key")
                }
                let key = try parseString()
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw error("invalid JSON: expected ':' after a key") }
                position += 1
                skipWhitespace()
                entries.append((key: key, value: try parseValue(depth: depth + 1)))
                skipWhitespace()
                if current == UInt8(ascii: ",") { position += 1; continue }
                if current == UInt8(ascii: "}") { position += 1; break }
                throw error(current == nil ? "the JSON ends too early (truncated?)" : "invalid JSON: expected ',' or '}'")
            }
            return PlistNode(kind: .dictionary(entries), line: startLine)
        case UInt8(ascii: "["):
            position += 1
            var elements: [PlistNode] = []
            skipWhitespace()
            if current == UInt8(ascii: "]") { position += 1; return PlistNode(kind: .array(elements), line: startLine) }
            while true {
                skipWhitespace()
                elements.append(try parseValue(depth: depth + 1))
                skipWhitespace()
                if current == UInt8(ascii: ",") { position += 1; continue }
                if current == UInt8(ascii: "]") { position += 1; break }
                throw error(current == nil ? "the JSON ends too early (truncated?)" : "invalid JSON: expected ',' or ']'")
            }
            return PlistNode(kind: .array(elements), line: startLine)
        case UInt8(ascii: "\""):
            return PlistNode(kind: .string(try parseString()), line: startLine)
        case UInt8(ascii: "t"):
            try expect("true"); return PlistNode(kind: .bool(true), line: startLine)
        case UInt8(ascii: "f"):
            try expect("false"); return PlistNode(kind: .bool(false), line: startLine)
        case UInt8(ascii: "n"):
            try expect("null"); return PlistNode(kind: .null, line: startLine)
        default:
            return try parseNumber(startLine: startLine)
        }
    }

    private mutating func parseNumber(startLine: Int) throws -> PlistNode {
        let start = position
        while let byte = current, (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            position += 1
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if text.isEmpty { throw error("invalid JSON: unexpected character '\(String(decoding: [bytes[position]], as: UTF8.self))'") }
        if let integer = Int(text) { return PlistNode(kind: .integer(integer), line: startLine) }
        if let real = Double(text) { return PlistNode(kind: .real(real), line: startLine) }
        throw error("invalid JSON: '\(text)' is not a number")
    }

    private mutating func parseString() throws -> String {
        let startLine = line
        position += 1
        var scalars = String.UnicodeScalarView()
        var runStart = position
        func flush(_ reader: JSONReader, to end: Int) {
            scalars.append(contentsOf: String(decoding: reader.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard let byte = current else { throw LoadError(path: path, line: startLine, "unterminated string") }
            if byte == UInt8(ascii: "\"") {
                flush(self, to: position)
                position += 1
                return String(scalars)
            }
            if byte == 0x0A { throw LoadError(path: path, line: startLine, "unterminated string (a line break inside a JSON string)") }
            if byte == UInt8(ascii: "\\") {
                flush(self, to: position)
                position += 1
                guard let escaped = current else { throw LoadError(path: path, line: startLine, "unterminated string") }
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code), current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") {
                        position += 2
                        let low = try hex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: scalars.append(Unicode.Scalar(escaped))
                }
                runStart = position
                continue
            }
            position += 1
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard position + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16) else {
            throw error("invalid JSON: bad \\u escape")
        }
        position += 4
        return code
    }
}
