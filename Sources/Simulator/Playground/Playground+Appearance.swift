import QuickActions

// Light and Dark Mode: `--appearance`, a recording's header, and the D key.
extension Playground {
    /// Sets the appearance; Dark Mode on a release without it (iOS 12 and earlier) stays light.
    /// Returns whether the appearance asked for is the one shown.
    @discardableResult
    public mutating func setAppearance(_ wanted: Appearance) -> Bool {
        guard wanted == .light || release.hasDarkMode else { return false }
        appearance = wanted
        return true
    }

    /// The D key: light to dark and back. iOS 12 and earlier have no Dark Mode: a banner says
    /// so and the phone stays light.
    mutating func toggleAppearance() {
        if setAppearance(appearance.toggled) {
            log.append(.ui(time: time, .appearance(appearance)))
            showBanner(appearance == .dark ? "Dark Mode" : "Light Mode", duration: 1_200_000)
        } else {
            showBanner(
                "No Dark Mode on \(release)", detail: "Dark Mode needs iOS \(IOSRelease.firstWithDarkMode) or later.",
                isError: true)
        }
    }
}

extension Appearance {
    /// Why this appearance cannot be shown on `release`, or nil when it can: Dark Mode before
    /// iOS 13 names the release that brought it.
    public func problem(on release: IOSRelease) -> String? {
        guard self == .dark, !release.hasDarkMode else { return nil }
        let first = IOSRelease.firstWithDarkMode
        return "\(release) has no Dark Mode; it came with iOS \(first) (choose --ios \(first) or later)"
    }
}
