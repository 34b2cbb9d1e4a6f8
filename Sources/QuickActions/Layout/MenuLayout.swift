import Geometry

/// Which way the menu opens from the app icon.
public enum MenuDirection: String, Equatable, Sendable, Codable {
    case down, up
}

/// The side of the menu the glyphs sit on: the side nearer the screen edge the app icon is near.
public enum MenuIconSide: String, Equatable, Sendable, Codable {
    case left, right
}

/// The text of one row as the menu shows it: shared by the picture and the validator.
public struct MenuRowText: Equatable, Sendable {
    /// One line, or more when a title without a subtitle wraps (`MenuMetrics.titleLineLimit`).
    public var titleLines: [String]
    public var subtitleLine: String?
    public var titleTruncated: Bool
    public var subtitleTruncated: Bool
    /// A title line taller than the metrics' (a tall script's marks: Myanmar, Tibetan, Thai with
    /// stacked marks), from the measurer's overhang; nil: the metrics' `titleLineHeight`.
    public var tallTitleLine: Double? = nil
    /// The same for the subtitle line (nil: `subtitleLineHeight`).
    public var tallSubtitleLine: Double? = nil
    /// How far the text sits below the top of its taller line (the marks reaching above it).
    public var titleInset: Double = 0
    public var subtitleInset: Double = 0

    /// The height of each title line in `metrics`' menu.
    public func titleLineHeight(_ metrics: MenuMetrics) -> Double { tallTitleLine ?? metrics.titleLineHeight }

    /// The height of the subtitle line in `metrics`' menu.
    public func subtitleLineHeight(_ metrics: MenuMetrics) -> Double {
        tallSubtitleLine ?? metrics.subtitleLineHeight
    }

    /// How much taller than the metrics' lines this row's text is (0 for most text).
    public func extraHeight(_ metrics: MenuMetrics) -> Double {
        Double(titleLines.count) * (titleLineHeight(metrics) - metrics.titleLineHeight)
            + (subtitleLine == nil ? 0 : subtitleLineHeight(metrics) - metrics.subtitleLineHeight)
    }

    /// `text` as measured: its lines made taller where a tall script's marks overhang the UI
    /// font (in the picture and in lint's layout alike).
    func measuringLines(metrics: MenuMetrics, measurer: TextMeasurer) -> MenuRowText {
        var text = self
        let title = titleLines.map { measurer.lineOverhang(of: $0, font: metrics.titleFont) }
        let above = title.map(\.above).max() ?? 0
        let below = title.map(\.below).max() ?? 0
        if above + below > 0 {
            text.tallTitleLine = (metrics.titleLineHeight + above + below).rounded(.up)
            text.titleInset = above
        }
        if let subtitle = subtitleLine.map({ measurer.lineOverhang(of: $0, font: metrics.subtitleFont) }),
            subtitle.above + subtitle.below > 0
        {
            text.tallSubtitleLine = (metrics.subtitleLineHeight + subtitle.above + subtitle.below).rounded(.up)
            text.subtitleInset = subtitle.above
        }
        return text
    }

    /// Fits `item`'s title and subtitle into the menu's text width.
    public static func make(item: ShortcutItem, metrics: MenuMetrics, measurer: TextMeasurer) -> MenuRowText {
        let width = metrics.textWidth
        let title = item.title ?? ""
        if let subtitle = item.shownSubtitle {
            let titleLine = TextFitting.oneLine(title, maxWidth: width, font: metrics.titleFont, measurer: measurer)
            let subtitleLine = TextFitting.oneLine(
                subtitle, maxWidth: width, font: metrics.subtitleFont, measurer: measurer)
            return MenuRowText(
                titleLines: [titleLine.text], subtitleLine: subtitleLine.text,
                titleTruncated: titleLine.truncated, subtitleTruncated: subtitleLine.truncated
            ).measuringLines(metrics: metrics, measurer: measurer)
        }
        return wrapped(title, metrics: metrics, measurer: measurer)
    }

    /// A title without a subtitle (an app's, or a system item's such as "Home-Bildschirm
    /// bearbeiten"), wrapped onto `metrics.titleLineLimit` lines at most, the last cut with "…".
    public static func wrapped(_ title: String, metrics: MenuMetrics, measurer: TextMeasurer) -> MenuRowText {
        let wrapped = TextFitting.lines(
            title, maxLines: metrics.titleLineLimit, maxWidth: metrics.textWidth, font: metrics.titleFont,
            measurer: measurer)
        return MenuRowText(
            titleLines: wrapped.lines, subtitleLine: nil, titleTruncated: wrapped.truncated, subtitleTruncated: false
        ).measuringLines(metrics: metrics, measurer: measurer)
    }
}

