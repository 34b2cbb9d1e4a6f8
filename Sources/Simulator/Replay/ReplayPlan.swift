import ForceCore
import Foundation
import Geometry
import QuickActions
import SourceFormats

/// What opening a recording needs, resolved before its header is read: its outputs (the goldens
/// it is compared with are known to exist), the default device (whose screen evemu positions are
/// scaled onto) and the options of the trace reader.
public struct ReplayTraceSetup: Equatable, Sendable {
    public var recording: String
    public var outputs: ReplayOutputPlan
    /// `--device`, else `iphone-xs`, as a file.
    public var defaultDevicePath: String
    /// `--desc`, else the `.desc` found beside an evemu recording.
    public var descPath: String?
    public var rate: Double?
    public var pressureCurve: String?

    /// The trace reader's options on a device screen of `screen` points.
    public func traceOptions(screen: Size) throws -> TraceOptions {
        var options = TraceOptions(screenWidth: screen.width, screenHeight: screen.height)
        if let rate { options.rate = rate }
        if let pressureCurve { options.pressureCurve = try PressureCurve.parse(from: pressureCurve) }
        options.descPath = descPath
        return options
    }
}

/// Everything a replay of one recording is resolved to before anything is drawn: the device,
/// scene, iOS release, profile, apps and locale it runs with (the command line, else the
/// recording's header, else the defaults), the aim of its touches, and its outputs.
public struct ReplayPlan: Equatable, Sendable {
    /// Which iOS release was asked for, and by whom (a header's wrong release is the file's fault).
    public enum IOSRequest: Equatable, Sendable {
        case deviceDefault
        case commandLine(IOSRelease)
        case header(IOSRelease)
    }

    /// A built-in profile, or the profile file to load.
    public enum Profile: Equatable, Sendable {
        case builtIn(ForceProfile)
        case file(String)
    }

    public var recording: String
    public var format: TraceFormat
    public var outputs: ReplayOutputPlan
    public var devicePath: String
    public var scenePath: String
    public var ios: IOSRequest
    public var locale: LocaleID?
    /// The designer's own apps (paths as found, beside the recording for a header's) and their slot.
    public var appPaths: [String]
    public var slot: String?
    /// How the apps are built (resolved from the command line and the header: `ReplayPlanner.appBuild`).
    public var appBuild = RecordedAppBuild()
    public var profile: Profile
    public var hapticTouch: HapticMode?
    public var haptic: Bool
    /// The header's `"haptic_timing"` (absent: `fixed`, as recordings were made before it).
    public var hapticTiming: HapticTiming = .fixed
    /// The appearance asked for, and by whom: the command line's, else the header's, else nil (light).
    public var appearanceRequest: (appearance: Appearance, fromHeader: Bool)? {
        get { appearanceAsked.map { ($0, appearanceFromHeader) } }
        set {
            appearanceAsked = newValue?.appearance
            appearanceFromHeader = newValue?.fromHeader ?? false
        }
    }
    var appearanceAsked: Appearance?
    var appearanceFromHeader = false
    /// Pixels per point of the frames.
    public var scale: Double
    public var aim: ReplayAim?
    /// The icon style asked for: `--icon-style`, else the header's `"icon_style"`, else nil
    /// (automatic); `iconStyleFromHeader` says whose it is, for the error.
    public var iconStyle: IconStyleChoice?
    public var iconStyleFromHeader = false
    /// The Dynamic Type size: `--text-size`, else the header's `"text_size"`, else `large`.
    public var textSize: TextSize = .large

    /// Whether the trace is a ForceLab recording (with a header and positions of its own).
    public var isRecording: Bool { format == .recording }

    /// The release asked for, whoever asked.
    public var requestedIOS: IOSRelease? {
        switch ios {
        case .deviceDefault: return nil
        case .commandLine(let version), .header(let version): return version
        }
    }

    /// The appearance shown on `release`: the one asked for (light when none), else an error:
    /// the command line's (`--appearance dark` on iOS 12) or the recording's first line.
    public func appearance(on release: IOSRelease) throws -> Appearance {
        guard let asked = appearanceAsked else { return .light }
        guard let problem = asked.problem(on: release) else { return asked }
        if appearanceFromHeader {
            throw LoadError(
                path: recording, line: 1,
                "the header's \"appearance\" \"dark\": " + problem.replacingOccurrences(of: "--ios", with: "\"ios\""))
        }
        throw ReplayOptionError("--appearance dark: " + problem)
    }

    /// The icon style shown on `release`, else an error naming the release that introduced the
    /// style: the command line's (`--icon-style clear` on iOS 18) or the recording's first line.
    public func iconStyle(on release: IOSRelease) throws -> IconStyleChoice {
        guard let asked = iconStyle else { return .automatic }
        guard let problem = asked.problem(on: release) else { return asked }
        if iconStyleFromHeader {
            throw LoadError(path: recording, line: 1, "the header's \"icon_style\" \"\(asked.rawValue)\": " + problem)
        }
        throw ReplayOptionError("--icon-style \(asked.rawValue): " + problem)
    }

    /// The iOS release shown on `device`: the one asked for if the device runs it, else an
    /// error: the command line's (`--ios`) or the recording's first line (its header's `"ios"`).
    public func iosRelease(on device: DeviceProfile) throws -> IOSRelease {
        switch ios {
        case .deviceDefault:
            return device.defaultRelease
        case .commandLine(let version):
            if let problem = device.iosProblem(version) { throw ReplayOptionError(problem) }
            return version
        case .header(let version):
            if let problem = device.iosProblem(version) {
                throw LoadError(
                    path: recording, line: 1, problem.replacingOccurrences(of: "--ios", with: "the header's \"ios\""))
            }
            return version
        }
    }
}
