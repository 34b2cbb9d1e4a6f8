import ForceLabLint
import ForceLabOptions
import Foundation
import QuickActions
import Simulator
import SourceFormats

/// `--app PATH` (repeatable), `--slot COLUMN,ROW` and `--define NAME=VALUE`: a designer's own
/// apps, loaded once and installed on the home screen in whichever locale is shown.
package struct OwnApps {
    var bundles: [AppBundle] = []
    package var paths: [String] = []
    package var slot = HomeSlot(column: 0, row: 0)
    package var slotText = "1,1"
    /// `--define` values (build settings in names), also for the command's own app (preview).
    package var defines: [String: String] = [:]
    /// `--xcode-target` / `--xcode-configuration` after each `--app` (and before any: the command's own PATH).
    var choices: [XcodeApp.Choice] = []
    package var leadingChoice = XcodeApp.Choice()
    /// `--xcconfig FILE`s, for every app.
    package var xcconfigs: [String] = []
    /// Per app, the items a recording kept (replay: the header's `"app_snapshots"`), shown
    /// instead of the app's files; nil or absent: the app's files.
    var snapshots: [AppShortcuts?] = []

    /// The Xcode project options of the command-line's own app (preview's PATH, lint's PATHs).
    static let xcodeOptions = ["--xcode-target", "--xcode-configuration"]

    package var isEmpty: Bool { bundles.isEmpty }

    /// Reads the options; `slotAlreadyTaken` when the command uses `--slot` for itself (preview).
    package static func parse(_ arguments: inout Arguments, device: DeviceProfile, readSlot: Bool = true) throws
        -> OwnApps
    {
        var apps = OwnApps()
        let groups = try arguments.optionGroups("--app", followers: Self.xcodeOptions)
        apps.paths = groups.groups.map(\.value)
        apps.choices = groups.groups.map { Self.choice($0.options) }
        apps.leadingChoice = Self.choice(groups.leading)
        if readSlot, let first = groups.leading.keys.sorted().first {
            throw UsageError("\(first) applies to the --app it follows; give it after --app PATH")
        }
        apps.xcconfigs = try arguments.options("--xcconfig")
        let defines = try Self.defines(try arguments.options("--define"))
        apps.defines = defines
        if readSlot, arguments.given("--slot"), let text = try arguments.option("--slot") {
            guard !apps.paths.isEmpty else { throw UsageError("--slot places an --app; give --app PATH too") }
            let grid = device.homeScreen
            guard let slot = HomeSlot.parse(text, columns: grid.columns, rows: grid.rows) else {
                throw UsageError(
                    "--slot expects COLUMN,ROW with columns 1-\(grid.columns) and rows 1-\(grid.rows + 1) (\(grid.rows + 1) is the dock), got '\(text)'"
                )
            }
            apps.slot = slot
            apps.slotText = text
        }
        try apps.reload()
        return apps
    }

    /// The Xcode choice of `--xcode-target` / `--xcode-configuration` values.
    package static func choice(_ options: [String: String]) -> XcodeApp.Choice {
        XcodeApp.Choice(target: options["--xcode-target"], configuration: options["--xcode-configuration"])
    }

    /// How the app given `choice` loads: the shared `--xcconfig`s and `--define`s.
    package func loadOptions(_ choice: XcodeApp.Choice) -> AppLoadOptions {
        AppLoadOptions(xcode: choice, xcconfigs: xcconfigs, defines: defines)
    }

    /// Loads one app, printing what the loading chose (the target among several) as a note.
    package func loadBundle(_ path: String, choice: XcodeApp.Choice) throws -> AppBundle {
        let bundle = try AppBundle.load(path: path, options: loadOptions(choice))
        for note in bundle.notes { Console.error("\(path): note: \(note)") }
        if let note = bundle.unresolvedNameNote(locale: bundle.shortcuts.defaultLocale(defines: bundle.defines)) {
            Console.error(note)
        }
        return bundle
    }

    /// `--define NAME=VALUE` values.
    package static func defines(_ list: [String]) throws -> [String: String] { try Defines.parse(list) }

    /// The scene entries of the apps, named and localized for `locale` (nil: each app's own default).
    func sceneApps(locale: LocaleID?) -> [SceneApp] {
        bundles.indices.map { index in
            let bundle = bundles[index]
            let snapshot = index < snapshots.count ? snapshots[index] : nil
            let shortcuts = snapshot ?? bundle.shortcuts
            let isManifest = shortcuts.plistPath.lowercased().hasSuffix(".json")
            let file = shortcuts.plistPath.absolutePath
            var app = SceneApp(
                name: snapshot?.appName ?? bundle.name(locale: chosenLocale(bundle, locale: locale?.identifier)),
                icon: "",
                info: isManifest ? nil : file, manifest: isManifest ? file : nil,
                iconImage: bundle.icon.map { $0.path.absolutePath }, assets: bundle.root.absolutePath)
            // A snapshot keeps the name the window showed; it was marked when it still is the folder's.
            let shown = chosenLocale(bundle, locale: locale?.identifier)
            app.nameUnresolved =
                !bundle.unresolvedNameSettings(locale: shown).isEmpty
                    && (snapshot?.appName.map { $0 == bundle.fallbackName } ?? true) ? true : nil
            app.iconImageDark = bundle.darkIcon.map { $0.path.absolutePath }
            app.iconImageTinted = bundle.tintedIcon.map { $0.path.absolutePath }
            return app
        }
    }

    /// The localization of `bundle` a phone set to `locale` shows (nil: the app's default).
    func chosenLocale(_ bundle: AppBundle, locale: String?) -> String? {
        locale.map { bundle.shortcuts.resolveLocale($0, defines: bundle.defines).locale }
            ?? bundle.shortcuts.defaultLocale(defines: bundle.defines)
    }

    /// The items of the app whose plist is at `path`: one of these apps' (their build settings
    /// expanded, as lint and preview see them), else the file as written.
    func loadShortcuts(_ path: String) throws -> AppShortcuts {
        let wanted = path.standardizedAbsolute
        if let snapshot = snapshots.compactMap({ $0 }).first(where: { $0.plistPath.standardizedAbsolute == wanted }) {
            return snapshot
        }
        if let bundle = bundles.first(where: { $0.shortcuts.plistPath.standardizedAbsolute == wanted }) {
            return bundle.shortcuts
        }
        return try AppShortcuts.load(path: path)
    }

    /// `scene` with the apps installed from the slot on (the apps there move over).
    func install(into scene: Scene, device: DeviceProfile, locale: LocaleID?) -> Scene {
        guard !bundles.isEmpty else { return scene }
        return scene.installing(
            sceneApps(locale: locale), at: slot, columns: device.homeScreen.columns, rows: device.homeScreen.rows)
    }

    /// `path` as a recording at `recording` names it: relative to the recording's folder, so a
    /// recording and the app checked in beside it replay on any machine.
    static func relative(_ path: String, toFolderOf recording: String) -> String {
        let target = path.standardizedAbsolute.split(separator: "/")
        let base = FileSystemName.folder(of: recording.standardizedAbsolute).split(separator: "/")
        var common = 0
        while common < min(target.count, base.count) && target[common] == base[common] { common += 1 }
        // Sharing only the root (or nothing): the absolute path says more.
        guard common > 0 else { return path.standardizedAbsolute }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Reads the apps' files (again, when the window's file watcher saw a change).
    mutating func reload() throws {
        bundles = try paths.indices.map { index in
            try loadBundle(paths[index], choice: index < choices.count ? choices[index] : XcodeApp.Choice())
        }
    }

    /// The apps' own files besides their plists and strings, to watch: the app icons and image
    /// sets, and the build's `project.pbxproj` and `.xcconfig`s their settings came from.
    var files: [String] {
        bundles.flatMap { bundle in (bundle.catalog.files + bundle.buildFiles).map(\.standardizedAbsolute) }
    }

    /// Every locale any of the apps ships, sorted, for the window's L key.
    package var locales: [String] {
        Array(Set(bundles.flatMap { $0.shortcuts.locales })).sorted()
    }
}
