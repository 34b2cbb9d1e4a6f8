import CSignals
import Foundation
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// A folder ForceLab writes whole (a replay report, one recording's frames, goldens or diffs,
/// a contact sheet's cells): staged under a temporary name beside its final one, its files
/// written in place there (`OutputFile` `.inPlace`, not synced one by one), then synced in one
/// pass and renamed into place. A signal or a failure before `commit` leaves the old folder as
/// it was and no staging behind (`abandon`, or the owner's cleanup).
///
/// ForceLab replaces only folders it wrote in the same role: each one it writes holds a marker
/// file, `.forcelab-output`, naming the role. An existing folder without that marker is
/// replaced only when it is empty or holds nothing but the files that role writes (goldens made
/// before markers existed); anything else is refused, with its path and why, and left as it is.
public final class OutputFolder {
    /// The marker file's name, inside every folder ForceLab owns.
    public static let markerName = ".forcelab-output"

    /// The final path, as the user gave it.
    public let path: String
    /// Where the folder goes: the path, or a symlink's final target (the link stays a link).
    public let target: String
    public let role: OutputRole
    /// The temporary folder the files are written into until `commit`.
    public let staging: String
    private var isFinished = false
    /// The signal handler's slot: a signal that ends the process removes the staging folder
    /// whole (and puts back an old folder cut off mid-swap), so no partial folder stays.
    private var signalSlot: Int32 = -1

    /// Checks that the path may be replaced, then makes the staging folder with its marker.
    public init(path: String, role: OutputRole) throws {
        self.path = path
        self.role = role
        target = Self.resolve(path)
        try Self.checkOwnership(target, role: role, reportedPath: path)
        let parent = FileSystemName.folder(of: target)
        if !parent.isEmpty && !FileSystemName.isFolder(parent) {
            throw ToolFailure(path: path, "folder \(parent) does not exist")
        }
        staging = FileSystemName.join(parent, Self.stagingName(for: FileSystemName.name(of: target), in: parent))
        Self.removeTree(staging)
        // Registered before it exists: a signal between mkdir and registering would leave it.
        signalSlot = FileSystemName.withPath(staging) { fl_signals_register_folder($0) }
        guard FileSystemName.withPath(staging, { mkdir($0, 0o777) }) == 0 else {
            let code = errno
            fl_signals_unregister_folder(signalSlot)
            throw ToolFailure(path: path, "cannot make the folder: \(OutputFile.describe(code))")
        }
        do {
            try OutputFile.write(
                Array((role.rawValue + "\n").utf8), to: FileSystemName.join(staging, Self.markerName),
                placement: .inPlace, reportedPath: FileSystemName.join(path, Self.markerName))
        } catch {
            Self.removeTree(staging)
            fl_signals_unregister_folder(signalSlot)
            signalSlot = -1
            isFinished = true
            throw error
        }
    }

    deinit { if !isFinished { abandon() } }

    /// What `commit` adds to the staging folder's name for the old folder it moves aside.
    static let asideSuffix = "-old"

    /// `.NAME.tmp-PID`, with NAME cut so that the longest name made from it (the aside folder,
    /// `.NAME.tmp-PID-old`) still fits the file system's limit, whatever the final name's length.
    static func stagingName(for name: String, in parent: String) -> String {
        let suffix = ".tmp-\(getpid())"
        let budget = OutputFile.nameLimit(folder: parent) - 1 - suffix.utf8.count - asideSuffix.utf8.count
        return "." + OutputFile.shortened(name, toBytes: budget) + suffix
    }

    /// Throws now, before any work, what `init` would: the path holds something that is not a
    /// folder ForceLab wrote in this role.
    public static func checkReplaceable(_ path: String, role: OutputRole) throws {
        try checkOwnership(resolve(path), role: role, reportedPath: path)
    }

    /// Where a file of the folder is written now (inside the staging folder).
    public func stagedPath(_ name: String) -> String { FileSystemName.join(staging, name) }

    /// Where that file will be once committed (for messages and pages).
    public func finalPath(_ name: String) -> String { FileSystemName.join(path, name) }

    /// Syncs every file once, then renames the staging folder over the old one (which is moved
    /// aside first and removed after).
    public func commit() throws {
        guard !isFinished else { return }
        try Self.syncTree(staging, reportedPath: path)
        try Self.checkOwnership(target, role: role, reportedPath: path)
        let aside = staging + Self.asideSuffix
        let hadOld = FileSystemName.withPath(target) { access($0, F_OK) } == 0
        if hadOld {
            _ = FileSystemName.withPath(aside) { a in
                FileSystemName.withPath(target) { fl_signals_folder_swapping(signalSlot, a, $0) }
            }
            guard Self.rename(target, aside) else {
                throw ToolFailure(path: path, "cannot replace: \(OutputFile.describe(errno))")
            }
        }
        guard Self.rename(staging, target) else {
            let code = errno
            if hadOld { _ = Self.rename(aside, target) }
            throw ToolFailure(path: path, "cannot write: \(OutputFile.describe(code))")
        }
        isFinished = true
        OutputFile.syncFolder(of: target)
        if hadOld { Self.removeTree(aside) }
        fl_signals_unregister_folder(signalSlot)
        signalSlot = -1
    }

    /// Removes the staging folder and everything in it; the old folder stays.
    public func abandon() {
        guard !isFinished else { return }
        isFinished = true
        Self.removeTree(staging)
        fl_signals_unregister_folder(signalSlot)
        signalSlot = -1
    }

    private static func rename(_ from: String, _ to: String) -> Bool {
        FileSystemName.withPath(from) { a in FileSystemName.withPath(to) { Glibc.rename(a, $0) } } == 0
    }

    /// A symlink's final target (so the link stays a link), else the path itself.
    static func resolve(_ path: String) -> String {
        var current = path
        for _ in 0..<OutputTarget.maximumLinks {
            var status = stat()
            guard FileSystemName.withPath(current, { lstat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFLNK,
                let destination = OutputTarget.readLink(current)
            else { return current }
            current =
                destination.hasPrefix("/")
                ? destination : FileSystemName.join(FileSystemName.folder(of: current), destination)
        }
        return current
    }
}
