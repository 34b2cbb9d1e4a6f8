import SourceFormats

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The recording reader's fast path: an event line made only of the keys `t`, `type`, `x`, `y`
/// and `force` (any order, any number of times, JSON whitespace between tokens), with plain
/// numbers (`-`, digits, an optional fraction: at most 19 digits, no exponent) and a known type,
/// is read by byte loops here. Anything else (another key, an escape, an exponent, a long
/// number, a byte out of place, any value the full reader would refuse) is declined: the line
/// goes to the full reader (`RecordingDecoder.scanEventFields`), which alone reports errors, so
/// messages, lines and columns stay exactly as they are.
///
/// Where it answers, it answers what the full reader answers, to the bit: numbers become the same
/// mantissa and power of ten `JSONScanner.scanNumber` makes, converted by the same functions
/// (`JSONScanner.exactDouble`, `JSONScanner.eiselLemire`, `JSONScanner.microseconds`, and
/// `strtod` on the same bytes past what those decide, as `slowDoubleValue` does); a repeated key
/// keeps its last value.
/// `RecordingFastPathTests` and the `FuzzRecordingFastPath` target check it against the full
/// reader.
struct RecordingFastPath {
    private let bytes: UnsafePointer<UInt8>
    private let count: Int
    private var position = 0

    private enum Key { case t, type, x, y, force }

    private init(_ bytes: UnsafePointer<UInt8>, count: Int) {
        self.bytes = bytes
        self.count = count
    }

    /// The fields of `line`, or nil when the fast path declines it.
    @inline(__always)
    static func fields(_ line: UnsafeBufferPointer<UInt8>) -> RecordingEventFields? {
        guard let base = line.baseAddress else { return nil }
        var cursor = RecordingFastPath(base, count: line.count)
        return cursor.object()
    }

    @inline(__always)
    private mutating func object() -> RecordingEventFields? {
        skipWhitespace()
        guard take(0x7B) else { return nil }
        var fields = RecordingEventFields()
        skipWhitespace()
        if !take(0x7D) {
            while true {
                guard let key = key() else { return nil }
                skipWhitespace()
                guard take(0x3A) else { return nil }
                skipWhitespace()
                guard value(of: key, into: &fields) else { return nil }
                skipWhitespace()
                if take(0x7D) { break }
                guard take(0x2C) else { return nil }
                skipWhitespace()
            }
        }
        skipWhitespace()
        return position == count ? fields : nil
    }

    @inline(__always)
    private mutating func value(of key: Key, into fields: inout RecordingEventFields) -> Bool {
        switch key {
        case .type:
            guard let kind = kind() else { return false }
            fields.kind = kind
        case .t:
            // The full reader's `decodeTime`, with its limits.
            guard let (mantissa, exponent, negative) = number(),
                let value = JSONScanner.microseconds(mantissa: mantissa, exponent: exponent, negative: negative),
                mantissa < 1 << 60 || exponent < 0, value < 1_000_000_000_000_000
            else { return false }
            fields.time = value
        case .x, .y, .force:
            let start = position
            guard let (mantissa, exponent, negative) = number(),
                let value = JSONScanner.exactDouble(mantissa: mantissa, exponent: exponent, negative: negative)
                    ?? JSONScanner.eiselLemire(mantissa: mantissa, exponent: exponent, negative: negative)
                    ?? correctlyRounded(from: start)
            else { return false }
            switch key {
            case .x: fields.x = value
            case .y: fields.y = value
            default: fields.force = value
            }
        }
        return true
    }

    /// The number from `start` to the position as the full reader converts one neither
    /// `exactDouble` nor `eiselLemire` decides (`JSONScanner.slowDoubleValue`): the C library's `strtod` on a NUL-terminated copy
    /// of the same bytes (here on the stack: a plain number of at most 19 digits is at most 21
    /// bytes), so the two agree to the bit. Nil when it is not finite (the full reader's error).
    private func correctlyRounded(from start: Int) -> Double? {
        let length = position - start
        let value = withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { text -> Double in
            for index in 0..<length { text[index] = CChar(bitPattern: bytes[start + index]) }
            text[length] = 0
            return strtod(text.baseAddress!, nil)
        }
        return value.isFinite ? value : nil
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while position < count {
            let byte = bytes[position]
            guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { return }
            position += 1
        }
    }

    @inline(__always)
    private mutating func take(_ byte: UInt8) -> Bool {
        guard position < count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Whether the bytes at the position are `literal` followed by a closing quote; consumes both.
    @inline(__always)
    private mutating func takeQuoted(_ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard position + length < count else { return false }
        let text = literal.utf8Start
        for index in 0..<length where bytes[position + index] != text[index] { return false }
        guard bytes[position + length] == 0x22 else { return false }
        position += length + 1
        return true
    }

    /// A known key, quotes included.
    @inline(__always)
    private mutating func key() -> Key? {
        guard take(0x22), position < count else { return nil }
        switch bytes[position] {
        case 0x74:
            if takeQuoted("t") { return .t }
            if takeQuoted("type") { return .type }
        case 0x78: if takeQuoted("x") { return .x }
        case 0x79: if takeQuoted("y") { return .y }
        case 0x66: if takeQuoted("force") { return .force }
        default: break
        }
        return nil
    }

    /// A known `"type"` value, quotes included.
    @inline(__always)
    private mutating func kind() -> RecordingEventKind? {
        guard take(0x22), position < count else { return nil }
        switch bytes[position] {
        case 0x6D: if takeQuoted("move") { return .touch(.move) }
        case 0x64: if takeQuoted("down") { return .touch(.down) }
        case 0x75: if takeQuoted("up") { return .touch(.up) }
        case 0x63: if takeQuoted("cancel") { return .touch(.cancel) }
        case 0x6B: if takeQuoted("key") { return .key }
        case 0x74: if takeQuoted("tick") { return .tick }
        default: break
        }
        return nil
    }

    /// A plain number as `JSONScanner.scanNumber` reads it: the digits' value, minus one power of
    /// ten per fraction digit, and zero as mantissa 0, exponent 0. Nil for anything else.
    @inline(__always)
    private mutating func number() -> (UInt64, Int, Bool)? {
        var index = position
        let negative = index < count && bytes[index] == 0x2D
        if negative { index += 1 }
        guard index < count else { return nil }
        var mantissa: UInt64 = 0
        var digits = 0
        if bytes[index] == 0x30 {
            index += 1
            if index < count && isDigit(bytes[index]) { return nil }
        } else {
            guard isDigit(bytes[index]) else { return nil }
            while index < count && isDigit(bytes[index]) {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30)
                digits += 1
                index += 1
            }
        }
        var exponent = 0
        if index < count && bytes[index] == 0x2E {
            index += 1
            let fraction = index
            while index < count && isDigit(bytes[index]) {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30)
                index += 1
            }
            guard index > fraction else { return nil }
            digits += index - fraction
            exponent = fraction - index
        }
        // An exponent, or more digits than the scanner keeps exactly: the full reader's.
        guard digits <= 19, index == count || (bytes[index] != 0x65 && bytes[index] != 0x45) else { return nil }
        position = index
        return mantissa == 0 ? (0, 0, negative) : (mantissa, exponent, negative)
    }
}
