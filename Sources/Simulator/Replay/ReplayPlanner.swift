import ForceCore
import Foundation
import QuickActions
import SourceFormats

/// Resolves a replay's plan from its options and the recording's header, in two steps around
/// the reading of the header: `traceSetup(for:)`, then `plan(_:format:header:)`. Pure: what it
/// needs of the file system comes through `files`, and the errors come in the order a replay
/// meets them.
public struct ReplayPlanner {
    public var options: ReplayOptions
    public var files: any ReplayFileProbe

    /// The default device when neither the command line nor a header names one.
    public static let defaultDevice = "iphone-xs"
    /// What a missing `--golden DIR` is told.
    public static let missingGoldenFolder = "golden directory does not exist (run with --update-goldens to record it)"

    public init(options: ReplayOptions, files: any ReplayFileProbe) {
        self.options = options
        self.files = files
    }

    /// The outputs of `recording` and how to open it. Compared goldens must exist: the golden
    /// folder, and the recording's `events.jsonl` in it.
    public func traceSetup(for recording: String) throws -> ReplayTraceSetup {
        let outputs = ReplayOutputPlan(recording: recording, options: options)
        if let goldens = outputs.comparedGoldens {
            guard files.folderExists(goldens.root) else {
                throw LoadError(path: goldens.root, line: nil, ReplayPlanner.missingGoldenFolder)
            }
            guard files.fileExists(goldens.eventLog) else {
                throw LoadError(
                    path: goldens.folder, line: nil,
                    "no goldens for \(recording) (expected events.jsonl here; run with --update-goldens to record them)"
                )
            }
        }
        let defaultDevice = try locate(
            options.deviceOverride ?? ReplayPlanner.defaultDevice, kind: .device, recording: recording,
            fromHeader: false)
        return ReplayTraceSetup(
            recording: recording, outputs: outputs, defaultDevicePath: defaultDevice,
            descPath: options.desc ?? descriptionBeside(recording), rate: options.rate,
            pressureCurve: options.pressureCurve)
    }

    /// The plan of the recording opened with `setup`. The command line wins over the header,
    /// the header over the defaults; only a ForceLab recording has a header that names a
    /// device, scene, locale, apps, slot or iOS release (any trace may name a profile).
    public func plan(_ setup: ReplayTraceSetup, format: TraceFormat, header: RecordingHeader) throws -> ReplayPlan {
        let recording = setup.recording
        let isRecording = format == .recording
        let devicePath: String
        if options.deviceOverride == nil, isRecording, let named = header.device {
            devicePath = try locate(named, kind: .device, recording: recording, fromHeader: true)
        } else {
            devicePath = setup.defaultDevicePath
        }
        let scenePath: String
        if let given = options.sceneOverride {
            scenePath = try locate(given, kind: .scene, recording: recording, fromHeader: false)
        } else {
            let named = isRecording ? header.scene : nil
            scenePath = try locate(named ?? "default", kind: .scene, recording: recording, fromHeader: named != nil)
        }
        var ios = ReplayPlan.IOSRequest.deviceDefault
        if let version = options.iosOverride {
            ios = .commandLine(version)
        } else if isRecording, let version = header.ios {
            ios = .header(IOSRelease(version))
        }
        let appPaths =
            !options.apps.isEmpty
            ? options.apps : (isRecording ? (header.apps ?? []).map { headerApp($0, recording: recording) } : [])
        var plan = ReplayPlan(
            recording: recording, format: format, outputs: setup.outputs, devicePath: devicePath, scenePath: scenePath,
            ios: ios, locale: options.locale ?? (isRecording ? header.locale.map { LocaleID($0) } : nil),
            appPaths: appPaths,
            slot: options.slot ?? (isRecording ? header.slot : nil),
            profile: profile(options.profileOverride ?? header.profile ?? "medium", recording: recording),
            hapticTouch: options.hapticTouch, haptic: options.haptic || header.haptic == true,
            hapticTiming: isRecording ? header.hapticTiming ?? .fixed : .fixed, scale: options.scale ?? 2,
            aim: options.aim)
        if let asked = options.appearance {
            plan.appearanceRequest = (asked, false)
        } else if isRecording, let named = header.appearance.flatMap(Appearance.init(rawValue:)) {
            plan.appearanceRequest = (named, true)
        }
        if let asked = options.iconStyle {
            plan.iconStyle = asked
        } else if isRecording, let named = header.iconStyle.flatMap(IconStyleChoice.init(rawValue:)) {
            plan.iconStyle = named
            plan.iconStyleFromHeader = true
        }
        plan.appBuild = try appBuild(header: header, isRecording: isRecording, recording: recording)
        plan.textSize = try textSize(header: isRecording ? header.textSize : nil, recording: recording)
        return plan
    }

    /// `--text-size`, else the header's `"text_size"` (a size it does not know is the file's
    /// fault, on its first line), else `large`: recordings from before the field replay unchanged.
    func textSize(header: String?, recording: String) throws -> TextSize {
        if let given = options.textSize { return given }
        guard let named = header else { return .large }
        guard let size = TextSize(rawValue: named) else {
            throw LoadError(
                path: recording, line: 1,
                "the header's \"text_size\" must be one of \(TextSize.names), got \"\(named)\"")
        }
        return size
    }

    // MARK: - Finding files

    /// A device or scene: a path as given (a header's may be relative to the recording's
    /// folder), else a name in the assets. An unknown name in a header is the recording's fault.
    func locate(_ name: String, kind: ReplayAssetKind, recording: String, fromHeader: Bool) throws -> String {
        if name.hasSuffix(".json") || name.contains("/") {
            if files.fileExists(name) || name.hasPrefix("/") || !fromHeader { return name }
            return beside(recording, orAsGiven: name)
        }
        do {
            return try files.assetPath(name, kind: kind)
        } catch let error as ReplayUnknownAsset {
            guard fromHeader else { throw ReplayOptionError(error.message) }
            throw LoadError(path: recording, line: 1, error.message + " (named in the header)")
        }
    }

    /// A built-in profile, else a file: as given on the command line; a header's is looked for
    /// beside the recording unless it is absolute or exists as given.
    func profile(_ name: String, recording: String) -> ReplayPlan.Profile {
        if let named = ForceProfile.named(name) { return .builtIn(named) }
        let usesHeader = options.profileOverride == nil && !files.fileExists(name) && !name.hasPrefix("/")
        return .file(usesHeader ? beside(recording, orAsGiven: name) : name)
    }

    /// An app a header names: absolute, else beside the recording if it is there, else as given.
    func headerApp(_ path: String, recording: String) -> String {
        path.hasPrefix("/") ? path : beside(recording, orAsGiven: path)
    }

    /// `path` in the recording's folder if a file is there, else `path` as given.
    func beside(_ recording: String, orAsGiven path: String) -> String {
        let beside = FileSystemName.join(FileSystemName.folder(of: recording), path)
        return files.fileExists(beside) ? beside : path
    }

    /// The `.desc` beside an evemu recording whose name is a prefix of the recording's
    /// (`Wacom Intuos4 6x9.desc` for `Wacom Intuos4 6x9.stylus-tap.events`).
    func descriptionBeside(_ recording: String) -> String? {
        let folder = FileSystemName.folder(of: recording)
        var name = FileSystemName.deletingExtension(FileSystemName.name(of: recording))
        while !name.isEmpty {
            let candidate = FileSystemName.join(folder, name + ".desc")
            if files.fileExists(candidate) { return candidate }
            let shorter = FileSystemName.deletingExtension(name)
            if shorter == name { break }
            name = shorter
        }
        return nil
    }
}
