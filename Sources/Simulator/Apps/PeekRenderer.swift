import Geometry
import QuickActions

/// Draws what force does on a list: the hint (list blurred around the pressed row), the peek
/// card, the preview action sheet, the Haptic Touch context menu, the edit menu and the popped
/// destination with its transition.
struct PeekRenderer {
    let list: ListRenderer
    var screen: AppScreen { list.screen }
    var layout: ListLayout { list.layout }
    var palette: Palette { list.palette }

    /// The hint: the cached list cross-faded with its blurred copy by `progress`, lightly dimmed,
    /// the pressed row sharp above it (two texture copies a frame, like the home screen's hint).
    func hint(into items: inout [DisplayItem], row: Int, progress: Double) {
        var base = list.listLayer()
        items.append(.layer(base))
        base.blurRadius = PlaygroundRenderer.maximumBlur
        base.opacity = progress
        items.append(.layer(base))
        items.append(
            .rect(
                Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height),
                palette.dim(UInt8(progress * 30))))
        let frame = layout.rowFrame(row)
        items.append(.rect(frame, palette.background))
        items += list.rowItems(row)
    }

    /// The blurred, dimmed list behind a peek, a context menu or a pop.
    func blurredBackground(into items: inout [DisplayItem]) {
        var base = list.listLayer()
        base.blurRadius = PlaygroundRenderer.maximumBlur
        items.append(.layer(base))
        items.append(
            .rect(
                Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height), palette.dim(30)))
    }

    func peek(into items: inout [DisplayItem], peek: AppScreen.Peek) {
        blurredBackground(into: &items)
        let card = screen.cardFrame(peek)
        let actions = screen.currentActions(peek)
        if peek.style == .peek && !actions.isEmpty && screen.revealFraction(peek) == 0 {
            // The affordance above the card: slide up for actions.
            items.append(
                .roundedRect(
                    Rect(x: card.midX - 18, y: card.minY - 14, width: 36, height: 5), radius: 2.5,
                    Color(r: 255, g: 255, b: 255, a: palette.isDark ? 140 : 200)))
        }
        self.card(into: &items, frame: card, row: layout.rows[peek.row], since: peek.since)
        let frames = screen.actionFrames(peek)
        guard !frames.isEmpty else { return }
        if peek.style == .contextMenu {
            contextMenu(into: &items, actions: actions, frames: frames, highlighted: peek.highlighted)
        } else {
            actionSheet(into: &items, actions: actions, frames: frames, highlighted: peek.highlighted)
        }
    }

    /// The preview card: the peek content on a white rounded card with a soft shadow.
    func card(into items: inout [DisplayItem], frame: Rect, row: ListRow, since: Int64) {
        items.append(
            .roundedRect(
                frame.insetBy(dx: -3, dy: -3).offsetBy(dx: 0, dy: 3), radius: 17, Color(r: 0, g: 0, b: 0, a: 24)))
        items.append(.roundedRect(frame, radius: 14, palette.card))
        let appear = min(1, max(0, Double(screen.time - since - 40_000) / 80_000))
        guard appear > 0, frame.height > 80, let content = row.peek else { return }
        let ink = palette.label.withOpacity(appear)
        let x = frame.minX + 20
        let right = frame.maxX - 20
        var y = frame.minY + 20
        // Title 2, Subheadline and Body at the text size, each line growing with its style.
        let size = layout.textSize
        let body = layout.font(ListStyle.body, .body)
        let bodyLine = 23 + DynamicTypeStyle.body.leadingGrowth(at: size)
        items.append(
            list.text(
                content.title, x: x, y: y, right: right, font: layout.font(FontSpec(size: 22, weight: .bold), .title2),
                color: ink))
        y += 32 + DynamicTypeStyle.title2.leadingGrowth(at: size)
        if let subtitle = content.subtitle {
            items.append(
                list.text(
                    subtitle, x: x, y: y, right: right, font: layout.font(ListStyle.subhead, .subheadline),
                    color: palette.secondaryLabel.withOpacity(appear)))
            y += 24 + DynamicTypeStyle.subheadline.leadingGrowth(at: size)
        }
        items.append(
            .rect(Rect(x: x, y: y + 4, width: right - x, height: 0.5), palette.separator.withOpacity(appear)))
        y += 16
        let lines = Wrapping.lines(
            content.body ?? "", width: right - x, font: body, measurer: list.measurer,
            maximumLines: max(0, Int((frame.maxY - 16 - y) / bodyLine)))
        for line in lines {
            items.append(
                .text(
                    TextRun(line, frame: Rect(x: x, y: y, width: right - x, height: bodyLine), font: body, color: ink)))
            y += bodyLine
        }
    }

    /// A platter of rows: the rounded background, the pressed row, hairlines between rows.
    func platter(into items: inout [DisplayItem], frames: [Rect], radius: Double, fill: Color, highlighted: Int?) {
        let platter = Rect(
            x: frames[0].minX, y: frames[0].minY, width: frames[0].width, height: frames.last!.maxY - frames[0].minY)
        items.append(.roundedRect(platter, radius: radius, fill))
        for (index, frame) in frames.enumerated() {
            if highlighted == index {
                var pressed = DisplayList(size: layout.size)
                PlaygroundRenderer().highlight(
                    into: &pressed, row: frame, index: index, count: frames.count, radius: radius,
                    grey: palette.pressedRow)
                items += pressed.items
            }
            if index > 0 {
                items.append(
                    .rect(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 0.5), palette.separator))
            }
        }
    }

    /// The iOS 9 preview action sheet: a white platter under the card, titles centred, blue
    /// (default), blue with a checkmark (selected) or red (destructive).
    func actionSheet(into items: inout [DisplayItem], actions: [PreviewAction], frames: [Rect], highlighted: Int?) {
        platter(
            into: &items, frames: frames, radius: 14, fill: palette.sheet,
            highlighted: highlighted)
        for (action, frame) in zip(actions, frames) {
            let colour = action.style == .destructive ? palette.red : palette.tint
            let font = layout.font(
                FontSpec(size: 20, weight: action.style == .selected ? .semibold : .regular), .title3)
            let width = list.measurer.width(of: action.title, font: font)
            let height = 26 * DynamicTypeStyle.title3.ratio(at: layout.textSize)
            items.append(
                .text(
                    TextRun(
                        action.title,
                        frame: Rect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height),
                        font: font, color: colour, alignment: .center)))
            if action.style == .selected {
                items.append(
                    .image(
                        ImageItem(
                            name: "controls/checkmark",
                            frame: Rect(x: frame.midX - width / 2 - 24, y: frame.midY - 6, width: 14, height: 12),
                            tint: colour)))
            }
        }
    }

    /// The Haptic Touch context menu: a translucent platter of left-aligned rows.
    func contextMenu(into items: inout [DisplayItem], actions: [PreviewAction], frames: [Rect], highlighted: Int?) {
        platter(
            into: &items, frames: frames, radius: 13, fill: palette.contextPlatter,
            highlighted: highlighted)
        for (action, frame) in zip(actions, frames) {
            let colour = action.style == .destructive ? palette.red : palette.label
            items.append(
                list.text(
                    action.title, x: frame.minX + 16,
                    y: frame.midY - 11 * DynamicTypeStyle.body.ratio(at: layout.textSize),
                    right: frame.maxX - 40, font: layout.font(ListStyle.body, .body), color: colour))
            if action.style == .selected {
                items.append(
                    .image(
                        ImageItem(
                            name: "controls/checkmark",
                            frame: Rect(x: frame.maxX - 30, y: frame.midY - 6, width: 14, height: 12), tint: colour)))
            } else if action.group != nil {
                items.append(
                    .image(
                        ImageItem(
                            name: "controls/chevron-right",
                            frame: Rect(x: frame.maxX - 26, y: frame.midY - 6.5, width: 8, height: 13),
                            tint: palette.secondaryLabel)))
            }
        }
    }

    /// The edit menu callout: a dark rounded bar of items over the row.
    func editMenu(into items: inout [DisplayItem], row: Int) {
        let frames = screen.editMenuFrames(row: row)
        guard let first = frames.first, let last = frames.last else { return }
        items.append(.rect(layout.rowFrame(row), palette.pressedRow))
        items += list.rowItems(row)
        let bar = Rect(x: first.minX, y: first.minY, width: last.maxX - first.minX, height: first.height)
        items.append(.roundedRect(bar, radius: 8, Color(r: 28, g: 28, b: 30, a: 235)))
        for (index, frame) in frames.enumerated() {
            if index > 0 {
                items.append(
                    .rect(
                        Rect(x: frame.minX, y: frame.minY, width: 0.5, height: frame.height), Color(r: 90, g: 90, b: 94)
                    ))
            }
            items.append(
                .text(
                    TextRun(
                        AppScreen.editMenuItems[index],
                        frame: Rect(x: frame.minX, y: frame.midY - 9, width: frame.width, height: 18),
                        font: FontSpec(size: 14), color: .white, alignment: .center)))
        }
    }

    // MARK: - Destination

    /// The destination full screen: popped, it grows out of the peek card; pushed by a tap, it
    /// slides in from the right over the list.
    func destination(into items: inout [DisplayItem], shown: AppScreen.Destination) {
        let t = min(1, max(0, Double(screen.time - shown.since) / Double(AppScreen.transitionDuration)))
        let e = 1 - (1 - t) * (1 - t) * (1 - t)
        var layer = destinationLayer(row: shown.row)
        if shown.popped {
            if t < 1 { blurredBackground(into: &items) }
            let card = layout.peekCard
            let start = card.width / layout.size.width
            layer.scale = start + (1 - start) * e
            layer.offset = Point(x: 0, y: (card.midY - layout.size.height / 2) * (1 - e))
        } else {
            if t < 1 { items += list.listItems() }
            layer.offset = Point(x: layout.size.width * (1 - e), y: 0)
        }
        items.append(.layer(layer))
        for (index, frame) in screen.toolbarFrames(row: shown.row).enumerated() where t >= 1 {
            let id = layout.rows[shown.row].pop?.actions?[index] ?? ""
            let action = screen.allActions(row: shown.row).first { $0.key == id }
            let title = action?.title ?? id
            // Red by the action's style, as UIKit draws a destructive action, in every language.
            items.append(
                list.text(
                    title, x: frame.minX + 2, y: frame.midY - 11, right: frame.maxX - 2, font: ListStyle.body,
                    color: action?.style == .destructive ? palette.red : palette.tint,
                    alignment: .center))
        }
    }

    /// The destination screen (cached: it does not change while shown).
    func destinationLayer(row index: Int) -> Layer {
        let row = layout.rows[index]
        let size = layout.size
        let pop = row.pop ?? PopDestination(title: row.title, body: nil, actions: nil)
        // Laid out below the navigation bar, wherever the device's status bar ends.
        let bar = layout.navigationBar.maxY
        var items: [DisplayItem] = [
            .rect(Rect(x: 0, y: 0, width: size.width, height: size.height), palette.background)
        ]
        items.append(.rect(Rect(x: 0, y: 0, width: size.width, height: bar), palette.bar))
        items.append(.rect(Rect(x: 0, y: bar - 0.5, width: size.width, height: 0.5), palette.barHairline))
        items.append(
            .image(
                ImageItem(
                    name: "controls/chevron-back", frame: Rect(x: 8, y: bar - 32.5, width: 13, height: 21),
                    tint: palette.tint)))
        items.append(
            list.text(layout.spec.title, x: 27, y: bar - 33, right: 120, font: ListStyle.body, color: palette.tint))
        // Title 1, Subheadline and Body at the text size, each line growing with its style.
        let titleGrowth = DynamicTypeStyle.title1.leadingGrowth(at: layout.textSize)
        let below = titleGrowth + DynamicTypeStyle.subheadline.leadingGrowth(at: layout.textSize)
        let (body, bodyLine) = (layout.font(ListStyle.body, .body), 24 + layout.growth(.body))
        items.append(
            list.text(
                pop.title, x: 20, y: bar + 16, right: size.width - 20,
                font: layout.font(FontSpec(size: 28, weight: .bold), .title1), color: palette.label))
        if let subtitle = row.peek?.subtitle {
            items.append(
                list.text(
                    subtitle, x: 20, y: bar + 56 + titleGrowth, right: size.width - 20,
                    font: layout.font(ListStyle.subhead, .subheadline), color: palette.secondaryLabel))
        }
        items.append(.rect(Rect(x: 20, y: bar + 84 + below, width: size.width - 40, height: 0.5), palette.separator))
        var y = bar + 98 + below
        for line in Wrapping.lines(
            pop.body ?? "", width: size.width - 40, font: body, measurer: list.measurer, maximumLines: 20)
        {
            items.append(
                .text(
                    TextRun(
                        line, frame: Rect(x: 20, y: y, width: size.width - 40, height: bodyLine), font: body,
                        color: palette.label)))
            y += bodyLine
        }
        if !(pop.actions ?? []).isEmpty {
            let top = size.height - layout.bottomInset - 44
            items.append(.rect(Rect(x: 0, y: top, width: size.width, height: size.height - top), palette.bar))
            items.append(.rect(Rect(x: 0, y: top, width: size.width, height: 0.5), palette.barHairline))
        }
        if layout.safeBottom > 0 {
            items.append(
                .roundedRect(
                    Rect(x: size.width / 2 - 67, y: size.height - 13, width: 134, height: 5), radius: 2.5,
                    palette.homeIndicator))
        }
        return Layer(
            key:
                "destination/\(palette.appearance.rawValue)/\(layout.textSize.rawValue)/\(screen.app)/\(layout.segment)/\(row.id)",
            frame: Rect(x: 0, y: 0, width: size.width, height: size.height), items: items)
    }
}

/// Word wrapping for multi-line text (peek bodies, destinations), cutting the last line with
/// an ellipsis when the text needs more lines than there is room for.
enum Wrapping {
    static func lines(_ text: String, width: Double, font: FontSpec, measurer: TextMeasurer, maximumLines: Int)
        -> [String]
    {
        guard maximumLines > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        let words = text.split(separator: " ").map(String.init)
        for (index, word) in words.enumerated() {
            let candidate = current.isEmpty ? word : current + " " + word
            if measurer.width(of: candidate, font: font) <= width || current.isEmpty {
                current = candidate
                continue
            }
            if lines.count == maximumLines - 1 {
                let rest = ([current] + words[index...]).joined(separator: " ")
                lines.append(TextFitting.oneLine(rest, maxWidth: width, font: font, measurer: measurer).text)
                return lines
            }
            lines.append(current)
            current = word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
