import Foundation
import SourceFormats

/// How the Xcode readers reach files: handed in, so the readers stay pure and tests can give
/// them a dictionary. `read` answers nil for a file that is not there.
public struct ProjectFiles: Sendable {
    public var read: @Sendable (String) throws -> Data?

    public init(read: @escaping @Sendable (String) throws -> Data?) { self.read = read }

    /// The files on disk, bounded as every reader's are.
    public static let disk = ProjectFiles { path in
        guard let kind = FileSystemName.kind(PathNames.onDisk(path)), kind != .folder else { return nil }
        return try ShortcutsFileLoader.readFile(path)
    }

    /// Files held in memory (tests, fuzzing).
    public static func memory(_ files: [String: Data]) -> ProjectFiles {
        ProjectFiles { files[$0] }
    }
}

extension PathNames {
    /// `path` with `.` and `name/..` components removed (a leading `..` stays).
    static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if !(part == ".." && absolute && parts.isEmpty) {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : joined
    }
}
