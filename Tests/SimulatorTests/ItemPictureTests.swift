import Geometry
import QuickActions
import Testing

@testable import Simulator

/// What a menu row draws for an item's icon: nothing for an item without one (as iOS), a marked
/// placeholder for an IconFile that could not be found, never the same picture for the two.
@Suite struct ItemPictureTests {
    @Test func noIconDrawsNothingAndAMissingFileIsMarked() {
        let none = ShortcutItem(type: "a", title: "A")
        #expect(PlaygroundRenderer.pictureName(for: none) == "")
        let missing = ShortcutItem(type: "a", title: "A", iconFile: "not_in_any_catalog")
        #expect(PlaygroundRenderer.pictureName(for: missing) == SymbolGlyphs.placeholder)
        let unresolved = ShortcutItem(type: "a", title: "A", iconFile: "$(SHORTCUT_PRIVATE_TAB_ICON)")
        #expect(PlaygroundRenderer.pictureName(for: unresolved) == SymbolGlyphs.placeholder)
        var found = missing
        found.iconImagePath = "/app/Assets.xcassets/x.imageset/x.pdf"
        #expect(PlaygroundRenderer.pictureName(for: found) == "/app/Assets.xcassets/x.imageset/x.pdf")
        let system = ShortcutItem(type: "a", title: "A", iconType: "UIApplicationShortcutIconTypeSearch")
        #expect(PlaygroundRenderer.pictureName(for: system) == "glyphs/Search")
    }
}

/// A title or subtitle with a build setting nothing defined is drawn marked (issue 22): magenta,
/// over a dashed underline as wide as its text; a resolved one in the menu's ink, unmarked.
@Suite struct UnresolvedSettingMarkTests {
    @Test func onlyACompleteSettingLeftInTheTextIsMarked() {
        #expect(UnresolvedSettingMark.isUnresolved("$(SHORTCUT_PRIVATE_TAB_TITLE)"))
        #expect(UnresolvedSettingMark.isUnresolved("Open ${PRODUCT_NAME} now"))
        #expect(!UnresolvedSettingMark.isUnresolved("New Private Tab"))
        #expect(!UnresolvedSettingMark.isUnresolved("Save $5 (today)"))
        #expect(!UnresolvedSettingMark.isUnresolved(nil))
    }

    @Test func theUnderlineSpansTheTextOnItsSideOfTheFrame() {
        let frame = Geometry.Rect(x: 10, y: 20, width: 200, height: 22)
        let font = FontSpec(size: 17)
        let left = TextRun("$(X)", frame: frame, font: font, color: UnresolvedSettingMark.color, alignment: .left)
        let dashes = UnresolvedSettingMark.underline(for: left, width: 24, lineHeight: 22)
        let rects = dashes.compactMap { item -> Geometry.Rect? in
            if case .rect(let rect, let color) = item, color == UnresolvedSettingMark.color { return rect }
            return nil
        }
        #expect(rects.count == dashes.count && rects.count == 5)  // 24 pt: 3 on, 2 off
        #expect(rects.first?.minX == 10 && (rects.last?.maxX ?? 0) <= 34)
        #expect(rects.allSatisfy { $0.minY == 40 && $0.height == 1 })
        var right = left
        right.alignment = .right
        let mirrored = UnresolvedSettingMark.underline(for: right, width: 24, lineHeight: 22)
        if case .rect(let rect, _)? = mirrored.first { #expect(rect.minX == 210 - 24) }
        // Never wider than the frame (a title cut with an ellipsis).
        #expect(UnresolvedSettingMark.underline(for: left, width: 900, lineHeight: 22).count == 40)
    }
}
