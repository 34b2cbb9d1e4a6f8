import ForceLabSDL
import Foundation
import QuickActions
import Simulator
import SourceFormats

/// `forcelab lint`: checks an app's home-screen quick actions against Apple's rules, measuring
/// text with the real font exactly as the menu picture does.
enum LintCommand: Command {
    static let table = CommandTable(
        name: "lint",
        summary: "Check an app's quick actions (\(Rule.idRange)) or a scene's in-app lists (\(HIGRule.idRange))",
        positionals: [
            PositionalSpec(
                name: "PATH",
                help:
                    "An Info.plist (XML or binary), a folder holding one, an Xcode project (a .xcodeproj or a folder holding one), a JSON manifest or a scene file.",
                repeatable: true)
        ],
        options: [
            SharedOptions.locale.with(
                help:
                    "Check the text as locale L shows it (default: the development region, else en, else Base, else the text as written); a locale the app does not ship checks what iOS shows instead, with a note."
            ),
            OptionSpec("--all-locales", .flag, help: "Check every localization found."),
            SharedOptions.device.with(
                help: "Menu metrics from a device in Assets/devices or a path (default: iphone-xs).",
                default: .some(nil)),
            SharedOptions.ios.with(
                help:
                    "The menu of iOS N (9-12: the 3D Touch action platter; 13 and later: the context menu), within the device's range (default: its own)."
            ),
            OptionSpec(
                "--all-devices", .flag,
                help:
                    "Measure on every device in every iOS it runs: a title cut anywhere is reported once, naming where it is cut and where it fits."
            ),
            SharedOptions.appearance.with(
                help:
                    "Check the phone as light or dark shows it: dark needs iOS 13 or later, and with --all-devices covers only the device and release pairs that have Dark Mode, saying how many it skipped."
            ),
            SharedOptions.textSize.with(
                help:
                    "Measure the menu at this Dynamic Type size (default: large): titles and subtitles are cut where the picture at that size cuts them."
            ),
            OptionSpec(
                "--all-text-sizes", .flag,
                help:
                    "Measure at all twelve text sizes on one device: each title or subtitle cut at some size is reported once, naming the smallest size at which it is cut."
            ),
            SharedOptions.format(
                Reporter.allCases.map(\.rawValue),
                "text, xcode (path:line: warning: message [QA005]), json, sarif (SARIF 2.1.0 for GitHub code scanning), github (GitHub Actions annotations), junit (JUnit XML) or checkstyle (XML)."
            ),
            SharedOptions.output(
                "FILE", "Write the report to FILE (atomically: a temporary file renamed into place) instead of stdout."),
            OptionSpec(
                "--base", .text("DIR"), completion: .folder,
                help:
                    "sarif, github, junit and checkstyle give paths relative to DIR, the repository root (default: the current directory)."
            ),
            OptionSpec(
                "--config", .text("FILE"), completion: .file,
                help:
                    "The project configuration (default: the first .forcelab.json in the first PATH's folder or a folder above it): \"rules\" off or re-levelled, \"exclude\" patterns, \"define\", \"locale\", \"device\", \"ios\"."
            ),
            OptionSpec("--strict", .flag, help: "Exit 1 on warnings too."),
            OptionSpec(
                "--disable", .text("IDS"), repeatable: true,
                help: "Rule IDs not to report, comma separated ('forcelab rules' lists them)."),
            SharedOptions.define.with(
                help: "Set the build setting NAME, over the Xcode project's and --xcconfig's."),
            SharedOptions.xcconfig.with(help: "Build settings from FILE, over the Xcode project's."),
            OptionSpec(
                "--xcode-target", .text("T"),
                help:
                    "The Xcode project's target T (default: the application target whose Info.plist declares quick actions)."
            ),
            OptionSpec(
                "--xcode-configuration", .text("C"),
                help: "The Xcode project's configuration C (default: the project's default)."),
            SharedOptions.assets,
            SharedOptions.font.with(help: "Measure with this font file instead of Inter."),
        ],
        discussion: """
            PATH is an Info.plist (XML or binary), a folder holding one, an Xcode project (a .xcodeproj
            or a folder holding one: its app target's Info.plist with the build settings expanded), or
            a JSON manifest ({"app": ..., "static": [...], "dynamic": [...]}). Localizations are found beside it:
            <lang>.lproj/InfoPlist.strings and InfoPlist.xcstrings. A scene file (JSON with "apps")
            is checked against the HIG rules for in-app lists and controls (HIG001-HIG008).
            'forcelab rules' lists the rules and 'forcelab rules QA005' explains one.
            """,
        sections: [
            (
                "EXIT STATUS",
                """
                0 no errors, 1 errors (or warnings with --strict),
                2 a file could not be read or parsed, or a wrong command line.
                """
            )
        ],
        examples: [
            Example("lint Assets/apps/Mail", "Mail's quick actions in its development region"),
            Example("lint Assets/apps/Mail --all-locales --format xcode", "every localization, as Xcode marks"),
            Example("lint Assets/scenes/default.json", "a scene's in-app lists against the HIG rules"),
        ])

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        var options = try LintOptions.parse(&arguments)
        try options.applyConfiguration()
        var profile = try loadProfile(options)
        let largeMetrics = profile.metrics
        profile.metrics = largeMetrics.scaled(to: options.textSize, screenWidth: profile.screen.width)
        let everywhere = try AppearanceOption.lintedPairs(
            options, chosen: profile, appearance: try AppearanceOption.read(&arguments)
        ).map { $0.atTextSize(options.textSize) }
        if options.paths.isEmpty { return try finish([], options: options) }
        let scenePaths = options.paths.filter(SceneLint.isScene)
        let appPaths = options.paths.filter { !SceneLint.isScene($0) }
        let sceneDiagnostics = try scenePaths.flatMap {
            try SceneLint.check($0, options: options, screenWidth: profile.screen.width)
        }
        guard !appPaths.isEmpty else { return try finish(sceneDiagnostics, options: options) }
        // Load everything before reporting anything: a file that cannot be read stops the run
        // with nothing on stdout.
        let sources = try appPaths.map { path in
            let source = try AppSource.load(path: path, options: options.loadOptions)
            for note in source.notes { Console.error("\(path): note: \(note)") }
            return source
        }
        let apps = sources.map(\.shortcuts)
        // Each app's locales as LocaleIDs until the validator, which reads the identifiers.
        var localeLists: [[String?]] = []
        for app in apps {
            localeLists.append(try options.locales(for: app).map { $0.identifier })
        }
        let library = try FontLibrary(locator: FontLocator(override: options.font))
        let measurer = TTFTextMeasurer(library: library, scale: profile.scale)
        let validator = Validator(
            metrics: profile.metrics, measurer: measurer, disabled: options.disabled, defines: options.defines)
        var diagnostics: [Diagnostic] = []
        if options.allTextSizes {
            diagnostics = AllTextSizesLint.diagnostics(
                apps: Array(zip(apps, localeLists)), base: validator, largeMetrics: largeMetrics,
                screenWidth: profile.screen.width)
        } else if options.allDevices {
            var measurers: [Double: TTFTextMeasurer] = [profile.scale: measurer]
            diagnostics = AllDevicesLint.diagnostics(
                apps: Array(zip(apps, localeLists)), base: validator, profiles: everywhere
            ) { scale in
                if let known = measurers[scale] { return known }
                let made = TTFTextMeasurer(library: library, scale: scale)
                measurers[scale] = made
                return made
            }
        } else {
            for (source, locales) in zip(sources, localeLists) {
                var own = validator
                own.defines = source.settings
                diagnostics += own.validate(source.shortcuts, locales: locales)
            }
        }
        diagnostics += ReleaseLint.notes(
            apps: apps, profiles: options.allDevices ? everywhere : [profile], disabled: options.disabled)
        return try finish(diagnostics + sceneDiagnostics, options: options)
    }

    /// The device and release measured on (at `large`; the caller applies the text size).
    static func loadProfile(_ options: LintOptions) throws -> DeviceMenuProfile {
        do {
            return try DeviceMenuProfile.load(
                name: options.device, assets: options.assets, ios: options.allDevices ? nil : options.ios)
        } catch let error as UsageError where options.iosFromConfiguration != nil {
            // The release came from .forcelab.json: say so, on its line.
            let config = options.iosFromConfiguration!
            throw LoadError(
                path: config.path, line: config.line, error.message.replacingOccurrences(of: "--ios", with: "\"ios\""))
        }
    }

    static func finish(_ found: [Diagnostic], options: LintOptions) throws -> Int32 {
        let diagnostics =
            options.configuration?.apply(to: found, workingDirectory: FileSystemName.workingFolder()) ?? found
        let report = options.format.render(diagnostics, context: reportContext(options))
        if let output = options.output {
            try OutputFile.write(report, to: output)
        } else if !report.isEmpty {
            Console.report(report)
        }
        let counts = Reporter.counts(diagnostics)
        if counts.errors > 0 || (options.strict && counts.warnings > 0) { return 1 }
        return 0
    }

    /// The rule table and paths' base of the machine-read formats.
    static func reportContext(_ options: LintOptions) -> LintReportContext {
        let cwd = FileSystemName.workingFolder()
        let base = options.base.map { $0.hasPrefix("/") ? $0 : cwd + "/" + $0 } ?? cwd
        var rules = Rule.allCases.map(\.descriptor) + HIGRule.allCases.map(\.descriptor)
        for index in rules.indices {
            if case .level(let severity)? = options.configuration?.rules[rules[index].id] {
                rules[index].defaultLevel = severity
            }
        }
        return LintReportContext(
            rules: rules, disabled: options.disabled, base: base, workingDirectory: cwd,
            strict: options.strict, toolVersion: Help.version)
    }
}

