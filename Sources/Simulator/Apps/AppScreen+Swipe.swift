import ForceCore
import Geometry

/// A row slid left to show its swipe actions (`UIContextualAction`s at the trailing edge), or
/// sliding: open, shut, or following a finger.
///
/// It outlives contacts (an open row stays open until a tap, a scroll or Esc), so it sits beside
/// `AppScreen.Interaction` rather than in it; while a finger drags it, the interaction is
/// `.swiping` and `from == to`.
public struct SwipedRow: Equatable, Sendable {
    /// The row (index in the current segment).
    public var row: Int
    /// How far the content is slid left, points, when the slide began.
    public var from: Double
    /// Where the slide ends: 0 (shut) or the buttons' width (open).
    public var to: Double
    /// When the slide began, µs.
    public var since: Int64
    /// `swipeActionsShown` was logged and no `swipeActionsHidden` since.
    public var shown: Bool

    /// How far the content is slid left at `time`, points (ease-out over `AppScreen.swipeDuration`).
    public func reveal(at time: Int64) -> Double {
        let t = min(1, max(0, Double(time - since) / Double(AppScreen.swipeDuration)))
        let e = 1 - (1 - t) * (1 - t) * (1 - t)
        return from + (to - from) * e
    }
}

/// Swipe actions, as `UITableView`'s trailing swipe actions on iOS 11 and 12: a horizontal drag
/// slides a row left over its buttons; releasing past half their width leaves it open; a full
/// swipe performs the destructive action; a tap on a button performs it.
extension AppScreen {
    /// The width of one swipe action button, points.
    public static let swipeButtonWidth = 74.0
    /// How long a row takes to slide open or shut, µs.
    public static let swipeDuration: Int64 = 150_000

    /// How far the row's content is slid left now, points (0 when no row is swiped).
    public func swipeReveal(row: Int) -> Double {
        guard let swipe, swipe.row == row else { return 0 }
        return swipe.reveal(at: time)
    }

    /// The width of a row's buttons when it is open, points.
    public func swipeActionsWidth(row: Int) -> Double {
        Double(rows[row].swipeActions?.count ?? 0) * Self.swipeButtonWidth
    }

    /// How far a row must be slid to perform its destructive action on release: 60% of its
    /// width, and clearly past the open buttons.
    public func fullSwipeDistance(row: Int) -> Double {
        max(size.width * 0.6, swipeActionsWidth(row: row) + 44)
    }

    /// The action a full swipe performs: the row's first destructive one, if any.
    public func fullSwipeAction(row: Int) -> Int? {
        rows[row].swipeActions?.firstIndex { $0.style == .destructive }
    }

    /// A row's swipe action buttons with the content slid left `reveal` points, in the order of
    /// `swipeActions` from left to right, the last at the trailing edge: each gets an equal share
    /// of the gap (74 points when open, stretched or squeezed while sliding). Past the full-swipe
    /// distance the destructive button takes the whole gap (the others are 0 wide).
    public func swipeActionFrames(row: Int, reveal: Double) -> [Rect] {
        guard let layout, let actions = rows[row].swipeActions, !actions.isEmpty, reveal > 0 else { return [] }
        let frame = layout.rowFrame(row)
        let left = frame.maxX - reveal
        let share = reveal / Double(actions.count)
        let full = fullSwipeAction(row: row).flatMap { reveal >= fullSwipeDistance(row: row) ? $0 : nil }
        return actions.indices.map { index in
            guard let full else {
                return Rect(x: left + share * Double(index), y: frame.minY, width: share, height: frame.height)
            }
            return index == full
                ? Rect(x: left, y: frame.minY, width: reveal, height: frame.height)
                : Rect(x: frame.maxX, y: frame.minY, width: 0, height: frame.height)
        }
    }

    /// The button of the open row under a point, if the row is open.
    func swipeActionIndex(at point: Point) -> Int? {
        guard let swipe, swipe.shown, swipe.to > 0, destination == nil else { return nil }
        return swipeActionFrames(row: swipe.row, reveal: swipe.reveal(at: time)).firstIndex { $0.contains(point) }
    }

    func isSwipeAction(_ target: TouchTarget) -> Bool {
        if case .swipeAction = target { return true }
        return false
    }

