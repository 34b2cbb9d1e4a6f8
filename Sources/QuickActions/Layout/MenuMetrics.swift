/// The sizes of the home-screen quick-action menu (iOS 12 "action platter") on one device.
///
/// Every field is optional in the device profile's `quickActionMenu` object; a missing field
/// takes the iPhone XS value below. Where the numbers come from (no Apple document gives them;
/// these are our best reconstruction, to be refined against screenshots):
/// - Fonts follow the Dynamic Type styles at the default size, which is what SpringBoard's
///   action rows use: title = Body (17 pt regular), subtitle = Footnote (13 pt regular), the
///   smaller grey line under the title in iOS 12 screenshots.
/// - The platter is a fixed 250 pt wide on every 3D Touch phone (it does not grow with the
///   screen: it is about two thirds of a 375 pt screen and about 60% of a 414 pt one in
///   screenshots), with a 13 pt corner radius like other iOS 12 platters.
/// - A row is 57 pt for one title line (with or without subtitle) and 76 pt when the title
///   wraps onto a second line (one more 19–20 pt Body line in the 17 pt font).
/// - The glyph is drawn in a 25 pt square, 16 pt from the platter edge, with 14 pt between the
///   glyph and the text; the text keeps a 16 pt margin on its outer side. That leaves
///   250 − 16 − 25 − 14 − 16 = 179 pt for text.
/// - The menu sits 12 pt from the app icon, at least 8 pt from the screen's sides, and inside
///   the safe area (44 pt top, 34 pt bottom on the XS).
public struct MenuMetrics: Codable, Equatable, Sendable {
    /// Which era's menu these metrics draw: the iOS 9–12 action platter or the iOS 13+ context menu.
    public var style: MenuStyle
    public var menuWidth: Double
    public var cornerRadius: Double
    /// Height of a row whose title takes one line (with or without a subtitle).
    public var rowHeight: Double
    /// Height of a row whose title (no subtitle) wraps onto two lines.
    public var twoLineRowHeight: Double
    /// Height of a row with a one-line title and a subtitle (the action platter: `rowHeight`).
    public var subtitleRowHeight: Double
    /// The thick divider between the app's items and the system's (context menu only; 0 for none).
    public var groupSeparatorHeight: Double
    /// Space between the platter edge and the text or the glyph.
    public var horizontalPadding: Double
    /// Side of the square the glyph is drawn in.
    public var iconSize: Double
    /// Space between the glyph and the text.
    public var iconGap: Double
    /// Height of one line of title text, for placing lines inside a row.
    public var titleLineHeight: Double
    /// Height of the subtitle line.
    public var subtitleLineHeight: Double
    /// Hairline between rows.
    public var separatorWidth: Double
    public var titleFont: FontSpec
    public var subtitleFont: FontSpec
    /// Space between the app icon and the menu.
    public var iconGapToMenu: Double
    /// Smallest distance between the menu and the left or right side of the screen.
    public var screenMargin: Double
    /// The menu stays below this inset from the top of the screen.
    public var topInset: Double
    /// The menu stays above this inset from the bottom of the screen.
    public var bottomInset: Double
    /// How many items the menu shows at most.
    public var maximumItems: Int
    /// How many lines a title without a subtitle may take before it is cut (nil: as many as it
    /// needs). Two at every size of the action platter and at the iOS 13+ menus' standard sizes;
    /// none at their accessibility sizes (`scaled(to:screenWidth:)`, which cites UIKit). Not
    /// read from device files.
    public var titleLineLimit: Int? = 2

    /// The iPhone XS values.
    public static let iPhoneXS = MenuMetrics()

