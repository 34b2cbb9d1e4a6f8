import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import Foundation
import Simulator
import SourceFormats

extension ReplayOutputSink {
    /// Compares the frame on the canvas with its golden; returns the mismatch line, if any, and
    /// writes the diff image (and, for `--report`, the failure's actual frame).
    func compareFrame(golden: String, step: Int64, name: String) throws -> String? {
        guard FileSystemName.exists(golden) else {
            return
                "\(recording): frame \(step) has no golden (\(golden)); was it recorded with another --every? (--update-goldens rewrites them)"
        }
        let expected = try PixelImage.load(golden)
        let actual = frames.currentImage()
        let masks = tolerance.pixelMasks(scale: frames.scale)
        let comparison = FrameComparison(
            expected: expected, actual: actual, channelDelta: tolerance.channelDelta, masks: masks)
        guard !tolerance.accepts(comparison) else { return nil }
        let diff = try failureRecord.stagedFile(FileSystemName.deletingExtension(name) + ".diff.png")
        let diffPath = diff.final
        try FrameComparison.diffImage(
            expected: expected, actual: actual, channelDelta: tolerance.channelDelta, masks: masks
        ).savePNG(diff.staged, reportedAs: diffPath)
        let size =
            comparison.sizeMismatch
            ? ", \(actual.width)x\(actual.height) px against the golden's \(expected.width)x\(expected.height)" : ""
        let limit = comparison.sizeMismatch ? "" : "; \(tolerance.summary)"
        if outputs.failureRecords {
            try failureRecord.frameMismatch(
                step: step, golden: golden, actual: actual, diff: diffPath, comparison: comparison)
        }
        return
            "\(recording): frame \(step) differs (\(comparison.differing) pixels, \(format2(comparison.fraction * 100))%\(size)\(limit)); diff written to \(diffPath)"
    }

    /// When every compared frame matched: the golden must hold as many frames as the replay
    /// made, else the line naming one frame without a counterpart.
    func frameCountMismatch(_ goldens: ReplayOutputPlan.Goldens, steps: Int64, compared: Int) -> String? {
        let goldenFrames = (OutputFolder.listing(goldens.folder)?.map(\.name) ?? [])
            .filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }.sorted()
        guard goldenFrames.count != compared else { return nil }
        let produced = outputs.frameNames(steps: steps)
        let extra = goldenFrames.first { !produced.contains($0) } ?? goldenFrames.last ?? "?"
        return
            "\(recording): the golden has \(goldenFrames.count) frames, the replay made \(compared) (\(goldens.frame(extra)) has no counterpart; was it recorded with another --every?)"
    }
}
