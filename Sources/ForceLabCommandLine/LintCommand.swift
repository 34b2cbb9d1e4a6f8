import ForceCore
import ForceLabFiles
import ForceLabOptions
import QuickActions
import Simulator
import SourceFormats

/// `forcelab lint`: checks an app's home-screen quick actions against Apple's rules, measuring
/// text with the real font exactly as the menu picture does.
package enum LintCommand: Command {
    package static let table = CommandTable(
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

    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        try Drawing.run(name, &arguments)
    }
}
