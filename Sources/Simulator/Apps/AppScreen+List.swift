import ForceCore
import Geometry

/// The list itself: hit testing, scrolling and pulling to refresh, taps on the bars, segments,
/// switches and rows, the edit menu.
extension AppScreen {
    /// The items of the edit menu callout.
    public static let editMenuItems = ["Copy", "Share…"]

    /// The edit menu callout's item frames over `row`.
    public func editMenuFrames(row: Int) -> [Rect] {
        guard let layout else { return [] }
        let frame = layout.rowFrame(row)
        let width = 76.0
        let total = width * Double(Self.editMenuItems.count)
        let y = frame.minY - 44 < layout.contentTop ? frame.maxY + 8 : frame.minY - 44
        return Self.editMenuItems.indices.map {
            Rect(x: (size.width - total) / 2 + Double($0) * width, y: y, width: width, height: 36)
        }
    }

    /// The destination's toolbar buttons (its `actions`), along the bottom.
    public func toolbarFrames(row: Int) -> [Rect] {
        let count = rows[row].pop?.actions?.count ?? 0
        guard count > 0 else { return [] }
        let width = (size.width - 32) / Double(count)
        return (0..<count).map {
            Rect(
                x: 16 + Double($0) * width, y: size.height - (layout?.bottomInset ?? 34) - 44, width: width, height: 44)
        }
    }

    func hitTest(_ point: Point) -> TouchTarget {
        guard let layout else { return .list(row: nil) }
        if let shown = destination {
            if layout.backButton.contains(point) { return .back }
            if let index = toolbarFrames(row: shown.row).firstIndex(where: { $0.contains(point) }) {
                return .toolbar(index)
            }
            return .destination
        }
        switch interaction {
        case .peeking(let peek):
            return actionIndex(at: point, peek: peek) != nil ? .peekAction : .dismissing
        case .editMenu(let row, _):
            return editMenuFrames(row: row).contains { $0.contains(point) } ? .peekAction : .dismissing
        default: break
        }
        if let index = swipeActionIndex(at: point) { return .swipeAction(index) }
        if layout.backButton.contains(point) { return .back }
        if let segment = layout.segment(at: point) { return .segment(segment) }
        if point.y < layout.contentTop { return .list(row: nil) }
        guard let row = layout.row(at: point) else { return .list(row: nil) }
        if rows[row].accessoryKind == .switch && point.x >= layout.switchFrame(row: row).minX - 12 {
            return .switchControl(row: row)
        }
        return .list(row: row)
    }

    /// A contact began: a previewable row starts its hint; a touch outside an open peek or
    /// edit menu dismisses it; a touch on a coasting list stops it (and selects nothing); a touch
    /// outside open swipe actions closes them (and on the list does nothing else but scroll or
    /// swipe).
    public mutating func contactBegan(at screenPoint: Point) -> [AppScreenOutcome] {
        let point = logical(screenPoint)
        var outcomes: [AppScreenOutcome] = []
        // A contact that never ended (a recording's second `down`) lets go of what it dragged.
        switch interaction {
        case .swiping(let row, _):
            interaction = .idle
            outcomes += releaseSwipe(row: row, cancelled: true)
        case .scrolling:
            interaction = .idle
            if let layout { scroll = min(layout.maximumScroll, max(0, scroll)) }
        default: break
        }
        var target = hitTest(point)
        if catchMomentum(), case .list = target { target = .list(row: nil) }
        touch = Touch(target: target, start: point, last: point, trail: [TrailPoint(time: time, y: point.y)])
        if swipe?.shown == true, !isSwipeAction(target) {
            if case .list = target {
                touch?.closingRow = swipe?.row
                closeSwipe()
            } else {
                outcomes += hideSwipeActions(reason: .tap)
            }
        }
        guard target == .dismissing else {
            if case .list(let row?) = target, touch?.closingRow == nil, rows[row].isPreviewable,
                case .idle = interaction
            {
                interaction = .pressing(row: row, progress: 0)
                hintRelease = nil
            }
            return outcomes
        }
        switch interaction {
        case .peeking(let peek): return dismissPeek(peek, reason: .outside)
        case .editMenu(let row, _):
            interaction = .idle
            return [.log(.editMenuDismissed(rowReference(row)))]
        default: return []
        }
    }

