import ForceCore
import Geometry
import QuickActions

/// What an app screen asks of the playground after an input.
public enum AppScreenOutcome: Equatable, Sendable {
    /// Leave the app for the home screen.
    case goHome
    /// Write a UI change to the event log.
    case log(UIEvent)
    /// Show a banner at the top of the screen.
    case banner(title: String, detail: String)

    /// The log name, for tests and tools (nil for other outcomes).
    public var logName: String? {
        if case .log(let event) = self { return event.name }
        return nil
    }
}

/// The screen of an app opened from the home screen. The playground routes contacts that begin
/// while an app is open, gesture events of those contacts, keys and clock ticks here; the app
/// screen answers with outcomes. Pure, like the playground.
///
/// An app whose scene entry has a `screen` shows a list screen: navigation bar, segmented
/// control, rows that peek and pop, pull to refresh, a switch, a load's progress bar. Others
/// show a placeholder.
public struct AppScreen: Equatable, Sendable {
    /// What a contact on the list is doing (one at a time; a state enum, not flags).
    public enum Interaction: Equatable, Sendable {
        case idle
        /// A contact presses a previewable row: the hint blur follows `progress` (0...1).
        case pressing(row: Int, progress: Double)
        /// The list follows a drag from `startScroll` (scrolling, or pulling to refresh).
        case scrolling(startScroll: Double)
        /// A horizontal drag slides `row` left from `startReveal` points to show its swipe actions.
        case swiping(row: Int, startReveal: Double)
        /// A peek card (3D Touch) or a context menu (Haptic Touch) is shown.
        case peeking(Peek)
        /// The edit menu callout over a row (long press on a row with `editMenu`).
        case editMenu(row: Int, since: Int64)
    }

    /// An open peek.
    public struct Peek: Equatable, Sendable {
        /// How the preview shows: a peek card under force, or a context menu after a long press.
        public enum Style: String, Sendable { case peek, contextMenu }
        public var row: Int
        public var since: Int64
        public var style: Style
        /// The finger's y when the peek opened: sliding up from there reveals the actions.
        public var anchorY: Double
        /// How far the finger has slid up since the peek, points (0 for context menus).
        public var lift: Double = 0
        /// The contact that opened it has lifted: the actions stay until a tap.
        public var sticky = false
        /// The finger slid far enough to bring the actions fully out: they stay out even when
        /// it moves back down onto them.
        public var actionsOut = false
        /// The preview action group whose submenu is open.
        public var submenu: Int?
        /// The action row under the finger.
        public var highlighted: Int?
        /// Progress from peek toward pop (0...1): the card swells slightly.
        public var popProgress = 0.0
    }

    /// The full-screen destination of a row (popped by force or pushed by a tap).
    public struct Destination: Equatable, Sendable {
        public var row: Int
        public var since: Int64
        public var popped: Bool
    }

    /// What the current contact began on.
    enum TouchTarget: Equatable, Sendable {
        case list(row: Int?)
        case back
        case segment(Int)
        case switchControl(row: Int)
        case peekAction, dismissing, destination
        case toolbar(Int)
        /// A button of the row whose swipe actions are open.
        case swipeAction(Int)
    }

    struct Touch: Equatable, Sendable {
        var target: TouchTarget
        var start: Point
        var last: Point
        /// The most hint the contact showed (a press that visibly hinted is no tap, as on the
        /// home screen).
        var peakHint = 0.0
        /// The row whose open swipe actions this contact's touch-down closed: its
        /// `swipeActionsHidden` waits until the contact shows whether it taps, scrolls or swipes.
        var closingRow: Int?
        /// Recent positions, for the release velocity.
        var trail: [TrailPoint] = []
    }

    /// One position of a contact and when it was there.
    struct TrailPoint: Equatable, Sendable {
        var time: Int64
        var y: Double
    }

