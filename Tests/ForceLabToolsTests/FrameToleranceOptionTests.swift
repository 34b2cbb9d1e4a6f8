import ForceLabOptions
import ForceLabSDL
import Testing

@testable import ForceLabTools

/// `replay --tolerance/--max-diff-pixels/--channel-delta/--mask` read from the command line
/// (the limits themselves: ForceLabSDLTests' FrameToleranceTests).
@Suite struct FrameToleranceOptionTests {
    static func parse(_ argv: [String]) throws -> FrameTolerance {
        let table = CommandTable(name: "replay", summary: "", options: SharedOptions.tolerance)
        guard case .parsed(var arguments) = try ArgumentParser.parse(argv, table: table) else {
            throw UsageError("help")
        }
        return try FrameTolerance.parse(&arguments)
    }

    @Test func everyLimitIsRead() throws {
        let tolerance = try Self.parse([
            "--tolerance", "0.25", "--max-diff-pixels", "7", "--channel-delta", "9", "--mask", "0, 0,375,44",
            "--mask", "1,2,3,4",
        ])
        #expect(tolerance.fraction == 0.25 && tolerance.maxDiffPixels == 7 && tolerance.channelDelta == 9)
        #expect(tolerance.masks == [[0, 0, 375, 44], [1, 2, 3, 4]])
        // What a child process is told gives the same tolerance back.
        #expect(try Self.parse(tolerance.arguments) == tolerance)
        #expect(try Self.parse([]) == FrameTolerance())
    }

    @Test(arguments: ["0,0,0,10", "0,0,10", "0,0,10,-1", "a,b,c,d", "0,0,inf,10"])
    func aBadMaskIsAUsageError(mask: String) {
        #expect {
            _ = try Self.parse(["--mask", mask])
        } throws: { error in
            (error as? UsageError)?.message.hasPrefix("--mask expects X,Y,W,H in points") == true
        }
    }

    @Test func outOfRangeLimitsAreUsageErrors() {
        #expect(throws: UsageError.self) { try Self.parse(["--tolerance", "2"]) }
        #expect(throws: UsageError.self) { try Self.parse(["--channel-delta", "256"]) }
    }
}
