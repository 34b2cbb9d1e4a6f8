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

    /// "Done" at the top trailing corner, in the status bar's place, and from iOS 14 the "+"
    /// button at the top leading one. On iOS 9–13 only phones without a Home button show "Done"
    /// (iPhone X and later, iOS 11–13; `IOSRelease.showsEditModeDone`): elsewhere the Home button
    /// ends edit mode and nothing is drawn. Positions reconstructed from screenshots; iOS 14–17
    /// hide the status bar in edit mode.
    func editButtons(
        into list: inout DisplayList, home: HomeScreenRenderer, release: IOSRelease
    ) {
        let style = release.editModeStyle
        guard release.showsEditModeDone(homeButton: !home.device.hasHomeIndicator) else { return }
        let width = home.device.size.width
        let bar = home.device.statusBarHeight
        // Inside the status bar, so it never covers the first row of icons: 28 points tall under
        // a notch or an island, 24 in a Home-button phone's 20-point bar (its icons start 8
        // points lower).
        let height = bar >= 28 ? 28.0 : 24
        let y = bar >= 28 ? (bar - height) / 2 + 2 : 2
        let done = home.direction.mirror(Rect(x: width - 76, y: y, width: 64, height: height), width: width)
        list.append(.roundedRect(done, radius: height / 2, Color(r: 255, g: 255, b: 255, a: 90)))
        list.append(
            .text(
                TextRun(
                    "Done", frame: Rect(x: done.minX, y: done.midY - 9, width: done.width, height: 18),
                    font: FontSpec(size: 15, weight: .semibold), color: .white, alignment: .center)))
        guard style == .removeBadges else { return }
        let plus = home.direction.mirror(Rect(x: 12, y: y, width: 32, height: height), width: width)
        list.append(.roundedRect(plus, radius: height / 2, Color(r: 255, g: 255, b: 255, a: 90)))
        // The plus drawn as two bars, centred.
        list.append(.rect(Rect(x: plus.midX - 7, y: plus.midY - 1.25, width: 14, height: 2.5), .white))
        list.append(.rect(Rect(x: plus.midX - 1.25, y: plus.midY - 7, width: 2.5, height: 14), .white))
    }
}
