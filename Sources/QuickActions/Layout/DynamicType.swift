/// The Dynamic Type size (Settings > Display & Brightness > Text Size, and Accessibility >
/// Larger Text for the five accessibility sizes): UIKit's `UIContentSizeCategory`, named as
/// Apple's Human Interface Guidelines name the columns of their tables.
public enum DynamicTypeSize: String, CaseIterable, Comparable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The size one step larger (`=` in the window), or this one at the largest.
    public var larger: DynamicTypeSize {
        let all = Self.allCases
        return all[min(all.count - 1, all.firstIndex(of: self)! + 1)]
    }

    /// The size one step smaller (`-` in the window), or this one at the smallest.
    public var smaller: DynamicTypeSize {
        let all = Self.allCases
        return all[max(0, all.firstIndex(of: self)! - 1)]
    }

    /// One of the five Larger Text sizes (Settings > Accessibility).
    public var isAccessibility: Bool { self >= .accessibility1 }

    /// The position in `allCases`, smallest first.
    public var step: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.step < b.step }

    /// The names, for messages: "xSmall, small, … accessibility5".
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// A Dynamic Type text style the menus use, and its size and leading at each text size.
///
/// Source: Apple's Human Interface Guidelines, "Typography", section "Specifications", tables
/// "iOS, iPadOS Dynamic Type sizes" (xSmall to xxxLarge) and "iOS, iPadOS larger accessibility
/// type sizes" (AX1 to AX5), https://developer.apple.com/design/human-interface-guidelines/typography
/// (size and leading in points). The Body sizes at all twelve and the other styles' sizes up to
/// xxxLarge agree with `UIFont.preferredFont(forTextStyle:)` as measured in the iOS 8.4 simulator
/// (gist.github.com/alexisakers, "Generated within the iPhone Simulator"); there only Body grew at
/// the accessibility sizes, since iOS 11 every style does, as the HIG's AX tables give.
public enum DynamicTypeStyle: String, CaseIterable, Sendable {
    case body, subheadline, footnote

    /// Size and leading (points) at `size`.
    public func metrics(at size: DynamicTypeSize) -> (points: Double, leading: Double) {
        let row: [(Double, Double)]
        switch self {
        case .body: row = Self.bodyRow
        case .subheadline: row = Self.subheadlineRow
        case .footnote: row = Self.footnoteRow
        }
        return row[size.step]
    }

    // xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5.
    private static let bodyRow: [(Double, Double)] = [
        (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
        (47, 56), (53, 62),
    ]
    private static let subheadlineRow: [(Double, Double)] = [
        (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43),
        (42, 50), (49, 58),
    ]
    private static let footnoteRow: [(Double, Double)] = [
        (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40),
        (38, 45), (44, 52),
    ]
}

extension MenuMetrics {
    /// The one table of the menus' text styles: a row's title is Body and its subtitle Footnote,
    /// in the 3D Touch action platter and in the iOS 13+ context menu alike. Sources: UIKit's
    /// `UIContextMenu` and `UIApplicationShortcutItem` rows follow the content size category; the
    /// styles are reconstructed from their default sizes, 17 pt titles and 13 pt subtitles in
    /// iOS 12–18 screenshots, which are Body and Footnote at `large` (Subheadline is 15 pt there,
    /// larger than the subtitles seen).
    public static let titleStyle = DynamicTypeStyle.body
    public static let subtitleStyle = DynamicTypeStyle.footnote

    /// These metrics (the `large` ones a device file gives) at text size `size`.
    ///
    /// Sourced: the title and subtitle fonts follow `titleStyle` and `subtitleStyle` in the HIG
    /// table (`DynamicTypeStyle`), as ratios of the file's sizes to the table's `large`, so a
    /// device file's own sizes scale too. Reconstructed, no Apple document giving menu sizes:
    /// - each line of text grows by its style's leading growth, and a row by the growth of the
    ///   lines it holds: the rows' vertical padding stays what it is at `large`, as UIKit's
    ///   self-sizing rows keep their margins and grow with their labels;
    /// - the menu widens in proportion to Body above `large` (it keeps its 250 pt at the smaller
    ///   sizes: menus do not shrink below their width), never past `screenWidth` less its
    ///   margins (at the accessibility sizes it spans the screen so; `MenuLayout` caps it too);
    /// - the glyph follows Body's growth up to xxxLarge and no further (SF Symbols scale with
    ///   their text style; at the accessibility sizes a larger glyph would only take the text's
    ///   room);
    /// - a title still wraps onto two lines at most and is cut after that, at every size (the
    ///   cap the menu has at `large`), so lint's cut titles are the ones the picture cuts.
    public func scaled(to size: DynamicTypeSize, screenWidth: Double) -> MenuMetrics {
        guard size != .large else { return self }
        let title = Self.titleStyle.metrics(at: size)
        let titleBase = Self.titleStyle.metrics(at: .large)
        let subtitle = Self.subtitleStyle.metrics(at: size)
        let subtitleBase = Self.subtitleStyle.metrics(at: .large)
        var metrics = self
        metrics.titleFont.size = titleFont.size * title.points / titleBase.points
        metrics.subtitleFont.size = subtitleFont.size * subtitle.points / subtitleBase.points
        let titleGrowth = title.leading - titleBase.leading
        let subtitleGrowth = subtitle.leading - subtitleBase.leading
        metrics.titleLineHeight = titleLineHeight + titleGrowth
        metrics.subtitleLineHeight = subtitleLineHeight + subtitleGrowth
        metrics.rowHeight = rowHeight + titleGrowth
        metrics.twoLineRowHeight = twoLineRowHeight + 2 * titleGrowth
        metrics.subtitleRowHeight = subtitleRowHeight + titleGrowth + subtitleGrowth
        let bodyRatio = title.points / titleBase.points
        metrics.menuWidth = min(menuWidth * max(1, bodyRatio), max(menuWidth, screenWidth - 2 * screenMargin))
        let glyphRatio = min(bodyRatio, Self.titleStyle.metrics(at: .xxxLarge).points / titleBase.points)
        metrics.iconSize = (iconSize * glyphRatio).rounded()
        return metrics
    }
}
