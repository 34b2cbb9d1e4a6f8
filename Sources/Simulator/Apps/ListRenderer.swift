import Geometry
import QuickActions

/// The fonts the list screens use at `large` (their colours are the palette's: `Palette`). The
/// rows' and peeks' text follows the text size (`ListLayout.font`, the HIG's Dynamic Type
/// styles: a row's title is Headline with a subtitle, else Body; subtitles and details are
/// Subheadline); the bars' titles keep their size, as UIKit's navigation bars do.
enum ListStyle {
    static let title = FontSpec(size: 17, weight: .semibold)
    static let body = FontSpec(size: 17)
    static let subhead = FontSpec(size: 15)
}

/// Draws an app's list screen: rows, navigation bar, segmented control, progress bar, refresh
/// spinner. The rows and bars of a still list also form one cached layer for the hint and peek.
struct ListRenderer {
    let screen: AppScreen
    let layout: ListLayout
    let measurer: TextMeasurer
    /// Light or dark (the playground's appearance).
    var palette: Palette = .light

    /// The key of the still list's cached layer: everything that changes its pixels.
    var layerKey: String {
        let switches = screen.switches.keys.sorted().map { "\($0)=\(screen.switches[$0]! ? 1 : 0)" }.joined(
            separator: ",")
        let swiped = screen.swipe.map { "/swipe\($0.row)@\(Int(($0.reveal(at: screen.time) * 4).rounded()))" } ?? ""
        return
            "list/\(palette.appearance.rawValue)/\(layout.textSize.rawValue)/\(screen.app)/\(layout.segment)/\(Int((layout.scroll * 4).rounded()))/\(switches)/\(screen.loadFinished)\(swiped)"
    }