    mutating func listContactMoved(_ current: Touch) -> [AppScreenOutcome] {
        guard let layout else { return [] }
        let dy = current.last.y - current.start.y
        let dx = current.last.x - current.start.x
        switch interaction {
        case .idle, .pressing:
            guard case .list(let row) = current.target, destination == nil else { return [] }
            if let row, abs(dx) > 10, abs(dx) > abs(dy), !(rows[row].swipeActions ?? []).isEmpty {
                return beginSwipe(row: row)
            }
            guard abs(dy) > 10, abs(dy) >= abs(dx) else { return [] }
            var outcomes = resolveClosingSwipe(reason: .scroll)
            if case .pressing(let row, _) = interaction {
                outcomes.append(.log(.peekCancelled(rowReference(row), reason: .scroll)))
            }
            // A list caught past an edge is followed from where it shows, without a jump.
            let start = unbanded(scroll, layout: layout)
            momentum = nil
            interaction = .scrolling(startScroll: start)
            follow(dy: dy, from: start, layout: layout)
            return outcomes
        case .scrolling(let startScroll):
            follow(dy: dy, from: startScroll, layout: layout)
        case .swiping(let row, let startReveal):
            dragSwipe(row: row, to: startReveal - dx)
        case .peeking(var peek):
            if !peek.sticky && peek.style == .peek {
                peek.lift = max(0, peek.anchorY - current.last.y)
                let count = currentActions(peek).count
                if count > 0 && peek.lift >= layout.revealDistance(count: count) { peek.actionsOut = true }
            }
            peek.highlighted = actionIndex(at: current.last, peek: peek)
            interaction = .peeking(peek)
        case .editMenu:
            break
        }
        return []
    }

    /// The list under a dragging finger, with rubber banding past either end.
    private mutating func follow(dy: Double, from start: Double, layout: ListLayout) {
        let raw = start - dy
        if raw < 0 {
            scroll = raw * topBand(layout)
        } else if raw > layout.maximumScroll {
            scroll = layout.maximumScroll + (raw - layout.maximumScroll) * 0.3
        } else {
            scroll = raw
        }
    }

    private func topBand(_ layout: ListLayout) -> Double { layout.spec.refreshable == true ? 0.5 : 0.3 }

    /// The drag offset that `follow` shows as `shown` (the inverse of the rubber band).
    private func unbanded(_ shown: Double, layout: ListLayout) -> Double {
        if shown < 0 { return shown / topBand(layout) }
        if shown > layout.maximumScroll { return layout.maximumScroll + (shown - layout.maximumScroll) / 0.3 }
        return shown
    }

