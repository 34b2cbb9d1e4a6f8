import Foundation
import SourceFormats

/// Finds the localizations of an app's Info.plist as Xcode would build them:
/// `<lang>.lproj/InfoPlist.strings` (file name in any case) anywhere under the plist's folder,
/// or beside its parent folder when there are none; and `InfoPlist.xcstrings` in the plist's
/// folder, its parent, or a `Resources/` folder below either. With the app's root (the project's
/// folder, or what `XcodeProjectFinder.appRoot` gives a named plist), a search that finds nothing
/// there goes on up to that root, folder by folder (each one and its `Resources/`), as the
/// asset catalogs are searched under it.
enum LocalizationFinder {
    struct Found {
        /// locale -> the strings file used (the shallowest when several exist).
        var stringsFiles: [String: String] = [:]
        var catalogs: [String] = []
    }

    /// Folders never searched: build products, dependencies, version control, asset catalogs.
    static let skipped: Set<String> = [
        ".git", ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm",
    ]
    static let maximumDepth = 5
    static let maximumEntries = 20_000

    static func find(nextTo file: String, upTo appRoot: String? = nil) -> Found {
        let folder = PathNames.folder(of: file)
        let parent = PathNames.parent(of: folder)
        let levels = fallbackLevels(above: folder, upTo: appRoot)
        // What a symbolic link leads to must stay inside the folder searched (the plist's folder,
        // or the highest folder of the fallbacks): a link out of the app is not its localization.
        let folderRoot = PathNames.resolved(folder)
        let parentRoot = PathNames.resolved(levels.last ?? parent)
        var found = Found()
        var budget = maximumEntries
        var lprojs: [(depth: Int, path: String, root: String?)] = []
        var inFolder: [(depth: Int, path: String)] = []
        collectLprojs(
            in: PathNames.onDisk(folder), displayed: folder, depth: 0, root: folderRoot, budget: &budget,
            into: &inFolder)
        lprojs = inFolder.map { ($0.depth, $0.path, folderRoot) }
        // The nearest folder above with any `.lproj` (in it or its `Resources/`) holds them.
        for level in levels where lprojs.isEmpty {
            for candidate in [level, PathNames.join(level, "Resources")]
            where PathNames.isInside(candidate, root: parentRoot) {
                for name in contents(of: PathNames.onDisk(candidate)) where name.lowercased().hasSuffix(".lproj") {
                    let path = PathNames.join(candidate, name)
                    if PathNames.isInside(path, root: parentRoot) { lprojs.append((0, path, parentRoot)) }
                }
            }
        }
        for lproj in lprojs.sorted(by: { ($0.depth, $0.path) < ($1.depth, $1.path) }) {
            let name = PathNames.name(of: lproj.path)
            let locale = String(name.dropLast(".lproj".count))
            guard found.stringsFiles[locale] == nil else { continue }
            if let strings = contents(of: PathNames.onDisk(lproj.path)).sorted().first(where: {
                $0.lowercased() == "infoplist.strings"
            }),
                PathNames.isInside(PathNames.join(lproj.path, strings), root: lproj.root)
            {
                found.stringsFiles[locale] = PathNames.join(lproj.path, strings)
            }
        }
        // String catalogs: the plist's folder and its parent (and their `Resources/`), else the
        // nearest folder above that has one, up to the app's root.
        for (index, level) in ([folder] + levels).enumerated() where index < 2 || found.catalogs.isEmpty {
            for candidate in [level, PathNames.join(level, "Resources")] {
                for name in contents(of: PathNames.onDisk(candidate)).sorted()
                where name.lowercased() == "infoplist.xcstrings" {
                    let path = PathNames.join(candidate, name)
                    if !found.catalogs.contains(path) && PathNames.isInside(path, root: parentRoot) {
                        found.catalogs.append(path)
                    }
                }
            }
        }
        return found
    }

    /// The folders above `folder` searched when it holds no localization: its parent, then each
    /// folder above up to `appRoot` when `appRoot` is one of them (at most 6 levels).
    static func fallbackLevels(above folder: String, upTo appRoot: String?) -> [String] {
        var levels = [PathNames.parent(of: folder)]
        guard let appRoot, let root = PathNames.resolved(appRoot), PathNames.isInside(folder, root: root) else {
            return levels
        }
        while levels.count < 6, let last = levels.last, PathNames.resolved(last) != root,
            PathNames.isInside(last, root: root)
        {
            levels.append(PathNames.parent(of: last))
        }
        return levels
    }

    private static func join(_ folder: String, _ name: String) -> String { PathNames.join(folder, name) }

    private static func contents(of directory: String) -> [String] {
        FileSystemName.entries(of: directory)
    }

    private static func isDirectory(_ path: String) -> Bool {
        FileSystemName.kind(path) == .folder
    }

    private static func collectLprojs(
        in directory: String, displayed: String, depth: Int, root: String?, budget: inout Int,
        into result: inout [(depth: Int, path: String)]
    ) {
        guard depth <= maximumDepth, budget > 0 else { return }
        for name in contents(of: directory).sorted() {
            budget -= 1
            guard budget > 0 else { return }
            if name.hasPrefix(".") || skipped.contains(name) { continue }
            let lower = name.lowercased()
            if lower.hasSuffix(".xcassets") || lower.hasSuffix(".app") || lower.hasSuffix(".xcodeproj") { continue }
            let child = join(directory, name)
            guard isDirectory(child), PathNames.isInside(child, root: root) else { continue }
            if lower.hasSuffix(".lproj") {
                result.append((depth, join(displayed, name)))
            } else {
                collectLprojs(
                    in: child, displayed: join(displayed, name), depth: depth + 1, root: root, budget: &budget,
                    into: &result)
            }
        }
    }
}
