import ForceCore
import QuickActions

/// Where `--at` aims the touches of a trace without positions of its own.
public enum ReplayAim: Equatable, Sendable {
    /// A point in device points.
    case point(Double, Double)
    /// The icon centre of the app of that name, on the first page or the dock.
    case app(String)
}

/// The options a replay's plan is resolved from: what the command line says instead of a
/// recording's header, and where the outputs go. The drawing options (fonts, tolerance) are not
/// here: they do not change what is replayed or where it is written.
public struct ReplayOptions: Equatable, Sendable {
    public var deviceOverride: String?
    public var sceneOverride: String?
    public var profileOverride: String?
    /// `--ios N`: instead of the header's `ios` (else the device's default).
    public var iosOverride: IOSRelease?
    /// `--haptic`: Haptic Touch, as is `"haptic": true` in a header.
    public var haptic: Bool
    /// `--haptic-touch`: the Haptic Touch duration instead of the profile's.
    public var hapticTouch: HapticMode?
    /// Pixels per point of the frames (nil: 2).
    public var scale: Double?
    public var locale: LocaleID?
    /// `--appearance`: instead of the header's `"appearance"` (else light).
    public var appearance: Appearance? = nil
    /// `--icon-style`: instead of the header's `"icon_style"` (else automatic).
    public var iconStyle: IconStyleChoice? = nil
    /// `--app PATH` (repeatable) and `--slot`: the designer's own apps instead of the header's.
    public var apps: [String]
    public var slot: String?
    /// `--xcode-target`, `--xcode-configuration`, `--xcconfig`, `--define`: how the apps are built.
    public var appBuild: ReplayAppBuildOptions
    public var aim: ReplayAim?
    /// evemu's `.desc` file, the rate of force arrays, the pen's pressure curve (as typed).
    public var desc: String?
    public var rate: Double?
    public var pressureCurve: String?
    /// `--events PATH`: the file itself with one recording, a folder with several.
    public var events: String?
    public var eventsIsFolder: Bool
    public var frames: String?
    /// Picture every N-th step (and the last one).
    public var every: Int
    public var golden: String?
    public var updateGoldens: Bool
    public var diffs: String?
    /// Whether a failing recording leaves its actual frame and `failure.json` beside its diff.
    public var failureRecords: Bool
    /// `--text-size`: instead of the header's `"text_size"` (else `large`).
    public var textSize: DynamicTypeSize? = nil

    public init(
        deviceOverride: String? = nil, sceneOverride: String? = nil, profileOverride: String? = nil,
        iosOverride: IOSRelease? = nil, haptic: Bool = false, hapticTouch: HapticMode? = nil, scale: Double? = nil,
        locale: LocaleID? = nil, apps: [String] = [], slot: String? = nil,
        appBuild: ReplayAppBuildOptions = ReplayAppBuildOptions(), aim: ReplayAim? = nil, desc: String? = nil,
        rate: Double? = nil, pressureCurve: String? = nil, events: String? = nil, eventsIsFolder: Bool = false,
        frames: String? = nil, every: Int = 30, golden: String? = nil, updateGoldens: Bool = false,
        diffs: String? = nil, failureRecords: Bool = false
    ) {
        self.deviceOverride = deviceOverride
        self.sceneOverride = sceneOverride
        self.profileOverride = profileOverride
        self.iosOverride = iosOverride
        self.haptic = haptic
        self.hapticTouch = hapticTouch
        self.scale = scale
        self.locale = locale
        self.apps = apps
        self.slot = slot
        self.appBuild = appBuild
        self.aim = aim
        self.desc = desc
        self.rate = rate
        self.pressureCurve = pressureCurve
        self.events = events
        self.eventsIsFolder = eventsIsFolder
        self.frames = frames
        self.every = every
        self.golden = golden
        self.updateGoldens = updateGoldens
        self.diffs = diffs
        self.failureRecords = failureRecords
    }
}
