import Testing

@testable import SourceFormats

/// The scanner's number grammar and what it keeps of a number: the significant digits, the
/// power of ten, and whether digits were lost.
@Suite("JSON number scanning")
struct JSONNumberScanTests {
    private func scan(_ text: String) -> Result<ScannedNumber, JSONSyntaxError> {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            var scanner = JSONScanner(bytes)
            do throws(JSONSyntaxError) {
                return .success(try scanner.scanNumber())
            } catch {
                return .failure(error)
            }
        }
    }

    private func parts(_ text: String) -> (UInt64, Int, Bool, Bool, Int)? {
        guard case .success(let number) = scan(text) else { return nil }
        return (number.mantissa, number.exponent, number.negative, number.exact, number.end)
    }

    @Test func mantissaAndExponent() throws {
        let cases: [(String, UInt64, Int, Bool, Bool)] = [
            ("0", 0, 0, false, true), ("-0", 0, 0, true, true), ("0.000", 0, 0, false, true),
            ("12", 12, 0, false, true), ("1.25", 125, -2, false, true), ("0.001", 1, -3, false, true),
            ("-3.5e2", 35, 1, true, true), ("1.5E+3", 15, 2, false, true), ("2e-3", 2, -3, false, true),
            ("120", 120, 0, false, true), ("1e999999999", 1, 999_999, false, true),
        ]
        for (text, mantissa, exponent, negative, exact) in cases {
            let found = try #require(parts(text), "\(text)")
            #expect(found.0 == mantissa && found.1 == exponent, "\(text): \(found)")
            #expect(found.2 == negative && found.3 == exact && found.4 == text.utf8.count, "\(text): \(found)")
        }
    }

    @Test func digitsBeyondNineteenAreCounted() throws {
        // 23 digits: 19 kept, 4 dropped (so the power of ten is 4), one of them not zero.
        let long = try #require(parts("12345678901234567890123"))
        #expect(long.0 == 1_234_567_890_123_456_789 && long.1 == 4 && !long.3)
        let zeros = try #require(parts("12345678901234567890000"))
        #expect(zeros.1 == 4 && zeros.3)
        // In the fraction, a dropped digit does not move the point; leading zeros do.
        let fraction = try #require(parts("0.0012345678901234567890123"))
        #expect(fraction.0 == 1_234_567_890_123_456_789 && fraction.1 == -21 && !fraction.3)
    }

    @Test func theGrammarIsStrict() {
        let cases: [(String, String, Int)] = [
            ("-", "expected a number", 1), ("x", "expected a number", 0), ("+1", "expected a number", 0),
            ("01", "expected a number without leading zeros", 1), ("1.", "expected digits after '.'", 2),
            (".5", "expected a number", 0), ("1e", "expected digits in exponent", 2),
            ("1e+", "expected digits in exponent", 3),
        ]
        for (text, message, offset) in cases {
            #expect(scan(text) == .failure(JSONSyntaxError(message: message, offset: offset)), "\(text)")
        }
    }

    @Test func theNumberEndsWhereTheGrammarDoes() throws {
        #expect(try #require(parts("  7,")).4 == 3)
        #expect(try #require(parts("1.5.5")).4 == 3)
        #expect(try #require(parts("3e2e1")).4 == 3)
    }
}
