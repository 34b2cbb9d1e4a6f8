import Foundation
import SourceFormats
import Testing

@testable import QuickActions

/// The escapes of old-style `.strings` values, one at a time.
@Suite("Strings file escapes")
struct StringsEscapeTests {
    private func value(_ escaped: String) throws -> String? {
        try StringsFileParser.parse(Data("\"k\" = \"\(escaped)\";".utf8), path: "e.strings")["k"]
    }

    @Test(arguments: [
        (#"\n\t\r"#, "\n\t\r"), (#"\a\b\f\v"#, "\u{7}\u{8}\u{C}\u{B}"), (#"\"\'\\"#, "\"'\\"),
        (#"\q"#, "q"), (#"\8"#, "8"),
    ])
    func singleCharacterEscapes(escaped: String, expected: String) throws {
        #expect(try value(escaped) == expected)
    }

    @Test(arguments: [
        (#"\U00e9t\u00E9"#, "été"), (#"\u41x"#, "Ax"), (#"\u12345"#, "\u{1234}5"), (#"\ux"#, "\u{0}x"),
        // A high surrogate pairs with a following low one; unpaired, either is U+FFFD.
        (#"\UD83D\UDE00"#, "😀"), (#"\uD83D\u0041"#, "\u{FFFD}A"), (#"\uDE00"#, "\u{FFFD}"),
    ])
    func unicodeEscapes(escaped: String, expected: String) throws {
        #expect(try value(escaped) == expected)
    }

    @Test(arguments: [(#"\101\0"#, "A\u{0}"), (#"\1012"#, "A2"), (#"\7x"#, "\u{7}x"), (#"\777"#, "\u{1FF}")])
    func octalEscapes(escaped: String, expected: String) throws {
        #expect(try value(escaped) == expected)
    }

    @Test func singleQuotesAndUnquotedStrings() throws {
        let table = try StringsFileParser.parse(Data(#"'a b' = x.y/z; k = 'it\'s "so"';"#.utf8), path: "e.strings")
        #expect(table == ["a b": "x.y/z", "k": "it's \"so\""])
    }

    @Test func anEscapeAtTheEndIsUnterminated() {
        #expect(throws: LoadError(path: "e.strings", line: 1, "unterminated string")) {
            try StringsFileParser.parse(Data("\"k\" = \"\\".utf8), path: "e.strings")
        }
    }
}