/// The command line of `forcelab lint`, checked before any file is read.
struct LintOptions {
    var paths: [String]
    var locale: LocaleID?
    var allLocales: Bool
    var device: String?
    var ios: IOSRelease?
    var allDevices: Bool
    var format: Reporter
    var output: String?
    var base: String?
    var strict: Bool
    var disabled: Set<String>
    var defines: [String: String]
    /// `--xcode-target`, `--xcode-configuration` and `--xcconfig`, for every PATH.
    var xcode = XcodeApp.Choice()
    var xcconfigs: [String] = []
    var assets: String?
    var font: String?
    var configPath: String?
    /// The project configuration in force, once `applyConfiguration` has read it.
    var configuration: ProjectConfiguration?
    /// Where `ios` came from when .forcelab.json set it (for errors that name its line).
    var iosFromConfiguration: (path: String, line: Int)?
    /// `--text-size` (default `large`) and `--all-text-sizes`.
    var textSize: TextSize = .large
    var allTextSizes = false

    /// How each PATH loads: its Xcode project's target and settings, then `--xcconfig`s and `--define`s.
    var loadOptions: AppLoadOptions { AppLoadOptions(xcode: xcode, xcconfigs: xcconfigs, defines: defines) }

    static var knownRules: Set<String> { Set(Rule.allCases.map(\.id) + HIGRule.allCases.map(\.id)) }

