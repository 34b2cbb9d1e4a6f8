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
