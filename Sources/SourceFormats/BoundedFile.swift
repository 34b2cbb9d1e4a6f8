import Foundation
import SourceFormats

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
            let data = try readBytes(descriptor, upTo: limit + 1)
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

    private static func withRegularFile<T>(_ path: String, _ body: (Int32, Int) throws(Failure) -> T) throws(Failure)
        -> T
    {
        let descriptor = FileSystemName.withPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else {
            throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        if let kind = irregularKind(info.st_mode) { throw .notRegular(kind) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return try body(descriptor, Int(info.st_size))
    }

    private static func readBytes(_ descriptor: Int32, upTo limit: Int) throws(Failure) -> Data {
        var bytes = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: min(max(limit, 1), 1 << 16))
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return Data(bytes)
    }
}
