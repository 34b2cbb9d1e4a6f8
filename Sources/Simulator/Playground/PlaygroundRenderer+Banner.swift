import Geometry
import QuickActions

// The banner area and the REC badge. A banner sits where iOS puts its own notification banners:
// just below the status bar, inset 8 points (reconstructed from iOS 14–17 screenshots of a
// notification banner). When the pressed icon or its menu is there, it sits at the bottom
// instead, so what the press shows stays visible. The REC badge is in the status bar, where iOS
// draws its own screen-recording indicator (a red capsule behind the clock, iOS 14 and later:
// Apple's "Record the screen on iPhone", support.apple.com/en-us/102653), so no banner can
// cover it.
extension PlaygroundRenderer {
    static let bannerTitleFont = FontSpec(size: 15, weight: .semibold)
    static let bannerDetailFont = FontSpec(size: 13)

    func banner(into list: inout DisplayList, banner: Playground.Banner, playground: Playground) {
        let device = playground.content.device
        let width = device.size.width - 16
        let measurer = playground.measurer
        let title = ToolTextWrap.lines(
            banner.title, width: width - 28, font: Self.bannerTitleFont, measurer: measurer, maximumLines: 2)
        let detail = ToolTextWrap.lines(
            banner.detail, width: width - 28, font: Self.bannerDetailFont, measurer: measurer, maximumLines: 3)
        let height = 22 + Double(title.count) * 20 + Double(detail.count) * 17
        let frame = bannerFrame(height: height, width: width, playground: playground)
        let alpha = playground.bannerOpacity
        func faded(_ color: Color) -> Color {
            Color(r: color.r, g: color.g, b: color.b, a: UInt8((Double(color.a) * alpha).rounded()))
        }
        list.append(
            .roundedRect(
                frame, radius: 13,
                faded(banner.isError ? Color(r: 255, g: 235, b: 235, a: 245) : Color(r: 250, g: 250, b: 252, a: 245))))
        var y = frame.minY + 11
        for line in title {
            list.append(
                .text(
                    TextRun(
                        line, frame: Rect(x: frame.minX + 14, y: y, width: frame.width - 28, height: 20),
                        font: Self.bannerTitleFont, color: faded(banner.isError ? Color(r: 200, g: 30, b: 30) : .black))
                ))
            y += 20
        }
        for line in detail {
            list.append(
                .text(
                    TextRun(
                        line, frame: Rect(x: frame.minX + 14, y: y + 2, width: frame.width - 28, height: 17),
                        font: Self.bannerDetailFont, color: faded(Color(r: 60, g: 60, b: 67)))))
            y += 17
        }
        if playground.bannersWaiting > 0 {
            list.append(
                .text(
                    TextRun(
                        "+\(playground.bannersWaiting)",
                        frame: Rect(x: frame.maxX - 44, y: frame.minY + 11, width: 32, height: 18),
                        font: FontSpec(size: 12, weight: .semibold), color: faded(Color(r: 142, g: 142, b: 147)),
                        alignment: .right)))
        }
    }

    /// Below the status bar, unless the pressed icon or its menu is there: then at the bottom.
    func bannerFrame(height: Double, width: Double, playground: Playground) -> Rect {
        let device = playground.content.device
        let top = Rect(x: 8, y: device.statusBarHeight + 6, width: width, height: height)
        let bottomInset = device.hasHomeIndicator ? 34.0 : 8
        let bottom = Rect(x: 8, y: device.size.height - bottomInset - height, width: width, height: height)
        guard let kept = pressedArea(playground), kept.intersects(top) else { return top }
        return kept.intersects(bottom) && area(kept.intersection(bottom)) > area(kept.intersection(top)) ? top : bottom
    }

    /// What the press shows: the pressed (or hinted) icon, and the menu when one is open.
    func pressedArea(_ playground: Playground) -> Rect? {
        let layout = playground.content.layout
        func icon(_ app: Int) -> Rect? {
            layout.visibleSlots(page: playground.page).first { $0.app == app }?.iconFrame.insetBy(dx: -6, dy: -6)
        }
        switch playground.mode {
        case .menu(let menu):
            return icon(menu.app).map { $0.union(menu.layout.frame) } ?? menu.layout.frame
        case .resting, .pressing:
            guard let app = playground.hintApp, playground.hintProgress > 0 else { return nil }
            return icon(app)
        default:
            return nil
        }
    }

    private func area(_ rect: Rect) -> Double { max(0, rect.width) * max(0, rect.height) }

    /// "● REC" in a red capsule over the status bar's leading side (where the clock is on a notched
    /// phone; iOS shows its recording capsule there).
    func recordingBadge(into list: inout DisplayList, device: DeviceProfile, direction: LayoutDirection) {
        let classic = device.statusBarStyle == .classic
        let height = classic ? 16.0 : 22
        let y = classic ? 2.0 : (device.statusBarStyle == .dynamicIsland ? 17 : 12)
        let badge = direction.mirror(
            Rect(x: classic ? 6 : 18, y: y, width: 70, height: height), width: device.size.width)
        list.append(.roundedRect(badge, radius: height / 2, Color(r: 255, g: 59, b: 48)))
        list.append(
            .text(
                TextRun(
                    "● REC",
                    frame: Rect(x: badge.minX, y: badge.minY + (classic ? 0 : 2), width: badge.width, height: 18),
                    font: FontSpec(size: classic ? 11 : 13, weight: .semibold), color: .white, alignment: .center)))
    }
}
