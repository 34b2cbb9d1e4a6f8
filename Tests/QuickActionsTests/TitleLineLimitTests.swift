import Geometry
import Testing

@testable import QuickActions

/// How many lines a menu title takes: two at the standard sizes (cut after that), as many as it
/// needs at the accessibility sizes of the iOS 13+ menus (UIKit's `_resolvedLineLimit`), the
/// system's items wrapping as the app's do ("Home-Bildschirm bearbeiten").
@Suite struct TitleLineLimitTests {
    static let screen = Size(width: 393, height: 852)
    static let anchor = Rect(x: 27, y: 74, width: 60, height: 60)
    static let german = SystemItemTitles([
        "shareApp": "App teilen", "editHomeScreen": "Home-Bildschirm bearbeiten", "removeApp": "App entfernen",
    ])

    @Test func linesWithALimitOfTwoIsTwoLines() {
        let measurer = FixedWidthMeasurer(advance: 10)
        let font = FontSpec(size: 10)
        for text in ["short", "a few words that wrap over several lines", "Unbreakablewordthatgoesonandon", ""] {
            let two = TextFitting.twoLines(text, maxWidth: 100, font: font, measurer: measurer)
            let limited = TextFitting.lines(text, maxLines: 2, maxWidth: 100, font: font, measurer: measurer)
            #expect(two.lines == limited.lines && two.truncated == limited.truncated, "\(text)")
        }
    }

    @Test func withoutALimitEveryWordIsShown() {
        let measurer = FixedWidthMeasurer(advance: 10)
        let font = FontSpec(size: 10)
        let text = "a few words that wrap over several lines"
        let all = TextFitting.lines(text, maxLines: nil, maxWidth: 100, font: font, measurer: measurer)
        #expect(!all.truncated)
        #expect(all.lines.count > 2)
        #expect(all.lines.joined(separator: " ") == text)
        #expect(all.lines.allSatisfy { measurer.width(of: $0, font: font) <= 100 })
        let one = TextFitting.lines(text, maxLines: 1, maxWidth: 100, font: font, measurer: measurer)
        #expect(one.lines.count == 1 && one.truncated)
    }

    @Test func theLimitIsTwoButNoneAtTheAccessibilitySizesOfTheContextMenu() {
        for size in DynamicTypeSize.allCases {
            let context = MenuMetrics.contextMenu.scaled(to: size, screenWidth: 393)
            #expect(context.titleLineLimit == (size.isAccessibility ? nil : 2), "\(size)")
            #expect(MenuMetrics.iPhoneXS.scaled(to: size, screenWidth: 375).titleLineLimit == 2, "\(size)")
        }
    }

    func germanMenu(size: DynamicTypeSize) -> MenuLayout {
        let metrics = MenuMetrics.contextMenu.scaled(to: size, screenWidth: Self.screen.width)
        return MenuLayout.layout(
            items: [ShortcutItem(type: "a", title: "Neu")], anchor: Self.anchor, screen: Self.screen,
            metrics: metrics, measurer: FixedWidthMeasurer(advance: 6),
            systemItems: IOSRelease(18).systemItems(appStore: true, titles: Self.german))
    }

    /// At `large` the German "Edit Home Screen" wraps onto a second line (it was cut on one) and
    /// its row is a two-line row; the menu is that much taller.
    @Test func aLongSystemItemWrapsAndItsRowGrows() throws {
        let menu = germanMenu(size: .large)
        let metrics = MenuMetrics.contextMenu
        let row = try #require(menu.rows.first { $0.system?.action == .editHomeScreen })
        #expect(row.titleLines == ["Home-Bildschirm", "bearbeiten"])
        #expect(!row.titleTruncated)
        #expect(row.frame.height == metrics.twoLineRowHeight)
        #expect(row.textFrame.height == 2 * metrics.titleLineHeight)
        let short = try #require(menu.rows.first { $0.system?.action == .shareApp })
        #expect(short.frame.height == metrics.rowHeight)
        #expect(menu.frame.height == menu.rows.map(\.frame.height).reduce(0, +) + metrics.groupSeparatorHeight)
    }

    /// At accessibility3 every line of the title shows, the row as tall as its lines.
    @Test func atTheAccessibilitySizesNoTitleIsCut() throws {
        let menu = germanMenu(size: .accessibility3)
        let metrics = MenuMetrics.contextMenu.scaled(to: .accessibility3, screenWidth: Self.screen.width)
        for row in menu.rows {
            #expect(!row.titleTruncated, "\(row.titleLines)")
            let lines = row.titleLines.count
            #expect(row.frame.height == metrics.rowHeight(titleLines: lines))
        }
        let row = try #require(menu.rows.first { $0.system?.action == .editHomeScreen })
        // Every character shows, broken where the lines end (inside a word when one is too long).
        #expect(row.titleLines.joined() == "Home-Bildschirmbearbeiten")
        #expect(row.titleLines.count >= 2)
    }

    /// A menu taller than the room on both sides opens toward the larger room, below a top
    /// icon, rather than moving up over the icon (where the lifted finger would choose a row).
    @Test func aMenuThatFitsNowhereOpensTowardTheLargerRoom() {
        let items = (0..<4).map { ShortcutItem(type: "\($0)", title: String(repeating: "word ", count: 30)) }
        var metrics = MenuMetrics.contextMenu.scaled(to: .accessibility5, screenWidth: Self.screen.width)
        metrics.maximumItems = 4
        let menu = MenuLayout.layout(
            items: items, anchor: Self.anchor, screen: Self.screen, metrics: metrics,
            measurer: FixedWidthMeasurer(advance: 6), systemItems: IOSRelease(18).systemItems(appStore: true))
        #expect(menu.frame.height > Self.screen.height)
        #expect(menu.direction == .down)
        #expect(menu.frame.minY == Self.anchor.maxY + metrics.iconGapToMenu)
        let bottom = Rect(x: 27, y: 700, width: 60, height: 60)
        let upward = MenuLayout.layout(
            items: items, anchor: bottom, screen: Self.screen, metrics: metrics,
            measurer: FixedWidthMeasurer(advance: 6), systemItems: IOSRelease(18).systemItems(appStore: true))
        #expect(upward.direction == .up)
    }

    @Test func rowHeightsByLineCount() {
        let m = MenuMetrics.contextMenu
        #expect(m.rowHeight(titleLines: 1) == m.rowHeight)
        #expect(m.rowHeight(titleLines: 2) == m.twoLineRowHeight)
        #expect(m.rowHeight(titleLines: 4) == m.twoLineRowHeight + 2 * m.titleLineHeight)
    }
}
