import QuickActions

// The Dynamic Type size: one function changes it, and the menu's fonts and rows follow.
extension Playground {
    /// Sets the text size: the menu's metrics become the release's at `size`, and an open
    /// menu is laid out again at once (same items, same icon, nothing highlighted).
    mutating func setTextSize(_ size: TextSize) {
        let changed = size != textSize
        textSize = size
        menuMetrics = largeTextMetrics.scaled(to: size, screenWidth: content.device.size.width)
        // The HUD's lint lines (play's) measure what the menu now shows.
        if changed, !content.lintLines.isEmpty {
            content = content.withLint(measurer: measurer, metrics: menuMetrics)
        }
        // An open app's list and peek are drawn at the new size (scroll kept, within the list).
        if case .app(var screen) = mode {
            screen.textSize = size
            mode = .app(screen)
        }
        guard case .menu(var menu) = mode,
            let slot = content.layout.visibleSlots(page: page).first(where: { $0.app == menu.app })
        else { return }
        let systemItems = menu.layout.rows.compactMap(\.system)
        menu.layout = MenuLayout.layout(
            items: menu.items, anchor: slot.iconFrame, screen: content.device.size, metrics: menuMetrics,
            measurer: measurer, systemItems: systemItems, direction: content.direction)
        menu.highlighted = nil
        mode = .menu(menu)
    }

    /// `=` and `-`: one size up or down, with a banner naming it (nothing at either end).
    mutating func stepTextSize(to size: TextSize) {
        guard size != textSize else { return }
        setTextSize(size)
        log.append(.ui(time: time, .textSize(size)))
        showBanner("Text size: \(size.rawValue)", detail: "= larger, - smaller (Dynamic Type)")
    }
}
