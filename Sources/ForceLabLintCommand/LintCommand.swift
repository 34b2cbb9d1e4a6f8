import ForceLabCommandLine
import ForceLabFiles
import ForceLabLint
import ForceLabOptions
import ForceLabText
import Foundation
import QuickActions
import Simulator
import SourceFormats

extension LintCommand {

    static func drawingRun(_ arguments: inout Arguments) throws -> Int32 {
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
