import Testing

@testable import ForceCore

/// The recording header's optional `ios` (added with the device catalogue).
@Suite struct HeaderIOSTests {
    @Test func writtenAndReadBack() throws {
        let writer = RecordingWriter(
            header: RecordingHeader(
                device: "iphone-15", scene: "default", forceUnit: .normalized, haptic: true, ios: 18))
        #expect(
            writer.headerLine()
                == #"{"forcelab":"recording","version":1,"device":"iphone-15","scene":"default","force_unit":"normalized","haptic":true,"ios":18}"#
        )
        let reader = try TraceReader.open(path: try temporaryFile(writer.headerLine() + "\n"))
        #expect(reader.header.ios == 18)
    }

    @Test func absentOrNullMeansTheDevicesDefault() throws {
        let plain = try TraceReader.open(path: try temporaryFile(TraceReaderTests.header))
        #expect(plain.header.ios == nil)
        let null = try TraceReader.open(
            path: try temporaryFile(#"{"forcelab":"recording","version":1,"ios":null}"# + "\n"))
        #expect(null.header.ios == nil)
    }

    @Test(arguments: [#""18""#, "12.5", "0", "true"])
    func notAWholeReleaseIsAnError(value: String) throws {
        let path = try temporaryFile(#"{"forcelab":"recording","version":1,"ios":"# + value + "}\n")
        #expect(throws: TraceError.self) { _ = try TraceReader.open(path: path) }
    }
}
