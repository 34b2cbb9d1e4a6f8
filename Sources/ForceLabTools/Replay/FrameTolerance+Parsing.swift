import ForceLabOptions
import ForceLabSDL
import Foundation

extension FrameTolerance {
    /// `--tolerance`, `--max-diff-pixels`, `--channel-delta` and `--mask` from the command line.
    package static func parse(_ arguments: inout Arguments) throws -> FrameTolerance {
        var tolerance = FrameTolerance()
        tolerance.fraction = try arguments.doubleOption("--tolerance", range: 0...1)
        tolerance.maxDiffPixels = try arguments.intOption("--max-diff-pixels", range: 0...Int(Int32.max))
        if let delta = try arguments.intOption("--channel-delta", range: 0...255) {
            tolerance.channelDelta = UInt32(delta)
        }
        for text in try arguments.options("--mask") {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
                [x, y, w, h].allSatisfy(\.isFinite), w > 0, h > 0
            else {
                throw UsageError(
                    "--mask expects X,Y,W,H in points with W and H above 0 (for example 0,0,375,44), got '\(text)'")
            }
            tolerance.masks.append([x, y, w, h])
        }
        return tolerance
    }
}
