import Foundation

/// When a replayed frame still matches its golden: `--tolerance` (the fraction of pixels that
/// may differ), `--max-diff-pixels` (how many may), `--channel-delta` (by how many levels a
/// channel may differ before a pixel counts), and `--mask` rectangles (in points) not compared
/// at all, as the web platform tests' fuzzy reference matching does.
package struct FrameTolerance: Equatable {
    /// `--tolerance T`; nil: not given (0 unless `--max-diff-pixels` is).
    package var fraction: Double?
    package var maxDiffPixels: Int?
    package var channelDelta: UInt32 = FrameComparison.levels
    /// X, Y, width, height in device points.
    package var masks: [[Double]] = []

    package init() {}

    /// Whether the comparison is within the tolerance. Both limits hold when both are given;
    /// `--max-diff-pixels` alone allows that many pixels whatever fraction they are.
    package func accepts(_ comparison: FrameComparison) -> Bool {
        if comparison.sizeMismatch { return false }
        if comparison.differing == 0 { return true }
        if let maxDiffPixels {
            if comparison.differing > maxDiffPixels { return false }
            if fraction == nil { return true }
        }
        return comparison.fraction <= (fraction ?? 0)
    }

    /// The masks in pixels at `scale` pixels per point.
    package func pixelMasks(scale: Double) -> [PixelRect] {
        masks.map { PixelRect(points: $0[0], $0[1], $0[2], $0[3], scale: scale) }
    }

    /// The options that give a child process the same tolerance.
    package var arguments: [String] {
        var args: [String] = []
        if let fraction { args += ["--tolerance", String(fraction)] }
        if let maxDiffPixels { args += ["--max-diff-pixels", String(maxDiffPixels)] }
        if channelDelta != FrameComparison.levels { args += ["--channel-delta", String(channelDelta)] }
        for mask in masks { args += ["--mask", mask.map { Self.number($0) }.joined(separator: ",")] }
        return args
    }

    /// What the limits are, for a mismatch line.
    package var summary: String {
        var parts: [String] = []
        if let maxDiffPixels { parts.append("at most \(maxDiffPixels) pixels") }
        if fraction != nil || maxDiffPixels == nil { parts.append("at most \(Self.number((fraction ?? 0) * 100))%") }
        return parts.joined(separator: " and ") + " may differ by more than \(channelDelta) levels"
    }

    package static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
