import ForceCore
import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import Foundation
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// Files and folders a replay writes, staged under temporary names and renamed into place only
/// when the recording has been replayed to its end: a bad recording, a full disk or a signal
/// leaves nothing half-written. Files are `OutputFile`s (checked, synced, renamed); folders
/// are `OutputFolder`s (staged whole, synced once, swapped in, and only over a folder ForceLab
/// wrote in the same role).
package final class ReplayStaging {
    private var files: [OutputFile] = []
    private var folders: [OutputFolder] = []
    private var committed = false
    /// What `commit` put in place, by the names the user gave: folders, then files.
    package private(set) var written: [String] = []

    deinit { if !committed { abandon() } }

    /// A file written beside `path` and renamed to it on commit.
    package func file(_ path: String) throws -> OutputFile {
        let file = try OutputFile(path: path)
        files.append(file)
        return file
    }

    /// A folder staged for `path` (its parent made now if missing), swapped in for it on commit.
    package func folder(_ path: String, role: OutputRole) throws -> OutputFolder {
        let parent = FileSystemName.folder(of: path)
        if !parent.isEmpty && !FileSystemName.isFolder(parent) {
            FileSystemName.makeFolders(parent)
        }
        let folder = try OutputFolder(path: path, role: role)
        folders.append(folder)
        return folder
    }

    /// Renames everything into place: every file is on disk first, then the folders are
    /// swapped in, then the files renamed.
    func commit() throws {
        for file in files { try file.close() }
        for folder in folders { try folder.commit() }
        for file in files { try file.commit() }
        committed = true
        written = folders.map(\.path) + files.map(\.reportedPath)
    }

    /// Removes every temporary file and folder.
    func abandon() {
        for file in files { file.discard() }
        for folder in folders { folder.abandon() }
        files = []
        folders = []
    }
}

/// A text file written line by line through `OutputFile`'s buffer; the first write error (a
/// full disk) is kept and thrown by `finish` (or by the staging's commit).
package final class LineWriter {
    package let file: OutputFile
    private var failure: Error?

    init(_ file: OutputFile) {
        self.file = file
    }

    /// A file inside a staged folder, written in place (the folder is renamed as a whole).
    convenience init(inStagedFolder path: String, finalPath: String) throws {
        self.init(try OutputFile(path: path, placement: .inPlace, reportedPath: finalPath))
    }

    package func write(_ line: String) {
        guard failure == nil else { return }
        do {
            try file.write(line)
            try file.write([0x0A])
        } catch {
            failure = error
        }
    }

    /// Flushes to the disk and closes; throws the first write error, naming the file.
    package func finish() throws {
        if let failure { throw failure }
        try file.close()
    }
}

/// Reads a golden text file line by line and notes the first line that differs from the lines
/// it is given, without holding either in memory. It reads through `LineReader` (SourceFormats'
/// `BoundedFile.Stream`): a golden that is a folder, a FIFO or a device, or holds a line over
/// the limit, is an error with the one set of messages, never a hang or an unbounded line.
package final class LineComparer {
    package let path: String
    private let reader: LineReader
    private(set) var lineNumber = 0
    /// The first difference: line number, expected (nil: the golden had ended), actual (nil: the replay ended).
    private(set) var firstDifference: (line: Int, expected: String?, actual: String?)?
    /// Why the golden could not be read on (a line over the limit, a read error); `finish`
    /// throws it.
    private var readFailure: TraceError?

    init(path: String) throws {
        do throws(TraceError) {
            reader = try LineReader(path: path)
        } catch {
            throw TraceError(path: path, line: nil, message: "cannot read the golden event log: \(error.message)")
        }
        self.path = path
    }

    private func nextGoldenLine() -> String? {
        guard readFailure == nil else { return nil }
        do throws(TraceError) {
            return try reader.withNextLine { String(decoding: $0, as: UTF8.self) }
        } catch {
            readFailure = error
            return nil
        }
    }

    /// How many lines around the first difference are kept for a report's log diff.
    static let contextLines = 3
    static let linesAfter = 40
    /// The last matching lines before the first difference (at most `contextLines`).
    private(set) var before: [String] = []
    /// From the first difference on: the golden's lines and the replay's (at most `linesAfter` each).
    private(set) var expectedAfter: [String] = []
    private(set) var actualAfter: [String] = []

    func compare(_ line: String) {
        guard firstDifference == nil else {
            if actualAfter.count < Self.linesAfter { actualAfter.append(line) }
            return
        }
        lineNumber += 1
        let expected = nextGoldenLine()
        if expected != line {
            firstDifference = (lineNumber, expected, line)
            if let expected { expectedAfter.append(expected) }
            actualAfter.append(line)
        } else {
            before.append(line)
            if before.count > Self.contextLines { before.removeFirst() }
        }
    }

    /// Checks that the golden ends where the replay did, and reads the golden's lines after a
    /// difference for the report. Throws when the golden could not be read to that point.
    package func finish() throws {
        if firstDifference == nil {
            guard let extra = nextGoldenLine() else {
                if let readFailure { throw readFailure }
                return
            }
            firstDifference = (lineNumber + 1, extra, nil)
            expectedAfter.append(extra)
        } else if expectedAfter.isEmpty {
            // The golden had ended, or could not be read on: the second is no difference.
            if let readFailure { throw readFailure }
            return
        }
        while expectedAfter.count < Self.linesAfter, let next = nextGoldenLine() { expectedAfter.append(next) }
    }
}
