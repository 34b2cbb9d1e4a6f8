import ForceCore
import ForceLabOptions
import ForceLabSDL
import Foundation
import QuickActions
import Simulator
import SourceFormats

/// The options of one `forcelab replay` run, as parsed once and handed to every recording
/// (in this process or, with `--jobs N`, to a child process through `childArguments`).
package struct ReplaySettings {
    /// Where the aim of `--at` points.
    package typealias Aim = ReplayAim

    package var assets: String
    /// `--assets` as given (nil: found as usual), for the command a report suggests.
    package var assetsOverride: String? = nil
    package var sceneOverride: String?
    package var deviceOverride: String?
    package var profileOverride: String?
    package var haptic: Bool
    /// `--ios N`: instead of the header's `ios` (else the device's default).
    package var iosOverride: IOSRelease?
    /// `--haptic-touch`: the Haptic Touch duration instead of the profile's.
    package var hapticTouch: HapticMode?
    package var scale: Double?
    package var font: String?
    /// `--events PATH`: the file itself with one recording, a folder with several.
    package var events: String?
    package var eventsIsFolder: Bool
    /// With `--events` a folder: the staging folder its logs are written into until the run
    /// commits it (`OutputFolder`, role `replay events`); the recordings' paths name this one.
    package var eventsStaging: String? = nil
    package var frames: String?
    package var every: Int
    package var golden: String?
    package var tolerance: FrameTolerance
    package var updateGoldens: Bool
    package var diffs: String?
    /// Whether a failing recording leaves its actual frame and `failure.json` beside its diff
    /// image, for `--report` (children are told with `--failure-records`).
    package var failureRecords = false
    package var aim: Aim?
    package var desc: String?
    package var rate: Double?
    package var pressureCurve: String?
    /// `--locale L`: the phone's language: menus in that localization, and mirrored right to left.
    package var locale: LocaleID? = nil
    /// `--appearance`: light or dark instead of the header's `"appearance"`.
    package var appearance: Appearance? = nil
    /// `--icon-style`: instead of the header's `"icon_style"`.
    package var iconStyle: IconStyleChoice? = nil
    /// `--app PATH` (repeatable), `--slot`, `--define`: the designer's own apps, instead of the
    /// ones a recording's header names.
    package var apps: [String] = []
    package var slot: String? = nil
    package var defines: [String] = []
    /// The Xcode options after each `--app` (and before any), `--xcconfig`s, `--define`s parsed.
    package var appBuild = ReplayAppBuildOptions()
    /// `--video OUT`, `--fps`, `--overlay`: each recording also written as a video.
    package var video: VideoOptions? = nil
    /// `--text-size`: the Dynamic Type size instead of the header's `"text_size"`.
    package var textSize: TextSize? = nil

    package init(
        assets: String, assetsOverride: String? = nil, sceneOverride: String? = nil, deviceOverride: String? = nil,
        profileOverride: String? = nil, haptic: Bool, iosOverride: IOSRelease? = nil, hapticTouch: HapticMode? = nil,
        scale: Double? = nil, font: String? = nil, events: String? = nil, eventsIsFolder: Bool, frames: String? = nil,
        every: Int, golden: String? = nil, tolerance: FrameTolerance, updateGoldens: Bool, diffs: String? = nil,
        failureRecords: Bool = false, aim: Aim? = nil, desc: String? = nil, rate: Double? = nil,
        pressureCurve: String? = nil, locale: LocaleID? = nil, appearance: Appearance? = nil, apps: [String] = [],
        slot: String? = nil, defines: [String] = [], video: VideoOptions? = nil, textSize: TextSize? = nil
    ) {
        self.assets = assets
        self.assetsOverride = assetsOverride
        self.sceneOverride = sceneOverride
        self.deviceOverride = deviceOverride
        self.profileOverride = profileOverride
        self.haptic = haptic
        self.iosOverride = iosOverride
        self.hapticTouch = hapticTouch
        self.scale = scale
        self.font = font
        self.events = events
        self.eventsIsFolder = eventsIsFolder
        self.frames = frames
        self.every = every
        self.golden = golden
        self.tolerance = tolerance
        self.updateGoldens = updateGoldens
        self.diffs = diffs
        self.failureRecords = failureRecords
        self.aim = aim
        self.desc = desc
        self.rate = rate
        self.pressureCurve = pressureCurve
        self.locale = locale
        self.appearance = appearance
        self.apps = apps
        self.slot = slot
        self.defines = defines
        self.video = video
        self.textSize = textSize
    }

    /// The default frame interval: four pictures a second at 120 Hz.
    package static let defaultEvery = ReplayDefaults.every

    /// The arguments that make a child process replay `recording` exactly as this one would.
    func childArguments(for recording: String) -> [String] {
        var args = ["replay", "--child", "--assets", assets, "--every", String(every)] + tolerance.arguments
        func add(_ name: String, _ value: String?) { if let value { args += [name, value] } }
        add("--scene", sceneOverride)
        add("--device", deviceOverride)
        add("--profile", profileOverride)
        if haptic { args.append("--haptic") }
        add("--ios", iosOverride.map { String($0.major) })
        add("--haptic-touch", hapticTouch?.rawValue)
        add("--scale", scale.map { String($0) })
        add("--font", font)
        add("--events", events.map { eventsIsFolder ? eventsPath(in: eventsStaging ?? $0, for: recording) : $0 })
        add("--frames", frames)
        add("--golden", golden)
        if updateGoldens { args.append("--update-goldens") }
        add("--diffs", diffs)
        if failureRecords { args.append("--failure-records") }
        switch aim {
        case .point(let x, let y)?: args += ["--at", "\(x),\(y)"]
        case .app(let name)?: args += ["--at", name]
        case nil: break
        }
        add("--desc", desc)
        add("--rate", rate.map { String($0) })
        add("--pressure-curve", pressureCurve)
        add("--locale", locale?.identifier)
        add("--appearance", appearance?.rawValue)
        add("--icon-style", iconStyle?.rawValue)
        args += appArguments
        add("--slot", slot)
        add("--text-size", textSize?.rawValue)
        for define in defines { args += ["--define", define] }
        if let video { args += video.childArguments(stem: Self.stem(of: recording)) }
        return args + ["--", recording]
    }

    /// The command that rewrites `recording`'s goldens as this run would replay it, for the
    /// report: the child's arguments without what only this run needs (`--child`, the report's
    /// records, the diffs, the video, the resolved assets), with `--update-goldens`.
    func updateCommand(for recording: String) -> [String] {
        var copy = self
        copy.failureRecords = false
        copy.diffs = nil
        copy.video = nil
        copy.updateGoldens = false
        copy.eventsStaging = nil
        var words = copy.childArguments(for: recording)
        words.removeAll { $0 == "--child" }
        if let index = words.firstIndex(of: "--assets") { words.removeSubrange(index...(index + 1)) }
        if let assetsOverride { words.insert(contentsOf: ["--assets", assetsOverride], at: 1) }
        // Before the closing `-- RECORDING` (a recording may itself be named `--`).
        words.insert("--update-goldens", at: words.count - 2)
        return ["forcelab"] + words
    }

    /// The event log of `recording` when `--events` names a folder.
    func eventsPath(in folder: String, for recording: String) -> String {
        ReplayOutputPlan.eventLog(in: folder, for: recording)
    }

    /// The recording's name without folder and last extension: names its frame and golden folders.
    package static func stem(of recording: String) -> String {
        ReplayOutputPlan.stem(of: recording)
    }

    /// What a recording's plan is resolved from (all but the drawing options).
    var planOptions: ReplayOptions {
        var options = ReplayOptions(
            deviceOverride: deviceOverride, sceneOverride: sceneOverride, profileOverride: profileOverride,
            iosOverride: iosOverride, haptic: haptic, hapticTouch: hapticTouch, scale: scale, locale: locale,
            apps: apps, slot: slot, appBuild: appBuild, aim: aim, desc: desc, rate: rate, pressureCurve: pressureCurve,
            events: eventsStaging ?? events,
            eventsIsFolder: eventsIsFolder, frames: frames, every: every, golden: golden, updateGoldens: updateGoldens,
            diffs: diffs, failureRecords: failureRecords)
        options.appearance = appearance
        options.iconStyle = iconStyle
        options.textSize = textSize
        return options
    }
}

/// `--shard I/N`: a stable share of the recordings, by a hash of each file's name (not its
/// position), so adding a recording never moves the others between CI machines.
package struct Shard: Equatable {
    package var index: Int  // 1-based
    package var count: Int

    package static func parse(_ text: String) throws -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, (1...count).contains(index)
        else {
            throw UsageError("--shard expects I/N with 1 <= I <= N (for example 2/4), got '\(text)'")
        }
        return Shard(index: index, count: count)
    }

    /// Whether the recording belongs to this shard: FNV-1a (64-bit) of its file name, modulo N.
    package func contains(_ recording: String) -> Bool {
        Shard.hash(FileSystemName.name(of: recording)) % UInt64(count) == UInt64(index - 1)
    }

    static func hash(_ text: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        return value
    }
}
