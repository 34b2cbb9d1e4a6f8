import Geometry
import QuickActions

/// Builds the display list of the home screen. The wallpaper, icons, labels, dots and dock form
/// one cached layer per page, so a frame costs a copy, not the geometry.
public struct HomeScreenRenderer {
    public let scene: Scene
    public let layout: HomeScreenLayout
    public let measurer: TextMeasurer
    /// Light or dark: the wallpaper's dimming, the dock's material and the apps' icon variants.
    public let palette: Palette
    /// How the apps' icons are drawn (`IconStyleChoice.resolved`).
    public let iconStyle: AppIconStyle
    /// The dock's and the under-grid control's era (`HomeScreenStyle.of`).
    public let style: HomeScreenStyle

    public init(
        scene: Scene, layout: HomeScreenLayout, measurer: TextMeasurer, palette: Palette = .light,
        iconStyle: AppIconStyle = .light, style: HomeScreenStyle = .classic
    ) {
        self.scene = scene
        self.layout = layout
        self.measurer = measurer
        self.palette = palette
        self.iconStyle = iconStyle
        self.style = style
    }

    var device: DeviceProfile { layout.device }

    /// The font of the labels under icons.
    public var labelFont: FontSpec { FontSpec(size: device.homeScreen.labelFontSize, weight: .regular) }

    /// The cache key of a page's layer: it changes whenever what the layer shows changes.
    public func pageLayerKey(page: Int, hiddenApp: Int? = nil) -> String {
        "home/\(scene.name)/\(page)" + (hiddenApp.map { "/without-\($0)" } ?? "")
            + (direction.isRightToLeft ? "/rtl" : "") + (palette.isDark ? "/dark" : "")
            + (iconStyle == .light ? "" : "/\(iconStyle.rawValue)-icons") + styleKey + labelsKey
    }

    /// The chrome's era (and the Search capsule's word) in the key.
    var styleKey: String {
        guard case .liquidGlass(let title) = style else { return "" }
        return "/glass" + (title.map { ":" + $0 } ?? "")
    }

    /// The labels drawn in the phone's language (L changes them without changing the scene's name).
    var labelsKey: String {
        let labels = scene.apps.compactMap(\.label)
        return labels.isEmpty ? "" : "/labels:" + labels.joined(separator: "|")
    }

    /// Left to right, or mirrored (the layout's).
    public var direction: LayoutDirection { layout.direction }

    /// The static picture of `page`: wallpaper, icons with labels, page dots, dock. `hiddenApp`
    /// leaves one icon out (it is drawn above the blur when it is pressed).
    public func pageLayer(page: Int, hiddenApp: Int? = nil) -> Layer {
        let screen = Rect(origin: .zero, size: device.size)
        var items: [DisplayItem] = [
            .gradient(
                screen, top: palette.wallpaper(scene.wallpaperTop), bottom: palette.wallpaper(scene.wallpaperBottom))
        ]
        let slots = layout.pages.indices.contains(page) ? layout.pages[page] : []
        for slot in slots where slot.app != hiddenApp {
            items += icon(slot)
        }
        items += underGrid(current: page)
        items += dockItems()
        for slot in layout.dock where slot.app != hiddenApp {
            items += icon(slot)
        }
        items += HomeIndicator.items(size: device.size, device: device, color: Color(r: 255, g: 255, b: 255, a: 230))
        return Layer(key: pageLayerKey(page: page, hiddenApp: hiddenApp), frame: screen, items: items)
    }

    /// An app icon with its label (dock icons have none) and badge.
    public func icon(_ slot: HomeScreenLayout.Slot, scale: Double = 1) -> [DisplayItem] {
        let app = scene.apps[slot.app]
        let frame = slot.iconFrame.scaled(by: scale)
        var items = app.iconItems(
            frame: frame, cornerRadius: device.homeScreen.iconCornerRadius * scale, style: iconStyle)
        if let labelFrame = slot.labelFrame {
            let text = TextFitting.oneLine(
                app.label ?? app.name, maxWidth: labelFrame.width, font: labelFont, measurer: measurer
            )
            .text
            // A name nothing defined is marked as a menu's unresolved title is: iOS never shows it.
            let marked = app.nameUnresolved == true
            let run = TextRun(
                text, frame: labelFrame, font: labelFont, color: marked ? UnresolvedSettingMark.color : .white,
                alignment: .center)
            items.append(.text(run))
            if marked {
                items += UnresolvedSettingMark.underline(
                    for: run, width: measurer.width(of: text, font: labelFont), lineHeight: labelFrame.height)
            }
        }
        if let badge = app.badge, badge > 0 {
            let label = badge > 999 ? "999+" : String(badge)
            let font = FontSpec(size: 15, weight: .regular)
            let width = max(24, measurer.width(of: label, font: font) + 14)
            // At the icon's top trailing corner: top right, or top left when mirrored.
            let badgeX = direction.isRightToLeft ? frame.minX - 10 : frame.maxX - width + 10
            let badgeFrame = Rect(x: badgeX, y: frame.minY - 10, width: width, height: 24)
            items.append(.roundedRect(badgeFrame, radius: 12, palette.red))
            items.append(
                .text(
                    TextRun(
                        label, frame: badgeFrame.insetBy(dx: 0, dy: 2.5), font: font, color: .white, alignment: .center)
                ))
        }
        return items
    }

    func pageDots(current: Int) -> [DisplayItem] {
        let count = layout.pages.count
        guard count > 1 else { return [] }
        let pitch = 16.0
        let left = device.size.width / 2 - Double(count - 1) * pitch / 2
        return (0..<count).map { index in
            // Right to left the first page's dot is the rightmost, as the pages lie leftward.
            let dot = direction.mirror(
                Rect(x: left + Double(index) * pitch - 3.5, y: device.homeScreen.pageDotsY - 3.5, width: 7, height: 7),
                width: device.size.width)
            return .roundedRect(dot, radius: 3.5, index == current ? .white : Color(r: 255, g: 255, b: 255, a: 100))
        }
    }

    /// The whole resting home screen of `page`.
    public func displayList(page: Int) -> DisplayList {
        DisplayList(size: device.size, items: [.layer(pageLayer(page: page)), .layer(statusBar())])
    }
}
