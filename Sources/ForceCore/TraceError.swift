import SourceFormats

/// A malformed or unreadable trace: the one `LoadError`, printed as `path:line: error: message`.
public typealias TraceError = LoadError

extension LoadError {
    /// A trace error at `line` (nil: the file as a whole).
    public init(path: String, line: Int?, message: String) {
        self.init(path: path, line: line, message)
    }
}

/// The unit of the `force` values in a recording.
public enum ForceUnit: String, Sendable, CaseIterable {
    /// 0...1, 1 being the maximum possible force.
    case normalized
    /// Raw `UITouch.force`, 0...20/3; divided by 20/3 on reading.
    case uitouch

    /// `UITouch.maximumPossibleForce` on a 3D Touch iPhone.
    public static let uitouchMaximum = 20.0 / 3.0
}

/// The header of a recording: the device and scene it was made on, and the force unit.
public struct RecordingHeader: Equatable, Sendable {
    public var device: String?
    public var scene: String?
    public var forceUnit: ForceUnit
    /// The force profile the session ran with (`light`, `medium`, `firm` or a profile file);
    /// an optional field added after v1 shipped, ignored by older readers.
    public var profile: String?
    /// Whether the session ran in Haptic Touch mode (optional, like `profile`).
    public var haptic: Bool?
    /// The phone's language (`--locale`): menus in that localization, mirrored when it is
    /// written right to left (optional, like `profile`).
    public var locale: String?
    /// The designer's own apps the session ran with (`--app`), as paths relative to the
    /// recording's folder (or absolute), and the slot they were installed at (`--slot`).
    public var apps: [String]?
    public var slot: String?
    /// The iOS release the session showed (optional, added with the device catalogue; absent:
    /// the device's default, iOS 12 on the 3D Touch phones, so older recordings replay the same).
    public var ios: Int?
    /// How the Haptic Touch setting became a duration (`"haptic_timing"`, added by issue 21):
    /// absent or 1, the profile's durations on every release; 2, the setting as the release had it.
    public var hapticTiming: HapticTiming?
    /// The appearance the session started in (`"appearance"`, added by issue 21): `light` or
    /// `dark`; absent, light, so recordings made before it replay unchanged. D keys in the
    /// recording switch it from there.
    public var appearance: String?
    /// How the apps were built (`"xcode"`, `"xcconfigs"`, `"defines"`: see `RecordedAppBuild`).
    public var appBuild = RecordedAppBuild()
    /// The Dynamic Type size (`"text_size"`, `--text-size`; optional: absent is `large`, the
    /// only size drawn before it, so older recordings replay the same).
    public var textSize: String? = nil
    /// The home screen's icon style (`"icon_style"`, `--icon-style`; optional: absent is
    /// `automatic`, the only style drawn before it, so older recordings replay the same).
    public var iconStyle: String? = nil

    public init(
        device: String? = nil, scene: String? = nil, forceUnit: ForceUnit = .normalized, profile: String? = nil,
        haptic: Bool? = nil,
        locale: String? = nil, ios: Int? = nil, hapticTiming: HapticTiming? = nil, apps: [String]? = nil,
        slot: String? = nil
    ) {
        self.hapticTiming = hapticTiming
        self.locale = locale
        self.apps = apps
        self.slot = slot
        self.device = device
        self.scene = scene
        self.forceUnit = forceUnit
        self.profile = profile
        self.haptic = haptic
        self.ios = ios
    }
}

/// How a trace is read: the options of `forcelab classify` that shape input rather than classification.
public struct TraceOptions: Sendable {
    /// An evemu description file whose `A:` lines give the axis ranges.
    public var descPath: String?
    /// Frames per second of a UITouch force array.
    public var rate: Double
    /// The pressure curve of pen (evemu) input; nil means `PressureCurve.penDefault`.
    public var pressureCurve: PressureCurve?
    /// The device screen in points, onto which evemu `ABS_X`/`ABS_Y` are scaled.
    public var screenWidth: Double
    public var screenHeight: Double
    /// Where UITouch force-array touches land; nil means the centre of the screen.
    public var aimX: Double?
    public var aimY: Double?
    /// Whether recording lines try the byte-loop fast path (`RecordingFastPath`) before the full
    /// JSON reader. The answers are the same either way; false is for the differential tests and
    /// the fuzz target that prove it.
    public var recordingFastPath = true

    public init(
        descPath: String? = nil, rate: Double = 60, pressureCurve: PressureCurve? = nil,
        screenWidth: Double = 375, screenHeight: Double = 812, aimX: Double? = nil, aimY: Double? = nil
    ) {
        self.descPath = descPath
        self.rate = rate
        self.pressureCurve = pressureCurve
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.aimX = aimX
        self.aimY = aimY
    }
}