    public init(
        style: MenuStyle = .actionPlatter, menuWidth: Double = 250, cornerRadius: Double = 13, rowHeight: Double = 57,
        twoLineRowHeight: Double = 76,
        subtitleRowHeight: Double? = nil, groupSeparatorHeight: Double = 0,
        horizontalPadding: Double = 16, iconSize: Double = 25, iconGap: Double = 14,
        titleLineHeight: Double = 20, subtitleLineHeight: Double = 16, separatorWidth: Double = 1.0 / 3.0,
        titleFont: FontSpec = FontSpec(size: 17, weight: .regular),
        subtitleFont: FontSpec = FontSpec(size: 13, weight: .regular),
        iconGapToMenu: Double = 12, screenMargin: Double = 8, topInset: Double = 44, bottomInset: Double = 34,
        maximumItems: Int = 4
    ) {
        self.style = style
        self.menuWidth = menuWidth
        self.cornerRadius = cornerRadius
        self.rowHeight = rowHeight
        self.twoLineRowHeight = twoLineRowHeight
        self.subtitleRowHeight = subtitleRowHeight ?? rowHeight
        self.groupSeparatorHeight = groupSeparatorHeight
        self.horizontalPadding = horizontalPadding
        self.iconSize = iconSize
        self.iconGap = iconGap
        self.titleLineHeight = titleLineHeight
        self.subtitleLineHeight = subtitleLineHeight
        self.separatorWidth = separatorWidth
        self.titleFont = titleFont
        self.subtitleFont = subtitleFont
        self.iconGapToMenu = iconGapToMenu
        self.screenMargin = screenMargin
        self.topInset = topInset
        self.bottomInset = bottomInset
        self.maximumItems = maximumItems
    }

    /// Height of a row whose title (no subtitle) takes `lines` lines: one line `rowHeight`, two
    /// `twoLineRowHeight`, and each further line one `titleLineHeight` more.
    public func rowHeight(titleLines lines: Int) -> Double {
        lines <= 1 ? rowHeight : twoLineRowHeight + Double(lines - 2) * titleLineHeight
    }

    /// The width left for a title or subtitle line.
    public var textWidth: Double {
        max(0, menuWidth - 2 * horizontalPadding - iconSize - iconGap)
    }

    /// Where the glyphs go: beside the screen edge the app icon is near (action platter), or
    /// always after the text (context menu: on the right in left-to-right languages).
    public var glyphsTrail: Bool { style == .contextMenu }

    /// iOS 26's menus put the glyph first, then the title (on the left in left-to-right languages).
    public var glyphsLead: Bool { style == .liquidGlass }

    /// The iOS 13+ context menu or iOS 26's Liquid Glass menu: the system's items under the app's.
    public var isContextMenu: Bool { style != .actionPlatter }

    private enum CodingKeys: String, CodingKey {
        case style, subtitleRowHeight, groupSeparatorHeight
        case menuWidth, cornerRadius, rowHeight, twoLineRowHeight, horizontalPadding, iconSize, iconGap
        case titleLineHeight, subtitleLineHeight, separatorWidth, titleFont, subtitleFont, iconGapToMenu
        case screenMargin, topInset, bottomInset, maximumItems
    }

    public init(from decoder: Decoder) throws {
        try self.init(from: decoder, defaults: MenuMetrics())
    }

    /// Decodes the fields present, taking the others from `d`.
    public init(from decoder: Decoder, defaults d: MenuMetrics) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        style = try c.decodeIfPresent(MenuStyle.self, forKey: .style) ?? d.style
        subtitleRowHeight = try c.decodeIfPresent(Double.self, forKey: .subtitleRowHeight) ?? d.subtitleRowHeight
        groupSeparatorHeight =
            try c.decodeIfPresent(Double.self, forKey: .groupSeparatorHeight) ?? d.groupSeparatorHeight
        menuWidth = try c.decodeIfPresent(Double.self, forKey: .menuWidth) ?? d.menuWidth
        cornerRadius = try c.decodeIfPresent(Double.self, forKey: .cornerRadius) ?? d.cornerRadius
        rowHeight = try c.decodeIfPresent(Double.self, forKey: .rowHeight) ?? d.rowHeight
        twoLineRowHeight = try c.decodeIfPresent(Double.self, forKey: .twoLineRowHeight) ?? d.twoLineRowHeight
        horizontalPadding = try c.decodeIfPresent(Double.self, forKey: .horizontalPadding) ?? d.horizontalPadding
        iconSize = try c.decodeIfPresent(Double.self, forKey: .iconSize) ?? d.iconSize
        iconGap = try c.decodeIfPresent(Double.self, forKey: .iconGap) ?? d.iconGap
        titleLineHeight = try c.decodeIfPresent(Double.self, forKey: .titleLineHeight) ?? d.titleLineHeight
        subtitleLineHeight = try c.decodeIfPresent(Double.self, forKey: .subtitleLineHeight) ?? d.subtitleLineHeight
        separatorWidth = try c.decodeIfPresent(Double.self, forKey: .separatorWidth) ?? d.separatorWidth
        titleFont = try c.decodeIfPresent(FontSpec.self, forKey: .titleFont) ?? d.titleFont
        subtitleFont = try c.decodeIfPresent(FontSpec.self, forKey: .subtitleFont) ?? d.subtitleFont
        iconGapToMenu = try c.decodeIfPresent(Double.self, forKey: .iconGapToMenu) ?? d.iconGapToMenu
        screenMargin = try c.decodeIfPresent(Double.self, forKey: .screenMargin) ?? d.screenMargin
        topInset = try c.decodeIfPresent(Double.self, forKey: .topInset) ?? d.topInset
        bottomInset = try c.decodeIfPresent(Double.self, forKey: .bottomInset) ?? d.bottomInset
        maximumItems = try c.decodeIfPresent(Int.self, forKey: .maximumItems) ?? d.maximumItems
    }
}

