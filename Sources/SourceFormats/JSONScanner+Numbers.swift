#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A number as scanned: the decimal digits (up to 19 significant), the power of ten, and the text.
public struct ScannedNumber: Equatable, Sendable {
    public var mantissa: UInt64
    public var exponent: Int
    public var negative: Bool
    public var exact: Bool  // false when more than 19 significant digits were seen
    public var start: Int
    public var end: Int

    @inlinable public init(mantissa: UInt64, exponent: Int, negative: Bool, exact: Bool, start: Int, end: Int) {
        self.mantissa = mantissa
        self.exponent = exponent
        self.negative = negative
        self.exact = exact
        self.start = start
        self.end = end
    }
}

/// The significant digits of a number as it is scanned: the first 19 (leading zeros skipped)
/// in the mantissa, the rest counted, and whether any of those was not a zero.
@usableFromInline struct SignificantDigits {
    @usableFromInline var mantissa: UInt64 = 0
    @usableFromInline var count = 0
    @usableFromInline var dropped = 0
    @usableFromInline var exact = true

    @inlinable init() {}

    @inlinable @inline(__always) mutating func take(_ byte: UInt8) {
        if count == 0 && byte == 0x30 { return }
        if count < 19 {
            mantissa = mantissa &* 10 &+ UInt64(byte &- 0x30)
            count += 1
        } else {
            dropped += 1
            if byte != 0x30 { exact = false }
        }
    }
}

/// Numbers: scanned without converting, then read as a Double or as whole microseconds.
extension JSONScanner {
    /// Scans a JSON number (strict grammar) without converting it.
    @inlinable public mutating func scanNumber() throws(JSONSyntaxError) -> ScannedNumber {
        skipWhitespace()
        let start = position
        var negative = false
        if position < bytes.count && bytes[position] == 0x2D {
            negative = true
            position += 1
        }
        guard position < bytes.count, isDigit(bytes[position]) else { throw fail("expected a number") }
        var digits = SignificantDigits()
        try scanIntegerDigits(into: &digits)
        var exponent = digits.dropped
        exponent += try scanFractionDigits(into: &digits)
        exponent += try scanExponent()
        guard digits.count > 0 else {
            return ScannedNumber(
                mantissa: 0, exponent: 0, negative: negative, exact: digits.exact, start: start, end: position)
        }
        return ScannedNumber(
            mantissa: digits.mantissa, exponent: exponent, negative: negative, exact: digits.exact, start: start,
            end: position)
    }

    /// The digits before the point: `0` alone, or digits not starting with 0.
    @inlinable mutating func scanIntegerDigits(into digits: inout SignificantDigits) throws(JSONSyntaxError) {
        if bytes[position] == 0x30 {
            position += 1
            if position < bytes.count && isDigit(bytes[position]) {
                throw fail("expected a number without leading zeros")
            }
            return
        }
        while position < bytes.count && isDigit(bytes[position]) {
            digits.take(bytes[position])
            position += 1
        }
    }

    /// The digits after a point, if there is one; returns the power of ten they shift the
    /// mantissa by (minus one for each digit kept and each leading zero).
    @inlinable mutating func scanFractionDigits(into digits: inout SignificantDigits) throws(JSONSyntaxError) -> Int {
        guard position < bytes.count && bytes[position] == 0x2E else { return 0 }
        position += 1
        guard position < bytes.count, isDigit(bytes[position]) else { throw fail("expected digits after '.'") }
        var shift = 0
        while position < bytes.count && isDigit(bytes[position]) {
            let before = digits.count
            digits.take(bytes[position])
            // A digit beyond the 19 kept does not move the point.
            if digits.count > before || digits.count == 0 { shift -= 1 }
            position += 1
        }
        return shift
    }

