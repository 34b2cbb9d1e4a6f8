import Geometry
import Testing

@testable import QuickActions

/// Which locales mirror the interface, and the mirrored menu layout against the left-to-right
/// one of the mirrored anchor.
@Suite struct LayoutDirectionTests {
    @Test(arguments: [
        "ar", "ar-SA", "ar_EG", "fa", "fa-IR", "ur", "ur-PK", "he", "he-IL", "iw", "ps", "sd", "ug", "yi", "ckb", "dv",
        "ks", "syr", "nqo", "uz-Arab", "pa-Arab", "ms-Arab", "en-Hebr", "az-IR", "pa-PK", "Arabic", "Hebrew",
    ])
    func rightToLeft(_ locale: String) {
        #expect(LayoutDirection.of(locale: locale) == .rightToLeft, "\(locale)")
    }

    @Test(arguments: [
        "en", "en-GB", "de", "de-CH", "ja", "zh-Hans", "zh_Hant", "ko", "ru", "tr", "hi", "ta", "th", "my",
        "Base", "English", "pa", "sd-Deva", "sd-IN", "fa-Cyrl", "ku", "uz", "az", "ms", "ar-Latn", "", "x",
    ])
    func leftToRight(_ locale: String) {
        #expect(LayoutDirection.of(locale: locale) == .leftToRight, "\(locale)")
    }

    @Test func noLocaleIsLeftToRight() {
        #expect(LayoutDirection.of(locale: nil) == .leftToRight)
    }

    static let items = [
        ShortcutItem(type: "a", title: "New Tab"),
        ShortcutItem(type: "b", title: "Clear Data", subtitle: "Close tabs and clear data"),
        ShortcutItem(type: "c", title: "A title long enough to wrap onto a second line"),
    ]
    static let screen = Size(width: 375, height: 812)

    /// Four placements: top and bottom (opening down and up), leading and trailing.
    static let anchors = [
        Rect(x: 27, y: 71, width: 60, height: 60), Rect(x: 288, y: 71, width: 60, height: 60),
        Rect(x: 27, y: 725, width: 60, height: 60), Rect(x: 288, y: 725, width: 60, height: 60),
    ]

    @Test(arguments: anchors)
    func theRightToLeftMenuIsTheMirrorImage(_ anchor: Rect) {
        let rtl = MenuLayout.layout(
            items: Self.items, anchor: anchor, screen: Self.screen, metrics: .iPhoneXS, measurer: fixed,
            direction: .rightToLeft)
        let mirroredAnchor = Rect(
            x: Self.screen.width - anchor.maxX, y: anchor.minY, width: anchor.width, height: anchor.height)
        let ltr = MenuLayout.layout(
            items: Self.items, anchor: mirroredAnchor, screen: Self.screen, metrics: .iPhoneXS, measurer: fixed)
        #expect(rtl.layoutDirection == .rightToLeft)
        #expect(rtl.textAlignment == .right)
        #expect(ltr.textAlignment == .left)
        #expect(rtl.direction == ltr.direction, "opening up or down does not depend on the direction")
        #expect(rtl.iconSide != ltr.iconSide)
        #expect(rtl.frame.minX == Self.screen.width - ltr.frame.maxX)
        #expect(rtl.rows.map(\.item) == ltr.rows.map(\.item))
        #expect(rtl.rows.map(\.text) == ltr.rows.map(\.text), "the same text fits the same width")
        for (r, l) in zip(rtl.rows, ltr.rows) {
            #expect(r.iconFrame.minX == Self.screen.width - l.iconFrame.maxX)
            #expect(r.textFrame.minX == Self.screen.width - l.textFrame.maxX)
            #expect(r.frame.minY == l.frame.minY)
        }
    }

    @Test(arguments: anchors)
    func theGlyphSitsOnTheSideNearerTheEdgeAndTheTextBesideIt(_ anchor: Rect) {
        let menu = MenuLayout.layout(
            items: Self.items, anchor: anchor, screen: Self.screen, metrics: .iPhoneXS, measurer: fixed,
            direction: .rightToLeft)
        let nearRight = anchor.midX > Self.screen.width / 2
        #expect(menu.iconSide == (nearRight ? .right : .left))
        #expect(menu.direction == (anchor.minY > 400 ? .up : .down))
        let m = MenuMetrics.iPhoneXS
        for row in menu.rows {
            #expect(row.frame.minX >= m.screenMargin && row.frame.maxX <= Self.screen.width - m.screenMargin)
            if nearRight {
                // Glyph at the right edge, text to its left, ending next to it.
                #expect(row.iconFrame.maxX == row.frame.maxX - m.horizontalPadding)
                #expect(row.textFrame.maxX == row.iconFrame.minX - m.iconGap)
            } else {
                #expect(row.iconFrame.minX == row.frame.minX + m.horizontalPadding)
                #expect(row.textFrame.maxX == row.frame.maxX - m.horizontalPadding)
            }
        }
        if nearRight {
            // The menu hangs from the icon's right edge, as the left-to-right one from its left.
            #expect(menu.frame.maxX == anchor.maxX)
        }
    }

    @Test func leftToRightIsUnchangedByTheNewParameter() {
        for anchor in Self.anchors {
            let plain = MenuLayout.layout(
                items: Self.items, anchor: anchor, screen: Self.screen, metrics: .iPhoneXS, measurer: fixed)
            let ltr = MenuLayout.layout(
                items: Self.items, anchor: anchor, screen: Self.screen, metrics: .iPhoneXS, measurer: fixed,
                direction: .leftToRight)
            #expect(plain == ltr)
            #expect(plain.layoutDirection == .leftToRight)
        }
    }
}
