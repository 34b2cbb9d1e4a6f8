import Testing

@testable import ForceLabSDL

/// When a replayed frame still matches its golden (`replay --tolerance`, `--max-diff-pixels`,
/// `--channel-delta`, `--mask`): the limits over a comparison of two small pictures, without
/// launching a replay (it was ReplayReportCLITests' toleranceMaxDiffPixelsChannelDeltaAndMasks).
@Suite struct FrameToleranceTests {
    /// A 10x10 grey picture and the same with `count` pixels (row by row) lighter by `by` levels.
    static func pair(differing count: Int, by delta: UInt32 = 40) -> (PixelImage, PixelImage) {
        let grey: UInt32 = 0xFF80_8080
        let base = PixelImage(width: 10, height: 10, pixels: [UInt32](repeating: grey, count: 100))
        var changed = base
        for index in 0..<count { changed.pixels[index] = grey + delta * 0x0001_0101 }
        return (base, changed)
    }

    static func comparison(differing count: Int, by delta: UInt32 = 40, _ tolerance: FrameTolerance)
        -> FrameComparison
    {
        let (expected, actual) = pair(differing: count, by: delta)
        return FrameComparison(
            expected: expected, actual: actual, channelDelta: tolerance.channelDelta,
            masks: tolerance.pixelMasks(scale: 1))
    }

    @Test func noToleranceAcceptsOnlyEqualFrames() {
        let exact = FrameTolerance()
        #expect(exact.accepts(Self.comparison(differing: 0, exact)))
        #expect(!exact.accepts(Self.comparison(differing: 1, exact)))
        #expect(exact.summary == "at most 0% may differ by more than 2 levels")
        #expect(exact.arguments.isEmpty)
    }

    @Test func maxDiffPixelsAloneAllowsThatManyAndBothLimitsHoldWhenBothAreGiven() {
        var pixels = FrameTolerance()
        pixels.maxDiffPixels = 12
        #expect(pixels.accepts(Self.comparison(differing: 12, pixels)))
        #expect(!pixels.accepts(Self.comparison(differing: 13, pixels)))
        #expect(pixels.summary == "at most 12 pixels may differ by more than 2 levels")
        pixels.fraction = 0
        #expect(!pixels.accepts(Self.comparison(differing: 12, pixels)), "both limits hold")
        #expect(pixels.summary == "at most 12 pixels and at most 0% may differ by more than 2 levels")
        var fraction = FrameTolerance()
        fraction.fraction = 0.1
        #expect(fraction.accepts(Self.comparison(differing: 10, fraction)))
        #expect(!fraction.accepts(Self.comparison(differing: 11, fraction)))
    }

    @Test func channelDeltaCountsOnlyLargerDifferences() {
        var loose = FrameTolerance()
        loose.channelDelta = 255
        #expect(loose.accepts(Self.comparison(differing: 100, loose)))
        loose.channelDelta = 40
        #expect(loose.accepts(Self.comparison(differing: 100, by: 40, loose)))
        #expect(!loose.accepts(Self.comparison(differing: 1, by: 41, loose)))
        #expect(loose.arguments == ["--channel-delta", "40"])
    }

    @Test func masksLeavePixelsUncompared() {
        var masked = FrameTolerance()
        masked.masks = [[0, 0, 10, 10]]
        let whole = Self.comparison(differing: 100, masked)
        #expect(whole.total == 0 && masked.accepts(whole))
        masked.masks = [[0, 0, 10, 1], [0, 1, 2.5, 1]]
        let half = Self.comparison(differing: 20, masked)
        #expect(half.differing == 7, "row 0 and 3 pixels of row 1 (2.5 points covers 3) are masked")
        #expect(masked.arguments == ["--mask", "0,0,10,1", "--mask", "0,1,2.5,1"])
        #expect(masked.pixelMasks(scale: 2).map(\.width) == [20, 5])
    }

    @Test func aDifferentSizeNeverMatches() {
        var any = FrameTolerance()
        any.fraction = 1
        let small = PixelImage(width: 1, height: 1, pixels: [0xFF00_0000])
        let (big, _) = Self.pair(differing: 0)
        #expect(!any.accepts(FrameComparison(expected: small, actual: big)))
    }
}
