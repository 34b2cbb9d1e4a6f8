import ForceCore
import QuickActions

// Navigation: opening an app and going home, edit mode, pages.
extension Playground {
    mutating func openApp(_ app: Int) {
        mode = .app(
            AppScreen(
                app: app, openedAt: time, content: content, haptic: haptic, contextMenus: contextMenus,
                textSize: textSize))
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
    mutating func apply(_ outcomes: [AppScreenOutcome], to screen: inout AppScreen) {
        mode = .app(screen)
        for outcome in outcomes {
            switch outcome {
            case .goHome: goHome()
            case .log(let event): log.append(.ui(time: time, event))
            case .banner(let title, let detail): showBanner(title, detail: detail)
            }
        }
    }

    mutating func goHome() {
        mode = .resting
        log.append(.ui(time: time, .screen(page: page + 1)))
    }

    mutating func setEditing(_ on: Bool) {
        if on {
            if case .editing = mode { return }
            mode = .editing(since: time)
        } else {
            guard case .editing = mode else { return }
            mode = .resting
        }
        log.append(.ui(time: time, .editMode(on: on)))
    }

    mutating func changePage(by delta: Int) {
        guard case .resting = mode else { return }
        let next = min(max(0, page + delta), content.scene.pages.count - 1)
        guard next != page else { return }
        page = next
        log.append(.ui(time: time, .screen(page: page + 1)))
    }
}
