import Foundation
import SourceFormats

/// How an `--app` (or a lint PATH) is read: which Xcode target and configuration, which extra
/// `.xcconfig` files, which `--define`s.
public struct AppLoadOptions: Equatable, Sendable {
    public var xcode = XcodeApp.Choice()
    /// `--xcconfig FILE`s, in order: each one's settings over the project's.
    public var xcconfigs: [String] = []
    /// `--define NAME=VALUE`: over everything else.
    public var defines: [String: String] = [:]

    public init(xcode: XcodeApp.Choice = XcodeApp.Choice(), xcconfigs: [String] = [], defines: [String: String] = [:]) {
        self.xcode = xcode
        self.xcconfigs = xcconfigs
        self.defines = defines
    }
}

/// An app loaded from what the user named: an Info.plist, a manifest, a folder, or an Xcode
/// project (a `.xcodeproj` or a folder holding one), its plist's strings expanded as the build
/// expands them.
public struct AppSource: Sendable {
    /// The app's items, every plist string expanded.
    public var shortcuts: AppShortcuts
    /// The folder the app's catalogs and localizations are searched under.
    public var root: String
    /// The build settings in force: the project's, the `--xcconfig`s', the `--define`s.
    public var settings: [String: String]
    /// The project's target and configuration, when it came from one.
    public var xcode: XcodeApp?
    /// What the loading chose or could not read, for a `note:` line.
    public var notes: [String]
    /// The build's own files the settings came from (`project.pbxproj`, the `.xcconfig`s, the
    /// `--xcconfig`s), for the window's file watcher.
    public var buildFiles: [String] = []

    /// Loads `path` with `options`.
    public static func load(path: String, options: AppLoadOptions = AppLoadOptions()) throws -> AppSource {
        var notes: [String] = []
        var xcode: XcodeApp?
        var plist = path
        var root: String?
        if let project = XcodeProjectFinder.project(at: path) {
            let app = try XcodeProjectFinder.application(project, choice: options.xcode, files: .disk)
            guard let file = app.plistPath else {
                throw LoadError(
                    path: project, line: nil,
                    "target '\(app.target.name)' (\(app.configuration)) names no INFOPLIST_FILE; quick actions are declared in an Info.plist file"
                )
            }
            notes += app.notes
            if !app.missingFiles.isEmpty {
                notes.append(
                    "not found (settings they define stay unresolved): \(app.missingFiles.joined(separator: ", "))")
            }
            xcode = app
            plist = file
            root = app.project.sourceRoot.isEmpty ? "." : app.project.sourceRoot
        } else if options.xcode != XcodeApp.Choice() {
            throw LoadError(
                path: path, line: nil, "--xcode-target and --xcode-configuration need an Xcode project here")
        }
        var settings = xcode?.settings ?? [:]
        var layers = [settings.sorted { $0.key < $1.key }.map { XcodeApp.assignment($0.key, $0.value) }]
        var buildFiles = xcode?.files ?? []
        for file in options.xcconfigs {
            let contents = try XCConfigFile.load(file, files: .disk)
            guard contents.missing.first != file else { throw LoadError(path: file, line: nil, FileWording.missing) }
            layers.append(contents.assignments)
            buildFiles += contents.files + contents.missing
        }
        layers.append(options.defines.sorted { $0.key < $1.key }.map { XcodeApp.assignment($0.key, $0.value) })
        settings =
            BuildSettingsStack(
                layers: layers, context: .init(configuration: xcode?.configuration ?? "Release")
            ).resolved
        // The app's folder: the project's, the folder given, or the one around a named plist.
        // Its catalogs are searched under it, and its localizations up to it.
        let appRoot =
            try root
            ?? (FileSystemName.isFolder(PathNames.onDisk(path))
                ? path : XcodeProjectFinder.appRoot(ofPlist: ShortcutsFileLoader.resolve(plist)))
        var shortcuts = try AppShortcuts.load(path: plist, appRoot: appRoot)
        if let keys = xcode?.generatedKeys, shortcuts.appName == nil {
            shortcuts.appName = keys["CFBundleDisplayName"] ?? keys["CFBundleName"]
        }
        return AppSource(
            shortcuts: shortcuts.expandingSettings(settings), root: appRoot,
            settings: settings, xcode: xcode, notes: notes, buildFiles: buildFiles)
    }
}
