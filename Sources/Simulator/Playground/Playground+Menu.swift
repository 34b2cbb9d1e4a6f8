import ForceCore
import QuickActions

// The quick-action menu: opening it, choosing an item, closing it, and the hold into edit mode.
extension Playground {
    mutating func openMenu(app: Int) {
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
        let systemItems = release.systemItems(
            appStore: content.scene.apps[app].appStore == true, biometry: content.device.biometry,
            titles: content.systemTitles)
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
                    app: content.scene.apps[app].name, direction: layout.direction, iconSide: layout.iconSide,
                    items: shown, textAlignment: layout.layoutDirection.isRightToLeft ? layout.textAlignment : nil)))
    }

    mutating func closeMenu(_ menu: OpenMenu, reason: MenuDismissal) {
        mode = .resting
        log.append(.ui(time: time, .menuDismissed(app: content.scene.apps[menu.app].name, reason: reason)))
    }

    mutating func choose(_ menu: OpenMenu, row: Int) {
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
    mutating func chooseSystemItem(_ item: SystemMenuItem, app: Int) {
        let name = content.scene.apps[app].name
        mode = .resting
        log.append(.ui(time: time, .systemItemChosen(app: name, title: item.title, action: item.action)))
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
    mutating func holdIntoEditMode() {
        guard contextMenus, case .menu(let menu) = mode, menu.openingContactDown, let current = contact,
            case .icon = current.target,
            time - menu.openedAt >= Self.holdToEditDelay
        else { return }
        let dx = current.last.x - current.start.x
        let dy = current.last.y - current.start.y
        guard dx * dx + dy * dy <= classifier.profile.movementSlop * classifier.profile.movementSlop else { return }
        closeMenu(menu, reason: .editMode)
        setEditing(true)
    }
}

extension JSONValue {
    static func plist(_ value: PlistValue) -> JSONValue { JSONValue(value) }
}
