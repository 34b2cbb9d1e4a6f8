/// A JSON syntax or value error at a byte offset of the scanned text.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public var message: String
    public var offset: Int

    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}

/// The bytes of a JSON string as scanned: a range of the input, and whether it holds escapes.
public struct ScannedString: Equatable, Sendable {
    public var start: Int
    public var end: Int
    public var hasEscapes: Bool

    @inlinable public init(start: Int, end: Int, hasEscapes: Bool) {
        self.start = start
        self.end = end
        self.hasEscapes = hasEscapes
    }
}

/// The token level of the one JSON reader: scans JSON held in memory without building values.
///
/// Streaming readers (recordings, one JSONL line at a time; force profiles) drive it field by
/// field; `JSONReader` builds a `JSONNode` tree with it. It allocates nothing on the happy path
/// except when a string with escapes is decoded, checks UTF-8 in every string it passes, and
/// rejects anything JSON does not allow (NaN, `01`, control characters in strings, a high
/// surrogate escape not followed by a low one, nesting deeper than `JSONLimits.maximumDepth`).
public struct JSONScanner {
    public let bytes: UnsafeBufferPointer<UInt8>
    public var position: Int = 0

    @inlinable public init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    @inlinable public var atEnd: Bool { position >= bytes.count }

    public func fail(_ message: String) -> JSONSyntaxError { JSONSyntaxError(message: message, offset: position) }

    /// The line and column of the scanner's position.
    public var location: SourcePosition { SourcePosition(offset: position, in: bytes) }

