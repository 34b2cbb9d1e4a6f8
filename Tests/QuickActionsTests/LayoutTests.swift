import Geometry
import Testing

@testable import QuickActions

/// Exhaustive small cases of truncation and wrapping against a naive model, and the menu's
/// placement rules.
@Suite struct LayoutTests {
    static let font = FontSpec(size: 10)
    static let titles = [
        "", "a", "ab", "New Tab", "Clear Data", "Paste from Clipboard", "Coller depuis le presse-papier",
        "Supercalifragilisticexpialidocious", "a b c d e f g h i j k l m n o p", "  spaced  out  ", "trailing ",
        "Reiter schließen und alle Daten löschen", "新規投稿を作成する", "👩‍👩‍👧 family 🇫🇮 flags", "line\nbreak here",
    ]

    /// The reference: the longest prefix (trailing white space dropped) + "…" that fits, by linear search.
    static func naiveOneLine(_ text: String, width: Int) -> String {
        let chars = Array(text.map { $0.isNewline ? " " : $0 })
        if chars.count <= width { return String(chars) }
        for k in stride(from: chars.count - 1, through: 0, by: -1) {
            var prefix = Array(chars[0..<k])
            while prefix.last?.isWhitespace == true { prefix.removeLast() }
            if prefix.count + 1 <= width { return String(prefix) + "…" }
        }
        return ""
    }

    /// The reference two-line wrap, by counting characters one by one.
    static func naiveTwoLines(_ text: String, width: Int) -> [String] {
        let chars = Array(text.map { $0.isNewline ? " " : $0 })
        if chars.count <= width { return [String(chars)] }
        if width == 0 { return [naiveOneLine(text, width: 0)] }
        var breakAt = width
        var restAt = width
        if !chars[width].isWhitespace {
            var j = width - 1
            while j > 0 && !(chars[j].isWhitespace && chars[0..<j].contains { !$0.isWhitespace }) { j -= 1 }
            if j > 0 {
                breakAt = j
                restAt = j + 1
            }
        }
        var first = Array(chars[0..<breakAt])
        while first.last?.isWhitespace == true { first.removeLast() }
        var rest = Array(chars[restAt...])
        while rest.first?.isWhitespace == true { rest.removeFirst() }
        if rest.isEmpty { return [String(first)] }
        return [String(first), naiveOneLine(String(rest), width: width)]
    }

    @Test func oneLineMatchesTheReferenceForEveryWidthAndTitle() {
        for width in 0...40 {
            for title in Self.titles {
                let got = TextFitting.oneLine(title, maxWidth: Double(width * 10), font: Self.font, measurer: fixed)
                    .text
                let want = Self.naiveOneLine(title, width: width)
                #expect(got == want, "oneLine width \(width) title \(title.debugDescription)")
                if width >= 1 {
                    #expect(got.count <= width, "oneLine overflows at width \(width) title \(title.debugDescription)")
                }
            }
        }
    }

    @Test func twoLinesMatchesTheReferenceForEveryWidthAndTitle() {
        for width in 0...40 {
            for title in Self.titles {
                let got = TextFitting.twoLines(title, maxWidth: Double(width * 10), font: Self.font, measurer: fixed)
                let want = Self.naiveTwoLines(title, width: width)
                #expect(got.lines == want, "twoLines width \(width) title \(title.debugDescription)")
                #expect(got.lines.count <= 2)
                #expect(
                    got.lines.allSatisfy { $0.count <= max(width, 1) },
                    "twoLines overflows at width \(width) title \(title.debugDescription)")
            }
        }
    }

    @Test func wrappingBreaksAtWhiteSpaceAndEllipsizesTheSecondLine() {
        let result = TextFitting.twoLines(
            "Paste from Clipboard now please", maxWidth: 120, font: Self.font, measurer: fixed)
        #expect(result.lines == ["Paste from", "Clipboard n…"])
        #expect(result.truncated)
        let long = TextFitting.twoLines("Supercalifragilistic", maxWidth: 100, font: Self.font, measurer: fixed)
        #expect(long.lines == ["Supercalif", "ragilistic"])
        #expect(!long.truncated)
    }

    static func items(_ count: Int, dynamic: Int = 0) -> [ShortcutItem] {
        (0..<count).map { ShortcutItem(type: "t\($0)", title: "Item \($0)", index: $0) }
            + (0..<dynamic).map { ShortcutItem(type: "d\($0)", title: "Dyn \($0)", isDynamic: true, index: $0) }
    }

    static let screen = Size(width: 375, height: 812)

    @Test func opensDownwardFromATopLeftIconWithTheGlyphsOnTheLeft() {
        let anchor = Rect(x: 27, y: 74, width: 60, height: 60)
        let menu = MenuLayout.layout(
            items: Self.items(3), anchor: anchor, screen: Self.screen, metrics: .iPhoneXS, measurer: fixed)
        #expect(menu.direction == .down)
        #expect(menu.iconSide == .left)
        #expect(menu.rows.map(\.item) == [0, 1, 2])
        #expect(menu.frame.minX == 27)
        #expect(menu.frame.minY == 134 + 12)
        #expect(menu.rows[0].iconFrame.minX == 27 + 16)
        #expect(menu.rows[0].textFrame.minX == menu.rows[0].iconFrame.maxX + 14)
    }

    @Test func opensUpwardNearTheBottomAndReversesTheOrder() {
        let anchor = Rect(x: 288, y: 700, width: 60, height: 60)
        let menu = MenuLayout.layout(
            items: Self.items(2, dynamic: 3), anchor: anchor, screen: Self.screen, metrics: .iPhoneXS, measurer: fixed)
        #expect(menu.direction == .up)
        #expect(menu.iconSide == .right)
        // Static first, then dynamic, four in all; the first item is the one nearest the icon (bottom).
        #expect(menu.rows.map(\.item) == [3, 2, 1, 0])
        #expect(menu.hiddenItems == [4])
        #expect(menu.frame.maxX == 348)
        #expect(menu.frame.maxY == 700 - 12)
        #expect(menu.rows[0].iconFrame.maxX == menu.frame.maxX - 16)
        #expect(menu.rows[0].textFrame.minX == menu.frame.minX + 16)
    }

    @Test func menuStaysInsideTheScreenMargins() {
        for x in stride(from: 0.0, through: 315.0, by: 5) {
            let menu = MenuLayout.layout(
                items: Self.items(4), anchor: Rect(x: x, y: 300, width: 60, height: 60),
                screen: Self.screen, metrics: .iPhoneXS, measurer: fixed)
            #expect(menu.frame.minX >= 8 && menu.frame.maxX <= 375 - 8, "anchor x \(x)")
        }
    }

    @Test func wrappedTitlesMakeTallerRows() {
        let items = [
            ShortcutItem(type: "a", title: "Coller depuis le presse-papier"), ShortcutItem(type: "b", title: "Short"),
        ]
        let menu = MenuLayout.layout(
            items: items, anchor: Rect(x: 27, y: 74, width: 60, height: 60), screen: Self.screen,
            metrics: .iPhoneXS, measurer: fixed)
        #expect(menu.rows.map(\.frame.height) == [76, 57])
        #expect(menu.rows[0].titleLines.count == 2)
        #expect(menu.frame.height == 133)
    }
}
