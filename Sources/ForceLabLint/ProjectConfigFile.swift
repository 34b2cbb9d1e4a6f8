import ForceLabOptions
import Foundation
import QuickActions
import SourceFormats

/// Finds and reads `.forcelab.json` for `forcelab lint`: `--config FILE`, else the first one in
/// the first PATH's folder (a folder PATH: that folder) or any folder above it.
package enum ProjectConfigFile {
    package static let name = ".forcelab.json"
    /// Larger than any hand-written configuration; refused before reading.
    static let maximumSize = 1 << 20

    /// The nearest `.forcelab.json` at or above `path`'s folder, if any.
    package static func find(from path: String) -> String? {
        let absolute = PathText.standardized(
            path.hasPrefix("/") ? path : FileSystemName.join(FileSystemName.workingFolder(), path))
        var folder = FileSystemName.isFolder(absolute) ? absolute : FileSystemName.folder(of: absolute)
        while true {
            let candidate = FileSystemName.join(folder, name)
            if FileSystemName.exists(candidate) { return candidate }
            if folder == "/" || folder.isEmpty { return nil }
            folder = FileSystemName.folder(of: folder)
        }
    }

    /// Reads `path`; every problem is a `path:line: error:`.
    package static func load(_ path: String, knownRules: Set<String>) throws -> ProjectConfiguration {
        // BoundedFile's checks and words: a folder, a FIFO or an oversized file is refused before reading.
        let data: Data
        do throws(BoundedFile.Failure) { data = try BoundedFile.read(path, limit: maximumSize) } catch {
            throw LoadError(path: path, error.message(limit: maximumSize))
        }
        return try ProjectConfiguration.parse(data, path: path, knownRules: knownRules)
    }

    /// The device file the configuration's `"device"` names, resolved as `--device` resolves its
    /// value but against the configuration's folder: a name from `Assets/devices/`, or a path
    /// (one ending in `.json` or holding a `/`) relative to the file. Every problem is an error
    /// at the key's line, with the nearest known name.
    package static func devicePath(_ config: ProjectConfiguration, name: String, assets: String?) throws -> String {
        let line = config.lines["device"] ?? 1
        let isPath = name.hasSuffix(".json") || name.contains("/")
        if isPath {
            let path = name.hasPrefix("/") ? name : FileSystemName.join(config.folder, name)
            guard FileSystemName.exists(path) else {
                throw LoadError(
                    path: config.path, line: line,
                    "\"device\": no device file '\(name)' (a path is relative to this file's folder, \(config.folder))")
            }
            return path
        }
        do {
            return try Resources.locate(override: assets).devicePath(name)
        } catch let error as UsageError {
            throw LoadError(path: config.path, line: line, "\"device\": " + error.message)
        }
    }
}
