import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A JSONL file written as the session goes: whole lines only, flushed at least every second,
/// so a killed process loses at most the last second and the file always ends on a full line.
final class LineFile {
    let path: String
    private let file: UnsafeMutablePointer<FILE>
    private var buffer = ""
    private var lastFlush = Stopwatch.now()

    init(path: String) throws {
        guard let file = fopen(path, "w") else {
            throw ToolError(path: path, "cannot write: \(String(cString: strerror(errno)))")
        }
        self.path = path
        self.file = file
    }

    deinit {
        flush()
        fclose(file)
    }

    func write(_ line: String) {
        buffer += line
        buffer += "\n"
        if Stopwatch.now() - lastFlush >= 1_000_000_000 || buffer.utf8.count > 1 << 16 { flush() }
    }

    /// Writes the buffered lines through to the file.
    func flush() {
        if !buffer.isEmpty {
            _ = buffer.withCString { fputs($0, file) }
            buffer.removeAll(keepingCapacity: true)
        }
        fflush(file)
        lastFlush = Stopwatch.now()
    }

    /// Flushes when a second has passed since the last flush, even with nothing new written.
    func tick() {
        if Stopwatch.now() - lastFlush >= 1_000_000_000 { flush() }
    }
}

/// Notices when any of a set of files changes on disk (modification time or size), polled.
struct FileWatcher {
    private var stamps: [String: (Int, Int)] = [:]
    private(set) var files: [String] = []

    mutating func watch(_ files: [String]) {
        self.files = files
        stamps = Dictionary(uniqueKeysWithValues: files.map { ($0, Self.stamp($0)) })
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