    mutating func listContactEnded(at point: Point, cancelled: Bool) -> [AppScreenOutcome] {
        guard let layout, let current = touch else { return [] }
        let closing = resolveClosingSwipe(reason: cancelled ? .cancelled : .tap)
        switch interaction {
        case .pressing:
            relaxHint()
        case .scrolling:
            interaction = .idle
            var outcomes: [AppScreenOutcome] = []
            if scroll <= -ListLayout.refreshDistance, layout.spec.refreshable == true, refreshingSince == nil,
                !cancelled
            {
                refreshingSince = time
                outcomes.append(.log(.refreshStarted(app: appName, segment: segment)))
            }
            if !cancelled && scroll >= 0 && scroll <= layout.maximumScroll {
                startMomentum(velocity: releaseVelocity(current))
            }
            scroll = min(layout.maximumScroll, max(0, scroll))
            return outcomes
        case .swiping(let row, _):
            interaction = .idle
            return releaseSwipe(row: row, cancelled: cancelled)
        case .peeking(var peek):
            if current.target == .peekAction {
                guard !cancelled, let index = actionIndex(at: point, peek: peek) else { return [] }
                return perform(index, in: peek)
            }
            guard !peek.sticky else { return [] }
            if cancelled { return dismissPeek(peek, reason: .cancelled) }
            let actions = currentActions(peek)
            let revealed =
                peek.style == .contextMenu || peek.actionsOut
                || (!actions.isEmpty && peek.lift >= layout.revealDistance(count: actions.count) * 0.5)
            guard revealed else { return dismissPeek(peek, reason: .lifted) }
            if let index = actionIndex(at: point, peek: peek) { return perform(index, in: peek) }
            peek.sticky = true
            peek.highlighted = nil
            interaction = .peeking(peek)
            return [.log(.previewActionsShown(rowReference(peek.row), actions: actions.map(\.title)))]
        case .editMenu(let row, _):
            guard current.target == .peekAction, !cancelled,
                let index = editMenuFrames(row: row).firstIndex(where: { $0.contains(point) })
            else { return [] }
            interaction = .idle
            let item = Self.editMenuItems[index]
            return [
                .log(.editMenuChosen(rowReference(row), item: item)),
                .banner(title: "\(appName): \(item)", detail: rows[row].title),
            ]
        case .idle:
            break
        }
        return closing
    }

    mutating func tap(_ current: Touch) -> [AppScreenOutcome] {
        switch current.target {
        case .back:
            if destination != nil { return goBack() }
            interaction = .idle
            return [backToHome(), .goHome]
        case .segment(let index):
            guard index != segment else { return [] }
            segment = index
            scroll = 0
            momentum = nil
            swipe = nil
            let list = spec!.lists[index]
            return [.log(.segmentChanged(app: appName, segment: index, title: list.title ?? list.image ?? ""))]
        case .switchControl(let row):
            let id = rows[row].id
            let on = !(switches[id] ?? false)
            switches[id] = on
            return [.log(.switchToggled(rowReference(row), on: on))]
        case .list(let row?):
            // A press that visibly hinted is no tap: its hint relaxes instead (as on the home
            // screen); a touch that closed swipe actions selects nothing.
            guard current.peakHint < Playground.tapHintLimit, current.closingRow == nil else { return [] }
            relaxHint()
            interaction = .idle
            guard rows[row].pop != nil else {
                return [.log(.rowSelected(rowReference(row)))]
            }
            destination = Destination(row: row, since: time, popped: false)
            return [.log(.rowOpened(rowReference(row)))]
        case .swipeAction(let index):
            guard let open = swipe else { return [] }
            return performSwipeAction(index, row: open.row, fullSwipe: false)
        case .toolbar(let index):
            guard let shown = destination, let id = rows[shown.row].pop?.actions?[index] else { return [] }
            let title = allActions(row: shown.row).first { $0.key == id }?.title ?? id
            return [
                .log(.toolbarActionChosen(rowReference(shown.row), action: id, actionTitle: title)),
                .banner(title: "\(appName): \(title)", detail: rows[shown.row].title),
            ]
        default:
            return []
        }
    }

    mutating func longPress(_ current: Touch, at time: Int64) -> [AppScreenOutcome] {
        guard case .list(let index?) = current.target, current.closingRow == nil, destination == nil else { return [] }
        let row = rows[index]
        if (haptic || contextMenus) && row.isPreviewable {
            return openPeek(row: index, style: .contextMenu, at: time)
        }
        if row.editMenu == true {
            interaction = .editMenu(row: index, since: time)
            return [.log(.editMenuShown(rowReference(index)))]
        }
        relaxHint()
        return []
    }

    /// Every action of a row, groups flattened (for toolbar titles).
    func allActions(row: Int) -> [PreviewAction] {
        (rows[row].previewActions ?? []).flatMap { [$0] + ($0.group ?? []) }
    }
}
