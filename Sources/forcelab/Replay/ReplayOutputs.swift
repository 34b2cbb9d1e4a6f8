import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Files and folders a replay writes, staged under temporary names and renamed into place only
/// when the recording has been replayed to its end: a bad recording leaves nothing half-written.
final class ReplayStaging {
    private var files: [(temporary: String, final: String)] = []
    private var folders: [(temporary: String, final: String)] = []
    private var committed = false

    deinit { if !committed { abandon() } }

    /// A temporary path beside `path`, renamed to it on commit.
    func file(_ path: String) -> String {
        let temporary = path + ".tmp-\(getpid())"
        files.append((temporary, path))
        return temporary
    }

    /// A fresh temporary folder beside `path` (made now), swapped in for it on commit.
    func folder(_ path: String) throws -> String {
        let parent = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (parent as NSString).appendingPathComponent(".\(name).tmp-\(getpid())")
        let fm = FileManager.default
        try? fm.removeItem(atPath: temporary)
        do {
            try fm.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        } catch {
            throw ToolError(path: parent, "cannot make a folder: \(error.localizedDescription)")
        }
        folders.append((temporary, path))
        return temporary
    }

    /// Renames everything into place: files over their old versions, folders in place of the old
    /// folder (the old one is moved aside first, then removed).
    func commit() throws {
        let fm = FileManager.default
        for (temporary, final) in files where fm.fileExists(atPath: temporary) {
            guard rename(temporary, final) == 0 else {
                throw ToolError(path: final, "cannot write: \(String(cString: strerror(errno)))")
            }
        }
        for (temporary, final) in folders {
            let aside = final + ".old-\(getpid())"
            let hadOld = fm.fileExists(atPath: final)
            if hadOld { guard rename(final, aside) == 0 else { throw ToolError(path: final, "cannot replace: \(String(cString: strerror(errno)))") } }
            guard rename(temporary, final) == 0 else { throw ToolError(path: final, "cannot write: \(String(cString: strerror(errno)))") }
            if hadOld { try? fm.removeItem(atPath: aside) }
        }
        committed = true
    }

    /// Removes every temporary file and folder.
    func abandon() {
        for (temporary, _) in files { unlink(temporary) }
        for (temporary, _) in folders { try? FileManager.default.removeItem(atPath: temporary) }
        files = []
        folders = []
    }
}

/// A text file written line by line through a large stdio buffer.
final class LineWriter {
    let path: String
    private var file: UnsafeMutablePointer<FILE>?

    init(path: String) throws {
        guard let file = fopen(path, "w") else {
            throw ToolError(path: path, "cannot write: \(String(cString: strerror(errno)))")
        }
        setvbuf(file, nil, _IOFBF, 1 << 16)
        self.path = path
        self.file = file
    }

    deinit { close() }

    func write(_ line: String) {
        fputs(line, file)
        fputc(0x0A, file)
    }

    /// Flushes and closes; reports a write error (a full disk) naming the file.
    func finish() throws {
        guard let file else { return }
        let failed = fflush(file) != 0 || ferror(file) != 0
        fclose(file)
        self.file = nil
        if failed { throw ToolError(path: path, "cannot write: \(String(cString: strerror(errno)))") }
    }

    func close() {
        if let file { fclose(file) }
        file = nil
    }
}

/// Reads a golden text file line by line and notes the first line that differs from the lines
/// it is given, without holding either in memory.
final class LineComparer {
    let path: String
    private let file: UnsafeMutablePointer<FILE>
    private var buffer: UnsafeMutablePointer<CChar>?
    private var capacity = 0
    private(set) var lineNumber = 0
    /// The first difference: line number, expected (nil: the golden had ended), actual (nil: the replay ended).
    private(set) var firstDifference: (line: Int, expected: String?, actual: String?)?

    init(path: String) throws {
        guard let file = fopen(path, "r") else {
            throw ToolError(path: path, "cannot read the golden event log: \(String(cString: strerror(errno)))")
        }
        self.path = path
        self.file = file
    }

    deinit {
        free(buffer)
        fclose(file)
    }

    private func nextGoldenLine() -> String? {
        let read = getline(&buffer, &capacity, file)
        guard read >= 0, let buffer else { return nil }
        var length = read
        if length > 0 && buffer[length - 1] == 0x0A { length -= 1 }
        return buffer.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
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
    /// difference for the report.
    func finish() {
        if firstDifference == nil {
            guard let extra = nextGoldenLine() else { return }
            firstDifference = (lineNumber + 1, extra, nil)
            expectedAfter.append(extra)
        } else if expectedAfter.isEmpty {
            return  // the golden had ended
        }
        while expectedAfter.count < Self.linesAfter, let next = nextGoldenLine() { expectedAfter.append(next) }
    }
}
