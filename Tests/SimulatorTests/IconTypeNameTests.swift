import QuickActions
import Testing

@testable import Simulator

/// `UIApplicationShortcutItemIconType` is a name: one of the 29 documented glyphs (a manifest's
/// short name too), else the marked placeholder; no value reaches a file name.
@Suite struct IconTypeNameTests {
    @Test(arguments: [
        ("UIApplicationShortcutIconTypeCompose", "glyphs/Compose"), ("Search", "glyphs/Search"),
        ("UIApplicationShortcutIconTypeUpdate", "glyphs/Update"),
        ("../../../../tmp/x.png", SymbolGlyphs.placeholder), ("/etc/passwd.svg", SymbolGlyphs.placeholder),
        ("UIApplicationShortcutIconType../../x.pdf", SymbolGlyphs.placeholder), ("compose", SymbolGlyphs.placeholder),
        ("", SymbolGlyphs.placeholder),
    ])
    func iconTypesAreNamesOrThePlaceholder(type: String, picture: String) {
        let item = ShortcutItem(type: "t", title: "T", iconType: type, index: 0)
        #expect(PlaygroundRenderer.glyphName(for: item) == picture)
        #expect(PlaygroundRenderer.pictureName(for: item) == picture)
    }
}
