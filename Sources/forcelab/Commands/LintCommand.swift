import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import ForceLabTools
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