    public var app: Int
    public var openedAt: Int64
    public internal(set) var time: Int64
    public let appName: String
    /// The list screen, nil for apps without one (a placeholder is shown).
    public let spec: AppScreenSpec?
    public let size: Size
    /// The device's safe area, for the bars.
    public let safeArea: DeviceProfile.SafeArea
    /// Haptic Touch: a long press opens the preview as a context menu.
    public let haptic: Bool
    /// iOS 13+: a previewable row opens the context menu with its preview (a firm press opens
    /// it at once on 3D Touch phones) instead of peek and pop.
    public let contextMenus: Bool
    /// Right to left, the screen is the mirror image of the left-to-right one: its state and
    /// geometry (`layout`, `swipeActionFrames`...) stay in left-to-right terms, touches are
    /// mirrored on the way in (`logical`) and the picture on the way out (`AppScreenRenderer`).
    /// So disclosure chevrons point left, the back button sits on the right, and a row swipes
    /// rightward to show its actions at the left edge: UIKit's trailing edge is the left one
    /// in Arabic and Hebrew.
    public let direction: LayoutDirection
    /// The Dynamic Type size its list and peeks are drawn at (the playground's).
    public internal(set) var textSize: DynamicTypeSize = .large
    public internal(set) var segment = 0
    /// How far the list is scrolled down, points (negative while pulled down).
    public internal(set) var scroll = 0.0
    public internal(set) var switches: [String: Bool] = [:]
    public internal(set) var refreshingSince: Int64?
    public internal(set) var loadFinished = false
    public internal(set) var interaction: Interaction = .idle
    public internal(set) var destination: Destination?
    /// The row slid open (or sliding) to show its swipe actions.
    public internal(set) var swipe: SwipedRow?
    /// The list moving by itself after a flick, or springing back to an edge.
    public internal(set) var momentum: ScrollMomentum?
    /// The hint fading out after a press released before the peek.
    public internal(set) var hintRelease: HintRelease?
    var touch: Touch?

    /// How long the refresh spinner turns, µs.
    public static let refreshDuration: Int64 = 1_000_000
    /// Duration of the pop and push transitions, µs.
    public static let transitionDuration: Int64 = 250_000
    /// How far one wheel notch scrolls, points.
    public static let wheelStep = 40.0

    public init(
        app: Int, openedAt: Int64, content: SceneContent, haptic: Bool = false, contextMenus: Bool = false,
        textSize: DynamicTypeSize = .large
    ) {
        self.textSize = textSize
        self.app = app
        self.openedAt = openedAt
        time = openedAt
        appName = content.scene.apps[app].name
        spec = content.scene.apps[app].screen
        size = content.device.size
        safeArea = content.device.safeArea
        self.haptic = haptic
        self.contextMenus = contextMenus
        direction = content.direction
        for list in spec?.lists ?? [] {
            for row in list.rows where row.accessoryKind == .switch { switches[row.id] = row.switchOn ?? false }
        }
        loadFinished = spec?.load == nil
    }

    /// The geometry at the current segment and scroll (the resting inset while refreshing).
    public var layout: ListLayout? {
        guard let spec else { return nil }
        let shown =
            refreshingSince != nil && scroll > -ListLayout.refreshingInset
            ? min(scroll, -ListLayout.refreshingInset) : scroll
        return ListLayout(
            size: size, safeTop: safeArea.top, safeBottom: safeArea.bottom, spec: spec, segment: segment, scroll: shown,
            textSize: textSize)
    }

    /// The rows of the current segment.
    public var rows: [ListRow] { layout?.rows ?? [] }

    /// The load's progress, 0...1 (1 when there is no load).
    public var loadProgress: Double {
        guard let load = spec?.load else { return 1 }
        return min(1, max(0, Double(time - openedAt) / (load.duration * 1_000_000)))
    }

    /// The hint's progress while a previewable row is pressed, or while it relaxes after the
    /// press was released (0 otherwise).
    public var hintProgress: Double {
        if case .pressing(_, let progress) = interaction { return progress }
        return hintRelease?.progress(at: time) ?? 0
    }

    /// The row the hint lifts (pressed, or relaxing), if any.
    public var hintRow: Int? {
        if case .pressing(let row, _) = interaction { return row }
        return hintRelease?.target
    }

    /// The classifier target for a contact beginning at `point` (rows with previews are `row`).
    public func targetKind(at point: Point) -> TargetKind {
        guard let touch, touch.closingRow == nil, case .list(let row?) = touch.target, rows[row].isPreviewable else {
            return .plain
        }
        return .row
    }

    /// A point on the screen in the screen's left-to-right terms (mirrored right to left).
    public func logical(_ point: Point) -> Point {
        Point(x: direction.mirror(point.x, width: size.width), y: point.y)
    }

