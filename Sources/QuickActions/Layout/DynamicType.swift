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
///
/// The in-app lists and peeks use more rows of the same HIG tables (`headline`, `title1` to
/// `title3`, `caption1`). Headline and Caption 1 up to xxxLarge agree with the iOS 8.4
/// simulator's measurements in that gist (Headline has Body's sizes, semibold); the Title rows
/// and their accessibility sizes are the HIG's as published, not found in the search corpora
/// (reconstructed to that extent). Their `large` sizes (28, 22, 20) agree with
/// gist.github.com/zacwest/916d31da5d03405809c4 (`UIFont.preferredFont` at the default size).
public enum DynamicTypeStyle: String, CaseIterable, Sendable {
    case body, subheadline, footnote
    case headline, title1, title2, title3, caption1

    /// Size and leading (points) at `size`.
    public func metrics(at size: DynamicTypeSize) -> (points: Double, leading: Double) {
        let row: [(Double, Double)]
        switch self {
        case .body, .headline: row = Self.bodyRow
        case .subheadline: row = Self.subheadlineRow
        case .footnote: row = Self.footnoteRow
        case .title1: row = Self.title1Row
        case .title2: row = Self.title2Row
        case .title3: row = Self.title3Row
        case .caption1: row = Self.caption1Row
        }
        return row[size.step]
    }

    /// How much larger this style is at `size` than at `large` (1 at `large`).
    public func ratio(at size: DynamicTypeSize) -> Double {
        metrics(at: size).points / metrics(at: .large).points
    }

    /// How many points this style's lines grow by from `large` to `size` (negative below it).
    public func leadingGrowth(at size: DynamicTypeSize) -> Double {
        metrics(at: size).leading - metrics(at: .large).leading
    }

    /// `font` (drawn in this style at `large`) at `size`: its points times the style's ratio.
    public func scaled(_ font: FontSpec, to size: DynamicTypeSize) -> FontSpec {
        guard size != .large else { return font }
        var font = font
        font.size *= ratio(at: size)
        return font
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
    private static let title1Row: [(Double, Double)] = [
        (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57),
        (53, 64), (58, 70),
    ]
    private static let title2Row: [(Double, Double)] = [
        (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 53),
        (50, 60), (56, 66),
    ]
    private static let title3Row: [(Double, Double)] = [
        (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51),
        (49, 59), (55, 66),
    ]
    private static let caption1Row: [(Double, Double)] = [
        (11, 13), (11, 13), (11, 13), (12, 16), (14, 18), (16, 20), (18, 22), (22, 26), (26, 30), (32, 39),
        (37, 44), (43, 51),
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
    ///
    /// How many lines a title without a subtitle takes (`titleLineLimit`), sourced for the iOS
    /// 13+ menus: UIKit's menu cell (`_UIContextMenuCellContentView`, `-_resolvedLineLimit`, as
    /// decompiled from iOS 26.1's UIKitCore in github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore,
    /// System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore/_UIContextMenuCellContentView.m)
    /// gives a title 2 lines when the menu sets no `UIMenuDisplayPreferences.maximumNumberOfTitleLines`
    /// (SpringBoard's home-screen menu sets none), and no limit (`numberOfLines` 0) at the
    /// accessibility sizes; the list cell's layout (`_UIContextMenuLargeCellLayout`,
    /// `labelMaximumNumberOfLines` NSIntegerMax) caps it no further. Apple's documentation of
    /// `maximumNumberOfTitleLines` (iOS 17.4): "By default, UIMenu restricts the number of lines
    /// in a menu item's title or subtitle". So a title, the app's or a system item's, wraps onto
    /// two lines and is cut after that, and at accessibility1 to 5 wraps onto as many lines as it
    /// needs, the rows growing with it. The 3D Touch action platter keeps two lines at every size
    /// (reconstructed: no source for iOS 9–12). Lint measures the same rows (`MenuRowText.make`),
    /// so its cut titles are the ones the picture cuts.
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
        if isContextMenu && size.isAccessibility { metrics.titleLineLimit = nil }
        return metrics
    }
}