/// One row of the laid-out menu.
public struct MenuRow: Equatable, Sendable {
    /// Index into the `items` given to `MenuLayout.layout` (-1 for a system item).
    public var item: Int
    public var frame: Rect
    /// Where the glyph is drawn (a square of `iconSize`).
    public var iconFrame: Rect
    /// The text block (title lines, then subtitle): left aligned in it, or right aligned when
    /// the menu is right to left (`MenuLayout.textAlignment`).
    public var textFrame: Rect
    public var text: MenuRowText
    /// The system's item this row shows (iOS 13+), nil for the app's own items.
    public var system: SystemMenuItem? = nil

    public var titleLines: [String] { text.titleLines }
    public var subtitleLine: String? { text.subtitleLine }
    public var titleTruncated: Bool { text.titleTruncated }
    public var subtitleTruncated: Bool { text.subtitleTruncated }
}

/// The home-screen quick-action menu laid out for one app icon: which items show, in which
/// order, where, and with what text. Pure: the same input gives the same layout.
public struct MenuLayout: Equatable, Sendable {
    /// The platter, in screen points.
    public var frame: Rect
    public var direction: MenuDirection
    public var iconSide: MenuIconSide
    /// Rows from the top of the menu to the bottom (reversed when the menu opens upward).
    public var rows: [MenuRow]
    /// Indices into `items` of those never shown (past the first four).
    public var hiddenItems: [Int]
    /// The band between the app's items and the system's (context menu with system items).
    public var groupSeparator: Rect? = nil
    /// Left to right, or mirrored for a right-to-left locale.
    public var layoutDirection: LayoutDirection = .leftToRight

    /// How the rows' text sits in `textFrame`: `left`, or `right` in a right-to-left menu.
    public var textAlignment: HorizontalEdge { layoutDirection.naturalAlignment }

    /// The indices of the items shown, in menu order from the app icon outward: static items
    /// first in their order, then dynamic ones, until `maximum`; and those left out.
    public static func selection(of items: [ShortcutItem], maximum: Int) -> (shown: [Int], hidden: [Int]) {
        let ordered = items.indices.filter { !items[$0].isDynamic } + items.indices.filter { items[$0].isDynamic }
        let count = max(0, min(maximum, ordered.count))
        return (Array(ordered.prefix(count)), Array(ordered.dropFirst(count)))
    }

    /// Lays out the menu for `items` opening from the app icon at `anchor` on a screen of
    /// `screen`; the system's items (iOS 13+) go under the app's, after a band.
    ///
    /// Right to left, the menu is the left-to-right menu of the mirrored anchor, mirrored: text
    /// right aligned, the glyph on the side it takes in the mirror image. Apple's guidance for
    /// right-to-left languages (Human Interface Guidelines, "Right to left",
    /// developer.apple.com/design/human-interface-guidelines/right-to-left): "Adjust text
    /// alignment to match the interface direction" and "Use a consistent alignment for all text
    /// items in a list"; system glyphs are not flipped ("avoid flipping interface icons that
    /// depict real-world objects"), only moved. The spec: "In right-to-left languages iOS
    /// mirrors: text right aligned". Opening up or down does not depend on the direction.
    public static func layout(
        items: [ShortcutItem], anchor: Rect, screen: Size, metrics: MenuMetrics, measurer: TextMeasurer,
        systemItems: [SystemMenuItem] = [], direction layoutDirection: LayoutDirection = .leftToRight
    ) -> MenuLayout {
        if layoutDirection == .rightToLeft {
            let width = screen.width
            return layout(
                items: items, anchor: layoutDirection.mirror(anchor, width: width), screen: screen,
                metrics: metrics, measurer: measurer, systemItems: systemItems
            ).mirroredRightToLeft(width: width)
        }
        // A menu wider than the screen (the accessibility text sizes) spans it less its margins.
        var metrics = metrics
        metrics.menuWidth = min(metrics.menuWidth, max(0, screen.width - 2 * metrics.screenMargin))
        let (shown, hidden) = selection(of: items, maximum: metrics.maximumItems)
        var texts = shown.map { MenuRowText.make(item: items[$0], metrics: metrics, measurer: measurer) }
        var heights = texts.map { rowHeight($0, metrics: metrics) }
        let appRows = shown.count
        // A system item's title wraps as an app's title does: it is the same UIKit menu cell.
        for system in systemItems {
            let text = MenuRowText.wrapped(system.title, metrics: metrics, measurer: measurer)
            texts.append(text)
            heights.append(rowHeight(text, metrics: metrics))
        }
        let band = appRows > 0 && !systemItems.isEmpty ? metrics.groupSeparatorHeight : 0
        let height = heights.reduce(0, +) + band
        let place = placement(anchor: anchor, screen: screen, height: height, metrics: metrics)

        // Opening upward, the first item is drawn last so that it stays nearest the icon.
        let order = place.direction == .down ? Array(texts.indices) : Array(texts.indices.reversed())
        var rows: [MenuRow] = []
        var rowY = place.y
        var separator: Rect?
        for position in order {
            let isSystem = position >= appRows
            if band > 0, let previous = rows.last, (previous.system == nil) == isSystem {
                separator = Rect(x: place.x, y: rowY, width: metrics.menuWidth, height: band)
                rowY += band
            }
            var row = makeRow(
                texts[position], x: place.x, y: rowY, height: heights[position], iconSide: place.iconSide,
                metrics: metrics)
            row.item = isSystem ? -1 : shown[position]
            if isSystem { row.system = systemItems[position - appRows] }
            rows.append(row)
            rowY += heights[position]
        }
        return MenuLayout(
            frame: Rect(x: place.x, y: place.y, width: metrics.menuWidth, height: height),
            direction: place.direction, iconSide: place.iconSide, rows: rows, hiddenItems: hidden,
            groupSeparator: separator)
    }

