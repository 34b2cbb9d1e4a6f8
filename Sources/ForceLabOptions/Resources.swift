import ForceLabFiles
import Foundation
import SourceFormats

/// Where the program's own files are: `Assets/` (scenes, devices) and `Icons/` (SVG pictures)
/// under one root. Found from `--assets DIR`, `FORCELAB_ASSETS`, or by walking up from the
/// executable to the package root.
package struct Resources {
    package let root: String
    package var assets: String { FileSystemName.join(root, "Assets") }
    package var icons: String { FileSystemName.join(root, "Icons") }

    /// `override` may name the root (holding `Assets/`) or the `Assets` folder itself.
    package static func locate(override: String?) throws -> Resources {
        func accept(_ candidate: String) -> Resources? {
            if FileSystemName.exists(FileSystemName.join(candidate, "Assets/devices")) {
                return Resources(root: candidate)
            }
            if FileSystemName.exists(FileSystemName.join(candidate, "devices")) {
                return Resources(root: FileSystemName.folder(of: candidate))
            }
            return nil
        }
        if let given = override ?? ProcessInfo.processInfo.environment["FORCELAB_ASSETS"], !given.isEmpty {
            guard let found = accept(given) else {
                throw ToolFailure(path: given, "not a ForceLab assets folder (expected Assets/devices inside)")
            }
            return found
        }
        var directory = FileSystemName.folder(of: executablePath())
        for _ in 0..<8 {
            if let found = accept(directory) { return found }
            let parent = FileSystemName.folder(of: directory)
            if parent == directory { break }
            directory = parent
        }
        if let found = accept(FileSystemName.workingFolder()) { return found }
        throw UsageError(
            "cannot find ForceLab's Assets folder near \(executablePath()); pass --assets DIR or set FORCELAB_ASSETS")
    }

    private static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// A device by name (`iphone-xs`) or path to a device JSON file.
    package func devicePath(_ name: String) throws -> String {
        try path(of: name, in: "devices", kind: "device")
    }

    /// A scene by name (`default`) or path to a scene JSON file.
    package func scenePath(_ name: String) throws -> String {
        try path(of: name, in: "scenes", kind: "scene")
    }

    private func path(of name: String, in folder: String, kind: String) throws -> String {
        // A path (or any existing file) is used as given; otherwise it is a name in Assets.
        if name.hasSuffix(".json") || name.contains("/") || FileSystemName.exists(name) { return name }
        let path = FileSystemName.join(assets, "\(folder)/\(name).json")
        guard FileSystemName.exists(path) else {
            throw UsageError(Suggestions.unknown(kind, name, known: knownNames(in: folder)))
        }
        return path
    }

    /// The known name nearest to `name` (case-insensitive edit distance at most a third of its
    /// length, at least 2), for a "did you mean".
    package static func closest(to name: String, in known: [String]) -> String? {
        let target = Array(name.lowercased().unicodeScalars.prefix(64))
        func distance(_ other: String) -> Int {
            let b = Array(other.lowercased().unicodeScalars.prefix(64))
            var row = Array(0...b.count)
            for (i, a) in target.enumerated() {
                var previous = row[0]
                row[0] = i + 1
                for j in 0..<b.count {
                    let cost = a == b[j] ? previous : previous + 1
                    previous = row[j + 1]
                    row[j + 1] = min(cost, row[j] + 1, row[j + 1] + 1)
                }
            }
            return row[b.count]
        }
        let limit = max(2, target.count / 3)
        return known.map { ($0, distance($0)) }.filter { $0.1 <= limit }.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }

    package func knownNames(in folder: String) -> [String] {
        let directory = FileSystemName.join(assets, folder)
        return FileSystemName.entries(of: directory).filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
            .sorted()
    }
}
