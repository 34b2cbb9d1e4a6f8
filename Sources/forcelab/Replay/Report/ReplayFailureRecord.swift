import ForceLabSDL
import Foundation
import Reporting

extension ReplayFailure {
    /// The `failure.json` in `folder`, if there is one that decodes.
    static func read(folder: String) -> ReplayFailure? {
        guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(fileName))
        else { return nil }
        return try? JSONDecoder().decode(ReplayFailure.self, from: data)
    }
}

/// Collects one recording's failure as it replays (`ReplayOutputSink` calls it at the first frame
/// mismatch and at the end).
final class ReplayFailureRecord {
    let folder: String
    private var failure: ReplayFailure

    init(recording: String, folder: String) {
        self.folder = folder
        failure = ReplayFailure(recording: recording, lines: [])
    }

    /// Keeps the first mismatching frame and writes the actual picture beside its diff.
    func frameMismatch(step: Int64, golden: String, actual: PixelImage, diff: String, comparison: FrameComparison)
        throws
    {
        guard failure.frame == nil else { return }
        let actualPath =
            (diff as NSString).deletingLastPathComponent + "/" + String(format: "frame-%06lld.actual.png", step)
        let bytes = actual.pixels.withUnsafeBytes {
            FastPNG.encode(argb: $0.baseAddress!, width: actual.width, height: actual.height, pitch: actual.width * 4)
        }
        try OutputFile.write(bytes, to: actualPath)
        failure.frame = .init(
            step: step, golden: golden, actual: actualPath, diff: diff, differing: comparison.differing,
            total: comparison.total, sizeMismatch: comparison.sizeMismatch)
    }

    func logDifference(_ comparer: LineComparer) {
        guard let difference = comparer.firstDifference else { return }
        failure.log = .init(
            golden: comparer.path, line: difference.line, before: comparer.before,
            expected: comparer.expectedAfter, actual: comparer.actualAfter)
    }

    /// Writes `failure.json` (a temporary file renamed into place).
    func write(lines: [String]) throws {
        failure.lines = lines
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let path = (folder as NSString).appendingPathComponent(ReplayFailure.fileName)
        let data: Data
        do {
            data = try encoder.encode(failure)
        } catch {
            throw ToolError(path: path, "cannot encode: \(error)")
        }
        try OutputFile.write(data, to: path)
    }
}
