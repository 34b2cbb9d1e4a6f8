import Foundation
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// What a folder ForceLab writes is for; its marker file names it.
public enum OutputRole: String, CaseIterable, Sendable {
    case replayReport = "replay report"
    case replayFrames = "replay frames"
    case replayGolden = "replay golden"
    case replayDiffs = "replay diffs"
    case replayEvents = "replay events"
    case contactSheetCells = "contact sheet cells"

    /// Whether a file or folder of this name is one this role writes (how a folder from before
    /// markers existed is recognised: it holds nothing else).
    func writes(_ name: String, isFolder: Bool) -> Bool {
        let frame = name.hasPrefix("frame-") && name.hasSuffix(".png")
        switch self {
        case .replayFrames, .replayGolden: return !isFolder && (frame || name == "events.jsonl")
        case .replayDiffs: return !isFolder && (frame || name == "failure.json")
        case .contactSheetCells: return !isFolder && name.hasSuffix(".png")
        // Event logs came before markers without a role of their own: an unmarked folder holding
        // any file is not ForceLab's to replace (a hand-written `x.events.jsonl` among them).
        case .replayEvents: return false
        case .replayReport:
            let numbered = name.count > 4 && name.prefix(3).allSatisfy(\.isNumber) && name.dropFirst(3).first == "-"
            return isFolder ? numbered : name == "index.html"
        }
    }
}

extension OutputFolder {
    /// Throws unless the folder at `target` is absent, empty, marked with `role`, or holds only
    /// files `role` writes. Never touches it.
    static func checkOwnership(_ target: String, role: OutputRole, reportedPath: String) throws {
        var status = stat()
        guard FileSystemName.withPath(target, { lstat($0, &status) }) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw ToolFailure(
                path: reportedPath,
                "is not a folder; ForceLab writes the \(role.rawValue) as a folder and replaces no file")
        }
        if let data = try readMarker(target, reportedPath: reportedPath) {
            let found = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if found == role.rawValue { return }
            throw ToolFailure(
                path: reportedPath,
                "is ForceLab's \(found) folder, not a \(role.rawValue) folder; it is left as it is: name another folder"
            )
        }
        guard let entries = listing(target) else {
            throw ToolFailure(path: reportedPath, "cannot list this folder: \(OutputFile.describe(errno))")
        }
        if let foreign = entries.first(where: { !role.writes($0.name, isFolder: $0.isFolder) }) {
            throw ToolFailure(
                path: reportedPath,
                "holds \(FileSystemName.shown(foreign.name)), which ForceLab did not write as a \(role.rawValue) (no \(markerName) marks the folder as one); ForceLab replaces only its own folders, so this one is left as it is: name a new or empty folder"
            )
        }
    }

    /// The most a marker file holds: a role's name and a line break.
    static let markerLimit = 4096

    /// The marker's bytes, nil when there is none; read through `BoundedFile` (a marker that is a
    /// FIFO, a device, a folder or larger than `markerLimit` is an error at its path, never a hang).
    static func readMarker(_ folder: String, reportedPath: String) throws -> Data? {
        switch Result(catching: { () throws(BoundedFile.Failure) in
            try BoundedFile.read(FileSystemName.join(folder, markerName), limit: markerLimit)
        }) {
        case .success(let data): return data
        case .failure(.missing): return nil
        case .failure(let failure):
            throw ToolFailure(
                path: FileSystemName.join(reportedPath, markerName), failure.message(limit: markerLimit))
        }
    }

    /// The folder's entries (without `.` and `..`), names decoded as bytes; nil if unreadable.
    public static func listing(_ folder: String) -> [(name: String, isFolder: Bool)]? {
        guard let directory = FileSystemName.withPath(folder, { opendir($0) }) else { return nil }
        defer { closedir(directory) }
        var entries: [(String, Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { FileSystemName.decode(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            var type = entry.pointee.d_type
            if type == UInt8(DT_UNKNOWN) || type == UInt8(DT_LNK) {
                type = FileSystemName.isFolder(FileSystemName.join(folder, name)) ? UInt8(DT_DIR) : UInt8(DT_REG)
            }
            entries.append((name, type == UInt8(DT_DIR)))
        }
        return entries
    }

    /// One fsync of every file and folder under `root`, at the end instead of one per file.
    /// Each file is synced once: the names of one hard-linked picture (replay frames that repeat
    /// an earlier one) share one inode, and `synced` holds the inodes done.
    static func syncTree(_ root: String, reportedPath: String) throws {
        var synced: Set<[UInt64]> = []
        try syncTree(root, reportedPath: reportedPath, synced: &synced)
    }

    private static func syncTree(_ root: String, reportedPath: String, synced: inout Set<[UInt64]>) throws {
        for entry in listing(root) ?? [] {
            let path = FileSystemName.join(root, entry.name)
            if entry.isFolder {
                try syncTree(path, reportedPath: FileSystemName.join(reportedPath, entry.name), synced: &synced)
                continue
            }
            let fd = FileSystemName.withPath(path) { open($0, O_RDONLY | O_CLOEXEC | O_NOFOLLOW) }
            guard fd >= 0 else { continue }  // a symlink (a report's link to a picture): nothing to sync
            var status = stat()
            if fstat(fd, &status) == 0 && !synced.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted {
                close(fd)
                continue
            }
            let result = fsync(fd)
            let code = errno
            close(fd)
            if result != 0 && code != EINVAL && code != EROFS {
                var failure = ToolFailure(
                    path: FileSystemName.join(reportedPath, entry.name), OutputFile.describe(code))
                failure.isWriteFailure = true
                throw failure
            }
        }
        OutputFile.syncFolder(of: FileSystemName.join(root, "."))
    }

    /// Removes a folder this run made, and all in it (no symlink is followed).
    public static func removeTree(_ path: String) {
        var status = stat()
        guard FileSystemName.withPath(path, { lstat($0, &status) }) == 0 else { return }
        if status.st_mode & S_IFMT == S_IFDIR {
            for entry in listing(path) ?? [] { removeTree(FileSystemName.join(path, entry.name)) }
            _ = FileSystemName.withPath(path) { rmdir($0) }
        } else {
            _ = FileSystemName.withPath(path) { unlink($0) }
        }
    }
}
