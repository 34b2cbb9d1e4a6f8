import ForceCore
import SourceFormats

/// `--xcode-target`, `--xcode-configuration`, `--xcconfig` and `--define` of a replay: how the
/// designer's own apps are built, beside the header's `"xcode"`, `"xcconfigs"` and `"defines"`.
public struct ReplayAppBuildOptions: Equatable, Sendable {
    /// The choice given after each `--app` (in the order of `ReplayOptions.apps`).
    public var choices: [RecordedAppBuild.Choice]
    /// The choice given before any `--app`: for the apps a header names.
    public var leading: RecordedAppBuild.Choice
    public var xcconfigs: [String]
    public var defines: [String: String]

    public init(
        choices: [RecordedAppBuild.Choice] = [], leading: RecordedAppBuild.Choice = RecordedAppBuild.Choice(),
        xcconfigs: [String] = [], defines: [String: String] = [:]
    ) {
        self.choices = choices
        self.leading = leading
        self.xcconfigs = xcconfigs
        self.defines = defines
    }
}

extension ReplayPlanner {
    /// How the plan's apps are built. The rule, which wins:
    /// - `--app` given: the command line names the apps and how each is built (the choice
    ///   after it, its `--xcconfig`s and `--define`s); the header's apps and build fields are set aside.
    /// - Otherwise the header's apps are built as recorded, field by field unless the command
    ///   line says otherwise: `--xcode-target` / `--xcode-configuration` (given before any
    ///   `--app`) replace each app's recorded target / configuration, `--xcconfig`s replace the
    ///   recorded list, and each `--define` replaces the recorded value of its name.
    /// - The header's `"app_snapshots"` (the items as the window showed them) are used only when
    ///   the apps are built as recorded: no `--app`, no Xcode option, `--xcconfig` or `--define`,
    ///   and `--locale` absent or the header's. Otherwise the apps are read from their files.
    func appBuild(header: RecordingHeader, isRecording: Bool, recording: String) throws -> RecordedAppBuild {
        let given = options.appBuild
        if !options.apps.isEmpty {
            return RecordedAppBuild(choices: given.choices, xcconfigs: given.xcconfigs, defines: given.defines)
        }
        let recorded = isRecording ? header.appBuild : RecordedAppBuild()
        let count = isRecording ? (header.apps ?? []).count : 0
        if count == 0, !given.leading.isEmpty {
            throw ReplayOptionError(
                "--xcode-target and --xcode-configuration apply to an --app, or to the apps a recording's header names; \(recording) names none (give --app PATH first)"
            )
        }
        let choices = (0..<count).map { index in
            let choice = recorded.choice(index)
            return RecordedAppBuild.Choice(
                target: given.leading.target ?? choice.target,
                configuration: given.leading.configuration ?? choice.configuration)
        }
        // The snapshots hold the items as recorded: only when the apps are built as recorded.
        let asRecorded =
            given.leading.isEmpty && given.xcconfigs.isEmpty && given.defines.isEmpty
            && (options.locale == nil || options.locale?.identifier == header.locale)
        return RecordedAppBuild(
            choices: choices,
            xcconfigs: given.xcconfigs.isEmpty
                ? recorded.xcconfigs.map { headerApp($0, recording: recording) } : given.xcconfigs,
            defines: recorded.defines.merging(given.defines) { $1 },
            snapshots: asRecorded ? recorded.snapshots.map { headerApp($0, recording: recording) } : [])
    }
}
