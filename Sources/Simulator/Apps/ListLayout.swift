import Geometry
import QuickActions

/// Where the parts of a list screen are, in points, for one segment and scroll offset: the
/// navigation bar, the segmented control, the rows, the peek card and the preview actions.
/// Pure geometry shared by the state (hit testing) and the renderer (drawing).
public struct ListLayout: Equatable, Sendable {
    public static let navigationBarHeight = 44.0
    public static let toolbarHeight = 44.0
    public static let segmentedControlHeight = 32.0
    public static let minimumTouchTarget = 44.0
    /// Height of one preview action row (iOS 9 preview action sheet).
    public static let actionRowHeight = 57.0
    /// How far a pull must go to refresh, points.
    public static let refreshDistance = 64.0
    /// Where a refreshing list rests while the spinner turns.
    public static let refreshingInset = 50.0

    public let size: Size
    /// The device's safe area: the status bar above, the home indicator (if any) below.
    public let safeTop: Double
    public let safeBottom: Double
    public let spec: AppScreenSpec
    public let segment: Int
    public let scroll: Double
    /// The Dynamic Type size the list's text is drawn at (`--text-size`, `=` and `-`).
    public let textSize: DynamicTypeSize

    public init(
        size: Size, safeTop: Double = 44, safeBottom: Double = 34, spec: AppScreenSpec, segment: Int, scroll: Double,
        textSize: DynamicTypeSize = .large
    ) {
        self.textSize = textSize
        self.size = size
        self.safeTop = safeTop
        self.safeBottom = safeBottom
        self.spec = spec
        self.segment = min(max(0, segment), spec.lists.count - 1)
        self.scroll = scroll
    }

    public var rows: [ListRow] { spec.lists[segment].rows }

    /// The navigation bar below the status bar.
    public var navigationBar: Rect { Rect(x: 0, y: safeTop, width: size.width, height: Self.navigationBarHeight) }

    /// Where bottom bars and captions stop: above the home indicator, or a little above the
    /// edge on phones without one.
    public var bottomInset: Double { safeBottom > 0 ? safeBottom : 24 }

    /// The back button ("‹ Home"): 44 points tall, at the bar's leading edge.
    public var backButton: Rect { Rect(x: 0, y: navigationBar.minY, width: 96, height: Self.navigationBarHeight) }

    /// The segmented control, when the screen has several lists.
    public var segmentedControl: Rect? {
        guard spec.hasSegmentedControl else { return nil }
        return Rect(
            x: 16, y: navigationBar.maxY + (Self.toolbarHeight - Self.segmentedControlHeight) / 2,
            width: size.width - 32, height: Self.segmentedControlHeight)
    }

    /// One segment's frame (its touch target spans the toolbar's full 44-point height).
    public func segmentFrame(_ index: Int) -> Rect {
        guard let control = segmentedControl else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let width = control.width / Double(spec.lists.count)
        return Rect(x: control.minX + Double(index) * width, y: control.minY, width: width, height: control.height)
    }

    /// The progress bar of a load: along the bottom of the bars.
    public var progressBar: Rect { Rect(x: 0, y: contentTop - 2.5, width: size.width, height: 2.5) }

    /// Where the list starts (below the bars).
    public var contentTop: Double {
        navigationBar.maxY + (spec.hasSegmentedControl ? Self.toolbarHeight : 0)
    }

    /// The visible part of the list.
    public var viewport: Rect { Rect(x: 0, y: contentTop, width: size.width, height: size.height - contentTop) }

    /// The height of each row: the scene's, else 64 with subtitles and 44 without, at `large`;
    /// above it a row grows by its lines' growth (`textGrowth`).
    public var rowHeight: Double {
        let subtitles = rows.contains { $0.subtitle != nil }
        let base = spec.rowHeight ?? (subtitles ? 64 : 44)
        return base + textGrowth(subtitles: subtitles)
    }

    /// How much taller a row is than at `large`: the growth of the HIG leading of its lines
    /// (Body for a one-line row, Headline and Subheadline with subtitles), as a self-sizing
    /// `UITableViewCell` grows with its labels while keeping its margins (the HIG's Dynamic Type
    /// tables, `DynamicTypeStyle`). Reconstructed: no Apple figure for rows; below `large` rows
    /// keep their height (UIKit's 44 pt minimum row) and only the fonts shrink.
    public func textGrowth(subtitles: Bool) -> Double {
        let growth =
            subtitles
            ? DynamicTypeStyle.headline.leadingGrowth(at: textSize)
                + DynamicTypeStyle.subheadline.leadingGrowth(at: textSize)
            : DynamicTypeStyle.body.leadingGrowth(at: textSize)
        return max(0, growth)
    }

