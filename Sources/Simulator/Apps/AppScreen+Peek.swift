import ForceCore
import Geometry

/// Peek, pop and preview actions: the card under force, the context menu of Haptic Touch, the
/// action sheet revealed by sliding up, submenus of action groups.
extension AppScreen {
    /// The actions on show: the row's, or an open group's.
    public func currentActions(_ peek: Peek) -> [PreviewAction] {
        let actions = rows[peek.row].previewActions ?? []
        if let group = peek.submenu, actions.indices.contains(group) { return actions[group].group ?? [] }
        return actions
    }

    /// How far the actions are revealed, 0...1.
    public func revealFraction(_ peek: Peek) -> Double {
        guard let layout else { return 0 }
        if peek.style == .contextMenu || peek.sticky || peek.actionsOut { return 1 }
        let count = currentActions(peek).count
        guard count > 0 else { return 0 }
        return min(1, peek.lift / max(1, layout.revealDistance(count: count)))
    }

    /// The peek card now: it grows out of the row over 120 ms, follows the finger up, and swells
    /// a little toward pop.
    public func cardFrame(_ peek: Peek) -> Rect {
        guard let layout else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let count = currentActions(peek).count
        if peek.style == .contextMenu {
            return grow(from: layout.rowFrame(peek.row), to: layout.contextPreview(count: count), since: peek.since)
        }
        let reveal = layout.revealDistance(count: count)
        let rise =
            count == 0
            ? min(peek.lift * 0.25, 40) : (peek.sticky || peek.actionsOut ? reveal : min(peek.lift, reveal + 20))
        let card = layout.peekCard.offsetBy(dx: 0, dy: -rise).scaled(by: 1 + 0.03 * peek.popProgress)
        return grow(from: layout.rowFrame(peek.row), to: card, since: peek.since)
    }

    private func grow(from start: Rect, to end: Rect, since: Int64) -> Rect {
        let t = min(1, max(0, Double(time - since) / 120_000))
        let e = 1 - (1 - t) * (1 - t)
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * e }
        return Rect(
            x: mix(start.minX, end.minX), y: mix(start.minY, end.minY), width: mix(start.width, end.width),
            height: mix(start.height, end.height))
    }

    /// The action rows' frames now (empty while hidden).
    public func actionFrames(_ peek: Peek) -> [Rect] {
        guard let layout else { return [] }
        let count = currentActions(peek).count
        guard count > 0 else { return [] }
        if peek.style == .contextMenu {
            let menu = layout.contextMenu(count: count)
            let row = layout.contextRowHeight
            return (0..<count).map {
                Rect(x: menu.minX, y: menu.minY + Double($0) * row, width: menu.width, height: row)
            }
        }
        let fraction = revealFraction(peek)
        guard fraction > 0 else { return [] }
        let sheet = layout.actionSheet(count: count).offsetBy(
            dx: 0, dy: (1 - fraction) * (Double(count) * layout.actionRowHeight + 40))
        return (0..<count).map {
            Rect(
                x: sheet.minX, y: sheet.minY + Double($0) * layout.actionRowHeight, width: sheet.width,
                height: layout.actionRowHeight)
        }
    }

    /// The action under a point, when the actions are shown far enough to choose.
    func actionIndex(at point: Point, peek: Peek) -> Int? {
        guard peek.style == .contextMenu || revealFraction(peek) >= 1 else { return nil }
        return actionFrames(peek).firstIndex { $0.contains(point) }
    }

    mutating func peek(at time: Int64) -> [AppScreenOutcome] {
        guard case .pressing(let row, _) = interaction else { return [] }
        return openPeek(row: row, style: contextMenus ? .contextMenu : .peek, at: time)
    }

    mutating func openPeek(row: Int, style: Peek.Style, at time: Int64) -> [AppScreenOutcome] {
        let anchor = touch?.last.y ?? 0
        let peek = Peek(row: row, since: time, style: style, anchorY: anchor)
        interaction = .peeking(peek)
        let actions = currentActions(peek).map(\.title)
        return [.log(.peekShown(rowReference(row), style: style, actions: actions))]
    }

    mutating func pop(at time: Int64) -> [AppScreenOutcome] {
        guard case .peeking(let peek) = interaction, peek.style == .peek, !peek.sticky, revealFraction(peek) < 0.2
        else { return [] }
        interaction = .idle
        guard rows[peek.row].pop != nil else {
            return [.log(.peekDismissed(rowReference(peek.row), reason: .noDestination))]
        }
        destination = Destination(row: peek.row, since: time, popped: true)
        return [.log(.popped(rowReference(peek.row), destination: rows[peek.row].pop?.title ?? ""))]
    }

    mutating func dismissPeek(_ peek: Peek, reason: PeekEnding) -> [AppScreenOutcome] {
        interaction = .idle
        return [.log(.peekDismissed(rowReference(peek.row), reason: reason))]
    }

    /// Lifting (or tapping) on an action: a group opens its submenu; an action is performed and
    /// a banner says which.
    mutating func perform(_ index: Int, in peek: Peek) -> [AppScreenOutcome] {
        let actions = currentActions(peek)
        guard actions.indices.contains(index) else { return [] }
        let action = actions[index]
        if let group = action.group {
            var opened = peek
            opened.submenu = index
            opened.sticky = true
            opened.highlighted = nil
            interaction = .peeking(opened)
            return [
                .log(
                    .previewActionGroupOpened(rowReference(peek.row), group: action.title, actions: group.map(\.title)))
            ]
        }
        interaction = .idle
        let group = peek.submenu.map { rows[peek.row].previewActions?[$0].title ?? "" }
        return [
            .log(
                .previewActionChosen(
                    rowReference(peek.row), action: action.key, actionTitle: action.title,
                    style: action.style, group: group)),
            .banner(title: "\(appName): \(action.title)", detail: rows[peek.row].title),
        ]
    }
}

extension AppScreen {
    /// Ends a press's hint: a visible one relaxes instead of vanishing.
    mutating func relaxHint() {
        guard case .pressing(let row, let progress) = interaction else { return }
        interaction = .idle
        hintRelease = progress > 0 ? HintRelease(target: row, progress: progress, since: time) : nil
    }
}
