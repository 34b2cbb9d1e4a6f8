import Testing

@testable import SourceFormats

/// The error `JSONReader.parse` throws for `text`, or nil when it parses.
private func parseError(_ bytes: [UInt8], limits: JSONLimits = .standard) -> LoadError? {
    do {
        _ = try JSONReader.parse(bytes, path: "doc.json", limits: limits)
        return nil
    } catch {
        return error
    }
}

private func parseError(_ text: String, limits: JSONLimits = .standard) -> LoadError? {
    parseError(Array(text.utf8), limits: limits)
}

@Suite struct JSONReaderTests {
    @Test func everyValueAndKeyKnowsItsLineAndColumn() throws {
        let text = "{\n  \"a\": 1,\n  \"list\": [true,\n    null, \"x\"],\n\t\"deep\": {\"k\": -2.5e1}\n}"
        let root = try JSONReader.parse(text, path: "doc.json")
        #expect(root.location == SourcePosition(line: 1, column: 1))
        let members = try #require(root.members)
        #expect(members.map(\.key) == ["a", "list", "deep"])
        #expect(
            members.map(\.keyLocation) == [
                SourcePosition(line: 2, column: 3), SourcePosition(line: 3, column: 3),
                SourcePosition(line: 5, column: 2),
            ])
        #expect(root["a"]?.location == SourcePosition(line: 2, column: 8))
        #expect(root["list"]?.location == SourcePosition(line: 3, column: 11))
        #expect(root.value(at: ["list", 1])?.location == SourcePosition(line: 4, column: 5))
        #expect(root.value(at: ["list", 2])?.string == "x")
        #expect(root.value(at: ["list", 2])?.location == SourcePosition(line: 4, column: 11))
        #expect(root.value(at: ["deep", "k"])?.number == JSONNumber(text: "-2.5e1", double: -25))
        #expect(root.value(at: ["deep", "k"])?.location == SourcePosition(line: 5, column: 16))
        #expect(root.value(at: ["deep", "missing"]) == nil)
        #expect(root.nearest(["deep", "missing", 3]).location == SourcePosition(line: 5, column: 10))
    }

    @Test func repeatedKeysKeepEveryMemberAndTheLastWins() throws {
        let root = try JSONReader.parse("{\"k\": 1, \"k\": 2}", path: "doc.json")
        #expect(root.members?.count == 2)
        #expect(root["k"]?.number?.integer == 2)
    }

    @Test func stringsDecodeEscapesAndSurrogatePairs() throws {
        let root = try JSONReader.parse(#"["a\"b\\c\/\b\f\n\r\t", "\u00e9\uD83D\uDE00", "é😀", ""]"#, path: "doc.json")
        #expect(root.array?.map(\.string) == ["a\"b\\c/\u{8}\u{C}\n\r\t", "é😀", "é😀", ""])
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let root = try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8), path: "doc.json")
        #expect(root["a"]?.number?.integer == 1)
    }

    @Test(arguments: [
        // A high surrogate followed by a non-low one: an error at its line, never a crash.
        ("{\n\"name\": \"\\uD800\\u0041\"}", 2, 16, "expected a low surrogate"),
        ("[\n\n\"x\\uDBFFy\"]", 3, 3, "expected a low surrogate"),
        ("[\"\\uD800\"]", 1, 3, "expected a low surrogate"),
        ("[\"\\uD800\\uD800\"]", 1, 9, "not \\uD800"),
        ("[\"\\uDC00\"]", 1, 3, "expected a high surrogate"),
        ("[\"\\u12G4\"]", 1, 7, "expected four hex digits"),
        ("[\"\\x\"]", 1, 4, "expected a valid escape"),
        ("[\"tab\tinside\"]", 1, 6, "control character"),
        ("[\"line\nbreak\"]", 1, 7, "control character"),
    ])
    func badEscapesAreErrorsAtTheirLine(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(parseError(text))
        #expect(error.line == line, "\(error)")
        #expect(error.column == column, "\(error)")
        #expect(error.message.hasPrefix("malformed JSON: "), "\(error)")
        #expect(error.message.contains(message), "\(error)")
        #expect(error.description == "doc.json:\(line): error: \(error.message)")
    }

    @Test(arguments: [
        ("", 1, "the file is empty"),
        ("   \n ", 2, "the file is empty"),
        ("{\"a\": [1, 2", 1, "truncated?"),
        ("{\"a\": [1, 2,\n", 2, "truncated?"),
        ("{\"a\"", 1, "truncated?"),
        ("{\"a\": \"unterminated", 1, "truncated?"),
        ("[1] [2]", 1, "unexpected text after the JSON value"),
        ("{a: 1}", 1, "expected a string key"),
        ("{\"a\" 1}", 1, "expected ':' after a key"),
        ("[1 2]", 1, "expected ',' or ']'"),
        ("{\"a\": 1 \"b\": 2}", 1, "expected ',' or '}'"),
        ("[01]", 1, "leading zeros"),
        ("[1.]", 1, "digits after '.'"),
        ("[NaN]", 1, "expected a value"),
        ("[1e999]", 1, "a Double can hold"),
        ("[tru]", 1, "expected a value"),
        ("[\n\n  -]", 3, "expected a number"),
    ])
    func truncatedAndMalformedTextIsOneError(text: String, line: Int, message: String) throws {
        let error = try #require(parseError(text))
        #expect(error.line == line, "\(error)")
        #expect(error.message.contains(message), "\(error)")
    }

    @Test func nonUTF8IsACleanErrorAtItsByte() throws {
        let error = try #require(parseError(Array("{\n  \"a\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)))
        #expect(error.description == "doc.json:2: error: invalid UTF-8 (byte 0xC3)")
        #expect(error.column == 9)
        #expect(error.hint == "save the file as UTF-8")
        // Outside strings too, and overlong or surrogate encodings.
        #expect(parseError([0x5B, 0xFF, 0x5D])?.message == "invalid UTF-8 (byte 0xFF)")
        #expect(parseError([0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D])?.message == "invalid UTF-8 (byte 0xC0)")
        #expect(parseError([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D])?.message == "invalid UTF-8 (byte 0xED)")
        #expect(parseError([0x5B, 0x22, 0xE2, 0x82])?.message == "invalid UTF-8 (byte 0xE2)")
    }

    @Test func deepNestingStopsAtTheLimitWithoutRecursingFurther() throws {
        let limit = JSONLimits.maximumDepth
        let fits = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(parseError(fits) == nil)
        let deeper = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        #expect(parseError(deeper)?.message.contains("at most \(limit) levels deep") == true)
        // A million brackets: one error, not a stack overflow.
        let hostile = String(repeating: "{\"a\":[", count: 200_000)
        #expect(parseError(hostile)?.message.contains("levels deep") == true)
    }

    @Test func hugeDocumentsAndTooManyValuesAreRefused() throws {
        let huge = [UInt8](repeating: 0x20, count: JSONLimits.maximumDocumentBytes + 1)
        let error = try #require(parseError(huge))
        #expect(error.line == nil)
        #expect(
            error.description
                == "doc.json: error: the file is 8 MB; files over 8 MB are refused"
        )
        let many = "[" + Array(repeating: "0", count: 101).joined(separator: ",") + "]"
        #expect(parseError(many, limits: JSONLimits(values: 101))?.message.contains("at most 101 values") == true)
        #expect(parseError(many, limits: JSONLimits(values: 102)) == nil)
    }

    @Test func hostileInputNeverCrashes() {
        // Every prefix of a document with each kind of token is an error or a value, never a trap.
        let text =
            "{\"a\\u00e9\\uD83D\\uDE00\": [1.5e-3, -0, true, false, null, {\"b\": \"\\n\"}], \"c\": 12345678901234567890123}"
        let bytes = Array(text.utf8)
        for end in 0...bytes.count {
            let error = parseError(Array(bytes[0..<end]))
            #expect((error == nil) == (end == bytes.count), "prefix of \(end) bytes: \(String(describing: error))")
        }
        for byte in [UInt8](0...255) {
            var mutated = bytes
            mutated[7] = byte
            _ = parseError(mutated)
        }
    }
}

@Suite struct LoadErrorTests {
    @Test func printsAsPathLineErrorMessage() {
        #expect(
            LoadError(path: "a.json", line: 7, column: 3, "bad", hint: "fix it").description == "a.json:7: error: bad")
        #expect(LoadError(path: "a.json", "whole file").description == "a.json:1: error: whole file")
        #expect(LoadError(path: "a.json", line: nil, "cannot read").description == "a.json: error: cannot read")
        #expect(LoadError(path: "a.json", line: 0, "clamped").line == 1)
    }

    @Test func positionsCountLinesAndBytes() {
        let bytes = Array("ab\ncd\n\nxé".utf8)
        #expect(SourcePosition(offset: 0, in: bytes) == SourcePosition(line: 1, column: 1))
        #expect(SourcePosition(offset: 3, in: bytes) == SourcePosition(line: 2, column: 1))
        #expect(SourcePosition(offset: 7, in: bytes) == SourcePosition(line: 4, column: 1))
        #expect(SourcePosition(offset: 8, in: bytes) == SourcePosition(line: 4, column: 2))
        #expect(SourcePosition(offset: 99, in: bytes) == SourcePosition(line: 4, column: 4))
    }
}
