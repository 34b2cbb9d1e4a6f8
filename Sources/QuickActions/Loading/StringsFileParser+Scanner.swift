import Foundation
import SourceFormats

extension StringsFileParser {
    /// The old-style strings scanner, over Unicode scalars with a line counter.
    struct Scanner {
        let scalars: [Unicode.Scalar]
        let path: String
        var position = 0
        var line = 1

        init(scalars: [Unicode.Scalar], path: String) {
            self.scalars = scalars
            self.path = path
        }

        var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }
        var next: Unicode.Scalar? { position + 1 < scalars.count ? scalars[position + 1] : nil }

        mutating func advance() {
            if scalars[position] == "\n" { line += 1 }
            position += 1
        }

        func error(_ message: String, line: Int? = nil) -> LoadError {
            LoadError(path: path, line: line ?? self.line, message)
        }

        /// Unicode's White_Space, answered without the property tables for ASCII (the whole of a
        /// `project.pbxproj`, where the table look-up was a tenth of parsing it).
        @inline(__always)
        static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
            let value = scalar.value
            if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
            return scalar.properties.isWhitespace
        }

        /// Appends `scalar`'s UTF-8 bytes (strings are built as bytes and decoded once).
        @inline(__always)
        static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
            let value = scalar.value
            if value < 0x80 {
                bytes.append(UInt8(value))
            } else {
                bytes.append(contentsOf: UTF8.encode(scalar)!)
            }
        }

        static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": return true
            default: return false
            }
        }

        mutating func skipTrivia() throws {
            while let scalar = current {
                if Self.isWhitespace(scalar) || scalar == "\u{FEFF}" {
                    advance()
                } else if scalar == "/" && next == "*" {
                    let start = line
                    advance()
                    advance()
                    while true {
                        guard let inner = current else { throw error("unterminated comment", line: start) }
                        if inner == "*" && next == "/" {
                            advance()
                            advance()
                            break
                        }
                        advance()
                    }
                } else if scalar == "/" && next == "/" {
                    while let inner = current, inner != "\n" { advance() }
                } else {
                    return
                }
            }
        }

        mutating func parseEntries() throws -> [String: String] {
            var table: [String: String] = [:]
            try skipTrivia()
            let braced = current == "{"
            if braced { advance() }
            while true {
                try skipTrivia()
                guard let scalar = current else {
                    if braced { throw error("missing '}' at the end of the file") }
                    return table
                }
                if braced && scalar == "}" {
                    advance()
                    try skipTrivia()
                    if current != nil { throw error("unexpected text after '}'") }
                    return table
                }
                let keyLine = line
                let key = try parseString(what: "a key")
                try skipTrivia()
                if current == ";" {
                    advance()
                    table[key] = key
                    continue
                }
                guard current == "=" else {
                    throw error(
                        current == nil
                            ? "the file ends after the key \"\(key)\": expected '='"
                            : "expected '=' after the key \"\(key)\"",
                        line: current == nil ? keyLine : line)
                }
                advance()
                try skipTrivia()
                let valueLine = line
                let value = try parseString(what: "a value for \"\(key)\"")
                let valueEndLine = line
                try skipTrivia()
                guard current == ";" else {
                    // A value running over a line break into more text is, nearly always, a
                    // string whose closing quote is missing: point at where it starts.
                    if valueEndLine > valueLine { throw error("unterminated string", line: valueLine) }
                    throw error("missing ';' after the value of \"\(key)\"")
                }
                advance()
                table[key] = value
            }
        }

        /// A quoted or unquoted string; `what` names it in errors.
        mutating func parseString(what: String) throws -> String {
            guard let first = current else { throw error("the file ends where \(what) should be") }
            if first == "\"" || first == "'" { return try parseQuoted(first) }
            guard Self.isUnquoted(first) else {
                throw error("expected \(what), found '\(Character(first))'")
            }
            // Unquoted strings are ASCII: their bytes are their scalars, and no line break.
            let begin = position
            while position < scalars.count, Self.isUnquoted(scalars[position]) {
                if scalars[position] == "/" && (next == "/" || next == "*") { break }
                position += 1
            }
            return String(unsafeUninitializedCapacity: position - begin) { buffer in
                for offset in 0..<(position - begin) { buffer[offset] = UInt8(scalars[begin + offset].value) }
                return position - begin
            }
        }

        /// A string in `quote`s (`"` or `'`), escapes resolved.
        mutating func parseQuoted(_ quote: Unicode.Scalar) throws -> String {
            let start = line
            advance()
            var result: [UInt8] = []
            while true {
                guard let scalar = current else { throw error("unterminated string", line: start) }
                if scalar == quote {
                    advance()
                    return String(decoding: result, as: UTF8.self)
                }
                if scalar == "\\" {
                    advance()
                    guard let escaped = current else { throw error("unterminated string", line: start) }
                    advance()
                    Self.append(escape(escaped), to: &result)
                    continue
                }
                Self.append(scalar, to: &result)
                advance()
            }
        }

        /// What the escape of `escaped` (already consumed) stands for; an unknown
        /// escape is the character itself.
        mutating func escape(_ escaped: Unicode.Scalar) -> Unicode.Scalar {
            switch escaped {
            case "n": return "\n"
            case "t": return "\t"
            case "r": return "\r"
            case "a": return "\u{7}"
            case "b": return "\u{8}"
            case "f": return "\u{C}"
            case "v": return "\u{B}"
            case "U", "u": return unicodeEscape()
            case "0"..."7": return octalEscape(escaped)
            default: return escaped
            }
        }

        /// After `\u`: up to four hex digits; a high surrogate followed by `\u` and a low one
        /// is the pair's character. Nothing valid is U+FFFD.
        mutating func unicodeEscape() -> Unicode.Scalar {
            var code = hexDigits()
            if (0xD800...0xDBFF).contains(code), current == "\\", next == "U" || next == "u" {
                let save = (position, line)
                advance()
                advance()
                let low = hexDigits()
                if (0xDC00...0xDFFF).contains(low) {
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    (position, line) = save
                }
            }
            return Unicode.Scalar(code) ?? "\u{FFFD}"
        }

        /// Up to four hex digits as a number (0 when there are none).
        mutating func hexDigits() -> UInt32 {
            var code: UInt32 = 0
            var digits = 0
            while digits < 4, let hex = current, hex.isASCII, let value = UInt32(String(hex), radix: 16) {
                code = code * 16 + value
                digits += 1
                advance()
            }
            return code
        }

        /// An octal escape of up to three digits, `first` already consumed.
        mutating func octalEscape(_ first: Unicode.Scalar) -> Unicode.Scalar {
            var code = first.value - 48
            var digits = 1
            while digits < 3, let octal = current, ("0"..."7").contains(octal) {
                code = code * 8 + octal.value - 48
                digits += 1
                advance()
            }
            return Unicode.Scalar(code) ?? "\u{FFFD}"
        }
    }
}
