import ForceCore
import Geometry
import QuickActions

// Contacts: what a touch began on, what its end does, and the hint it shows meanwhile.
extension Playground {
    mutating func beginContact(at point: Point) {
        var target: ContactTarget
        switch mode {
        case .menu(let menu):
            if menu.layout.rows.contains(where: { $0.frame.contains(point) }) {
                target = .menu
            } else {
                // A touch outside the menu dismisses it, and does nothing else.
                closeMenu(menu, reason: .outside)
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

    mutating func endContact(at point: Point, cancelled: Bool) {
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
    var lastProgress: Double { min(1, max(0, classifier.progress)) }

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
}