    /// Reads the project configuration and lets it fill in what the command line left open:
    /// the command line wins (its --locale, --device, --define NAME), rules it turns off are
    /// never run, and excluded PATHs are dropped (findings in excluded files are dropped later).
    mutating func applyConfiguration() throws {
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

    static func parse(_ arguments: inout Arguments) throws -> LintOptions {
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
        let defines = try OwnApps.defines(defineList)
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
    func locales(for app: AppShortcuts) throws -> [LocaleID?] {
        if allLocales { return app.locales.isEmpty ? [nil] : app.locales.map { LocaleID($0) } }
        if let locale {
            // A locale the app does not ship is checked as iOS would show it, with a note saying so.
            return [LocaleNote.resolve(locale.identifier, in: app, defines: defines).map { LocaleID($0) }]
        }
        return [app.defaultLocale(defines: defines).map { LocaleID($0) }]
    }
}

/// Scene files given to `forcelab lint`: recognised by their `apps` key, loaded like the
/// playground loads them, checked against the HIG rules.
enum SceneLint {
    static func isScene(_ path: String) -> Bool {
        guard path.lowercased().hasSuffix(".json"),
            let data = try? BoundedFile.read(path, limit: JSONLimits.maximumDocumentBytes),
            let root = try? JSONReader.parse([UInt8](data), path: path)
        else { return false }
        return root.member("apps") != nil
    }

    static func check(_ path: String, options: LintOptions, screenWidth: Double) throws -> [Diagnostic] {
        let resources = try Resources.locate(override: options.assets)
        let device = try DeviceProfile.load(
            path: try resources.devicePath(options.device ?? DeviceMenuProfile.defaultName))
        let scene = try Scene.load(path: path, device: device)
        return SceneValidator(screenWidth: screenWidth, disabled: options.disabled).validate(scene)
    }
}

extension FileManager {
    /// Whether `path` is an existing folder.
    func isDirectoryPath(_ path: String) -> Bool {
        FileSystemName.isFolder(path)
    }
}
