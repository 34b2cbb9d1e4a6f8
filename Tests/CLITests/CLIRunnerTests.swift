import Foundation
import Testing

/// The test helper that runs children: every byte of output arrives, and a child that fills
/// both pipes before it reads its input does not deadlock with the input being written.
@Suite struct CLIRunnerTests {
    @Test func largeOutputAndInputArriveWholeWithoutDeadlock() async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // 300 KB on standard error before reading any input (a pipe holds 64 KB), then the input
        // echoed, then 300 KB more on standard output.
        process.arguments = [
            "-c", "head -c 300000 /dev/zero | tr '\\0' e >&2; cat; head -c 300000 /dev/zero | tr '\\0' o; exit 3",
        ]
        let input = String(repeating: "i", count: 500_000)
        let result = try await runToEnd(process, stdin: Data(input.utf8))
        #expect(result.status == 3)
        #expect(result.stderr == String(repeating: "e", count: 300_000))
        #expect(result.stdout == input + String(repeating: "o", count: 300_000))
    }

    /// A child that exits without reading its input (a megabyte, more than a pipe holds) is one
    /// result, not SIGPIPE for the whole test process.
    @Test func aChildThatIgnoresItsInputEndsNormally() async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "echo refused >&2; exit 2"]
        let result = try await runToEnd(process, stdin: Data(count: 1 << 20))
        #expect(result.status == 2)
        #expect(result.stderr == "refused\n")
    }
}
