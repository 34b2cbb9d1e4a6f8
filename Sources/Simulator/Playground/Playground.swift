import ForceCore
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
        public var until: Int64
        public var isError: Bool
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

    public private(set) var content: SceneContent
    public let measurer: TextMeasurer
    public let menuMetrics: MenuMetrics
    /// The iOS release simulated: 9–12 draw the 3D Touch action platter, 13 and later the
    /// context menu with the system's items, opened by a long press too.
    public let ios: Int
    public internal(set) var classifier: ForceClassifier
    public private(set) var time: Int64 = 0
    public private(set) var page = 0
    public private(set) var mode: Mode = .resting
    public private(set) var banner: Banner?
    /// When the last haptic pulse fired (menu opened), for its visual ring.
    public private(set) var pulseAt: Int64?
    /// The hint relaxing after a press that opened nothing: from which app and progress, since when.
    public private(set) var hintRelease: HintRelease?
    public private(set) var history = ForceHistory()
    /// The HUD graph held still (F), or nil while it is live.
    public internal(set) var graphFreeze: GraphFreeze?
    /// The session's contacts, sample by sample, for `S` to save as a recording.
    public private(set) var sessionPresses = SessionPresses()
    public private(set) var recentEvents: [GestureEvent] = []
    public var hudVisible: Bool
    public internal(set) var selectedThreshold: Threshold = .quickActions
    public internal(set) var profiles: [ForceProfile]
    public internal(set) var profileIndex: Int
    /// Where the pointer is (for the HUD's lint lines about the app under it).
    public private(set) var pointer = Point(x: 0, y: 0)
    public private(set) var force: Double = 0

    private var contact: Contact?
    /// The session's presses, for calibration (C): their peaks, in the order they ended.
    var calibrationContacts: [RecordedContact] = []
    var contactTracker = ContactTracker(trace: 0, profile: .medium)
    var log: [LogEntry] = []
    private var events: [GestureEvent] = []

    /// `ios` nil: the device's default release. A Haptic Touch device is always in Haptic Touch
    /// mode (it senses no force); `haptic` turns it on for a 3D Touch device too.
    public init(
        content: SceneContent, measurer: TextMeasurer, menuMetrics: MenuMetrics, profile: ForceProfile, haptic: Bool,
        hudVisible: Bool = false, ios: Int? = nil
    ) {
        self.content = content
        self.measurer = measurer
        self.menuMetrics = menuMetrics
        self.ios = ios ?? content.device.ios.default
        classifier = ForceClassifier(
            profile: profile, target: .plain, haptic: haptic || content.device.touch == .hapticTouch)
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

    /// The classifier's continuous progress toward its next force stage (0...1).
    public var classifierProgress: Double { classifier.progress }

    /// The profile in use.
    public var profile: ForceProfile { classifier.profile }

    // MARK: - Inputs

    /// Feeds one recorded or synthesized input.
    public mutating func handle(_ input: InputEvent) {
        switch input {
        case .touch(let sample): handle(sample)
        case .key(let time, let key):
            advance(to: time)
            handleKey(key)
        case .tick(let time): advance(to: time)
        }
    }

    /// Feeds one pressure sample.
    public mutating func handle(_ sample: PressureSample) {
        advance(to: sample.time)
        let point = Point(x: sample.x, y: sample.y)
        pointer = point
        force = sample.phase == .up || sample.phase == .cancel ? 0 : sample.force
        if sample.phase == .down {
            beginContact(at: point)
        }
        if var current = contact {
            current.last = point
            contact = current
            if case .app(var screen) = mode, current.target == .appScreen, sample.phase != .down {
                apply(screen.contactMoved(to: point), to: &screen)
            }
            if case .menu(var menu) = mode, current.target == .menu || menu.openingContactDown {
                menu.highlighted = menu.layout.rows.firstIndex { $0.frame.contains(point) }
                mode = .menu(menu)
            }
        }
        // What the hint showed before this sample: once the classifier ends or cancels the
        // contact its progress is 0, and a relaxing hint starts from what was on screen.
        let shownHint = lastProgress
        sessionPresses.add(sample)
        if let ended = contactTracker.handle(.touch(sample)) {
            calibrationContacts.append(ended)
            if calibrationContacts.count > Self.calibrationWindow { calibrationContacts.removeFirst() }
        }
        events.removeAll(keepingCapacity: true)
        classifier.process(sample, into: &events)
        let lifting = sample.phase == .up || sample.phase == .cancel
        if case .pressing = mode, var current = contact {
            current.peakHint = max(current.peakHint, lastProgress)
            current.hint = shownHint
            contact = current
        }
        for event in events { reduce(event) }
        if case .app(var screen) = mode, contact?.target == .appScreen, !lifting {
            // The list's hint and the peek card follow the classifier's progress.
            screen.forceChanged(progress: lastProgress)
            mode = .app(screen)
        }
        if sample.phase == .up || sample.phase == .cancel {
            endContact(at: point, cancelled: sample.phase == .cancel)
        }
    }

    /// Advances the clock to `time`: timers (long press) fire, animations move, history records.
    public mutating func advance(to newTime: Int64) {
        guard newTime > time else { return }
        events.removeAll(keepingCapacity: true)
        classifier.advance(to: newTime, into: &events)
        for event in events { reduce(event) }
        // One history sample per fixed step crossed.
        let stepLength = Playground.time(ofStep: 1)
        var steps = (newTime - time) / max(1, stepLength)
        if steps == 0 && newTime / stepLength != time / stepLength { steps = 1 }
        for _ in 0..<min(steps, Int64(ForceHistory.capacity)) { history.append(force) }
        time = newTime
        holdIntoEditMode()
        if case .app(var screen) = mode {
            apply(screen.advance(to: time), to: &screen)
        }
        if let banner, banner.until <= time { self.banner = nil }
        if let release = hintRelease, release.isOver(at: time) { hintRelease = nil }
    }

    /// A playground key (recording v1 names them: `escape`, `left`, `right`, `tab`, `[`, `]`, `p`,
    /// `h`, `c`, and `f`, `,`, `.` for the HUD graph; see `PlaygroundKey`).
    public mutating func handleKey(_ key: PlaygroundKey) {
        switch key {
        case .escape:
            switch mode {
            case .menu(let menu): closeMenu(menu, reason: "escape")
            case .editing: setEditing(false)
            case .app(var screen):
                apply(screen.handleKey(key), to: &screen)
            default: break
            }
        case .wheelUp, .wheelDown:
            // A wheel notch with no button held (recorded as a key): scrolls an app's list.
            if case .app(var screen) = mode { apply(screen.handleKey(key), to: &screen) }
        // The arrows move toward the page on that side: right to left the next page lies left.
        case .left: changePage(by: content.direction.isRightToLeft ? 1 : -1)
        case .right: changePage(by: content.direction.isRightToLeft ? -1 : 1)
        case .toggleHUD: hudVisible.toggle()
        case .calibrate: calibrate()
        case .freezeGraph: toggleGraphFreeze()
        case .scrollGraphBack: scrollGraph(bySteps: Self.graphScrollSteps)
        case .scrollGraphForward: scrollGraph(bySteps: -Self.graphScrollSteps)
        case .nextThreshold:
            let all = Threshold.allCases
            selectedThreshold = all[(all.firstIndex(of: selectedThreshold)! + 1) % all.count]
        case .lowerThreshold: adjustSelectedThreshold(by: -0.01)
        case .raiseThreshold: adjustSelectedThreshold(by: 0.01)
        case .nextProfile:
            profileIndex = (profileIndex + 1) % profiles.count
            useProfile(profiles[profileIndex])
        }
    }

    /// Shows a message at the top of the screen for `duration` µs.
    public mutating func showBanner(
        _ title: String, detail: String = "", duration: Int64 = 2_500_000, isError: Bool = false
    ) {
        banner = Banner(title: title, detail: detail, until: time + duration, isError: isError)
    }

    /// Back to the home screen's first page at rest, as a new session would start (recordings
    /// begin here, so that they replay from the state they were made in). Keeps the profile,
    /// Haptic Touch, the HUD and the clock.
    public mutating func returnToStart() {
        mode = .resting
        page = 0
        banner = nil
        pulseAt = nil
        hintRelease = nil
        contact = nil
        classifier = ForceClassifier(profile: classifier.profile, target: .plain, haptic: classifier.haptic)
        contactTracker = ContactTracker(trace: 0, profile: .medium)
        log.append(.ui(time: time, .screen(page: 1)))
    }

    /// Replaces the scene's content (a file changed on disk) and keeps what still makes sense.
    public mutating func reload(_ newContent: SceneContent) {
        content = newContent
        page = min(page, max(0, content.scene.pages.count - 1))
        if case .menu = mode { mode = .resting }
        if case .pressing = mode { mode = .resting }
        if case .app(let screen) = mode, screen.app >= content.scene.apps.count { mode = .resting }
        hintRelease = nil
        log.append(.ui(time: time, .reloaded(scene: content.scene.name)))
    }

    // MARK: - Contacts

    private mutating func beginContact(at point: Point) {
        var target: ContactTarget
        switch mode {
        case .menu(let menu):
            if menu.layout.rows.contains(where: { $0.frame.contains(point) }) {
                target = .menu
            } else {
                // A touch outside the menu dismisses it, and does nothing else.
                closeMenu(menu, reason: "outside")
                target = .dismissing
            }
        case .editing:
            target = .editing
        case .app(var screen):
            target = .appScreen
            contact = Contact(target: target, start: point, last: point)
            let outcomes = screen.contactBegan(at: point)
            classifier.target = screen.targetKind(at: point)
            apply(outcomes, to: &screen)
            return
        case .resting, .pressing:
            if let slot = content.layout.slot(at: point, page: page) {
                target = .icon(slot.app)
            } else {
                target = .empty
            }
        }
        switch target {
        case .icon: classifier.target = .icon
        default: classifier.target = .plain
        }
        contact = Contact(target: target, start: point, last: point)
    }

    private mutating func endContact(at point: Point, cancelled: Bool) {
        guard let ended = contact else { return }
        contact = nil
        switch mode {
        case .pressing(let app):
            hintRelease = HintRelease(target: app, progress: ended.hint, since: time)
            mode = .resting
        case .menu(var menu):
            if menu.openingContactDown || ended.target == .menu {
                menu.openingContactDown = false
                if !cancelled, let row = menu.layout.rows.firstIndex(where: { $0.frame.contains(point) }),
                    ended.target == .menu || menu.highlighted != nil
                {
                    choose(menu, row: row)
                    return
                }
                menu.highlighted = nil
                mode = .menu(menu)
            }
        default:
            break
        }
        if ended.target == .empty, !cancelled, case .resting = mode {
            let dx = point.x - ended.start.x
            // A swipe toward the leading edge brings the next page: leftward, or rightward when mirrored.
            let forward = content.direction.isRightToLeft ? dx > 0 : dx < 0
            if abs(dx) > 60 && abs(dx) > abs(point.y - ended.start.y) { changePage(by: forward ? 1 : -1) }
        }
        if ended.target == .appScreen, case .app(var screen) = mode {
            apply(screen.contactEnded(at: point, cancelled: cancelled, screen: content.device.size), to: &screen)
        }
    }

    /// The hint's progress while pressing (0...1), from the classifier.
    private var lastProgress: Double { min(1, max(0, classifier.progress)) }

    /// The hint progress to draw now, with the relaxing after a release.
    public var hintProgress: Double {
        if case .pressing = mode { return lastProgress }
        return hintRelease?.progress(at: time) ?? 0
    }

    /// The app whose icon the hint lifts, if any.
    public var hintApp: Int? {
        if case .pressing(let app) = mode { return app }
        return hintRelease?.target
    }

    // MARK: - Gesture events

    private mutating func reduce(_ event: GestureEvent) {
        // UI changes caused by an event carry its time (a long press fires on its deadline,
        // which may lie inside the step being advanced).
        time = max(time, event.time)
        log.append(.gesture(event))
        recentEvents.append(event)
        if recentEvents.count > 8 { recentEvents.removeFirst(recentEvents.count - 8) }
        guard let current = contact else { return }
        switch (event.kind, current.target) {
        case (.began, .icon(let app)):
            if case .resting = mode { mode = .pressing(app: app) }
        case (.quickActions, .icon(let app)):
            openMenu(app: app)
        case (.longPress, .icon(let app)):
            // Haptic Touch, and from iOS 13 any phone: a long press opens the menu (on a 3D Touch
            // phone a firm press opens it sooner). Through iOS 12 it starts edit mode.
            if haptic || contextMenus {
                openMenu(app: app)
            } else {
                mode = .resting
                setEditing(true)
            }
        case (.tap, .icon(let app)):
            if current.peakHint < Self.tapHintLimit { openApp(app) }
        case (.tap, .editing):
            if content.layout.slot(at: current.last, page: page) == nil { setEditing(false) }
        case (_, .appScreen):
            if case .app(var screen) = mode { apply(screen.reduce(event), to: &screen) }
        case (.cancelled, .icon):
            if case .pressing(let app) = mode {
                hintRelease = HintRelease(target: app, progress: current.hint, since: time)
                mode = .resting
            }
        default:
            break
        }
    }

    private mutating func openMenu(app: Int) {
        guard let slot = content.layout.visibleSlots(page: page).first(where: { $0.app == app }) else { return }
        let items = content.shortcuts[app]
        hintRelease = nil
        guard !items.isEmpty else {
            mode = .resting
            hintRelease = HintRelease(target: app, progress: 1, since: time)
            showBanner(
                "\(content.scene.apps[app].name) has no quick actions",
                detail: "Add UIApplicationShortcutItems to its Info.plist or a manifest.")
            log.append(.ui(time: time, .menuEmpty(app: content.scene.apps[app].name)))
            return
        }
        let systemItems = SystemMenuItems.items(
            ios: ios, appStore: content.scene.apps[app].appStore == true, biometry: content.device.biometry)
        let layout = MenuLayout.layout(
            items: items, anchor: slot.iconFrame, screen: content.device.size, metrics: menuMetrics,
            measurer: measurer, systemItems: systemItems, direction: content.direction)
        let menu = OpenMenu(
            app: app, items: items, layout: layout, openedAt: time, highlighted: nil, openingContactDown: contact != nil
        )
        mode = .menu(menu)
        pulseAt = time
        let shown: [ShownMenuItem] = layout.rows.map { row in
            if let system = row.system { return .system(title: system.title, destructive: system.destructive) }
            let item = items[row.item]
            return .quickAction(
                type: item.type ?? "", title: row.titleLines.joined(separator: " "), subtitle: row.subtitleLine)
        }
        log.append(
            .ui(
                time: time,
                .menuOpened(
                    app: content.scene.apps[app].name, direction: layout.direction.rawValue,
                    iconSide: layout.iconSide.rawValue,
                    items: shown, textAlignment: layout.layoutDirection.isRightToLeft ? layout.textAlignment : nil)))
    }

    private mutating func closeMenu(_ menu: OpenMenu, reason: String) {
        mode = .resting
        log.append(.ui(time: time, .menuDismissed(app: content.scene.apps[menu.app].name, reason: reason)))
    }

    private mutating func choose(_ menu: OpenMenu, row: Int) {
        if let system = menu.layout.rows[row].system {
            chooseSystemItem(system, app: menu.app)
            return
        }
        let item = menu.items[menu.layout.rows[row].item]
        mode = .resting
        let userInfo = item.userInfo.map { JSONValue.plist(.dictionary($0)) } ?? .null
        log.append(
            .ui(
                time: time,
                .itemChosen(
                    app: content.scene.apps[menu.app].name, type: item.type ?? "", title: item.title ?? "",
                    userInfo: userInfo)))
        showBanner(
            "\(content.scene.apps[menu.app].name): \(item.type ?? "(no type)")", detail: "userInfo " + userInfo.text)
    }

    /// A system item: "Edit Home Screen" starts edit mode; the others say what iOS would do.
    private mutating func chooseSystemItem(_ item: SystemMenuItem, app: Int) {
        let name = content.scene.apps[app].name
        mode = .resting
        log.append(.ui(time: time, .systemItemChosen(app: name, title: item.title, action: item.action.rawValue)))
        switch item.action {
        case .editHomeScreen, .rearrangeApps: setEditing(true)
        case .removeApp:
            showBanner(
                "\(name): Remove App",
                detail: "iOS asks: Delete App, Remove from Home Screen (to the App Library), or Cancel.")
        case .deleteApp:
            showBanner("\(name): Delete App", detail: "iOS asks to confirm: deleting the app deletes its data.")
        case .shareApp:
            showBanner("\(name): Share App", detail: "iOS opens the share sheet with the app's App Store link.")
        case .requireBiometry:
            showBanner(
                "\(name): \(item.title)", detail: "iOS asks to confirm, then the app opens only after authentication.")
        }
    }

    /// iOS 13+: how long the finger that opened the menu may stay on the icon, still, before the
    /// menu gives way to edit mode (reconstructed: iOS 13–18 enter jiggle mode when the press is
    /// held on after the menu appears; the delay is an estimate from screen recordings).
    public static let holdToEditDelay: Int64 = 1_000_000

    /// iOS 13+: the opening press held on, without moving, turns into edit mode.
    private mutating func holdIntoEditMode() {
        guard contextMenus, case .menu(let menu) = mode, menu.openingContactDown, let current = contact,
            case .icon = current.target,
            time - menu.openedAt >= Self.holdToEditDelay
        else { return }
        let dx = current.last.x - current.start.x
        let dy = current.last.y - current.start.y
        guard dx * dx + dy * dy <= classifier.profile.movementSlop * classifier.profile.movementSlop else { return }
        closeMenu(menu, reason: "editMode")
        setEditing(true)
    }

    /// iOS 13 and later: the context-menu style, on the home screen and in apps.
    public var contextMenus: Bool { ios >= 13 }

    private mutating func openApp(_ app: Int) {
        mode = .app(AppScreen(app: app, openedAt: time, content: content, haptic: haptic, contextMenus: contextMenus))
        log.append(.ui(time: time, .appOpened(app: content.scene.apps[app].name)))
        if let screen = content.scene.apps[app].screen {
            log.append(
                .ui(
                    time: time,
                    .listShown(
                        app: content.scene.apps[app].name, title: screen.title, segment: 0,
                        rows: screen.lists[0].rows.count)))
        }
    }

    /// Carries out what the app screen asked for, keeping its new state unless it left.
    private mutating func apply(_ outcomes: [AppScreenOutcome], to screen: inout AppScreen) {
        mode = .app(screen)
        for outcome in outcomes {
            switch outcome {
            case .goHome: goHome()
            case .log(let event): log.append(.ui(time: time, event))
            case .banner(let title, let detail): showBanner(title, detail: detail)
            }
        }
    }

    private mutating func goHome() {
        mode = .resting
        log.append(.ui(time: time, .screen(page: page + 1)))
    }

    private mutating func setEditing(_ on: Bool) {
        if on {
            if case .editing = mode { return }
            mode = .editing(since: time)
        } else {
            guard case .editing = mode else { return }
            mode = .resting
        }
        log.append(.ui(time: time, .editMode(on: on)))
    }

    private mutating func changePage(by delta: Int) {
        guard case .resting = mode else { return }
        let next = min(max(0, page + delta), content.scene.pages.count - 1)
        guard next != page else { return }
        page = next
        log.append(.ui(time: time, .screen(page: page + 1)))
    }
}

extension JSONValue {
    static func plist(_ value: PlistValue) -> JSONValue { JSONValue(value) }
}
