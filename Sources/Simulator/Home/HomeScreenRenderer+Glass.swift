import Geometry
import QuickActions

/// The look of the home screen's chrome (dock, the control under the grid): one per era.
public enum HomeScreenStyle: Equatable, Sendable {
    /// iOS 9–18: the dock's flat veil and the page dots.
    case classic
    /// iOS 26 and later: Liquid Glass. The dock and the search control are glass "transparent,
    /// seamlessly blending into the background" (news.ssbcrack.com's iOS 26 overview), and the
    /// page dots give way to a Search capsule ("Carousel dots quietly morph into the word Search
    /// after a few seconds", NN/g's "Liquid Glass Is Cracked" as quoted by Michael Tsai; ForceLab
    /// draws the resting screen, after the morph). `searchTitle` is the capsule's word, nil to
    /// draw the glyph alone (the system strings table has no "Search" yet, so only English has it).
    case liquidGlass(searchTitle: String?)

    /// The style `release` draws, with the capsule's word for `locale`.
    public static func of(_ release: IOSRelease, locale: LocaleID?) -> HomeScreenStyle {
        guard release.hasLiquidGlassHomeScreen else { return .classic }
        let english = locale.map { $0.identifier.lowercased().hasPrefix("en") } ?? true
        return .liquidGlass(searchTitle: english ? "Search" : nil)
    }

    var isGlass: Bool { self != .classic }
}

/// Reconstructed metrics of iOS 26's home-screen glass (Apple publishes none):
/// - The dock keeps the device file's frame; its corners are concentric with the display's
///   (display radius minus the dock's inset), as Liquid Glass shapes nest in the hardware's
///   corners (WWDC25 "Get to know the new design system": concentric shapes).
/// - The glass is a 1.2 pt light rim over a faintly darkened, clearer inside than iOS 18's veil.
/// - The Search capsule is 30 pt tall, 15 pt text and a 15 pt glyph, centred between the grid
///   and the dock (`capsuleMidY`), sized to its word (screenshots of iOS 26's home screen,
///   measured by eye).
enum HomeGlassMetrics {
    static let rim = 1.2
    static let capsuleHeight = 30.0
    static let capsuleFont = FontSpec(size: 15, weight: .medium)
    static let glyphSize = 15.0
    static let capsulePadding = 14.0
    static let glyphGap = 5.0
}

extension HomeScreenRenderer {
    /// The dock in this renderer's style.
    func dockItems() -> [DisplayItem] {
        guard style.isGlass else {
            return [.roundedRect(layout.dockFrame, radius: device.homeScreen.dockCornerRadius, palette.dock)]
        }
        let radius = max(device.homeScreen.dockCornerRadius, device.cornerRadius - device.homeScreen.dockInset)
        return glass(layout.dockFrame, radius: radius)
    }

    /// Liquid Glass over `frame`: a light rim, then the inside a little darker than the rim, so
    /// the edge catches the light (light: white at 27 %, inside 6 % black; dark: white at 16 %,
    /// inside 30 % black). Reconstructed; Apple describes the material and gives no numbers.
    func glass(_ frame: Rect, radius: Double) -> [DisplayItem] {
        let rim = Color(r: 255, g: 255, b: 255, a: palette.isDark ? 40 : 70)
        let inside = Color(r: 0, g: 0, b: 0, a: palette.isDark ? 76 : 16)
        let inset = HomeGlassMetrics.rim
        return [
            .roundedRect(frame, radius: radius, rim),
            .roundedRect(frame.insetBy(dx: inset, dy: inset), radius: max(0, radius - inset), inside),
        ]
    }

    /// What sits under the grid: page dots (iOS 9–18), or iOS 26's Search capsule.
    func underGrid(current: Int) -> [DisplayItem] {
        guard case .liquidGlass(let title) = style else { return pageDots(current: current) }
        let m = HomeGlassMetrics.self
        let font = m.capsuleFont
        let textWidth = title.map { measurer.width(of: $0, font: font) } ?? 0
        let content = m.glyphSize + (title == nil ? 0 : m.glyphGap + textWidth)
        let width = content + 2 * m.capsulePadding
        let frame = Rect(
            x: (device.size.width - width) / 2, y: capsuleMidY - m.capsuleHeight / 2, width: width,
            height: m.capsuleHeight)
        var items = glass(frame, radius: m.capsuleHeight / 2)
        // Glyph then word; right to left, the word comes first (the capsule mirrored).
        let rtl = direction.isRightToLeft
        let glyphX = rtl ? frame.maxX - m.capsulePadding - m.glyphSize : frame.minX + m.capsulePadding
        let glyph = Rect(x: glyphX, y: frame.midY - m.glyphSize / 2, width: m.glyphSize, height: m.glyphSize)
        items.append(.image(ImageItem(name: "glyphs/Search", frame: glyph, tint: .white)))
        if let title {
            let textX = rtl ? frame.minX + m.capsulePadding : glyph.maxX + m.glyphGap
            let text = Rect(x: textX, y: frame.midY - font.size * 0.65, width: textWidth + 1, height: font.size * 1.3)
            items.append(.text(TextRun(title, frame: text, font: font, color: .white, alignment: .left)))
        }
        return items
    }

    /// The Search capsule's centre: midway between a full grid's last labels and the dock
    /// (reconstructed: the page dots' line of the device files sits too close under the sixth
    /// row for a 30 pt capsule; iOS 26 screenshots show it floating just above the dock).
    var capsuleMidY: Double {
        let m = device.homeScreen
        let labels = m.gridTop + Double(m.rows - 1) * m.rowPitch + m.iconSize + m.labelGap + m.labelFontSize * 1.4
        return max(m.pageDotsY, (labels + layout.dockFrame.minY) / 2)
    }
}
