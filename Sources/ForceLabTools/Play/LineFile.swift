import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A JSONL file written as the session goes: whole lines only, handed to the kernel at least
/// every second, under a temporary name (`FILE.tmp-PID`) that is renamed to FILE only when the
/// session ends it (`finish`): FILE is never a cut file. A window killed outright (SIGKILL, a
/// crash) leaves the temporary file, ending on a whole line and missing at most the last second.
///
/// Lines are buffered here (not in stdio, whose 4 KB chunks could put half a line on disk) and
/// handed to the kernel with one `write(2)` of whole lines per flush; `tick()`, called every
/// frame, flushes once the oldest buffered line is half a second old, well inside the second.
/// Every write is checked: the first failure (a full disk) is kept, the file removed, and
/// `finish` throws it, so the session ends with status 2 instead of 0 and a cut file.
package final class LineFile {
    package let path: String
    private let file: OutputFile
    private var buffer: [UInt8] = []
    /// When the oldest unflushed line was written (nil: nothing pending).
    private var pendingSince: UInt64?
    static let flushAge: UInt64 = 500_000_000
    /// The first write failure (`path: error: no space left on device`), if any.
    private(set) var failure: ToolFailure?
    /// Called once, at the first failure (the window shows a banner).
    var onFailure: ((ToolFailure) -> Void)?

    init(path: String) throws {
        self.path = path
        file = try OutputFile(path: path, bufferCapacity: 0)
        buffer.reserveCapacity(1 << 16)
    }

    /// Where the lines are until `finish`.
    var temporaryPath: String { file.temporaryPath }

    package func write(_ line: String) {
        guard failure == nil else { return }
        if pendingSince == nil { pendingSince = Stopwatch.now() }
        buffer.append(contentsOf: line.utf8)
        buffer.append(0x0A)
        if buffer.count > 1 << 16 { flush() }
        tick()
    }

    /// Hands every buffered line to the kernel.
    package func flush() {
        pendingSince = nil
        guard !buffer.isEmpty, failure == nil else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        do {
            try file.write(buffer)
        } catch {
            record(error)
        }
    }

    /// Flushes when the oldest buffered line is half a second old; call it every frame.
    func tick() {
        if let since = pendingSince, Stopwatch.now() - since >= LineFile.flushAge { flush() }
    }

    /// Flushes everything to the disk and renames the file into place; throws the first
    /// failure of the session (the file is then gone).
    package func finish() throws {
        flush()
        if failure == nil {
            do { try file.commit() } catch { record(error) }
        }
        if let failure { throw failure }
    }

    /// Removes the file without renaming it (a recording that could not start).
    func discardUnfinished() {
        failure = failure ?? ToolFailure(path: path, "not finished")
        file.discard()
    }

    private func record(_ error: Error) {
        guard failure == nil else { return }
        let failure = error as? ToolFailure ?? ToolFailure(path: path, "\(error)")
        self.failure = failure
        file.discard()
        onFailure?(failure)
    }
}

/// Notices when any of a set of files changes on disk (modification time or size), polled.
package struct FileWatcher {
    private var stamps: [String: (Int, Int)] = [:]
    private(set) var files: [String] = []

    /// Watches `files`; a file named twice (a plist that is also a scene's, a catalog image an
    /// app and its IconFile share) is watched once.
    mutating func watch(_ files: [String]) {
        var unique: [String] = []
        var seen = Set<String>()
        for file in files where seen.insert(file).inserted { unique.append(file) }
        self.files = unique
        stamps = Dictionary(uniqueKeysWithValues: unique.map { ($0, Self.stamp($0)) })
    }

    /// The files changed since the last call.
    mutating func changed() -> [String] {
        var result: [String] = []
        for file in files {
            let now = Self.stamp(file)
            if stamps[file].map({ $0 != now }) ?? true {
                stamps[file] = now
                result.append(file)
            }
        }
        return result
    }

    private static func stamp(_ path: String) -> (Int, Int) {
        var info = stat()
        guard stat(path, &info) == 0 else { return (-1, -1) }
        return (Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec), Int(info.st_size))
    }
}
