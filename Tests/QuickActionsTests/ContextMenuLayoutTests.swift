import Geometry
import Testing

@testable import QuickActions

/// The iOS 13+ context menu's layout: glyphs after the text, the system's items after a band,
/// the order reversed upward, mirrored right to left; and each release's system items.
@Suite struct ContextMenuLayoutTests {
    static let screen = Size(width: 375, height: 812)
    static let items = [
        ShortcutItem(type: "a", title: "Compose"),
        ShortcutItem(type: "b", title: "Search", subtitle: "everywhere"),
    ]
    static var metrics: MenuMetrics {
        var m = MenuMetrics.contextMenu
        m.topInset = 44
        m.bottomInset = 34
        return m
    }

    @Test func glyphsTrailAndTheSystemItemsFollowABand() {
        let system = IOSRelease(14).systemItems(appStore: true)
        let anchor = Rect(x: 27, y: 74, width: 60, height: 60)
        let menu = MenuLayout.layout(
            items: Self.items, anchor: anchor, screen: Self.screen, metrics: Self.metrics, measurer: fixed,
            systemItems: system)
        #expect(menu.direction == .down && menu.iconSide == .right)
        #expect(menu.frame.minX == anchor.minX, "hangs from the icon's side nearer the edge")
        #expect(
            menu.rows.map { $0.system?.title ?? "app" } == [
                "app", "app", "Share App", "Edit Home Screen", "Remove App",
            ])
        for row in menu.rows {
            #expect(row.iconFrame.maxX == row.frame.maxX - 16, "the glyph ends 16 pt from the trailing edge")
            #expect(row.textFrame.minX == row.frame.minX + 16)
        }
        // A subtitle makes the row taller; "Edit Home Screen" (16 characters of 17 pt, wider than
        // the 184 pt of text) wraps onto two lines as an app's title does, its row a two-line row.
        #expect(menu.rows.map(\.frame.height) == [44, 58, 44, 64, 44])
        #expect(menu.rows[3].titleLines == ["Edit Home", "Screen"])
        let band = try! #require(menu.groupSeparator)
        #expect(band.minY == menu.rows[1].frame.maxY && band.maxY == menu.rows[2].frame.minY && band.height == 8)
        let expected: Double = 44 + 58 + 8 + 44 * 2 + 64
        #expect(menu.frame.height == expected)
        #expect(Self.metrics.textWidth == 184)
    }

    @Test func upwardTheWholeMenuReversesSoTheFirstItemStaysNearTheIcon() {
        let system = IOSRelease(18).systemItems(appStore: false, biometry: "Touch ID")
        let anchor = Rect(x: 288, y: 716, width: 60, height: 60)
        let menu = MenuLayout.layout(
            items: Self.items, anchor: anchor, screen: Self.screen, metrics: Self.metrics, measurer: fixed,
            systemItems: system)
        #expect(menu.direction == .up)
        #expect(
            menu.rows.map { $0.system?.title ?? $0.titleLines[0] } == [
                "Remove App", "Edit Home Screen", "Require Touch ID", "Search", "Compose",
            ])
        #expect(menu.frame.maxX == anchor.maxX)
        #expect(menu.groupSeparator!.maxY == menu.rows[3].frame.minY)
    }

    @Test func rightToLeftTheBandMirrorsWithTheRows() {
        let system = IOSRelease(16).systemItems(appStore: false)
        let anchor = Rect(x: 288, y: 74, width: 60, height: 60)
        let menu = MenuLayout.layout(
            items: Self.items, anchor: anchor, screen: Self.screen, metrics: Self.metrics, measurer: fixed,
            systemItems: system, direction: .rightToLeft)
        #expect(menu.iconSide == .left, "right to left the glyphs trail on the left")
        #expect(menu.groupSeparator!.minX == menu.frame.minX && menu.groupSeparator!.width == menu.frame.width)
        #expect(menu.frame.maxX == anchor.maxX)
    }

    @Test func eachReleasesSystemItems() {
        func titles(_ ios: Int, appStore: Bool = false, biometry: String = "Face ID") -> [String] {
            IOSRelease(ios).systemItems(appStore: appStore, biometry: biometry).map(\.title)
        }
        for ios in 9...12 { #expect(titles(ios, appStore: true).isEmpty, "iOS \(ios) draws no system items") }
        #expect(titles(13) == ["Edit Home Screen", "Delete App"])
        for ios in 14...17 { #expect(titles(ios, appStore: true) == ["Share App", "Edit Home Screen", "Remove App"]) }
        #expect(titles(18) == ["Require Face ID", "Edit Home Screen", "Remove App"])
        #expect(titles(18, biometry: "Touch ID").first == "Require Touch ID")
        #expect(IOSRelease(15).systemItems(appStore: false).filter(\.destructive).map(\.title) == ["Remove App"])
    }

    @Test func theActionPlatterIsUnchanged() {
        // No system items and no band: exactly the iOS 12 layout.
        let anchor = Rect(x: 27, y: 74, width: 60, height: 60)
        let plain = MenuLayout.layout(
            items: Self.items, anchor: anchor, screen: Self.screen, metrics: .iPhoneXS, measurer: fixed)
        #expect(plain.iconSide == .left && plain.groupSeparator == nil)
        #expect(plain.rows.map(\.frame.height) == [57, 57])
    }
}
