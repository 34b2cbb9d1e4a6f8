import Foundation
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

extension OutputFile {
    /// Makes the temporary file beside `final`: `NAME.tmp-PID` (then `-2`, `-3`... while one
    /// exists: O_EXCL never writes into a file someone else, or a stale run with our pid,
    /// holds). A name too long for the suffix is shortened first, by whole characters, so a
    /// name the file system accepts never fails for its temporary twin's length.
    static func createTemporary(beside final: String, reportedPath: String) throws -> (String, Int32) {
        let folder = FileSystemName.folder(of: final)
        let name = FileSystemName.name(of: final)
        let limit = nameLimit(folder: folder)
        var code: Int32 = ENOENT
        for attempt in 1...100 {
            let suffix = ".tmp-\(getpid())" + (attempt == 1 ? "" : "-\(attempt)")
            let candidate = FileSystemName.join(folder, shortened(name, toBytes: limit - suffix.utf8.count) + suffix)
            let fd = FileSystemName.withPath(candidate) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666) }
            if fd >= 0 { return (candidate, fd) }
            code = errno
            if code != EEXIST { break }
        }
        throw creationFailure(path: reportedPath, errno: code)
    }

    /// The longest name the folder takes, in bytes (`NAME_MAX`, 255 on every Linux file system
    /// ForceLab meets; asked, since a FUSE or network mount may say less).
    static func nameLimit(folder: String) -> Int {
        let limit = FileSystemName.withPath(folder.isEmpty ? "." : folder) { pathconf($0, Int32(_PC_NAME_MAX)) }
        return limit > 0 ? min(limit, 4096) : Int(NAME_MAX)
    }

    /// The name cut to at most `bytes` bytes at a character's end (never inside one).
    static func shortened(_ name: String, toBytes bytes: Int) -> String {
        guard FileSystemName.byteCount(name) > bytes else { return name }
        var kept = ""
        var used = 0
        for character in name {
            let size = FileSystemName.byteCount(String(character))
            if used + size > max(bytes, 1) { break }
            kept.append(character)
            used += size
        }
        return kept.isEmpty ? "o" : kept
    }

    /// Opens a device, FIFO or socket for writing as it is: no O_TRUNC, no O_CREAT (a FIFO
    /// waits for its reader here, as a shell's `>` does). A Unix socket is connected to.
    static func openDirect(_ path: String) -> Int32 {
        let fd = FileSystemName.withPath(path) { open($0, O_WRONLY | O_NOCTTY | O_CLOEXEC) }
        guard fd < 0 && errno == ENXIO else { return fd }
        var status = stat()
        guard FileSystemName.withPath(path, { stat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFSOCK else {
            errno = ENXIO
            return -1
        }
        return connectSocket(path)
    }

    /// A stream connection to the Unix socket at `path` (errno set when it fails).
    private static func connectSocket(_ path: String) -> Int32 {
        let bytes = FileSystemName.bytes(path)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else {
            errno = ENAMETOOLONG
            return -1
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return -1 }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        if connected != 0 {
            let saved = errno
            Glibc.close(fd)
            errno = saved
            return -1
        }
        return fd
    }
}

/// Standard output as an output (`-o -`): once a command has given it to a file's bytes, its
/// own text (result lines, summaries) goes to stderr instead, so the bytes stay whole.
public enum StandardOutput {
    nonisolated(unsafe) private static var claimed = false

    /// Marks standard output as carrying an output's bytes.
    public static func claim() { claimed = true }

    /// Whether an output's bytes go to standard output in this run.
    public static var isClaimed: Bool { claimed }

    /// Where a command's own text (result lines, reports, summaries) goes: stdout, or stderr once
    /// an output's bytes own stdout. Every text writer asks here, so no text joins those bytes.
    public static var text: UnsafeMutablePointer<FILE> { claimed ? Glibc.stderr : Glibc.stdout }
}
