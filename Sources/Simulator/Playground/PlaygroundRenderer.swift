import ForceCore
import Geometry
import QuickActions

/// Draws the playground's state as a display list: the home screen with its hint, menu, edit
/// mode or opened app, the banner, and the HUD beside the phone when it is on.
public struct PlaygroundRenderer {
    /// Width of the HUD panel to the right of the phone, points.
    public static let hudWidth = 300.0
    /// Largest hint blur, points (the blur behind an open menu).
    public static let maximumBlur = 14.0

    public init() {}

    /// What the shell adds that the pure state does not know (measured by the window loop).
    public struct Extras: Equatable, Sendable {
        public var frameTimeMilliseconds: Double?
        public var recording: Bool
        public init(frameTimeMilliseconds: Double? = nil, recording: Bool = false) {
            self.frameTimeMilliseconds = frameTimeMilliseconds
            self.recording = recording
        }
    }

    /// The size of the picture for a state: the phone, plus the HUD when visible.
    public func size(of playground: Playground) -> Size {
        let device = playground.content.device.size
        return Size(width: device.width + (playground.hudVisible ? Self.hudWidth : 0), height: device.height)
    }

    public func displayList(_ playground: Playground, extras: Extras = Extras()) -> DisplayList {
        let content = playground.content
        let home = HomeScreenRenderer(
            scene: content.scene, layout: content.layout, measurer: playground.measurer, palette: playground.palette,
            iconStyle: playground.iconStyle, style: playground.homeScreenStyle)
        var list = DisplayList(size: size(of: playground))
        let page = playground.page
        switch playground.mode {
        case .resting, .pressing:
            if let app = playground.hintApp, playground.hintProgress > 0 {
                hint(into: &list, home: home, app: app, progress: playground.hintProgress, page: page)
            } else {
                list.append(.layer(home.pageLayer(page: page)))
            }
            list.append(.layer(home.statusBar()))
        case .menu(let menu):
            hint(into: &list, home: home, app: menu.app, progress: 1, page: page)
            list.append(.layer(home.statusBar()))
            self.menu(into: &list, menu: menu, playground: playground)
            pulse(into: &list, playground: playground, app: menu.app)
        case .editing(let since):
            editing(into: &list, home: home, playground: playground, since: since)
            // From iOS 14 the "+" and "Done" buttons take the status bar's place; before, on the
            // iPhone X family, "Done" takes the place of signal, Wi-Fi and battery.
            if playground.release.editModeStyle == .deleteBadges {
                let done = playground.release.showsEditModeDone(homeButton: !home.device.hasHomeIndicator)
                list.append(.layer(home.statusBar(timeOnly: done)))
            }
        case .app(let screen):
            AppScreenRenderer().draw(into: &list, screen: screen, home: home, playground: playground)
        }
        if extras.recording { recordingBadge(into: &list, device: content.device, direction: content.direction) }
        if let banner = playground.banner { self.banner(into: &list, banner: banner, playground: playground) }
        if let picker = playground.localePicker { localePicker(into: &list, picker: picker, playground: playground) }
        if playground.hudVisible {
            HUDRenderer().draw(
                into: &list, playground: playground, origin: Point(x: content.device.size.width, y: 0), extras: extras)
        }
        return list
    }

    // MARK: - Hint

    /// The home screen blurred and dimmed in proportion to `progress`, with the pressed icon
    /// lifted above it, sharp. The blur is a cross-fade to one cached blurred picture, so the
    /// animation costs two texture copies a frame.
    func hint(into list: inout DisplayList, home: HomeScreenRenderer, app: Int, progress: Double, page: Int) {
        // The page as it is (pressed icon included): one cached picture and one blurred copy
        // serve every icon, so the first press of an app costs no new full-screen layer. The
        // lifted icon is drawn sharp on top, covering its own blurred image.
        var base = home.pageLayer(page: page)
        // Fully blurred (menu open): the sharp picture underneath would be covered; skip it.
        if progress < 1 { list.append(.layer(base)) }
        base.blurRadius = Self.maximumBlur
        base.opacity = progress
        // The dim rides on the blurred copy's colours (baked into its cached texture): the
        // cross-fade darkens as it blurs, with no extra full-screen pass.
        base.brightness = 0.76
        list.append(.layer(base))
        if let slot = home.layout.visibleSlots(page: page).first(where: { $0.app == app }) {
            let lifted = slot.iconFrame.scaled(by: 1 + 0.06 * progress)
            let appInfo = home.scene.apps[app]
            list.items += appInfo.iconItems(
                frame: lifted, cornerRadius: home.device.homeScreen.iconCornerRadius * (1 + 0.06 * progress),
                style: home.iconStyle)
        }
    }

    // MARK: - Edit mode

    func editing(into list: inout DisplayList, home: HomeScreenRenderer, playground: Playground, since: Int64) {
        var bare = home.pageLayer(page: playground.page, hiddenApp: -1)
        bare.key = home.pageLayerKey(page: playground.page) + "/bare"
        bare.items = bare.items.filter {
            if case .image = $0 { return false }
            if case .text = $0 { return false }
            return true
        }
        list.append(.layer(bare))
        let elapsed = Double(playground.time - since) / 1_000_000
        for slot in home.layout.visibleSlots(page: playground.page) {
            // Each icon wobbles at its own phase, about 7 times a second, as in iOS's jiggle mode.
            let phase = elapsed * 2 * Double.pi * 7 + Double(slot.app) * 1.7
            let dx = sinApprox(phase) * 1.2
            let dy = sinApprox(phase + 1.3) * 0.9
            let moved = HomeScreenLayout.Slot(
                app: slot.app, page: slot.page, column: slot.column, row: slot.row,
                iconFrame: slot.iconFrame.offsetBy(dx: dx, dy: dy), labelFrame: slot.labelFrame)
            list.items += home.icon(moved)
            editBadge(
                into: &list, icon: moved.iconFrame, direction: home.direction, style: playground.release.editModeStyle)
        }
        editButtons(into: &list, home: home, release: playground.release)
    }
}

/// Cuts long banner text by characters (the banner is a debugging aid, not a measured iOS layout).
enum FixedEllipsis {
    static func cut(_ text: String, _ limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}

/// sin(x) by a Bhaskara-style rational approximation: identical on every machine (libm's sin may
/// differ in the last bit between platforms; jiggle offsets end up in golden PNGs).
func sinApprox(_ x: Double) -> Double {
    let twoPi = 2 * Double.pi
    var t = x.truncatingRemainder(dividingBy: twoPi)
    if t < 0 { t += twoPi }
    let sign: Double = t > Double.pi ? -1 : 1
    if t > Double.pi { t -= Double.pi }
    let product = t * (Double.pi - t)
    return sign * 16 * product / (5 * Double.pi * Double.pi - 4 * product)
}
