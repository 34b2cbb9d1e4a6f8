import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import Foundation
import Reporting
import SourceFormats

extension ReplayFailure {
    /// The `failure.json` in `folder`, if there is one that decodes.
    package static func read(folder: String) -> ReplayFailure? {
        let path = FileSystemName.join(folder, fileName)
        guard let data = try? BoundedFile.read(path, limit: JSONLimits.maximumDocumentBytes) else { return nil }
        return try? JSONDecoder().decode(ReplayFailure.self, from: data)
    }
}

/// Collects one recording's failure as it replays (`ReplayOutputSink` calls it at the first frame
/// mismatch and at the end).
package final class ReplayFailureRecord {
    package let folder: String
    private var failure: ReplayFailure
    private let makeStaging: () throws -> OutputFolder
    private var staging: OutputFolder?

    /// `makeStaging` stages the recording's diff folder, at its first file (a passing replay
    /// leaves the folder as it was).
    init(recording: String, folder: String, makeStaging: @escaping () throws -> OutputFolder) {
        self.folder = folder
        self.makeStaging = makeStaging
        failure = ReplayFailure(recording: recording, lines: [])
    }

    /// Where a file of the diff folder is written now (the staging), and where it will be.
    func stagedFile(_ name: String) throws -> (staged: String, final: String) {
        if staging == nil { staging = try makeStaging() }
        return (staging!.stagedPath(name), FileSystemName.join(folder, name))
    }

    /// Keeps each mismatching frame (the first also as `frame`) and writes the actual picture beside its diff.
    func frameMismatch(step: Int64, golden: String, actual: PixelImage, diff: String, comparison: FrameComparison)
        throws
    {
        let actualPath = try stagedFile(String(format: "frame-%06lld.actual.png", step))
        let bytes = actual.pixels.withUnsafeBytes {
            FastPNG.encode(argb: $0.baseAddress!, width: actual.width, height: actual.height, pitch: actual.width * 4)
        }
        try OutputFile.write(bytes, to: actualPath.staged, placement: .inPlace, reportedPath: actualPath.final)
        let frame = ReplayFailure.Frame(
            step: step, golden: golden, actual: actualPath.final, diff: diff, differing: comparison.differing,
            total: comparison.total, sizeMismatch: comparison.sizeMismatch)
        if failure.frame == nil { failure.frame = frame }
        failure.frames.append(frame)
    }

    func logDifference(_ comparer: LineComparer) {
        guard let difference = comparer.firstDifference else { return }
        failure.log = .init(
            golden: comparer.path, line: difference.line, before: comparer.before,
            expected: comparer.expectedAfter, actual: comparer.actualAfter)
    }

    /// Writes `failure.json` (a temporary file renamed into place).
    package func write(lines: [String]) throws {
        failure.lines = lines
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let path = try stagedFile(ReplayFailure.fileName)
        let data: Data
        do {
            data = try encoder.encode(failure)
        } catch {
            throw ToolError(path: path.final, "cannot encode: \(error)")
        }
        try OutputFile.write(data, to: path.staged, placement: .inPlace, reportedPath: path.final)
    }
}
