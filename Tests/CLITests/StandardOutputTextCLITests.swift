import Foundation
import TestSupport
import Testing

/// `-` as an output: the bytes on standard output are the output alone, and the command's own
/// text (events, reports) goes to standard error, for every command that prints text.
@Suite struct StandardOutputTextCLITests {
    static let iphone = "Tests/Fixtures/touchvisualizer/iphone6s-force-60s.json"
    /// A PNG's last chunk: length 0, "IEND", its CRC.
    static let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    /// Standard output is one PNG, from its signature to its IEND chunk, and nothing after it.
    static func expectOnePNG(_ bytes: Data, _ command: String) {
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(command)")
        #expect(Array(bytes.suffix(Self.iend.count)) == Self.iend, "\(command): \(bytes.count) bytes, text after IEND?")
    }

    @Test func classifyPlotToStandardOutputSendsTheEventsToStandardError() async throws {
        let result = try await runForceLab(["classify", Self.iphone, "--target", "row", "--plot", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        Self.expectOnePNG(result.stdoutBytes, "classify")
        let plain = try await runForceLab(["classify", Self.iphone, "--target", "row"])
        #expect(!plain.stdout.isEmpty)
        #expect(result.stderr == plain.stdout)
    }

    @Test func comparePlotToStandardOutputSendsTheReportToStandardError() async throws {
        let args = ["compare", Self.iphone, "--profile", "medium", "--profile", "light"]
        let result = try await runForceLab(args + ["--plot", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        Self.expectOnePNG(result.stdoutBytes, "compare")
        let plain = try await runForceLab(args)
        #expect(!plain.stdout.isEmpty)
        #expect(result.stderr == plain.stdout)
    }

    @Test func calibrateProfileToStandardOutputIsValidJSONAlone() async throws {
        let result = try await runForceLab(["calibrate", Self.iphone, "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let parsed = try JSONSerialization.jsonObject(with: result.stdoutBytes)
        #expect(parsed is [String: Any])
        let plain = try await runForceLab(["calibrate", Self.iphone])
        #expect(!plain.stdout.isEmpty)
        #expect(result.stderr == plain.stdout)
    }
}