    @inlinable public func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    @inlinable public mutating func skipWhitespace() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 } else { return }
        }
    }

    @inlinable public mutating func expect(_ byte: UInt8, _ what: String) throws(JSONSyntaxError) {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == byte else { throw fail("expected \(what)") }
        position += 1
    }

    /// Scans a string starting at `"`, validating escapes and UTF-8; returns its raw range.
    @inlinable public mutating func scanString() throws(JSONSyntaxError) -> ScannedString {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == 0x22 else { throw fail("expected a string") }
        position += 1
        let start = position
        var escapes = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x22 {
                let result = ScannedString(start: start, end: position, hasEscapes: escapes)
                position += 1
                return result
            }
            if byte == 0x5C {
                escapes = true
                position += 1
                guard position < bytes.count else { break }
                switch bytes[position] {
                case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74: position += 1
                case 0x75:
                    position -= 1
                    try scanUnicodeEscape()
                default: throw fail("expected a valid escape sequence in string")
                }
                continue
            }
            if byte < 0x20 { throw fail("expected '\"' to close the string (control character inside)") }
            if byte < 0x80 {
                position += 1
                continue
            }
            try skipUTF8Sequence()
        }
        throw fail("expected '\"' to close the string")
    }

    /// Scans `\\uXXXX` at the position (on the backslash), and its low half when it is a high
    /// surrogate: a surrogate escape that is not half of a pair is an error, never U+FFFD.
    @usableFromInline mutating func scanUnicodeEscape() throws(JSONSyntaxError) {
        let escapeStart = position
        let value = try scanHex4()
        if value >= 0xDC00 && value < 0xE000 {
            position = escapeStart
            throw fail(
                "expected a high surrogate before the low surrogate \\u\(hex(value)) (an unpaired surrogate is not text)"
            )
        }
        guard value >= 0xD800 && value < 0xDC00 else { return }
        let lowStart = position
        guard position + 1 < bytes.count, bytes[position] == 0x5C, bytes[position + 1] == 0x75 else {
            position = escapeStart
            throw fail("expected a low surrogate \\uDC00...\\uDFFF after the high surrogate \\u\(hex(value))")
        }
        let low = try scanHex4()
        guard low >= 0xDC00 && low < 0xE000 else {
            position = lowStart
            throw fail(
                "expected a low surrogate \\uDC00...\\uDFFF after the high surrogate \\u\(hex(value)), not \\u\(hex(low))"
            )
        }
    }

    /// Scans `\\u` and four hex digits; the position is on the backslash.
    private mutating func scanHex4() throws(JSONSyntaxError) -> UInt32 {
        position += 2
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let digit = hexValue(bytes[position]) else {
                throw fail("expected four hex digits after \\u")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    @usableFromInline mutating func skipUTF8Sequence() throws(JSONSyntaxError) {
        let lead = bytes[position]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            high = 0x9F
        case 0xF0:
            length = 4
            low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            high = 0x8F
        default: throw fail("expected valid UTF-8 in string")
        }
        guard position + length <= bytes.count else { throw fail("expected valid UTF-8 in string") }
        for index in 1..<length {
            let byte = bytes[position + index]
            let lo: UInt8 = index == 1 ? low : 0x80
            let hi: UInt8 = index == 1 ? high : 0xBF
            guard byte >= lo && byte <= hi else { throw fail("expected valid UTF-8 in string") }
        }
        position += length
    }

    /// Whether the raw (escape-free) string equals `literal`.
    @inlinable public func matches(_ string: ScannedString, _ literal: StaticString) -> Bool {
        guard !string.hasEscapes, string.end - string.start == literal.utf8CodeUnitCount else { return false }
        let pointer = literal.utf8Start
        for index in 0..<literal.utf8CodeUnitCount where bytes[string.start + index] != pointer[index] {
            return false
        }
        return true
    }

    /// Decodes a scanned string (escapes resolved; the scan has checked that surrogates pair).
    public func decode(_ string: ScannedString) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[string.start..<string.end])
        if !string.hasEscapes { return String(decoding: slice, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        var index = 0
        func flush() {
            if !utf8.isEmpty {
                scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
                utf8.removeAll()
            }
        }
        func hex4(_ at: Int) -> UInt32 {
            var value: UInt32 = 0
            for offset in 0..<4 { value = value << 4 | UInt32(hexValue(slice[at + offset]) ?? 0) }
            return value
        }
        while index < slice.count {
            let byte = slice[index]
            if byte != 0x5C {
                utf8.append(byte)
                index += 1
                continue
            }
            let code = slice[index + 1]
            index += 2
            switch code {
            case 0x62: utf8.append(0x08)
            case 0x66: utf8.append(0x0C)
            case 0x6E: utf8.append(0x0A)
            case 0x72: utf8.append(0x0D)
            case 0x74: utf8.append(0x09)
            case 0x75:
                flush()
                var value = hex4(index)
                index += 4
                if value >= 0xD800 && value < 0xDC00, index + 6 <= slice.count, slice[index] == 0x5C,
                    slice[index + 1] == 0x75
                {
                    let low = hex4(index + 2)
                    if low >= 0xDC00 && low < 0xE000 {
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    }
                }
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            default: utf8.append(code)
            }
        }
        flush()
        return String(scalars)
    }

    /// Skips any JSON value (used for unknown fields), nesting at most `depth` levels.
    public mutating func skipValue(depth: Int = 0) throws(JSONSyntaxError) {
        skipWhitespace()
        guard depth < JSONLimits.maximumDepth else {
            throw fail("expected nesting at most \(JSONLimits.maximumDepth) levels deep")
        }
        guard let byte = peek() else { throw fail("expected a value") }
        switch byte {
        case 0x22: _ = try scanString()
        case 0x2D, 0x30...0x39: _ = try scanNumber()
        case 0x7B:
            position += 1
            skipWhitespace()
            if peek() == 0x7D {
                position += 1
                return
            }
            while true {
                _ = try scanString()
                try expect(0x3A, "':' after a key")
                try skipValue(depth: depth + 1)
                skipWhitespace()
                guard let next = peek() else { throw fail("expected ',' or '}'") }
                position += 1
                if next == 0x7D { return }
                if next != 0x2C {
                    position -= 1
                    throw fail("expected ',' or '}'")
                }
            }
        case 0x5B:
            position += 1
            skipWhitespace()
            if peek() == 0x5D {
                position += 1
                return
            }
            while true {
                try skipValue(depth: depth + 1)
                skipWhitespace()
                guard let next = peek() else { throw fail("expected ',' or ']'") }
                position += 1
                if next == 0x5D { return }
                if next != 0x2C {
                    position -= 1
                    throw fail("expected ',' or ']'")
                }
            }
        default:
            if try scanLiteral() == nil { throw fail("expected a value") }
        }
    }

    /// Scans `true`, `false` or `null`; returns nil (without moving) when none is there.
    public mutating func scanLiteral() throws(JSONSyntaxError) -> JSONLiteral? {
        skipWhitespace()
        for (text, literal) in [("true", JSONLiteral.true), ("false", .false), ("null", .null)] {
            let utf8 = text.utf8
            if position + utf8.count <= bytes.count
                && zip(utf8, bytes[position..<(position + utf8.count)]).allSatisfy({ $0 == $1 })
            {
                position += utf8.count
                return literal
            }
        }
        return nil
    }
}

/// The three JSON literals.
public enum JSONLiteral: Sendable { case `true`, `false`, null }

@inlinable @inline(__always) public func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

@inlinable public func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: return byte - 0x30
    case 0x41...0x46: return byte - 0x41 + 10
    case 0x61...0x66: return byte - 0x61 + 10
    default: return nil
    }
}