    /// A horizontal drag began on a row with swipe actions (force can no longer peek: the
    /// classifier cancelled the contact at the slop).
    mutating func beginSwipe(row: Int) -> [AppScreenOutcome] {
        var outcomes: [AppScreenOutcome] = []
        var shown = false
        if let closing = touch?.closingRow, closing == row {
            // The open row grabbed again: it follows the finger from where it shows.
            touch?.closingRow = nil
            shown = true
        } else {
            outcomes += resolveClosingSwipe(reason: .swipe)
        }
        if case .pressing(let pressed, _) = interaction {
            outcomes.append(.log(.peekCancelled(rowReference(pressed), reason: .swipe)))
        }
        let start = swipeReveal(row: row)
        swipe = SwipedRow(row: row, from: start, to: start, since: time, shown: shown)
        interaction = .swiping(row: row, startReveal: start)
        dragSwipe(row: row, to: start - ((touch?.last.x ?? 0) - (touch?.start.x ?? 0)))
        return outcomes
    }

    /// The content under the finger: free up to the full-swipe distance when there is a
    /// destructive action, else elastic past the buttons; never right of its resting place.
    mutating func dragSwipe(row: Int, to raw: Double) {
        let width = swipeActionsWidth(row: row)
        var reveal = max(0, raw)
        if fullSwipeAction(row: row) == nil && reveal > width { reveal = width + (reveal - width) * 0.3 }
        reveal = min(reveal, size.width)
        swipe = SwipedRow(row: row, from: reveal, to: reveal, since: time, shown: swipe?.shown ?? false)
    }

    /// The finger lifted from a swiping row: a full swipe performs the destructive action; past
    /// half the buttons the row stays open; otherwise it slides shut.
    mutating func releaseSwipe(row: Int, cancelled: Bool) -> [AppScreenOutcome] {
        guard let current = swipe else { return [] }
        let reveal = current.reveal(at: time)
        let width = swipeActionsWidth(row: row)
        if !cancelled, let index = fullSwipeAction(row: row), reveal >= fullSwipeDistance(row: row) {
            return performSwipeAction(index, row: row, fullSwipe: true)
        }
        if !cancelled && reveal > width / 2 {
            swipe = SwipedRow(row: row, from: reveal, to: width, since: time, shown: true)
            guard !current.shown else { return [] }
            let titles = (rows[row].swipeActions ?? []).map(\.title)
            // Right to left the buttons show at the left edge (the trailing one): the log says so.
            return [
                .log(
                    .swipeActionsShown(rowReference(row), actions: titles, edge: direction.isRightToLeft ? .left : nil)
                )
            ]
        }
        return hideSwipeActions(reason: cancelled ? .cancelled : .swipe)
    }

    /// Performs a swipe action (a tap on its button, or a full swipe): a banner says which, and
    /// the row slides shut.
    mutating func performSwipeAction(_ index: Int, row: Int, fullSwipe: Bool) -> [AppScreenOutcome] {
        guard let action = rows[row].swipeActions?[index] else { return [] }
        closeSwipe()
        return [
            .log(
                .swipeActionChosen(
                    rowReference(row), action: action.id, actionTitle: action.title, style: action.style,
                    fullSwipe: fullSwipe)),
            .banner(title: "\(appName): \(action.title)", detail: rows[row].title),
        ]
    }

    /// Slides the swiped row shut and logs `swipeActionsHidden` if it was open.
    mutating func hideSwipeActions(reason: SwipeHiding) -> [AppScreenOutcome] {
        guard let current = swipe else { return [] }
        closeSwipe()
        guard current.shown else { return [] }
        return [.log(.swipeActionsHidden(rowReference(current.row), reason: reason))]
    }

    /// Starts the row sliding shut from where it shows (no log).
    mutating func closeSwipe() {
        guard let current = swipe else { return }
        swipe = SwipedRow(row: current.row, from: current.reveal(at: time), to: 0, since: time, shown: false)
    }

    /// The log entry a closing touch-down deferred, once the contact shows what it is.
    mutating func resolveClosingSwipe(reason: SwipeHiding) -> [AppScreenOutcome] {
        guard let row = touch?.closingRow else { return [] }
        touch?.closingRow = nil
        return [.log(.swipeActionsHidden(rowReference(row), reason: reason))]
    }

    /// Forgets a row that finished sliding shut.
    mutating func advanceSwipe() {
        guard let current = swipe, current.to == 0, !current.shown, time - current.since >= Self.swipeDuration else {
            return
        }
        if case .swiping = interaction { return }
        swipe = nil
    }
}
