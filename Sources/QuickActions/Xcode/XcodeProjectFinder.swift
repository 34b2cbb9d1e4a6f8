import Foundation
import SourceFormats

/// Where an app's Xcode project is, which of its targets is the app, and which folder its
/// catalogs and localizations live under.
public enum XcodeProjectFinder {
    /// The `.xcodeproj` `path` names: itself, or the one in the folder (else one a level below,
    /// as `firefox-ios/Client.xcodeproj`); nil when there is none.
    public static func project(at path: String) -> String? {
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        if trimmed.hasSuffix(".xcodeproj") { return trimmed }
        guard FileSystemName.isFolder(PathNames.onDisk(path)) else { return nil }
        if let own = projects(in: path).first { return own }
        for name in contents(of: path) where !name.hasPrefix(".") && !LocalizationFinder.skipped.contains(name) {
            let child = PathNames.join(path, name)
            if FileSystemName.isFolder(child), let found = projects(in: child).first { return found }
        }
        return nil
    }

    /// The `.xcodeproj` folders directly in `folder`, sorted (`Pods.xcodeproj` is never the app's).
    static func projects(in folder: String) -> [String] {
        contents(of: folder).filter { $0.hasSuffix(".xcodeproj") && $0 != "Pods.xcodeproj" }
            .map { PathNames.join(folder, $0) }
    }

    private static func contents(of folder: String) -> [String] {
        FileSystemName.entries(of: folder).sorted()
    }

    /// The folder an Info.plist named on its own belongs to: the project's folder when one is
    /// found up to four folders above, else two folders above the plist, never past a folder
    /// holding `.git` (the repository's root).
    public static func appRoot(ofPlist plist: String) -> String {
        var folder = PathNames.folder(of: plist)
        var candidates: [String] = []
        for _ in 0..<5 {
            candidates.append(folder)
            let names = contents(of: folder)
            if names.contains(where: { $0.hasSuffix(".xcodeproj") && $0 != "Pods.xcodeproj" }) { return folder }
            if names.contains(".git") || folder == "/" || PathNames.resolved(folder) == "/" { break }
            folder = PathNames.parent(of: folder)
        }
        return candidates[min(2, candidates.count - 1)]
    }

    /// The application target of the project at `projectPath` as `choice` names it, or the one
    /// whose Info.plist declares quick actions.
    public static func application(_ path: String, choice: XcodeApp.Choice, files: ProjectFiles) throws
        -> XcodeApp
    {
        let projectPath = project(at: path) ?? path
        let project = try XcodeProject.load(projectPath, files: files)
        if let name = choice.target {
            guard let target = project.targets.first(where: { $0.name == name }) else {
                throw LoadError(
                    path: projectPath, line: nil,
                    "no target '\(name)' (targets: \(project.targets.map(\.name).joined(separator: ", ")))")
            }
            return try XcodeApp.resolve(project, target: target, configuration: choice.configuration, files: files)
        }
        let applications = project.targets.filter(\.isApplication)
        guard !applications.isEmpty else {
            throw LoadError(
                path: projectPath, line: nil,
                "no application target (targets: \(project.targets.map(\.name).joined(separator: ", ")))")
        }
        let resolved = try applications.compactMap { target -> XcodeApp? in
            guard choice.configuration == nil || target.configurations.configuration(named: choice.configuration) != nil
            else { return nil }
            return try XcodeApp.resolve(project, target: target, configuration: choice.configuration, files: files)
        }
        guard !resolved.isEmpty else {
            throw LoadError(
                path: projectPath, line: nil,
                "no application target has a configuration '\(choice.configuration ?? "")'")
        }
        let declaring = resolved.filter { app in
            guard let plist = app.plistPath, let data = try? files.read(plist) else { return false }
            return data.range(of: Data("UIApplicationShortcutItems".utf8)) != nil
        }
        let pool = declaring.isEmpty ? resolved : declaring
        guard pool.count > 1 else { return pool[0] }
        var chosen =
            pool.first { $0.target.name == project.name }
            ?? pool.first { $0.target.name.lowercased() == project.name.lowercased() } ?? pool[0]
        let names = pool.map { "'\($0.target.name)'" }.joined(separator: ", ")
        let shared = Set(pool.map(\.plistPath)).count == 1
        chosen.notes.append(
            (shared
                ? "application targets \(names) share \(chosen.plistPath ?? "one Info.plist")"
                : "application targets \(names) each declare quick actions")
                + "; showing '\(chosen.target.name)' (--xcode-target NAME for another)")
        return chosen
    }
}
