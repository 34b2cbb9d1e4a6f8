import Foundation
import Testing

@testable import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// Eisel and Lemire's conversion against the C library's `strtod` (correctly rounded), on the
/// digits the readers hand it: every answer it gives is `strtod`'s to the bit, and it gives one
/// for nearly every number.
@Suite struct EiselLemireTests {
    /// `strtod` of `mantissa` x 10^`exponent` written as the recordings write it (digits, a point).
    static func strtodValue(_ mantissa: UInt64, _ exponent: Int, _ negative: Bool) -> Double {
        var digits = String(mantissa)
        if exponent < 0 {
            if digits.count <= -exponent {
                digits = String(repeating: "0", count: -exponent - digits.count + 1) + digits
            }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: exponent))
        } else {
            digits += "e\(exponent)"
        }
        return strtod((negative ? "-" : "") + digits, nil)
    }

    /// Checks one number; true when Eisel-Lemire answered (and agreed).
    @discardableResult
    static func check(_ mantissa: UInt64, _ exponent: Int, _ negative: Bool = false) -> Bool {
        guard let fast = JSONScanner.eiselLemire(mantissa: mantissa, exponent: exponent, negative: negative) else {
            return false
        }
        let exact = strtodValue(mantissa, exponent, negative)
        #expect(
            fast.bitPattern == exact.bitPattern,
            "\(negative ? "-" : "")\(mantissa)e\(exponent): \(fast) against strtod's \(exact)")
        return true
    }

    @Test func randomDigitsAgreeWithStrtod() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        var answered = 0
        let total = 200_000
        for index in 0..<total {
            // Every length of digits from 1 to 19, every exponent of the table.
            let length = index % 19 + 1
            var bound: UInt64 = 1
            for _ in 0..<length { bound = bound &* 10 }
            let mantissa =
                length == 19 ? next() % 9_000_000_000_000_000_000 + 1_000_000_000_000_000_000 : next() % bound
            let exponent = Int(next() % 61) - 30
            if Self.check(mantissa, exponent, index & 1 == 1) { answered += 1 }
        }
        // It decides nearly everything itself (else it would be no faster than strtod).
        #expect(answered > total * 99 / 100, "answered \(answered) of \(total)")
    }

    @Test func edgeCasesAgreeWithStrtod() {
        var mantissas: [UInt64] = [
            1, 2, 5, 9, 10, 17, 9_007_199_254_740_991, 9_007_199_254_740_992, 9_007_199_254_740_993,
            9_007_199_254_740_994, 9_007_199_254_740_995, 18_014_398_509_481_985, 4_503_599_627_370_497,
            10_000_000_000_000_000_000, 9_999_999_999_999_999_999, UInt64.max, 12_345_678_901_234_567,
            17_976_931_348_623_157, 22_250_738_585_072_014, 49_406_564_584_124_654, 7_205_759_403_792_793,
            99_999_999_999_999_999, 123_456_789_012_345_678,
        ]
        // Around every power of two that a 19-digit mantissa can hold, and the halfway points.
        for shift in 0..<64 {
            let power = UInt64(1) << UInt64(shift)
            mantissas += [power, power &- 1, power &+ 1, power | power >> 1, (power | power >> 1) &+ 1]
            if shift >= 11 { mantissas += [power + (1 << UInt64(shift - 11)), power + (1 << UInt64(shift - 10))] }
        }
        for mantissa in mantissas where mantissa > 0 {
            for exponent in JSONScanner.eiselLemireExponents {
                Self.check(mantissa, exponent)
                Self.check(mantissa, exponent, true)
            }
        }
        #expect(JSONScanner.eiselLemire(mantissa: 0, exponent: -5, negative: true)?.bitPattern == (-0.0).bitPattern)
        #expect(JSONScanner.eiselLemire(mantissa: 1, exponent: 31, negative: false) == nil)
        #expect(JSONScanner.eiselLemire(mantissa: 1, exponent: -31, negative: false) == nil)
    }

    /// What the recordings hold: forces and positions with 17 digits after the point.
    @Test func seventeenDigitFractionsAgreeWithStrtod() {
        var answered = 0
        for index in 0..<100_000 {
            let mantissa = UInt64(index) &* 100_000_000_007 % 100_000_000_000_000_000
            if Self.check(mantissa, -17) { answered += 1 }
            Self.check(mantissa + 300_000_000_000_000_000, -17)
        }
        #expect(answered > 99_000)
    }
}
