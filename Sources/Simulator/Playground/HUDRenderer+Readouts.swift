import ForceCore
import Geometry
import QuickActions

// The HUD's words for what a press is doing: the progress toward the stage that comes next (not
// a bare percentage that reads 0 once the menu is open), the Haptic Touch hold timer, and the
// locale by its own name and code.
extension HUDRenderer {
    /// "to quick actions 45%", "to pop 30%", "menu open", "no press".
    func progressReadout(_ playground: Playground) -> String {
        let percent = "\(Int((playground.classifierProgress * 100).rounded()))%"
        if case .menu = playground.mode { return "menu open" }
        guard let contact = playground.contact else { return "no press" }
        switch (contact.target, playground.classifier.state) {
        case (.icon, .touching): return "to quick actions \(percent)"
        case (.appScreen, .touching): return "to peek \(percent)"
        case (.appScreen, .peeked): return "to pop \(percent)"
        case (_, .popped): return "popped"
        case (_, .longPressed): return "long press"
        default: return "no stage ahead"
        }
    }

    /// Haptic Touch: how long the finger has rested against the duration that opens the menu.
    func holdGauge(_ column: inout HUDColumn, _ playground: Playground) {
        let gauge = Rect(x: column.left, y: column.y, width: column.inner, height: 14)
        column.items.append(.roundedRect(gauge, radius: 7, Color(r: 58, g: 58, b: 60)))
        let held = playground.holdFraction
        if held > 0.005 {
            column.items.append(
                .roundedRect(
                    Rect(
                        x: gauge.minX, y: gauge.minY,
                        width: max(14, gauge.width * min(1, held / Self.holdScale)), height: gauge.height),
                    radius: 7, Color(r: 48, g: 209, b: 88)))
        }
        column.items.append(
            .rect(
                Rect(x: gauge.minX + gauge.width / Self.holdScale - 1, y: gauge.minY - 3, width: 2, height: 20),
                Self.quickColor))
        column.y += 22
        let duration = seconds(playground.hapticDelay)
        let heldText =
            playground.holdStart.map { "held \(seconds(playground.time - $0)) s of \(duration) s" } ?? "not held"
        column.text(heldText, HUDColumn.small, HUDColumn.dim)
        column.text(
            playground.holdFraction >= 1 || isMenuOpen(playground) ? "menu open" : "menu at \(duration) s",
            HUDColumn.small, HUDColumn.dim, align: .right)
        column.y += 18
        column.text("force is not sensed: the hold opens the menu", HUDColumn.small, HUDColumn.dim)
        column.y += 22
    }

    /// Haptic Touch's duration setting, in place of the force thresholds that do not apply.
    func holdSetting(_ column: inout HUDColumn, _ playground: Playground) {
        column.text("P profile · S save (force thresholds do not apply)", FontSpec(size: 11), HUDColumn.dim)
        column.y += 18
        column.text("▶ Haptic Touch", FontSpec(size: 13, weight: .semibold), HUDColumn.white)
        column.text(
            playground.profile.hapticMode.rawValue, FontSpec(size: 12), HUDColumn.dim, x: column.left + 120,
            w: column.inner - 170)
        column.text(
            "\(seconds(playground.hapticDelay)) s", FontSpec(size: 13, weight: .semibold), Self.quickColor,
            align: .right)
        column.y += 26
    }

    /// "Deutsch · de"; the code alone when the shell found no name; "each app's own" unset.
    func localeReadout(_ playground: Playground) -> String {
        guard let code = playground.content.locale?.identifier else { return "each app's own" }
        guard let name = playground.localeNames[code], name != code else { return code }
        return "\(name) · \(code)"
    }

    /// The hold graph's and gauge's full height: 1.25 durations, so the duration's line sits at 80%.
    static let holdScale = 1.25

    func seconds(_ microseconds: Int64) -> String {
        formatFixed(Double(microseconds) / 1_000_000, decimals: 2, trim: false)
    }

    func isMenuOpen(_ playground: Playground) -> Bool {
        if case .menu = playground.mode { return true }
        return false
    }
}

extension Playground.Threshold {
    /// The threshold as the HUD names it ("quick actions").
    public var displayName: String {
        switch self {
        case .peek: return "peek"
        case .pop: return "pop"
        case .quickActions: return "quick actions"
        }
    }
}

extension Playground {
    /// Haptic Touch: how long the current contact has been down, in durations (1: the menu opens).
    public var holdFraction: Double {
        guard let holdStart else { return 0 }
        return Double(time - holdStart) / Double(max(1, hapticDelay))
    }
}
