import CSignals
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file ForceLab writes, in full or not at all: the one writer behind every output (PNGs,
/// recordings, event logs, profiles, replay outputs, goldens).
///
/// Bytes go to a temporary file beside the path (same folder, so the final rename stays on one
/// file system); every `write(2)` is checked, partial writes and EINTR are retried; `commit`
/// flushes the file to the disk (`fsync`: a delayed-allocation file system reports a full disk
/// only there), closes it (checked too) and renames it over the path. The first failure (a full
/// disk, EIO, a quota) throws `path: error: no space left on device` (the errno's own text)
/// and removes the temporary file at once; so does dropping the file without `commit`, and a
/// SIGINT, SIGTERM or SIGHUP that ends the process (the path is registered with `CSignals`).
///
/// `.inPlace` writes the path itself, for files inside a folder that is staged under a
/// temporary name and renamed as a whole (replay frames and goldens): checked and flushed the
/// same way, with no rename of its own.
public final class OutputFile {
    public enum Placement { case temporaryThenRename, inPlace }

    /// Where the file ends up.
    public let path: String
    /// The name errors give: `path`, or for a file in a staged folder where it will end up.
    public let reportedPath: String
    /// Where the bytes go until `commit` (equal to `path` for `.inPlace`).
    public let temporaryPath: String
    private let placement: Placement
    private var descriptor: Int32
    private var signalSlot: Int32
    private var buffer: [UInt8] = []
    private let bufferCapacity: Int
    /// The first failure: every later call throws it again.
    public private(set) var failure: ToolFailure?
    public private(set) var isCommitted = false

    /// Creates the temporary file. `bufferCapacity` 0 hands every `write` straight to the kernel
    /// (streams that promise whole lines on disk use that and do their own buffering).
    public init(
        path: String, placement: Placement = .temporaryThenRename, bufferCapacity: Int = 1 << 16,
        reportedPath: String? = nil
    ) throws {
        self.path = path
        self.reportedPath = reportedPath ?? path
        self.placement = placement
        self.bufferCapacity = bufferCapacity
        if let failure = OutputFile.folderFailure(path: reportedPath ?? path, target: path) { throw failure }
        var candidate = path
        var fd: Int32 = -1
        if placement == .temporaryThenRename {
            // O_EXCL: never write into a file someone else (or a stale run with our pid) holds.
            for attempt in 1...100 {
                candidate = path + ".tmp-\(getpid())" + (attempt == 1 ? "" : "-\(attempt)")
                fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
                if fd >= 0 || errno != EEXIST { break }
            }
        } else {
            fd = open(candidate, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        }
        guard fd >= 0 else { throw OutputFile.creationFailure(path: reportedPath ?? path, errno: errno) }
        temporaryPath = candidate
        descriptor = fd
        signalSlot = fl_signals_register_temporary(candidate)
        if bufferCapacity > 0 { buffer.reserveCapacity(bufferCapacity) }
    }

    deinit { if !isCommitted { discard() } }

    // MARK: - Writing

    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        if let failure { throw failure }
        guard !isCommitted, bytes.count > 0 else { return }
        if bufferCapacity > 0 && buffer.count + bytes.count <= bufferCapacity {
            buffer.append(contentsOf: bytes)
            return
        }
        try flush()
        if bufferCapacity > 0 && bytes.count < bufferCapacity {
            buffer.append(contentsOf: bytes)
        } else {
            try writeToKernel(bytes)
        }
    }

    public func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }

    public func write(_ data: Data) throws {
        try data.withUnsafeBytes { try write($0) }
    }

    public func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
    }

    /// Hands the buffered bytes to the kernel (not yet to the disk: `close` does that).
    public func flush() throws {
        if let failure { throw failure }
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        try buffer.withUnsafeBytes { try writeToKernel($0) }
    }

    private func writeToKernel(_ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw fail(errno)
            }
            if written == 0 { throw fail(ENOSPC) }
            offset += written
        }
    }

    // MARK: - Finishing

    /// Flushes to the disk and closes the file, leaving it under its temporary name.
    public func close() throws {
        if let failure { throw failure }
        guard descriptor >= 0 else { return }
        try flush()
        while fsync(descriptor) != 0 {
            if errno == EINTR { continue }
            // A pipe or a character device (/dev/stdout) cannot be synced; nothing was lost.
            if errno == EINVAL || errno == EROFS { break }
            throw fail(errno)
        }
        let result = Glibc.close(descriptor)
        descriptor = -1
        // Linux closes the descriptor even when close reports an error; the error is real.
        if result != 0 && errno != EINTR { throw fail(errno) }
    }

    /// Closes the file and renames it over `path`.
    public func commit() throws {
        guard !isCommitted else { return }
        try close()
        if placement == .temporaryThenRename {
            guard rename(temporaryPath, path) == 0 else { throw fail(errno) }
            OutputFile.syncFolder(of: path)
        }
        isCommitted = true
        fl_signals_unregister_temporary(signalSlot)
        signalSlot = -1
    }

    /// Closes and removes the file; nothing of it stays on disk.
    public func discard() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
        if !isCommitted { unlink(temporaryPath) }
        fl_signals_unregister_temporary(signalSlot)
        signalSlot = -1
        buffer = []
    }

    /// Records the failure, removes the file, and returns the error to throw.
    private func fail(_ code: Int32) -> ToolFailure {
        var error = ToolFailure(path: reportedPath, OutputFile.describe(code))
        error.isWriteFailure = true
        failure = error
        discard()
        return error
    }

    // MARK: - One-shot writes

    /// Writes `bytes` to `path` in full or not at all.
    public static func write(
        _ bytes: UnsafeRawBufferPointer, to path: String, placement: Placement = .temporaryThenRename,
        reportedPath: String? = nil
    ) throws {
        let file = try OutputFile(path: path, placement: placement, bufferCapacity: 0, reportedPath: reportedPath)
        try file.write(bytes)
        try file.commit()
    }

    public static func write(
        _ bytes: [UInt8], to path: String, placement: Placement = .temporaryThenRename, reportedPath: String? = nil
    ) throws {
        try bytes.withUnsafeBytes { try write($0, to: path, placement: placement, reportedPath: reportedPath) }
    }

    public static func write(
        _ data: Data, to path: String, placement: Placement = .temporaryThenRename, reportedPath: String? = nil
    ) throws {
        try data.withUnsafeBytes { try write($0, to: path, placement: placement, reportedPath: reportedPath) }
    }

    public static func write(_ text: String, to path: String, placement: Placement = .temporaryThenRename) throws {
        try write(Array(text.utf8), to: path, placement: placement)
    }

    // MARK: - Messages

    /// The errno's text as the rest of a `path: error: ` line: `no space left on device`.
    public static func describe(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        guard let first = text.first else { return "error \(code)" }
        // strerror capitalises ("No space left on device"); the line continues after "error: ".
        return first.lowercased() + text.dropFirst()
    }

    /// A target that names a folder (`-o out/`, or an existing folder) fails before anything is
    /// created, with what to do; the rename would otherwise say only "not a directory".
    private static func folderFailure(path: String, target: String) -> ToolFailure? {
        var status = stat()
        let isFolder = target.hasSuffix("/") || (stat(target, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR)
        guard isFolder else { return nil }
        let folder = target.hasSuffix("/") ? String(target.dropLast()) : target
        var failure = ToolFailure(
            path: path, "names a folder; give the name of the file to write in it too, such as \(folder)/NAME")
        failure.isWriteFailure = true
        return failure
    }

    private static func creationFailure(path: String, errno code: Int32) -> ToolFailure {
        let folder = (path as NSString).deletingLastPathComponent
        var failure: ToolFailure
        if code == ENOENT {
            failure = ToolFailure(path: path, "folder \(folder.isEmpty ? "." : folder) does not exist")
        } else if code == ENOSPC || code == EDQUOT || code == EIO || code == EROFS {
            failure = ToolFailure(path: path, describe(code))
        } else {
            failure = ToolFailure(path: path, "cannot create the file: \(describe(code))")
        }
        failure.isWriteFailure = true
        return failure
    }

    /// Makes the rename itself durable. Best effort: the data is already on disk.
    static func syncFolder(of path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let fd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        Glibc.close(fd)
    }
}
