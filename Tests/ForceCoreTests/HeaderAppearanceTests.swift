import Testing

@testable import ForceCore

/// The recording header's optional `"appearance"` (issue 21's Dark Mode).
@Suite struct HeaderAppearanceTests {
    @Test func writtenAndReadBack() throws {
        var header = RecordingHeader(device: "iphone-17", forceUnit: .normalized, ios: 26)
        header.appearance = "dark"
        let line = RecordingWriter(header: header).headerLine()
        #expect(line.hasSuffix(#""ios":26,"appearance":"dark"}"#))
        let reader = try TraceReader.open(path: try temporaryFile(line + "\n"))
        #expect(reader.header.appearance == "dark")
    }

    @Test func absentMeansLightAsBefore() throws {
        let plain = try TraceReader.open(path: try temporaryFile(TraceReaderTests.header))
        #expect(plain.header.appearance == nil)
        #expect(!RecordingWriter(header: RecordingHeader()).headerLine().contains("appearance"))
    }

    @Test(arguments: [#""Dark""#, #""sepia""#, "1", "true"])
    func anotherValueIsAnErrorOnLine1(value: String) throws {
        let path = try temporaryFile(#"{"forcelab":"recording","version":1,"appearance":"# + value + "}\n")
        do {
            _ = try TraceReader.open(path: path)
            Issue.record("\(value) was accepted")
        } catch let error as TraceError {
            #expect(error.line == 1)
        }
    }
}