    /// A row's height: its title lines (two or more), a title and a subtitle, or one line.
    public static func rowHeight(_ text: MenuRowText, metrics: MenuMetrics) -> Double {
        let base =
            text.subtitleLine != nil && text.titleLines.count <= 1
            ? metrics.subtitleRowHeight : metrics.rowHeight(titleLines: text.titleLines.count)
        return base + text.extraHeight(metrics)
    }

    /// Where a menu of `height` goes: its left edge and top, which way it opens and the side of
    /// its glyphs.
    private static func placement(
        anchor: Rect, screen: Size, height: Double, metrics: MenuMetrics
    ) -> (x: Double, y: Double, direction: MenuDirection, iconSide: MenuIconSide) {
        // The menu hangs from the icon's side nearer the screen edge; the platter's glyphs sit
        // on that side too, the context menu's always after the text.
        let anchorSide: MenuIconSide = anchor.midX <= screen.width / 2 ? .left : .right
        let iconSide: MenuIconSide = metrics.glyphsLead ? .left : metrics.glyphsTrail ? .right : anchorSide
        var x = anchorSide == .left ? anchor.minX : anchor.maxX - metrics.menuWidth
        x = min(x, screen.width - metrics.screenMargin - metrics.menuWidth)
        x = max(x, metrics.screenMargin)

        let below = anchor.maxY + metrics.iconGapToMenu
        // Down when it fits, else up; a menu that fits on neither side (long titles wrapping at
        // the accessibility sizes) opens toward the larger room and runs past its edge rather
        // than covering the icon (reconstructed: iOS scrolls such a menu).
        let roomBelow = screen.height - metrics.bottomInset - below
        let roomAbove = anchor.minY - metrics.iconGapToMenu - metrics.topInset
        let direction: MenuDirection =
            height <= roomBelow || (height > roomAbove && roomBelow >= roomAbove) ? .down : .up
        var y = direction == .down ? below : anchor.minY - metrics.iconGapToMenu - height
        if direction == .up { y = max(y, metrics.topInset) }
        return (x, y, direction, iconSide)
    }

    /// One row at `(x, y)`: the glyph on `iconSide`, the text block centred in the row's height.
    /// Its `item` is left for the caller to set.
    private static func makeRow(
        _ text: MenuRowText, x: Double, y: Double, height: Double, iconSide: MenuIconSide, metrics: MenuMetrics
    ) -> MenuRow {
        let frame = Rect(x: x, y: y, width: metrics.menuWidth, height: height)
        let iconX =
            iconSide == .left
            ? x + metrics.horizontalPadding
            : x + metrics.menuWidth - metrics.horizontalPadding - metrics.iconSize
        let iconFrame = Rect(
            x: iconX, y: y + (height - metrics.iconSize) / 2, width: metrics.iconSize, height: metrics.iconSize)
        let textX = iconSide == .left ? iconFrame.maxX + metrics.iconGap : x + metrics.horizontalPadding
        let textHeight =
            Double(text.titleLines.count) * text.titleLineHeight(metrics)
            + (text.subtitleLine == nil ? 0 : text.subtitleLineHeight(metrics))
        let textFrame = Rect(
            x: textX, y: y + (height - textHeight) / 2, width: metrics.textWidth, height: textHeight)
        return MenuRow(item: -1, frame: frame, iconFrame: iconFrame, textFrame: textFrame, text: text)
    }

    /// This left-to-right menu (laid out from the mirrored anchor) mirrored on a screen `width`
    /// wide: right to left, the glyphs on the other side.
    private func mirroredRightToLeft(width: Double) -> MenuLayout {
        let rightToLeft = LayoutDirection.rightToLeft
        var menu = self
        menu.layoutDirection = .rightToLeft
        menu.frame = rightToLeft.mirror(menu.frame, width: width)
        menu.groupSeparator = menu.groupSeparator.map { rightToLeft.mirror($0, width: width) }
        menu.iconSide = menu.iconSide == .left ? .right : .left
        for index in menu.rows.indices {
            menu.rows[index].frame = rightToLeft.mirror(menu.rows[index].frame, width: width)
            menu.rows[index].iconFrame = rightToLeft.mirror(menu.rows[index].iconFrame, width: width)
            menu.rows[index].textFrame = rightToLeft.mirror(menu.rows[index].textFrame, width: width)
        }
        return menu
    }
}
