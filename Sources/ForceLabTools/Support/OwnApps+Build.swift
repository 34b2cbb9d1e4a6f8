import ForceCore
import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import QuickActions
import Simulator
import SourceFormats

/// The apps' build choices as a recording's header keeps them (`"xcode"`, `"xcconfigs"`,
/// `"defines"`), and the apps loaded back from them by replay.
extension OwnApps {
    /// What `play --record` writes: each app's target and configuration, the `--xcconfig`s
    /// (relative to the recording's folder, as the apps are) and the `--define`s.
    func recordedBuild(relativeTo recording: String) -> RecordedAppBuild {
        guard !isEmpty else { return RecordedAppBuild() }
        return RecordedAppBuild(
            choices: paths.indices.map { index in
                let choice = index < choices.count ? choices[index] : XcodeApp.Choice()
                return RecordedAppBuild.Choice(target: choice.target, configuration: choice.configuration)
            },
            xcconfigs: xcconfigs.map { Self.relative($0, toFolderOf: recording) }, defines: defines)
    }

    /// The apps at `paths` (a recording's, or replay's `--app`s), built as `build` says,
    /// installed from `slotText`.
    package static func load(
        paths: [String], slotText: String?, build: RecordedAppBuild, device: DeviceProfile, origin: String
    ) throws -> OwnApps {
        var apps = OwnApps()
        apps.paths = paths
        apps.choices = paths.indices.map { index in
            let choice = build.choice(index)
            return XcodeApp.Choice(target: choice.target, configuration: choice.configuration)
        }
        apps.xcconfigs = build.xcconfigs
        apps.defines = build.defines
        apps.snapshots = try build.snapshots.map { file in
            guard FileSystemName.exists(file) else {
                throw ToolError(path: origin, line: 1, "the app snapshot '\(file)' the header names is not there")
            }
            return try AppShortcuts.load(path: file)
        }
        if let slotText {
            guard let slot = HomeSlot.parse(slotText, columns: device.homeScreen.columns, rows: device.homeScreen.rows)
            else {
                throw ToolError(path: origin, line: 1, "slot '\(slotText)' is not COLUMN,ROW on \(device.displayName)")
            }
            apps.slot = slot
            apps.slotText = slotText
        }
        try apps.reload()
        return apps
    }
}

extension OwnApps {
    /// Writes, beside the recording at `recording`, one manifest per app with the items and name
    /// the window shows in `locale`; returns their names for the header's `"app_snapshots"`.
    func writeSnapshots(besideRecording recording: String, locale: String?) throws -> [String] {
        try bundles.indices.map { index in
            let bundle = bundles[index]
            let chosen = chosenLocale(bundle, locale: locale)
            let file = recording + ".app-\(index + 1).json"
            try OutputFile.write(
                ShortcutManifestWriter.manifest(
                    name: bundle.name(locale: chosen), items: bundle.shortcuts.localized(locale: chosen)),
                to: file)
            return FileSystemName.name(of: file)
        }
    }
}

extension ReplaySettings {
    /// `--app`s with the Xcode options after each (and those given before any), then the
    /// `--xcconfig`s: for a child process, in the order that gives them the same meaning.
    var appArguments: [String] {
        func choice(_ choice: RecordedAppBuild.Choice) -> [String] {
            (choice.target.map { ["--xcode-target", $0] } ?? [])
                + (choice.configuration.map { ["--xcode-configuration", $0] } ?? [])
        }
        var args = choice(appBuild.leading)
        for (index, app) in apps.enumerated() {
            args += ["--app", app]
            if index < appBuild.choices.count { args += choice(appBuild.choices[index]) }
        }
        for file in appBuild.xcconfigs { args += ["--xcconfig", file] }
        return args
    }

    /// Reads `--app` with the Xcode options after each, `--xcconfig` and `--define`.
    package static func appBuild(_ arguments: inout Arguments) throws -> (apps: [String], build: ReplayAppBuildOptions)
    {
        let groups = try arguments.optionGroups("--app", followers: OwnApps.xcodeOptions)
        func recorded(_ options: [String: String]) -> RecordedAppBuild.Choice {
            let choice = OwnApps.choice(options)
            return RecordedAppBuild.Choice(target: choice.target, configuration: choice.configuration)
        }
        let build = ReplayAppBuildOptions(
            choices: groups.groups.map { recorded($0.options) }, leading: recorded(groups.leading),
            xcconfigs: try arguments.options("--xcconfig"), defines: try OwnApps.defines(arguments.options("--define")))
        return (groups.groups.map(\.value), build)
    }
}
