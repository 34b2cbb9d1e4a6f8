import ForceCore
import Geometry
import QuickActions

/// The designer's playground: the home screen's state, reduced from pressure samples, keys and
/// fixed-step ticks. Pure and deterministic: the window and headless replay run the same code,
/// and the same inputs give the same states, log and display lists.
public struct Playground {
    /// The fixed simulation rate.
    public static let stepsPerSecond: Int64 = 120

    /// The time of fixed step `n`, µs (integer, so steps never drift).
    public static func time(ofStep n: Int64) -> Int64 { n * 1_000_000 / stepsPerSecond }

    /// What the screen is doing.
    public enum Mode: Equatable, Sendable {
        /// The home screen at rest.
        case resting
        /// A contact presses an app icon: the hint (blur, lift) follows the force.
        case pressing(app: Int)
        /// The quick-action menu is open.
        case menu(OpenMenu)
        /// Home-screen edit mode: icons jiggle.
        case editing(since: Int64)
        /// An app was opened by a tap: its screen.
        case app(AppScreen)
    }

    /// An open quick-action menu.
    public struct OpenMenu: Equatable, Sendable {
        public var app: Int
        public var items: [ShortcutItem]
        public var layout: MenuLayout
        public var openedAt: Int64
        /// The row under the finger, if any (index into `layout.rows`).
        public var highlighted: Int?
        /// The contact that opened the menu is still down: lifting on a row chooses it.
        public var openingContactDown: Bool
    }

    /// The thresholds a person can select and move live.
    public enum Threshold: String, CaseIterable, Sendable {
        case peek, pop, quickActions
    }

    /// A message shown at the top of the screen for a while.
    public struct Banner: Equatable, Sendable {
        public var title: String
        public var detail: String
        /// When it came on screen and when it leaves (µs, session time).
        public var shownAt: Int64
        public var until: Int64
        public var isError: Bool
        /// How long it asked to stay.
        var duration: Int64
    }

    /// What the current contact began on.
    enum ContactTarget: Equatable, Sendable {
        case icon(Int)
        case menu, dismissing, empty, editing, appScreen
    }

    struct Contact: Equatable, Sendable {
        var target: ContactTarget
        var start: Point
        var last: Point
        /// The most hint the contact showed: a press that visibly began to blur the screen
        /// and is released is not a tap (iOS cancels the interaction instead of opening the app).
        var peakHint: Double = 0
        /// The hint on screen before the latest sample (the classifier's progress is 0 once the
        /// contact ends or is cancelled, so a relaxing hint starts from this).
        var hint: Double = 0
    }

    /// Hint progress beyond which lifting no longer counts as a tap.
    static let tapHintLimit = 0.5

    public internal(set) var content: SceneContent
    public let measurer: TextMeasurer
    /// The metrics of `release`'s menu on the content's device, at `textSize`.
    public internal(set) var menuMetrics: MenuMetrics
    /// The menu's metrics at the default text size, which `textSize` scales.
    let largeTextMetrics: MenuMetrics
    /// The Dynamic Type size (`--text-size`, a recording's `"text_size"`, `=` and `-`).
    public internal(set) var textSize: TextSize = .large
    /// The iOS release simulated: its menu style, metrics and system items (`IOSRelease`).
    public let release: IOSRelease
    public internal(set) var classifier: ForceClassifier
    public internal(set) var time: Int64 = 0
    public internal(set) var page = 0
    public internal(set) var mode: Mode = .resting
    /// The banner on screen; the ones waiting for it to go are `bannerQueue` (`BannerQueue`).
    public internal(set) var banner: Banner?
    var bannerQueue: [Banner] = []
    /// When the current contact went down, for the Haptic Touch hold timer.
    public internal(set) var holdStart: Int64?
    /// The page of lint lines the HUD shows (Page Up, Page Down), and the app it belongs to.
    public internal(set) var lintPage = 0
    var lintPageApp: Int?
    /// The shell's locale picker (`/`), drawn over the phone while open.
    public var localePicker: LocalePicker?
    /// Each localization's name in its own language (`de`: "Deutsch"), as the shell found them
    /// (ICU); the HUD shows the code alone for a locale missing here.
    public var localeNames: [String: String] = [:]
    /// When the last haptic pulse fired (menu opened), for its visual ring.
    public internal(set) var pulseAt: Int64?
    /// The hint relaxing after a press that opened nothing: from which app and progress, since when.
    public internal(set) var hintRelease: HintRelease?
    public internal(set) var history = ForceHistory()
    /// The HUD graph held still (F), or nil while it is live.
    public internal(set) var graphFreeze: GraphFreeze?
    /// The session's contacts, sample by sample, for `S` to save as a recording.
    public internal(set) var sessionPresses = SessionPresses()
    public internal(set) var recentEvents: [GestureEvent] = []
    public var hudVisible: Bool
    public internal(set) var selectedThreshold: Threshold = .quickActions
    public internal(set) var profiles: [ForceProfile]
    public internal(set) var profileIndex: Int
    /// Where the pointer is (for the HUD's lint lines about the app under it).
    public internal(set) var pointer = Point(x: 0, y: 0)
    public internal(set) var force: Double = 0
    /// Light or Dark Mode (`--appearance`, D, a recording's `"appearance"`): every picture's
    /// colours come from it through `palette`.
    public internal(set) var appearance: Appearance = .light
    /// The home screen's icon style as set (`--icon-style`, a recording's `"icon_style"`); the
    /// window has no key for it. Set it before the first step (`setIconStyle`).
    public internal(set) var iconStyleChoice: IconStyleChoice = .automatic

