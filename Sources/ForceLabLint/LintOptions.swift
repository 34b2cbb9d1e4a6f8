import ForceLabOptions
import Foundation
import QuickActions
import Simulator
import SourceFormats

/// The command line of `forcelab lint`, checked before any file is read.
package struct LintOptions {
    package var paths: [String]
    package var locale: LocaleID?
    var allLocales: Bool
    package var device: String?
    package var ios: IOSRelease?
    package var allDevices: Bool
    package var format: Reporter
    package var output: String?
    package var base: String?
    package var strict: Bool
    package var disabled: Set<String>
    package var defines: [String: String]
    /// `--xcode-target`, `--xcode-configuration` and `--xcconfig`, for every PATH.
    var xcode = XcodeApp.Choice()
    var xcconfigs: [String] = []
    package var assets: String?
    package var font: String?
    var configPath: String?
    /// The project configuration in force, once `applyConfiguration` has read it.
    package var configuration: ProjectConfiguration?
    /// Where `ios` came from when .forcelab.json set it (for errors that name its line).
    package var iosFromConfiguration: (path: String, line: Int)?
    /// `--text-size` (default `large`) and `--all-text-sizes`.
    package var textSize: TextSize = .large
    package var allTextSizes = false

    /// How each PATH loads: its Xcode project's target and settings, then `--xcconfig`s and `--define`s.
    package var loadOptions: AppLoadOptions { AppLoadOptions(xcode: xcode, xcconfigs: xcconfigs, defines: defines) }

    static var knownRules: Set<String> { Set(Rule.allCases.map(\.id) + HIGRule.allCases.map(\.id)) }

    /// Reads the project configuration and lets it fill in what the command line left open:
    /// the command line wins (its --locale, --device, --define NAME), rules it turns off are
    /// never run, and excluded PATHs are dropped (findings in excluded files are dropped later).
    package mutating func applyConfiguration() throws {
        guard let path = configPath ?? ProjectConfigFile.find(from: paths[0]) else { return }
        let config = try ProjectConfigFile.load(path, knownRules: Self.knownRules)
        configuration = config
        for (id, setting) in config.rules where setting == .off { disabled.insert(id) }
        for (name, value) in config.defines where defines[name] == nil { defines[name] = value }
        if locale == nil && !allLocales { locale = config.locale.map { LocaleID($0) } }
        if ios == nil, !allDevices, let text = config.ios {
            // The menu's look changes with the major release: "13.4" is iOS 13.
            let line = config.lines["ios"] ?? 1
            guard let major = Int(text.split(separator: ".").first ?? ""), IOSRelease.isSupported(major) else {
                let number = Int(text.split(separator: ".").first ?? "")
                let reason =
                    number.flatMap { IOSRelease.skipped.contains($0) ? IOSRelease.problem($0) : nil }
                    ?? "ForceLab draws iOS \(IOSRelease.describe), got \"\(text)\""
                throw LoadError(path: config.path, line: line, "\"ios\": " + reason)
            }
            ios = IOSRelease(major)
            iosFromConfiguration = (config.path, line)
        }
        if device == nil, let name = config.device {
            device = try ProjectConfigFile.devicePath(config, name: name, assets: assets)
        }
        let cwd = FileSystemName.workingFolder()
        paths = paths.filter {
            !config.excludes($0, workingDirectory: cwd) && !config.excludes(Self.lintedFile($0), workingDirectory: cwd)
        }
    }

    /// The file a PATH stands for: a folder's Info.plist when it has one, else the PATH itself.
    static func lintedFile(_ path: String) -> String {
        guard FileManager.default.isDirectoryPath(path) else { return path }
        return FileSystemName.join(path, "Info.plist")
    }

    package static func parse(_ arguments: inout Arguments) throws -> LintOptions {
        let locale = try arguments.option("--locale").map { LocaleID($0) }
        let allLocales = arguments.flag("--all-locales")
        let device = try arguments.option("--device")
        let ios = try IOSOption.read(&arguments)
        let allDevices = arguments.flag("--all-devices")
        let formatName = try arguments.option("--format") ?? "text"
        let output = try arguments.outputOption("--output")
        let base = try arguments.option("--base")
        let strict = arguments.flag("--strict")
        let disableLists = try arguments.options("--disable")
        let defineList = try arguments.options("--define")
        let assets = try arguments.option("--assets")
        let font = try arguments.option("--font")
        let configPath = try arguments.option("--config")
        let xcode = XcodeApp.Choice(
            target: try arguments.option("--xcode-target"), configuration: try arguments.option("--xcode-configuration")
        )
        let xcconfigs = try arguments.options("--xcconfig")
        let textSize = try TextSizeOption.read(&arguments) ?? .large
        let allTextSizes = arguments.flag("--all-text-sizes")
        let paths = try arguments.positionals()
        guard !paths.isEmpty else {
            throw UsageError("lint needs a PATH (an Info.plist, a folder holding one, or a JSON manifest)")
        }
        guard let format = Reporter(rawValue: formatName) else { throw UsageError("--format: '\(formatName)'") }
        if locale != nil && allLocales { throw UsageError("--locale and --all-locales cannot be used together") }
        if allDevices && (device != nil || ios != nil) {
            throw UsageError("--all-devices measures on every device and iOS; leave out --device and --ios")
        }
        let disabled = try disabledRules(disableLists)
        let defines = try Defines.parse(defineList)
        if let base {
            guard FileSystemName.isFolder(base) else {
                throw UsageError("--base: no folder '\(base)'")
            }
        }
        if let output, output.hasSuffix("/") || FileManager.default.isDirectoryPath(output) {
            throw UsageError("--output names a folder ('\(output)'); give a file")
        }
        if allTextSizes && allDevices {
            throw UsageError("--all-text-sizes measures on one device and iOS; leave out --all-devices")
        }
        var options = LintOptions(
            paths: paths, locale: locale, allLocales: allLocales, device: device, ios: ios, allDevices: allDevices,
            format: format, output: output, base: base, strict: strict,
            disabled: disabled, defines: defines, xcode: xcode, xcconfigs: xcconfigs, assets: assets, font: font,
            configPath: configPath)
        options.textSize = textSize
        options.allTextSizes = allTextSizes
        return options
    }

    /// `--disable` lists: rule IDs, comma separated; an unknown one is a usage error.
    static func disabledRules(_ lists: [String]) throws -> Set<String> {
        let known = knownRules
        var disabled: Set<String> = []
        for list in lists {
            for id in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).uppercased() })
            where !id.isEmpty {
                guard known.contains(id) else {
                    let near = Suggestions.phrase(for: id, in: known.sorted()) ?? "see forcelab rules"
                    throw UsageError("--disable: unknown rule '\(id)'; \(near)")
                }
                disabled.insert(id)
            }
        }
        return disabled
    }

    /// The locales to check `app` in.
    package func locales(for app: AppShortcuts) throws -> [LocaleID?] {
        if allLocales { return app.locales.isEmpty ? [nil] : app.locales.map { LocaleID($0) } }
        if let locale {
            // A locale the app does not ship is checked as iOS would show it, with a note saying so.
            return [LocaleNote.resolve(locale.identifier, in: app, defines: defines).map { LocaleID($0) }]
        }
        return [app.defaultLocale(defines: defines).map { LocaleID($0) }]
    }
}

extension FileManager {
    /// Whether `path` is an existing folder.
    package func isDirectoryPath(_ path: String) -> Bool {
        FileSystemName.isFolder(path)
    }
}