    /// How many points a line of `style` grows by from `large` to the list's size (negative below).
    public func growth(_ style: DynamicTypeStyle) -> Double { style.leadingGrowth(at: textSize) }

    /// `font`, drawn in `style` at `large`, at the list's text size.
    public func font(_ font: FontSpec, _ style: DynamicTypeStyle) -> FontSpec { style.scaled(font, to: textSize) }

    /// A preview action's row: 57 pt at `large` (iOS 9's sheet), growing with its Title 3 text.
    public var actionRowHeight: Double {
        Self.actionRowHeight + max(0, DynamicTypeStyle.title3.leadingGrowth(at: textSize))
    }

    /// A Haptic Touch context menu row: 44 pt at `large`, growing with its Body text.
    public var contextRowHeight: Double { 44 + max(0, DynamicTypeStyle.body.leadingGrowth(at: textSize)) }

    /// The furthest the list scrolls down.
    public var maximumScroll: Double {
        max(0, Double(rows.count) * rowHeight - (size.height - contentTop - bottomInset))
    }

    /// Row `index`'s frame at the current scroll offset.
    public func rowFrame(_ index: Int) -> Rect {
        Rect(x: 0, y: contentTop + Double(index) * rowHeight - scroll, width: size.width, height: rowHeight)
    }

    /// The rows at least partly visible.
    public var visibleRows: Range<Int> {
        guard !rows.isEmpty, rowHeight > 0 else { return 0..<0 }
        let first = max(0, Int(((scroll) / rowHeight).rounded(.down)))
        let last = min(rows.count, Int(((scroll + size.height - contentTop) / rowHeight).rounded(.up)))
        return first..<max(first, last)
    }

    /// The row under a point, if any.
    public func row(at point: Point) -> Int? {
        guard point.y >= contentTop, rowHeight > 0 else { return nil }
        let index = Int(((point.y - contentTop + scroll) / rowHeight).rounded(.down))
        return rows.indices.contains(index) ? index : nil
    }

    /// The segment under a point, if any (the whole toolbar height counts).
    public func segment(at point: Point) -> Int? {
        guard let control = segmentedControl, point.y >= navigationBar.maxY, point.y < contentTop,
            point.x >= control.minX, point.x < control.maxX
        else { return nil }
        return min(spec.lists.count - 1, Int((point.x - control.minX) / (control.width / Double(spec.lists.count))))
    }

    /// The switch of a switch row.
    public func switchFrame(row index: Int) -> Rect {
        let row = rowFrame(index)
        return Rect(x: size.width - 16 - 51, y: row.midY - 15.5, width: 51, height: 31)
    }

    // MARK: - Peek

    /// The peek card at rest (before sliding up): inset from the edges, centred on the screen.
    public var peekCard: Rect {
        let height = (size.height * 0.58).rounded()
        return Rect(x: 8, y: ((size.height - height) / 2).rounded(), width: size.width - 16, height: height)
    }

    /// The preview action sheet for `count` actions, when fully revealed.
    public func actionSheet(count: Int) -> Rect {
        let height = Double(count) * actionRowHeight
        return Rect(x: 8, y: size.height - bottomInset - height, width: size.width - 16, height: height)
    }

    /// How far the card travels up to reveal `count` actions.
    public func revealDistance(count: Int) -> Double {
        let sheet = actionSheet(count: count)
        return max(0, peekCard.maxY + 12 - sheet.minY)
    }

    /// The context menu of Haptic Touch: a smaller preview above a menu of the actions.
    public func contextPreview(count: Int) -> Rect {
        let menu = contextMenu(count: count)
        let height = min(peekCard.height * 0.8, menu.minY - 12 - (safeTop + 16))
        return Rect(x: 16, y: menu.minY - 12 - height, width: size.width - 32, height: height)
    }

    /// The context menu's platter under the preview.
    public func contextMenu(count: Int) -> Rect {
        let height = Double(count) * contextRowHeight
        return Rect(x: 16, y: size.height - bottomInset - 20 - height, width: 250, height: height)
    }
}