    var contact: Contact?
    /// The session's presses, for calibration (C): their peaks, in the order they ended.
    var calibrationContacts: [RecordedContact] = []
    var contactTracker = ContactTracker(trace: 0, profile: .medium)
    var log: [LogEntry] = []
    var events: [GestureEvent] = []

    /// A playground for `content` on `release`, presses sensed as `pressModel` (a Haptic Touch
    /// duration replaces the profile's): the menu metrics are the release's on the content's
    /// device, derived here rather than trusted from the caller. `hapticTiming` says how the
    /// Haptic Touch setting becomes a duration (`.byRelease`: the release's own delays).
    public init(
        content: SceneContent, release: IOSRelease, pressModel: PressModel, hapticTiming: HapticTiming = .fixed,
        textSize: TextSize = .large, measurer: TextMeasurer, profile: ForceProfile, hudVisible: Bool = false
    ) {
        var profile = profile
        if case .hapticTouch(let duration) = pressModel { profile.hapticMode = duration }
        self.init(
            content: content, measurer: measurer, menuMetrics: content.device.menuMetrics(for: release),
            profile: profile, haptic: pressModel.isHapticTouch, hudVisible: hudVisible, ios: release.major,
            hapticTiming: hapticTiming)
        setTextSize(textSize)
    }

    /// A playground for `content` as the phone is set (`settings`' device is the content's).
    public init(content: SceneContent, settings: PhoneSettings, measurer: TextMeasurer, profile: ForceProfile) {
        self.init(
            content: content, release: settings.release, pressModel: settings.pressModel,
            textSize: settings.textSize, measurer: measurer, profile: profile)
        setAppearance(settings.appearance)
    }

    /// Tests' playground, with metrics of their own (a fixed-width measurer needs no device's).
    /// `ios` nil: the device's default release. A Haptic Touch device is always in Haptic Touch
    /// mode (it senses no force); `haptic` turns it on for a 3D Touch device too.
    init(
        content: SceneContent, measurer: TextMeasurer, menuMetrics: MenuMetrics, profile: ForceProfile, haptic: Bool,
        hudVisible: Bool = false, ios: Int? = nil, hapticTiming: HapticTiming = .fixed
    ) {
        self.content = content
        self.measurer = measurer
        self.menuMetrics = menuMetrics
        self.largeTextMetrics = menuMetrics
        self.release = IOSRelease(ios ?? content.device.ios.default)
        classifier = ForceClassifier(
            profile: profile, target: .plain, haptic: haptic || content.device.touch == .hapticTouch)
        if hapticTiming == .byRelease { classifier.hapticRelease = release.haptic }
        var profiles = [ForceProfile.light, ForceProfile.medium, ForceProfile.firm]
        if let index = profiles.firstIndex(where: { $0.name == profile.name }) {
            profiles[index] = profile
            profileIndex = index
        } else {
            profiles.append(profile)
            profileIndex = profiles.count - 1
        }
        self.profiles = profiles
        self.hudVisible = hudVisible
        events.reserveCapacity(8)
        log.append(.ui(time: 0, .screen(page: 1)))
    }

    /// Takes the log entries written since the last call.
    public mutating func drainLog() -> [LogEntry] {
        defer { log.removeAll(keepingCapacity: true) }
        return log
    }

    /// Whether the classifier is in Haptic Touch mode (no force stages).
    public var haptic: Bool { classifier.haptic }
    /// How the Haptic Touch setting becomes a duration (a recording's `"haptic_timing"`).
    public var hapticTiming: HapticTiming { classifier.hapticRelease == nil ? .fixed : .byRelease }
    /// Microseconds a Haptic Touch press is held before the menu opens.
    public var hapticDelay: Int64 { profile.longPressDelay(haptic: true, release: classifier.hapticRelease) }

    /// The classifier's continuous progress toward its next force stage (0...1).
    public var classifierProgress: Double { classifier.progress }

    /// The profile in use.
    public var profile: ForceProfile { classifier.profile }

    /// The release's major version (recording headers and the event log name it).
    public var ios: Int { release.major }

    /// The phone as this playground is set: device, release, press model, locale.
    public var settings: PhoneSettings {
        PhoneSettings(
            device: content.device, release: release,
            pressModel: haptic ? .hapticTouch(profile.hapticMode) : .forceTouch, appearance: appearance,
            textSize: textSize,
            locale: content.locale)
    }

    /// The colours every picture of this playground is drawn with.
    public var palette: Palette { Palette(appearance) }
    /// How the home screen draws the apps' icons (dark ones in Dark Mode from iOS 18).
    public var iconStyle: AppIconStyle { iconStyleChoice.resolved(appearance, release: release) }

    /// The home screen's chrome: Liquid Glass from iOS 26.
    public var homeScreenStyle: HomeScreenStyle { .of(release, locale: content.locale) }

    /// Sets the icon style; a style the release lacks (`IconStyleChoice.problem`) is refused and
    /// the style stays as it was. Returns whether it was set.
    @discardableResult
    public mutating func setIconStyle(_ choice: IconStyleChoice) -> Bool {
        guard choice.problem(on: release) == nil else { return false }
        iconStyleChoice = choice
        return true
    }

    /// The context-menu style, on the home screen and in apps (`IOSRelease.hasContextMenus`).
    public var contextMenus: Bool { release.hasContextMenus }
}
