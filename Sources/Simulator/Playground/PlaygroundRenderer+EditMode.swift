import Geometry
import QuickActions

// Edit mode's badges and buttons, per release (`IOSRelease.EditModeStyle`): iOS 9–13's "×",
// iOS 14's "−" with a "+" button. Sources are with the style.
extension PlaygroundRenderer {
    /// The badge at the icon's top leading corner (top right when mirrored).
    func editBadge(
        into list: inout DisplayList, icon: Rect, direction: LayoutDirection, style: IOSRelease.EditModeStyle
    ) {
        let badgeX = direction.isRightToLeft ? icon.maxX - 14 : icon.minX - 8
        let badge = Rect(x: badgeX, y: icon.minY - 8, width: 22, height: 22)
        switch style {
        case .deleteBadges:
            list.append(.roundedRect(badge, radius: 11, Color(r: 90, g: 90, b: 95, a: 235)))
            list.append(
                .text(
                    TextRun(
                        "×", frame: badge.offsetBy(dx: 0, dy: 1), font: FontSpec(size: 16, weight: .semibold),
                        color: .white, alignment: .center)))
        case .removeBadges:
            // A light grey disc with a dark minus bar, drawn (not a glyph) so every font agrees.
            list.append(.roundedRect(badge, radius: 11, Color(r: 232, g: 232, b: 237, a: 245)))
            list.append(
                .roundedRect(
                    Rect(x: badge.minX + 6, y: badge.midY - 1.25, width: 10, height: 2.5), radius: 1.25,
                    Color(r: 28, g: 28, b: 30)))
        }
    }

    /// "Done" at the top trailing corner; from iOS 14 the "+" button at the top leading one, both
    /// where the status bar was (iOS 14–17 hide it in edit mode; reconstructed from screenshots).
    func editButtons(into list: inout DisplayList, home: HomeScreenRenderer, style: IOSRelease.EditModeStyle) {
        let width = home.device.size.width
        let bar = home.device.statusBarHeight
        let y = style == .deleteBadges ? max(48, bar + 4) : max(4, (bar - 28) / 2 + 2)
        let done = home.direction.mirror(Rect(x: width - 76, y: y, width: 64, height: 28), width: width)
        list.append(.roundedRect(done, radius: 14, Color(r: 255, g: 255, b: 255, a: 90)))
        list.append(
            .text(
                TextRun(
                    "Done", frame: done.offsetBy(dx: 0, dy: 5), font: FontSpec(size: 15, weight: .semibold),
                    color: .white, alignment: .center)))
        guard style == .removeBadges else { return }
        let plus = home.direction.mirror(Rect(x: 12, y: y, width: 32, height: 28), width: width)
        list.append(.roundedRect(plus, radius: 14, Color(r: 255, g: 255, b: 255, a: 90)))
        // The plus drawn as two bars, centred.
        list.append(.rect(Rect(x: plus.midX - 7, y: plus.midY - 1.25, width: 14, height: 2.5), .white))
        list.append(.rect(Rect(x: plus.midX - 1.25, y: plus.midY - 7, width: 2.5, height: 14), .white))
    }
}
