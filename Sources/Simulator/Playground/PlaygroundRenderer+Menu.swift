import ForceCore
import Geometry
import QuickActions

/// How a menu's rows are drawn at one moment: the metrics, how far the menu has faded in, the
/// ink that fades with it and the text alignment.
struct MenuRowStyle {
    let metrics: MenuMetrics
    let appear: Double
    let ink: Color
    let palette: Palette
    let align: TextAlignment
    /// Measures the marked lines' text (`UnresolvedSettingMark`).
    let measurer: TextMeasurer
}

// The open quick-action menu: platter, rows, the pressed row, the visual haptic and the
// pictures of the items.
extension PlaygroundRenderer {
    func menu(into list: inout DisplayList, menu: Playground.OpenMenu, playground: Playground) {
        let metrics = playground.menuMetrics
        let layout = menu.layout
        let appear = min(1, Double(playground.time - menu.openedAt) / 90_000)
        // Right to left, every row's text is right aligned (the layout mirrored the frames).
        let palette = playground.palette
        let style = MenuRowStyle(
            metrics: metrics, appear: appear, ink: palette.menuInk(appear), palette: palette,
            align: layout.layoutDirection == .rightToLeft ? .right : .left, measurer: playground.measurer)
        // iOS 13+: a lighter, more translucent platter (reconstructed from screenshots). iOS 26's
        // regular Liquid Glass: clearer still, with a light rim (reconstructed: Apple describes
        // the material, "a dynamic material" over the content, and gives no numbers). Dark Mode
        // takes each from the palette (`Palette.menuPlatter`).
        if metrics.style == .liquidGlass {
            list.append(
                .roundedRect(
                    layout.frame.insetBy(dx: -1, dy: -1), radius: metrics.cornerRadius + 1, palette.glassRim(appear)))
        }
        list.append(
            .roundedRect(layout.frame, radius: metrics.cornerRadius, palette.menuPlatter(metrics.style, appear: appear))
        )
        if let band = layout.groupSeparator {
            list.append(.rect(band, palette.menuGroupBand(appear)))
        }
        for (index, row) in layout.rows.enumerated() {
            if menu.highlighted == index {
                highlight(
                    into: &list, row: row.frame, index: index, count: layout.rows.count, radius: metrics.cornerRadius,
                    grey: palette.menuHighlight)
            }
            let afterBand = layout.groupSeparator.map { abs($0.maxY - row.frame.minY) < 0.001 } ?? false
            if index > 0 && !afterBand {
                list.append(
                    .rect(
                        Rect(
                            x: row.frame.minX, y: row.frame.minY, width: row.frame.width,
                            height: max(metrics.separatorWidth, 0.5)), palette.menuSeparator(appear)
                    ))
            }
            if let system = row.system {
                systemRow(into: &list, row: row, system: system, style: style)
            } else {
                shortcutRow(into: &list, row: row, item: menu.items[row.item], style: style)
            }
        }
    }

    /// A system item's row: its glyph and title lines (a long one wraps, "Home-Bildschirm" /
    /// "bearbeiten"), red when it deletes or removes the app.
    func systemRow(into list: inout DisplayList, row: MenuRow, system: SystemMenuItem, style: MenuRowStyle) {
        let metrics = style.metrics
        let color = system.destructive ? style.palette.red.withOpacity(style.appear) : style.ink
        list.append(.image(ImageItem(name: system.glyph, frame: row.iconFrame, tint: color)))
        let lineHeight = row.text.titleLineHeight(metrics)
        for (index, line) in row.titleLines.enumerated() {
            let y = row.textFrame.minY + Double(index) * lineHeight + row.text.titleInset
            list.append(
                .text(
                    TextRun(
                        line, frame: Rect(x: row.textFrame.minX, y: y, width: row.textFrame.width, height: lineHeight),
                        font: metrics.titleFont, color: color, alignment: style.align)))
        }
    }

