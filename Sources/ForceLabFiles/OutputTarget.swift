import Foundation
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// What an output path names once it is looked at: where the bytes go, and how.
///
/// The rule every writer follows: `-` is standard output; a symlink is followed (as `cp` does)
/// to its final target, which is then treated by the same rule, so the link stays a link; a
/// character or block device, a FIFO or a socket is opened and written directly, never renamed
/// over (`/dev/null` stays the device); anything else (a regular file, or nothing yet) gets a
/// temporary file in its own folder that is renamed over it.
public enum OutputTarget: Equatable {
    /// `-`: the bytes go to file descriptor 1.
    case standardOutput
    /// A device, FIFO or socket at this path (a symlink's final target), written directly.
    case direct(String)
    /// A regular file (existing or not) at this path (a symlink's final target).
    case replaced(String)

    /// How many symlinks are followed before the path is refused, as the kernel's own limit.
    static let maximumLinks = 40

    /// Looks the path up. Throws for a folder, and for a symlink loop.
    public static func resolve(_ path: String, reportedPath: String? = nil) throws -> OutputTarget {
        let reported = reportedPath ?? path
        if path == "-" { return .standardOutput }
        if let failure = folderFailure(path: reported, target: path, trailingSlash: path.hasSuffix("/")) {
            throw failure
        }
        var current = path
        for _ in 0..<maximumLinks {
            var status = stat()
            guard FileSystemName.withPath(current, { lstat($0, &status) }) == 0 else { return .replaced(current) }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                guard let destination = readLink(current) else { return .replaced(current) }
                current =
                    destination.hasPrefix("/")
                    ? destination : FileSystemName.join(FileSystemName.folder(of: current), destination)
            case S_IFCHR, S_IFBLK, S_IFIFO, S_IFSOCK:
                return .direct(current)
            case S_IFDIR:
                throw folderFailure(path: reported, target: current, trailingSlash: false)
                    ?? ToolFailure(path: reported, "names a folder")
            default:
                return .replaced(current)
            }
        }
        var failure = ToolFailure(path: reported, OutputFile.describe(ELOOP))
        failure.isWriteFailure = true
        throw failure
    }

    /// The symlink's content, as bytes decoded the way every name is (`FileSystemName`).
    static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = FileSystemName.withPath(path) { readlink($0, &buffer, buffer.count - 1) }
        guard count > 0 else { return nil }
        let bytes = buffer[0..<count].map { UInt8(bitPattern: $0) }
        return FileSystemName.decode(bytes)
    }

    /// A target that names a folder (`-o out/`, or an existing folder) fails before anything is
    /// created, with what to do; the rename would otherwise say only "not a directory".
    static func folderFailure(path: String, target: String, trailingSlash: Bool) -> ToolFailure? {
        var status = stat()
        let isFolder =
            trailingSlash
            || (FileSystemName.withPath(target, { stat($0, &status) }) == 0 && (status.st_mode & S_IFMT) == S_IFDIR)
        guard isFolder else { return nil }
        var folder = target
        while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        var failure = ToolFailure(
            path: path, "names a folder; give the name of the file to write in it too, such as \(folder)/NAME")
        failure.isWriteFailure = true
        return failure
    }
}
