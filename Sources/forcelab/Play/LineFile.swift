import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A JSONL file written as the session goes: whole lines only, flushed at least every second,
/// so a killed process loses at most the last second and the file always ends on a full line.
///
/// Lines are buffered here (not in stdio, whose 4 KB chunks could put half a line on disk) and
/// handed to the kernel with one `write(2)` of whole lines per flush; `tick()`, called every
/// frame, flushes once the oldest buffered line is half a second old, well inside the second.
final class LineFile {
    let path: String
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// When the oldest unflushed line was written (nil: nothing pending).
    private var pendingSince: UInt64?
    static let flushAge: UInt64 = 500_000_000

    init(path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw ToolError(path: path, "cannot write: \(String(cString: strerror(errno)))")
        }
        self.path = path
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    deinit {
        flush()
        close(descriptor)
    }

    func write(_ line: String) {
        if pendingSince == nil { pendingSince = Stopwatch.now() }
        buffer.append(contentsOf: line.utf8)
        buffer.append(0x0A)
        if buffer.count > 1 << 16 { flush() }
        tick()
    }

    /// Hands every buffered line to the kernel.
    func flush() {
        pendingSince = nil
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    break  // a full disk: the lines are lost, the file still ends on a whole line
                }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes when the oldest buffered line is half a second old; call it every frame.
    func tick() {
        if let since = pendingSince, Stopwatch.now() - since >= LineFile.flushAge { flush() }
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
