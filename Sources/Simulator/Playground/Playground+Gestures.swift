import ForceCore
import QuickActions

// Gesture events: what the classifier's events do to the screen, by what the contact began on.
extension Playground {
    mutating func reduce(_ event: GestureEvent) {
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
            // phone a firm press opens it sooner). Through iOS 12 it starts edit mode, and so it
            // did on the XR's iOS 12, whose Haptic Touch had no icon menus.
            if (haptic || contextMenus) && content.device.homeScreenQuickActions(ios: ios) {
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
}