/// The look of the home-screen menu: one per iOS era.
public enum MenuStyle: String, Codable, Equatable, Sendable {
    /// iOS 9–12: the 3D Touch quick-action platter, glyphs on the side nearer the screen edge.
    case actionPlatter
    /// iOS 13 to 18: the context menu (`UIContextMenuInteraction`'s look), glyphs after the
    /// text, the system's items under the app's.
    case contextMenu
    /// iOS 26 and later: the context menu in Liquid Glass, glyphs before the text ("The new
    /// behaviour in iOS 26 is for labels in system menus to have the icon first then the title",
    /// Apple Developer Forums thread 793069).
    case liquidGlass
}

extension MenuMetrics {
    /// The iOS 13+ context menu on an iPhone (insets of the XS; devices replace them with their
    /// safe area). No Apple document gives these sizes: reconstructed from the iOS 13–18
    /// screenshots of the home-screen menu and UIKit's context menus, to be refined:
    /// - 250 pt wide like the action platter (about two thirds of a 375 pt screen in iOS 13–18
    ///   screenshots), 13 pt corners.
    /// - Rows 44 pt for one Body (17 pt) line, 64 pt for two, 58 pt with a Footnote (13 pt)
    ///   subtitle: the context menu's rows are shorter than the platter's 57 pt.
    /// - Text starts 16 pt from the leading edge; the glyph (a 22 pt square) ends 16 pt from the
    ///   trailing edge with 12 pt between text and glyph: 250 − 16 − 12 − 22 − 16 = 184 pt of text.
    /// - An 8 pt band separates the app's items from the system's, hairlines the rest.
    public static let contextMenu = MenuMetrics(
        style: .contextMenu, menuWidth: 250, cornerRadius: 13, rowHeight: 44, twoLineRowHeight: 64,
        subtitleRowHeight: 58, groupSeparatorHeight: 8, horizontalPadding: 16, iconSize: 22, iconGap: 12,
        titleLineHeight: 21, subtitleLineHeight: 17, separatorWidth: 1.0 / 3.0,
        titleFont: FontSpec(size: 17, weight: .regular), subtitleFont: FontSpec(size: 13, weight: .regular),
        iconGapToMenu: 12, screenMargin: 8, topInset: 44, bottomInset: 34, maximumItems: 4)

    /// These context-menu metrics as iOS 26 draws them: Liquid Glass, glyph first. Only the
    /// glyph's side is sourced (see `MenuStyle.liquidGlass`); Apple gives no iOS 26 menu sizes,
    /// so the rows, the 250 pt width and the 184 pt of text stay the iOS 13–18 reconstruction,
    /// and the corner radius is 28 pt, reconstructed: between the 24 and 30 pt of two community
    /// re-implementations of the iOS 26 menu (a Compose GlassMenu; React Native design tokens).
    public func liquidGlass() -> MenuMetrics {
        var metrics = self
        metrics.style = .liquidGlass
        metrics.cornerRadius = Self.liquidGlassCornerRadius
        return metrics
    }

    /// iOS 26's menu corner radius (reconstructed: see `liquidGlass()`).
    public static let liquidGlassCornerRadius = 28.0
}
