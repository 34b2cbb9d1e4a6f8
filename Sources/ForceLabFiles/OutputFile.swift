import CSignals
import Foundation
import SourceFormats

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
/// What the path names decides the rest (`OutputTarget`): `-` writes standard output; a
/// symlink is written through to its final target, by this same rule in the target's folder;
/// a device, FIFO or socket is opened and written directly and never renamed over or removed.
/// The temporary name never pushes a valid name past the folder's `NAME_MAX`: a long name is
/// shortened before the suffix that keeps it unique.
///
/// `.inPlace` writes the path itself, for files inside a folder that is staged under a
/// temporary name and renamed as a whole (replay frames and goldens, contact-sheet cells):
/// checked the same way, not synced one by one (the staging syncs its folder once, then
/// renames it), with no rename of its own.
public final class OutputFile {
    public enum Placement { case temporaryThenRename, inPlace }

    /// Where the file ends up.
    public let path: String
    /// The name errors give: `path`, or for a file in a staged folder where it will end up.
    public let reportedPath: String
    /// Where the bytes go until `commit` (equal to `path` for `.inPlace` and written-through targets).
    public let temporaryPath: String
    /// What the path named when the file was made.
    public let target: OutputTarget
    private let placement: Placement
    private var descriptor: Int32
    private var signalSlot: Int32 = -1
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
        let reported = reportedPath ?? path
        target = placement == .inPlace ? .replaced(path) : try OutputTarget.resolve(path, reportedPath: reported)
        var fd: Int32 = -1
        switch target {
        case .standardOutput:
            fflush(stdout)
            temporaryPath = "-"
            fd = 1
        case .direct(let device):
            temporaryPath = device
            fd = OutputFile.openDirect(device)
            if fd < 0 { throw OutputFile.creationFailure(path: reported, errno: errno) }
        case .replaced(let final) where placement == .inPlace:
            temporaryPath = final
            fd = FileSystemName.withPath(final) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666) }
            if fd < 0 { throw OutputFile.creationFailure(path: reported, errno: errno) }
        case .replaced(let final):
            (temporaryPath, fd) = try OutputFile.createTemporary(beside: final, reportedPath: reported)
        }
        descriptor = fd
        if case .replaced = target {
            signalSlot = FileSystemName.withPath(temporaryPath) { fl_signals_register_temporary($0) }
        } else {
            signalSlot = -1
        }
        if bufferCapacity > 0 { buffer.reserveCapacity(bufferCapacity) }
    }

    /// Whether the bytes go to the path's own file (or standard output), not to a temporary one.
    public var writesThrough: Bool {
        if case .replaced = target { return false }
        return true
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

    /// Flushes to the disk and closes the file, leaving it under its temporary name. A file in a
    /// staged folder is not synced here: its staging syncs the folder once.
    public func close() throws {
        if let failure { throw failure }
        guard descriptor >= 0 else { return }
        try flush()
        while placement != .inPlace && fsync(descriptor) != 0 {
            if errno == EINTR { continue }
            // A pipe or a character device (/dev/stdout) cannot be synced; nothing was lost.
            if errno == EINVAL || errno == EROFS || errno == ENOTSUP { break }
            throw fail(errno)
        }
        if target == .standardOutput {
            descriptor = -1
            return
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
        if placement == .temporaryThenRename, case .replaced(let final) = target {
            let renamed = FileSystemName.withPath(temporaryPath) { from in
                FileSystemName.withPath(final) { rename(from, $0) }
            }
            guard renamed == 0 else { throw fail(errno) }
            OutputFile.syncFolder(of: final)
        }
        isCommitted = true
        fl_signals_unregister_temporary(signalSlot)
        signalSlot = -1
    }

    /// Closes and removes the file; nothing of it stays on disk.
    public func discard() {
        if descriptor >= 0 && target != .standardOutput { Glibc.close(descriptor) }
        descriptor = -1
        // A device or standard output is never removed: only a file this writer made is.
        if !isCommitted && !writesThrough { _ = FileSystemName.withPath(temporaryPath) { unlink($0) } }
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

    /// Makes `path` a second name of the file `existing` (a hard link, never a symbolic one: a
    /// symlink would be written through by the next run), for a file inside a staged folder
    /// (`OutputFolder`) that holds the same bytes as one written there before: the folder's
    /// commit syncs the one file once and renames the folder into place with both names.
    public static func hardLink(_ existing: String, to path: String, reportedPath: String) throws {
        var result = FileSystemName.withPath(existing) { from in FileSystemName.withPath(path) { link(from, $0) } }
        if result != 0 && errno == EEXIST {
            _ = FileSystemName.withPath(path) { unlink($0) }
            result = FileSystemName.withPath(existing) { from in FileSystemName.withPath(path) { link(from, $0) } }
        }
        guard result == 0 else {
            var error = ToolFailure(path: reportedPath, describe(errno))
            error.isWriteFailure = true
            throw error
        }
    }

    // MARK: - Messages

    /// The errno's text as the rest of a `path: error: ` line: `no space left on device`.
    public static func describe(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        guard let first = text.first else { return "error \(code)" }
        // strerror capitalises ("No space left on device"); the line continues after "error: ".
        return first.lowercased() + text.dropFirst()
    }

    static func creationFailure(path: String, errno code: Int32) -> ToolFailure {
        let folder = FileSystemName.folder(of: path)
        var failure: ToolFailure
        if code == ENOENT {
            failure = ToolFailure(path: path, "folder \(folder.isEmpty ? "." : folder) does not exist")
        } else if code == ENOSPC || code == EDQUOT || code == EIO || code == EROFS || code == ENXIO {
            failure = ToolFailure(path: path, describe(code))
        } else {
            failure = ToolFailure(path: path, "cannot create the file: \(describe(code))")
        }
        failure.isWriteFailure = true
        return failure
    }

    /// Makes the rename itself durable. Best effort: the data is already on disk.
    static func syncFolder(of path: String) {
        let folder = FileSystemName.folder(of: path)
        let fd = FileSystemName.withPath(folder.isEmpty ? "." : folder) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard fd >= 0 else { return }
        _ = fsync(fd)
        Glibc.close(fd)
    }
}
