import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import Foundation
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// The outputs of one replay run, each with its role: no two may name one folder, and none may
/// lie inside another's folder (a report replaces its folder whole; frames, goldens and diffs
/// replace their recordings' folders), so one output can never remove another.
package enum ReplayOutputRoles {
    package struct Output {
        package var option: String
        package var path: String
        package var isFolder: Bool
    }

    /// Throws a usage error naming the first two outputs that collide; then checks, before any
    /// replay, that the report folder is one ForceLab may replace.
    package static func check(settings: ReplaySettings, junit: String?, report: String?) throws {
        var outputs: [Output] = []
        func add(_ option: String, _ path: String?, folder: Bool) {
            if let path, path != "-" { outputs.append(Output(option: option, path: path, isFolder: folder)) }
        }
        add("--report", report, folder: true)
        add("--frames", settings.frames, folder: true)
        add("--golden", settings.golden, folder: true)
        if settings.golden != nil && !settings.updateGoldens {
            add("--diffs", settings.diffs ?? "replay-diffs", folder: true)
        }
        add("--events", settings.events, folder: settings.eventsIsFolder)
        add("--junit", junit, folder: false)
        let canonical = outputs.map { canonicalPath($0.path) }
        for first in outputs.indices {
            for second in outputs.indices where second > first {
                let (a, b) = (canonical[first], canonical[second])
                if a == b {
                    throw UsageError(
                        "\(outputs[first].option) \(outputs[first].path) and \(outputs[second].option) \(outputs[second].path) name the same \(outputs[first].isFolder ? "folder" : "file"); each output needs its own"
                    )
                }
                for (outer, inner) in [(first, second), (second, first)]
                where outputs[outer].isFolder && isInside(canonical[inner], canonical[outer]) {
                    throw UsageError(
                        "\(outputs[inner].option) \(outputs[inner].path) is inside \(outputs[outer].option) \(outputs[outer].path), which ForceLab writes as a whole; give it a place of its own"
                    )
                }
            }
        }
        if let report, report != "-" { try OutputFolder.checkReplaceable(report, role: .replayReport) }
    }

    /// The folders the run's outputs are put in (the frames, goldens and diffs roots, the
    /// `--events` folder's parent) and their parents, that do not exist yet, deepest first: a
    /// signal before anything is committed removes those still empty, so the previous state
    /// stands and the message can say nothing was written.
    package static func absentFolders(settings: ReplaySettings) -> [String] {
        var roots = [settings.frames, settings.updateGoldens ? settings.golden : nil]
        if settings.golden != nil && !settings.updateGoldens { roots.append(settings.diffs ?? "replay-diffs") }
        if let events = settings.events, settings.eventsIsFolder { roots.append(FileSystemName.folder(of: events)) }
        var absent: [String] = []
        for var folder in roots.compactMap({ $0 }) {
            while !folder.isEmpty && folder != "/" && !FileSystemName.exists(folder) && !absent.contains(folder) {
                absent.append(folder)
                let parent = FileSystemName.folder(of: folder)
                if parent == folder { break }
                folder = parent
            }
        }
        return absent.sorted { $0.utf8.count > $1.utf8.count }
    }

    /// Removes each folder that is empty (rmdir: one holding anything stays).
    package static func removeEmpty(_ folders: [String]) {
        for folder in folders { _ = FileSystemName.withPath(folder) { rmdir($0) } }
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// The absolute path with `.` and `..` resolved and every existing folder's symlinks
    /// followed, so two spellings of one place compare equal.
    static func canonicalPath(_ path: String) -> String {
        let absolute =
            path.hasPrefix("/") ? path : FileSystemName.join(FileSystemName.workingFolder(), path)
        var parts: [String] = []
        for part in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                _ = parts.popLast()
                continue
            }
            parts.append(String(part))
        }
        // The longest prefix that exists is resolved by the kernel; the rest is kept as given.
        var split = parts.count
        while split > 0 {
            let prefix = "/" + parts[0..<split].joined(separator: "/")
            if let resolved = FileSystemName.withPath(prefix, { realpath($0, nil) }) {
                let head = FileSystemName.decode(cString: resolved)
                free(resolved)
                let rest = parts[split...].joined(separator: "/")
                return rest.isEmpty ? head : FileSystemName.join(head, rest)
            }
            split -= 1
        }
        return "/" + parts.joined(separator: "/")
    }
}
