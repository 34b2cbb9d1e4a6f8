import Testing

@testable import ForceCore

/// The recording header's optional `icon_style` (added with issue 21's icon styles).
@Suite struct HeaderIconStyleTests {
    static let start = #"{"forcelab":"recording","version":1,"device":"iphone-17","force_unit":"normalized""#

    @Test func writtenAndReadBack() throws {
        var header = RecordingHeader(device: "iphone-17", scene: "default", ios: 26)
        header.iconStyle = "clear"
        let line = RecordingWriter(header: header).headerLine()
        #expect(line.hasSuffix(#","ios":26,"icon_style":"clear"}"#), "\(line)")
        let reader = try TraceReader.open(path: try temporaryFile(line + "\n"))
        #expect(reader.header.iconStyle == "clear")
    }

    @Test func absentOrNullIsNilSoOldRecordingsReadAsBefore() throws {
        let plain = try TraceReader.open(path: try temporaryFile(TraceReaderTests.header))
        #expect(plain.header.iconStyle == nil)
        #expect(!RecordingWriter(header: RecordingHeader()).headerLine().contains("icon_style"))
        let null =
            #"{"forcelab":"recording","version":1,"device":"iphone-17","force_unit":"normalized","icon_style":null}"#
        #expect(try TraceReader.open(path: try temporaryFile(null + "\n")).header.iconStyle == nil)
    }

    @Test func anUnknownStyleIsAnErrorOnLineOne() throws {
        let bad =
            #"{"forcelab":"recording","version":1,"device":"iphone-17","force_unit":"normalized","icon_style":"glass"}"#
        do {
            _ = try TraceReader.open(path: try temporaryFile(bad + "\n"))
            Issue.record("an unknown icon_style was read")
        } catch let error as TraceError {
            #expect(error.line == 1)
            #expect(error.message.contains("icon_style"), "\(error.message)")
        }
    }
}
