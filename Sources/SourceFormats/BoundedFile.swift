import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads files whose type and size are checked before a byte is read: a FIFO or a device is
/// refused (it would block or never end), and a file larger than the caller's limit is refused
/// from its size alone (a 3 GB sparse file is never read to find out). A file that grows while
/// it is read stops at the limit too.
public enum BoundedFile {
    /// Why a file was not read.
    public enum Failure: Error, Equatable, Sendable {
        case missing
        /// Not a regular file: "a directory", "a FIFO (named pipe)", ...
        case notRegular(String)
        /// Larger than the limit; the size in bytes.
        case tooLarge(Int)
        case unreadable(String)

        /// A message for `path: error: ...`; `limit` is the caller's, in bytes.
        public func message(limit: Int) -> String {
            switch self {
            case .missing: return FileWording.missing
            case .notRegular(let kind): return FileWording.wrongKind(kind)
            case .tooLarge(let size):
                return
                    "the file is \(BoundedFile.describe(size)); files over \(BoundedFile.describe(limit)) are refused"
            case .unreadable(let reason): return FileWording.unreadable(reason)
            }
        }
    }

    /// "3 MB", "512 KB", "20 bytes".
    static func describe(_ bytes: Int) -> String {
        if bytes >= 1 << 20 { return "\(bytes >> 20) MB" }
        if bytes >= 1 << 10 { return "\(bytes >> 10) KB" }
        return "\(bytes) bytes"
    }

    /// The whole of `path`, a regular file of at most `limit` bytes.
    public static func read(_ path: String, limit: Int) throws(Failure) -> Data {
        try withRegularFile(path) { (descriptor, size) throws(Failure) in
            guard size <= limit else { throw .tooLarge(size) }
            let data = try readBytes(descriptor, upTo: limit + 1, expected: size)
            guard data.count <= limit else { throw .tooLarge(data.count) }
            return data
        }
    }

    /// The first `count` bytes of `path` (fewer when it is shorter), whatever its size.
    public static func prefix(_ path: String, count: Int) throws(Failure) -> Data {
        try withRegularFile(path) { (descriptor, _) throws(Failure) in try readBytes(descriptor, upTo: count) }
    }

    /// The one file-kind check: "a directory", "a FIFO (named pipe)", ... for a file type that is
    /// not a regular file; nil for a regular one. Streaming readers (recordings, which may be
    /// larger than any whole-file limit) ask it of the file they opened.
    public static func irregularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    /// Whether `path` is a regular file (following symbolic links).
    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return FileSystemName.withPath(path, { stat($0, &info) }) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Opens `path` for reading after the one file-kind check: the descriptor (blocking again) and
    /// the size the file system gives. A FIFO is opened without blocking, so one with no writer
    /// is refused at once rather than waited on.
    static func openRegular(_ path: String) throws(Failure) -> (descriptor: Int32, size: Int) {
        let descriptor = FileSystemName.withPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else {
            throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(String(cString: strerror(errno)))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .unreadable(reason)
        }
        if let kind = irregularKind(info.st_mode) {
            close(descriptor)
            throw .notRegular(kind)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return (descriptor, Int(info.st_size))
    }

    private static func withRegularFile<T>(_ path: String, _ body: (Int32, Int) throws(Failure) -> T) throws(Failure)
        -> T
    {
        let (descriptor, size) = try openRegular(path)
        defer { close(descriptor) }
        return try body(descriptor, size)
    }

    /// One `read(2)` into `buffer`, retried on EINTR: the count read, 0 at the end.
    static func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(Failure) -> Int {
        while true {
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno != EINTR { throw .unreadable(String(cString: strerror(errno))) }
        }
    }

    /// At most `limit` bytes of the descriptor, read straight into one buffer: `expected` (the
    /// size the file system gave) plus one byte, so a file of that size needs no copy; one that
    /// turns out longer (it grew, or a /proc file that says 0) grows the buffer up to the limit.
    private static func readBytes(_ descriptor: Int32, upTo limit: Int, expected: Int = 0) throws(Failure) -> Data {
        var data = Data(count: min(limit, max(0, expected) + 1))
        var filled = 0
        while true {
            if filled == data.count {
                guard filled < limit else { break }
                data.count = min(limit, max(2 * filled, 1 << 16))
            }
            let count = try data.withUnsafeMutableBytes { raw in
                Result { () throws(Failure) in
                    try readSome(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: raw[filled...]))
                }
            }.get()
            if count == 0 { break }
            filled += count
        }
        data.count = filled
        return data
    }
}

extension BoundedFile {
    /// A file read piece by piece, for readers that stream a file of any size in bounded memory
    /// (recordings): opened with the same file-kind check and failures as `read`, so every
    /// reader says the same thing about a missing, unreadable or wrong-kind file.
    public final class Stream {
        private let descriptor: Int32
        private let ownsDescriptor: Bool

        /// Opens `path`, a regular file (following symbolic links).
        public convenience init(path: String) throws(Failure) {
            self.init(descriptor: try BoundedFile.openRegular(path).descriptor, ownsDescriptor: true)
        }

        private init(descriptor: Int32, ownsDescriptor: Bool) {
            self.descriptor = descriptor
            self.ownsDescriptor = ownsDescriptor
        }

        /// Standard input, as it is (a pipe or a terminal is fine here: the caller asked for `-`).
        public static var standardInput: Stream { Stream(descriptor: 0, ownsDescriptor: false) }

        deinit { if ownsDescriptor { close(descriptor) } }

        /// Reads at most `buffer.count` bytes into `buffer`: the count read, 0 at the end.
        public func read(into buffer: UnsafeMutableRawBufferPointer) throws(Failure) -> Int {
            try BoundedFile.readSome(descriptor, into: buffer)
        }
    }
}