    /// The exponent (`e`, `E`, an optional sign and digits), if there is one; 0 when there is
    /// none. Its magnitude stops growing past 10^6, far beyond any Double.
    @inlinable mutating func scanExponent() throws(JSONSyntaxError) -> Int {
        guard position < bytes.count && (bytes[position] == 0x65 || bytes[position] == 0x45) else { return 0 }
        position += 1
        var negative = false
        if position < bytes.count && (bytes[position] == 0x2B || bytes[position] == 0x2D) {
            negative = bytes[position] == 0x2D
            position += 1
        }
        guard position < bytes.count, isDigit(bytes[position]) else { throw fail("expected digits in exponent") }
        var value = 0
        while position < bytes.count && isDigit(bytes[position]) {
            if value < 100_000 { value = value * 10 + Int(bytes[position] - 0x30) }
            position += 1
        }
        return negative ? -value : value
    }

    /// The value of a scanned number as a Double, correctly rounded.
    @inlinable public func doubleValue(_ number: ScannedNumber) -> Double {
        // Every digit kept: one exact operation, else Eisel-Lemire, else strtod (the same double).
        if number.exact,
            let value = JSONScanner.exactDouble(
                mantissa: number.mantissa, exponent: number.exponent, negative: number.negative)
                ?? JSONScanner.eiselLemire(
                    mantissa: number.mantissa, exponent: number.exponent, negative: number.negative)
        {
            return value
        }
        return slowDoubleValue(number)
    }

    /// The Double of `mantissa` x 10^`exponent` when one correctly rounded operation gives it
    /// (the mantissa below 2^53, the power of ten within 10^22), else nil. `doubleValue` and the
    /// recording reader's fast path both convert through it, so they agree to the bit.
    @inlinable @inline(__always)
    public static func exactDouble(mantissa: UInt64, exponent: Int, negative: Bool) -> Double? {
        guard mantissa < (1 << 53) && exponent >= -22 && exponent <= 22 else { return nil }
        var value = Double(mantissa)
        if exponent < 0 {
            value /= powersOfTen[-exponent]
        } else {
            value *= powersOfTen[exponent]
        }
        return negative ? -value : value
    }

    /// The C library's correctly rounded conversion on a NUL-terminated copy.
    @usableFromInline func slowDoubleValue(_ number: ScannedNumber) -> Double {
        var text = Array(bytes[number.start..<number.end])
        text.append(0)
        return text.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { strtod($0, nil) }
        }
    }

    /// The value of a scanned number of seconds, in whole microseconds (round half away from zero),
    /// or nil when it does not fit.
    @inlinable public func microseconds(_ number: ScannedNumber) -> Int64? {
        JSONScanner.microseconds(mantissa: number.mantissa, exponent: number.exponent, negative: number.negative)
    }

    /// `mantissa` x 10^`exponent` seconds in whole microseconds (round half away from zero), or
    /// nil when it does not fit; shared with the recording reader's fast path.
    @inlinable @inline(__always)
    public static func microseconds(mantissa: UInt64, exponent: Int, negative: Bool) -> Int64? {
        let shift = exponent + 6
        if mantissa == 0 { return 0 }
        if shift >= 0 {
            guard shift <= 18 else { return nil }
            let (value, overflow) = mantissa.multipliedReportingOverflow(by: UInt64(powersOfTenInt[shift]))
            guard !overflow, value <= UInt64(Int64.max) else { return nil }
            return negative ? -Int64(value) : Int64(value)
        }
        // The mantissa has at most 19 digits: below 10^19, so 10^20 and beyond round it to 0, and
        // at 10^19 (past the table, and past Int64) it rounds to 1 from half of it.
        if -shift > 19 { return 0 }
        if -shift == 19 { return mantissa >= 5_000_000_000_000_000_000 ? (negative ? -1 : 1) : 0 }
        let divisor = UInt64(powersOfTenInt[-shift])
        var value = mantissa / divisor
        if (mantissa % divisor) * 2 >= divisor { value += 1 }
        return negative ? -Int64(value) : Int64(value)
    }
}

@usableFromInline let powersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
}

@usableFromInline let powersOfTenInt: [Int64] = (0...18).map { exponent in
    var value: Int64 = 1
    for _ in 0..<exponent { value *= 10 }
    return value
}
