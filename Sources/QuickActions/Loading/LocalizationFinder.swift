import Foundation

/// Finds the localizations of an app's Info.plist as Xcode would build them:
/// `<lang>.lproj/InfoPlist.strings` (file name in any case) anywhere under the plist's folder,
/// or beside its parent folder when there are none; and `InfoPlist.xcstrings` in the plist's
/// folder, its parent, or a `Resources/` folder below either.
enum LocalizationFinder {
    struct Found {
        /// locale -> the strings file used (the shallowest when several exist).
        var stringsFiles: [String: String] = [:]
        var catalogs: [String] = []
    }

    /// Folders never searched: build products, dependencies, version control, asset catalogs.
    static let skipped: Set<String> = [".git", ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm"]
    static let maximumDepth = 5
    static let maximumEntries = 20_000

    static func find(nextTo file: String) -> Found {
        let folder = (file as NSString).deletingLastPathComponent
        let directory = folder.isEmpty ? "." : folder
        var found = Found()
        var budget = maximumEntries
        var lprojs: [(depth: Int, path: String)] = []
        collectLprojs(in: directory, displayed: folder, depth: 0, budget: &budget, into: &lprojs)
        if lprojs.isEmpty {
            let parent = (folder as NSString).deletingLastPathComponent
            let parentDirectory = folder.isEmpty ? ".." : (parent.isEmpty ? "." : parent)
            let parentDisplayed = folder.isEmpty ? ".." : parent
            for candidate in [parentDisplayed, join(parentDisplayed, "Resources")] {
                let onDisk = candidate == parentDisplayed ? parentDirectory : join(parentDirectory, "Resources")
                for name in contents(of: onDisk) where name.lowercased().hasSuffix(".lproj") {
                    lprojs.append((0, join(candidate, name)))
                }
            }
        }
        for lproj in lprojs.sorted(by: { ($0.depth, $0.path) < ($1.depth, $1.path) }) {
            let name = (lproj.path as NSString).lastPathComponent
            let locale = String(name.dropLast(".lproj".count))
            guard found.stringsFiles[locale] == nil else { continue }
            let onDisk = lproj.path.isEmpty ? "." : lproj.path
            if let strings = contents(of: onDisk).sorted().first(where: { $0.lowercased() == "infoplist.strings" }) {
                found.stringsFiles[locale] = join(lproj.path, strings)
            }
        }
        let parent = (folder as NSString).deletingLastPathComponent
        var catalogFolders = [folder, join(folder, "Resources")]
        if !folder.isEmpty { catalogFolders += [parent, join(parent, "Resources")] } else { catalogFolders += ["..", "../Resources"] }
        for candidate in catalogFolders {
            let onDisk = candidate.isEmpty ? "." : candidate
            for name in contents(of: onDisk).sorted() where name.lowercased() == "infoplist.xcstrings" {
                let path = join(candidate, name)
                if !found.catalogs.contains(path) { found.catalogs.append(path) }
            }
        }
        return found
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
    }

    private static func contents(of directory: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    }

    private static func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }

    private static func collectLprojs(in directory: String, displayed: String, depth: Int, budget: inout Int, into result: inout [(depth: Int, path: String)]) {
        guard depth <= maximumDepth, budget > 0 else { return }
        for name in contents(of: directory).sorted() {
            budget -= 1
            guard budget > 0 else { return }
            if name.hasPrefix(".") || skipped.contains(name) { continue }
            let lower = name.lowercased()
            if lower.hasSuffix(".xcassets") || lower.hasSuffix(".app") || lower.hasSuffix(".xcodeproj") { continue }
            let child = join(directory, name)
            guard isDirectory(child) else { continue }
            if lower.hasSuffix(".lproj") {
                result.append((depth, join(displayed, name)))
            } else {
                collectLprojs(in: child, displayed: join(displayed, name), depth: depth + 1, budget: &budget, into: &result)
            }
        }
    }
}