    /// A quick action's row: its icon, title lines and subtitle.
    func shortcutRow(into list: inout DisplayList, row: MenuRow, item: ShortcutItem, style: MenuRowStyle) {
        let metrics = style.metrics
        let ink = style.ink
        // An app's own IconFile is a template image: drawn from its alpha in the menu's ink.
        let picture = Self.pictureName(for: item)
        if !picture.isEmpty { list.append(.image(ImageItem(name: picture, frame: row.iconFrame, tint: ink))) }
        var y = row.textFrame.minY
        // A `$(...)` nothing defined is drawn marked (UnresolvedSettingMark), never as iOS would.
        let markedTitle = UnresolvedSettingMark.isUnresolved(item.title)
        let mark = UnresolvedSettingMark.color.withOpacity(style.appear)
        let lineHeight = row.text.titleLineHeight(metrics)
        for line in row.titleLines {
            let run = TextRun(
                line,
                frame: Rect(
                    x: row.textFrame.minX, y: y + row.text.titleInset, width: row.textFrame.width, height: lineHeight),
                font: metrics.titleFont, color: markedTitle ? mark : ink, alignment: style.align)
            text(run, marked: markedTitle, lineHeight: lineHeight, style: style, into: &list)
            y += lineHeight
        }
        if let subtitle = row.subtitleLine {
            let marked = UnresolvedSettingMark.isUnresolved(item.subtitle)
            let subtitleHeight = row.text.subtitleLineHeight(metrics)
            let run = TextRun(
                subtitle,
                frame: Rect(
                    x: row.textFrame.minX, y: y + row.text.subtitleInset, width: row.textFrame.width,
                    height: subtitleHeight),
                font: metrics.subtitleFont,
                color: marked ? mark : style.palette.menuSubtitle(style.appear), alignment: style.align)
            text(run, marked: marked, lineHeight: subtitleHeight, style: style, into: &list)
        }
    }

    /// One line of a row, with the unresolved setting's underline when `marked`.
    private func text(
        _ run: TextRun, marked: Bool, lineHeight: Double, style: MenuRowStyle, into list: inout DisplayList
    ) {
        list.append(.text(run))
        guard marked else { return }
        let width = style.measurer.width(of: run.text, font: run.font)
        list.items += UnresolvedSettingMark.underline(for: run, width: width, lineHeight: lineHeight)
    }

    /// A pressed row: rounded where it meets the platter's rounded corners.
    func highlight(into list: inout DisplayList, row: Rect, index: Int, count: Int, radius: Double, grey: Color) {
        if count == 1 {
            list.append(.roundedRect(row, radius: radius, grey))
        } else if index == 0 {
            list.append(.roundedRect(row, radius: radius, grey))
            list.append(.rect(Rect(x: row.minX, y: row.midY, width: row.width, height: row.height / 2), grey))
        } else if index == count - 1 {
            list.append(.roundedRect(row, radius: radius, grey))
            list.append(.rect(Rect(x: row.minX, y: row.minY, width: row.width, height: row.height / 2), grey))
        } else {
            list.append(.rect(row, grey))
        }
    }

    /// The visual haptic: a ring that grows and fades around the icon for 160 ms.
    func pulse(into list: inout DisplayList, playground: Playground, app: Int) {
        guard let at = playground.pulseAt,
            let slot = playground.content.layout.visibleSlots(page: playground.page).first(where: { $0.app == app })
        else { return }
        let t = Double(playground.time - at) / 160_000
        guard t >= 0 && t < 1 else { return }
        let ring = slot.iconFrame.scaled(by: 1.1 + 0.35 * t)
        list.append(.roundedRect(ring, radius: ring.width * 0.3, Color(r: 255, g: 255, b: 255, a: UInt8(90 * (1 - t)))))
        list.items += playground.content.scene.apps[app].iconItems(
            frame: slot.iconFrame.scaled(by: 1.06),
            cornerRadius: playground.content.device.homeScreen.iconCornerRadius * 1.06, style: playground.iconStyle)
    }

    /// The picture drawn for an item, in the order iOS uses the keys (as lint's QA010 says):
    /// the SF Symbol's stand-in, else the app's own IconFile image, else the system glyph.
    /// Empty: the item has no icon, and nothing is drawn in its place.
    public static func pictureName(for item: ShortcutItem) -> String {
        if item.iconSymbolName == nil, let file = item.iconImagePath { return file }
        return glyphName(for: item)
    }

    /// The glyph for an item whose picture is not an image of the app's: the symbol's stand-in
    /// (else the marked placeholder), the system glyph, the marked placeholder for an IconFile
    /// that could not be found (or a `$(...)` nothing defines), or none for an item without an
    /// icon. iOS gives such an item no image (`UIApplicationShortcutItem.icon` is optional, nil
    /// meaning none: Apple's UIApplicationShortcutItem reference); that the row keeps its text
    /// where an icon's row has it is reconstructed (no screenshot of an iconless row at hand).
    public static func glyphName(for item: ShortcutItem) -> String {
        if let symbol = item.iconSymbolName {
            return SymbolGlyphs.glyph(for: symbol) ?? SymbolGlyphs.placeholder
        }
        if let type = item.iconType {
            // A name, never a path: one of the documented glyphs (manifests may give the short
            // name), else the marked placeholder. Nothing in the value reaches a file name.
            guard let name = SystemIcons.name(of: type, allowShort: true) else { return SymbolGlyphs.placeholder }
            return "glyphs/\(name)"
        }
        if let file = item.iconFile, !file.isEmpty { return SymbolGlyphs.placeholder }
        return ""
    }
}