    /// The still list as a layer (opaque, so the renderer caches it and its blurred copy).
    func listLayer() -> Layer {
        Layer(
            key: layerKey, frame: Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height),
            items: listItems())
    }

    /// Background, rows, refresh spinner and bars, in drawing order.
    func listItems() -> [DisplayItem] {
        var items: [DisplayItem] = [
            .rect(Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height), palette.background)
        ]
        if layout.scroll < 0 { spinner(into: &items) }
        for index in layout.visibleRows {
            let reveal = screen.swipeReveal(row: index)
            items += reveal > 0 ? SwipeRenderer(list: self).rowItems(index, reveal: reveal) : rowItems(index)
        }
        bars(into: &items)
        return items
    }

    // MARK: - Rows

    /// One row: its text, accessory and separator (no background: the list's is white).
    func rowItems(_ index: Int) -> [DisplayItem] {
        let row = layout.rows[index]
        let frame = layout.rowFrame(index)
        var items: [DisplayItem] = []
        let left = 16.0 + (layout.rows.contains { $0.unread != nil } ? 12 : 0)
        if row.unread == true {
            items.append(.roundedRect(Rect(x: 9, y: frame.minY + 14, width: 10, height: 10), radius: 5, palette.tint))
        }
        var right = layout.size.width - 16
        right -= accessory(of: row, index: index, frame: frame, right: right, into: &items)
        if let subtitle = row.subtitle {
            twoLineText(of: row, subtitle: subtitle, frame: frame, left: left, right: right, into: &items)
        } else {
            oneLineText(of: row, frame: frame, left: left, right: right, into: &items)
        }
        items.append(
            .rect(Rect(x: left, y: frame.maxY - 0.5, width: layout.size.width - left, height: 0.5), palette.separator)
        )
        return items
    }

    /// The row's accessory at its trailing edge `right`; returns the width it takes from the text.
    func accessory(of row: ListRow, index: Int, frame: Rect, right: Double, into items: inout [DisplayItem]) -> Double {
        switch row.accessoryKind {
        case .disclosure?:
            items.append(
                .image(
                    ImageItem(
                        name: "controls/chevron-right",
                        frame: Rect(x: right - 8, y: frame.midY - 6.5, width: 8, height: 13), tint: palette.chevron)))
            return 20
        case .checkmark?:
            items.append(
                .image(
                    ImageItem(
                        name: "controls/checkmark",
                        frame: Rect(x: right - 14, y: frame.midY - 6, width: 14, height: 12), tint: palette.tint)))
            return 26
        case .detail?:
            let circle = Rect(x: right - 22, y: frame.midY - 11, width: 22, height: 22)
            items.append(.roundedRect(circle, radius: 11, palette.tint))
            items.append(.roundedRect(circle.insetBy(dx: 1.5, dy: 1.5), radius: 9.5, palette.background))
            items.append(
                .text(
                    TextRun(
                        "i", frame: circle.offsetBy(dx: 0, dy: 2), font: FontSpec(size: 15, weight: .semibold),
                        color: palette.tint, alignment: .center)))
            return 34
        case .switch?:
            items += switchItems(layout.switchFrame(row: index), on: screen.switches[row.id] ?? false)
            return 63
        case nil:
            return 0
        }
    }

    /// A row with a subtitle: the title and its detail on the first line, the subtitle under them.
    func twoLineText(
        of row: ListRow, subtitle: String, frame: Rect, left: Double, right: Double, into items: inout [DisplayItem]
    ) {
        let (title, subhead) = (layout.font(ListStyle.title, .headline), layout.font(ListStyle.subhead, .subheadline))
        // The subtitle moves down by what the title's line grows (rows grow by both lines).
        let subtitleY = frame.minY + 34 + max(0, DynamicTypeStyle.headline.leadingGrowth(at: layout.textSize))
        var titleRight = right
        if let detail = row.detail {
            let width = measurer.width(of: detail, font: subhead)
            items.append(
                .text(
                    TextRun(
                        detail,
                        frame: Rect(
                            x: right - width - 4, y: frame.minY + 12, width: width + 4, height: subhead.size + 5),
                        font: subhead, color: palette.secondaryLabel, alignment: .right)))
            titleRight = right - width - 12
        }
        items.append(text(row.title, x: left, y: frame.minY + 10, right: titleRight, font: title, color: palette.label))
        items.append(
            text(subtitle, x: left, y: subtitleY, right: right, font: subhead, color: palette.secondaryLabel))
    }

    /// A row without a subtitle: the title, and its detail right aligned, centred vertically.
    func oneLineText(of row: ListRow, frame: Rect, left: Double, right: Double, into items: inout [DisplayItem]) {
        let body = layout.font(ListStyle.body, .body)
        let y = frame.midY - 11 * DynamicTypeStyle.body.ratio(at: layout.textSize)
        var titleRight = right
        if let detail = row.detail {
            let width = measurer.width(of: detail, font: body)
            items.append(
                .text(
                    TextRun(
                        detail, frame: Rect(x: right - width - 4, y: y, width: width + 4, height: body.size + 5),
                        font: body, color: palette.secondaryLabel, alignment: .right)))
            titleRight = right - width - 12
        }
        items.append(text(row.title, x: left, y: y, right: titleRight, font: body, color: palette.label))
    }

    /// A one-line text run cut with an ellipsis to fit between `x` and `right`.
    func text(
        _ string: String, x: Double, y: Double, right: Double, font: FontSpec, color: Color,
        alignment: TextAlignment = .left
    ) -> DisplayItem {
        let width = max(0, right - x)
        let fitted = TextFitting.oneLine(string, maxWidth: width, font: font, measurer: measurer).text
        return .text(
            TextRun(
                fitted, frame: Rect(x: x, y: y, width: width, height: font.size * 1.3), font: font, color: color,
                alignment: alignment))
    }

    /// A `UISwitch`: green track with the knob right when on, grey outline with it left when off.
    func switchItems(_ frame: Rect, on: Bool) -> [DisplayItem] {
        var items: [DisplayItem] = []
        if on {
            items.append(.roundedRect(frame, radius: frame.height / 2, palette.green))
        } else {
            items.append(.roundedRect(frame, radius: frame.height / 2, palette.track))
            items.append(
                .roundedRect(frame.insetBy(dx: 1.5, dy: 1.5), radius: frame.height / 2 - 1.5, palette.background))
        }
        let knob = Rect(x: on ? frame.maxX - 29 : frame.minX + 2, y: frame.minY + 2, width: 27, height: 27)
        items.append(.roundedRect(knob.offsetBy(dx: 0, dy: 1.5), radius: 13.5, Color(r: 0, g: 0, b: 0, a: 28)))
        items.append(.roundedRect(knob, radius: 13.5, palette.knob))
        return items
    }

    // MARK: - Bars and controls

    func bars(into items: inout [DisplayItem]) {
        let width = layout.size.width
        items.append(.rect(Rect(x: 0, y: 0, width: width, height: layout.contentTop), palette.bar))
        items.append(
            .rect(Rect(x: 0, y: layout.contentTop - 0.5, width: width, height: 0.5), palette.barHairline))
        let bar = layout.navigationBar
        items.append(
            .image(
                ImageItem(
                    name: "controls/chevron-back", frame: Rect(x: 8, y: bar.minY + 11.5, width: 13, height: 21),
                    tint: palette.tint)))
        items.append(
            .text(
                TextRun(
                    "Home", frame: Rect(x: 27, y: bar.minY + 11, width: 70, height: 22), font: ListStyle.body,
                    color: palette.tint)))
        items.append(
            text(
                layout.spec.title, x: 100, y: bar.minY + 11, right: width - 100, font: ListStyle.title,
                color: palette.label, alignment: .center))
        if let control = layout.segmentedControl { segmentedControl(control, into: &items) }
        if !screen.loadFinished {
            let track = layout.progressBar
            items.append(.rect(track, palette.track))
            items.append(
                .rect(
                    Rect(x: 0, y: track.minY, width: track.width * screen.loadProgress, height: track.height),
                    palette.tint))
        }
        if let load = layout.spec.load {
            let caption = screen.loadFinished ? "Updated Just Now" : (load.title ?? "Loading…")
            let y = layout.size.height - layout.bottomInset + 2
            items.append(.rect(Rect(x: 0, y: y - 8, width: width, height: layout.size.height - y + 8), palette.bar))
            items.append(
                .text(
                    TextRun(
                        caption, frame: Rect(x: 0, y: y - 5, width: width, height: 16), font: FontSpec(size: 12),
                        color: palette.label, alignment: .center)))
        }
        if layout.safeBottom > 0 {
            items.append(
                .roundedRect(
                    Rect(x: width / 2 - 67, y: layout.size.height - 13, width: 134, height: 5), radius: 2.5,
                    palette.homeIndicator))
        }
    }

    /// A `UISegmentedControl` (iOS 13 look): grey track, white selected segment, hairline dividers.
    func segmentedControl(_ control: Rect, into items: inout [DisplayItem]) {
        items.append(.roundedRect(control, radius: 8, palette.segmentTrack))
        let count = layout.spec.lists.count
        for index in 0..<count {
            let frame = layout.segmentFrame(index)
            if index == layout.segment {
                let thumb = frame.insetBy(dx: 2, dy: 2)
                items.append(.roundedRect(thumb.offsetBy(dx: 0, dy: 0.5), radius: 7, Color(r: 0, g: 0, b: 0, a: 22)))
                items.append(.roundedRect(thumb, radius: 7, palette.segmentThumb))
            } else if index > 0 && index - 1 != layout.segment {
                items.append(
                    .rect(
                        Rect(x: frame.minX, y: frame.minY + 8, width: 1, height: frame.height - 16),
                        palette.segmentDivider))
            }
            let list = layout.spec.lists[index]
            if let image = list.image {
                items.append(
                    .image(
                        ImageItem(
                            name: "glyphs/\(image)",
                            frame: Rect(x: frame.midX - 9, y: frame.midY - 9, width: 18, height: 18),
                            tint: palette.label)))
            } else {
                let font = FontSpec(size: 13, weight: index == layout.segment ? .semibold : .medium)
                items.append(
                    text(
                        list.title ?? "", x: frame.minX + 4, y: frame.midY - 8.5, right: frame.maxX - 4, font: font,
                        color: palette.label, alignment: .center))
            }
        }
    }

    /// The refresh control's spinner above the pulled-down list: spokes appear one by one as
    /// the pull grows, and turn while refreshing (12 steps a second, `UIActivityIndicatorView`).
    func spinner(into items: inout [DisplayItem]) {
        let pulled = -layout.scroll
        let centre = Point(
            x: layout.size.width / 2, y: layout.contentTop + min(pulled, ListLayout.refreshingInset) / 2 + 2)
        let spokes = 8
        let refreshing = screen.refreshingSince
        let shown = refreshing != nil ? spokes : min(spokes, Int(pulled / ListLayout.refreshDistance * Double(spokes)))
        let turn = refreshing.map { Int((screen.time - $0) / 83_333) } ?? 0
        for spoke in 0..<shown {
            let angle = Double(spoke) * 2 * Double.pi / Double(spokes) - Double.pi / 2
            let x = centre.x + 8 * sinApprox(angle + Double.pi / 2)
            let y = centre.y + 8 * sinApprox(angle)
            let fade = refreshing == nil ? 150 : 60 + (((spoke - turn) % spokes + spokes) % spokes) * 24
            items.append(
                .roundedRect(
                    Rect(x: x - 1.75, y: y - 1.75, width: 3.5, height: 3.5), radius: 1.75,
                    palette.spinner.withOpacity(Double(min(255, fade)) / 255)))
        }
    }
}