    public mutating func contactMoved(to screenPoint: Point) -> [AppScreenOutcome] {
        let point = logical(screenPoint)
        guard var current = touch else { return [] }
        current.last = point
        current.trail.append(TrailPoint(time: time, y: point.y))
        if current.trail.count > 16 { current.trail.removeFirst(current.trail.count - 16) }
        touch = current
        return listContactMoved(current)
    }

    /// A contact lifted (or was cancelled). Swiping up from the bottom edge goes home, as on
    /// Face ID iPhones.
    public mutating func contactEnded(at screenPoint: Point, cancelled: Bool, screen: Size) -> [AppScreenOutcome] {
        let point = logical(screenPoint)
        defer { touch = nil }
        guard let start = touch?.start else { return [] }
        if !cancelled && start.y > screen.height - 60 && start.y - point.y > 80 {
            interaction = .idle
            return [.goHome]
        }
        return listContactEnded(at: point, cancelled: cancelled)
    }

    /// The classifier's progress toward its next stage changed (after every sample of a contact).
    public mutating func forceChanged(progress: Double) {
        switch interaction {
        case .pressing(let row, _):
            interaction = .pressing(row: row, progress: progress)
            if let peak = touch?.peakHint { touch?.peakHint = max(peak, progress) }
        case .peeking(var peek) where peek.style == .peek && !peek.sticky:
            peek.popProgress = progress
            interaction = .peeking(peek)
        default: break
        }
    }

    /// A gesture event of a contact that began on this screen.
    public mutating func reduce(_ event: GestureEvent) -> [AppScreenOutcome] {
        guard spec != nil, let current = touch else { return [] }
        switch event.kind {
        case .peek: return peek(at: event.time)
        case .pop: return pop(at: event.time)
        case .longPress: return longPress(current, at: event.time)
        case .tap: return tap(current)
        case .cancelled:
            relaxHint()
            return []
        default: return []
        }
    }

    /// Advances the clock: the load fills, the refresh spinner stops, the list coasts, a swiped
    /// row finishes sliding shut, a released hint finishes relaxing.
    public mutating func advance(to newTime: Int64) -> [AppScreenOutcome] {
        time = max(time, newTime)
        var outcomes: [AppScreenOutcome] = []
        advanceMomentum()
        advanceSwipe()
        if let release = hintRelease, release.isOver(at: time) { hintRelease = nil }
        if !loadFinished && loadProgress >= 1 {
            loadFinished = true
            outcomes.append(.log(.loadFinished(app: appName)))
        }
        if let since = refreshingSince, time - since >= Self.refreshDuration {
            refreshingSince = nil
            if case .scrolling = interaction {} else { scroll = max(0, scroll) }
            outcomes.append(.log(.refreshEnded(app: appName)))
        }
        return outcomes
    }

    /// A named key: Esc closes a peek, then the destination, then goes home; `wheelUp` and
    /// `wheelDown` (a wheel notch with no button held) scroll the list.
    public mutating func handleKey(_ key: PlaygroundKey) -> [AppScreenOutcome] {
        switch key {
        case .escape:
            if case .peeking(let peek) = interaction { return dismissPeek(peek, reason: .escape) }
            if swipe?.shown == true { return hideSwipeActions(reason: .escape) }
            if case .editMenu = interaction {
                interaction = .idle
                return []
            }
            if destination != nil { return goBack() }
            return spec == nil ? [.goHome] : [backToHome()] + [.goHome]
        case .wheelUp, .wheelDown:
            guard let layout, destination == nil, case .idle = interaction else { return [] }
            let outcomes = swipe?.shown == true ? hideSwipeActions(reason: .scroll) : []
            momentum = nil
            let target = scroll + (key == .wheelDown ? Self.wheelStep : -Self.wheelStep)
            scroll = min(layout.maximumScroll, max(0, target))
            return outcomes
        default:
            return []
        }
    }

    // MARK: - Shared helpers

    /// The row an event is about, as the log names it.
    func rowReference(_ index: Int) -> RowReference {
        RowReference(app: appName, row: rows[index].id, title: rows[index].title)
    }

    func backToHome() -> AppScreenOutcome {
        .log(.backHome(app: appName))
    }

    mutating func goBack() -> [AppScreenOutcome] {
        guard let shown = destination else { return [] }
        destination = nil
        return [.log(.backToList(rowReference(shown.row)))]
    }
}
