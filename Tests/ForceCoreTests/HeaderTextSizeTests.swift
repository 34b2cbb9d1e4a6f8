import Testing

@testable import ForceCore

/// The recording header's optional `text_size` (added with issue 21) and the keys `=` and `-`.
@Suite struct HeaderTextSizeTests {
    @Test func writtenAndReadBack() throws {
        var header = RecordingHeader(device: "iphone-15", scene: "default", ios: 18)
        header.textSize = "accessibility2"
        let line = RecordingWriter(header: header).headerLine()
        #expect(line.hasSuffix(#","ios":18,"text_size":"accessibility2"}"#), "\(line)")
        let reader = try TraceReader.open(path: try temporaryFile(line + "\n"))
        #expect(reader.header.textSize == "accessibility2")
    }

    @Test func absentIsNilSoOldRecordingsReadAsBefore() throws {
        let plain = try TraceReader.open(path: try temporaryFile(TraceReaderTests.header))
        #expect(plain.header.textSize == nil)
        #expect(!RecordingWriter(header: RecordingHeader()).headerLine().contains("text_size"))
    }

    @Test func theTextSizeKeysAreRecordingKeys() throws {
        let text =
            TraceReaderTests.header + #"{"t":0.1,"type":"key","key":"="}"# + "\n" + #"{"t":0.2,"type":"key","key":"-"}"#
            + "\n"
        #expect(PlaygroundKey(rawValue: "=") == .largerText)
        #expect(PlaygroundKey(rawValue: "-") == .smallerText)
        let reader = try TraceReader.open(path: try temporaryFile(text))
        var keys: [PlaygroundKey] = []
        while let sample = try reader.next() {
            if case .key(_, let key) = sample { keys.append(key) }
        }
        #expect(keys == [.largerText, .smallerText])
    }
}
