import ForceCore
import Geometry
import QuickActions
import Testing

@testable import Simulator

/// The icon styles in the pure core: which release offers which, how a choice resolves, and the
/// derivation of dark, tinted and clear icons from an icon that ships no variant.
@Suite struct IconStyleTests {
    typealias RGBA = IconPixels.RGBA

    /// A `size`-square icon: a vertical gradient from `top` to `bottom`, with `glyph` filling the
    /// middle half; corners `corner` pixels square are transparent (an icon drawn rounded).
    func icon(
        size: Int = 40, top: RGBA, bottom: RGBA, glyph: RGBA, corner: Int = 0
    ) -> [UInt32] {
        (0..<(size * size)).map { index in
            let x = index % size
            let y = index / size
            let inCorner = (x < corner || x >= size - corner) && (y < corner || y >= size - corner)
            if inCorner { return 0 }
            let middle = (size / 4..<(3 * size / 4))
            if middle.contains(x) && middle.contains(y) { return glyph.argb }
            return top.mixed(with: bottom, Double(y) / Double(size - 1)).argb
        }
    }

    let blueTop = RGBA(r: 0.36, g: 0.87, b: 1, a: 1)
    let blueBottom = RGBA(r: 0.08, g: 0.57, b: 0.94, a: 1)
    let white = RGBA(r: 1, g: 1, b: 1, a: 1)

    @Test func eachStyleNamesTheReleaseThatIntroducedIt() {
        #expect(IconStyleChoice.automatic.problem(on: 9) == nil)
        #expect(IconStyleChoice.standard.problem(on: 12) == nil)
        #expect(IconStyleChoice.dark.problem(on: 18) == nil)
        #expect(IconStyleChoice.clear.problem(on: 26) == nil)
        #expect(IconStyleChoice.dark.problem(on: 17)?.contains("iOS 18 or later") == true)
        #expect(IconStyleChoice.tinted.problem(on: 12)?.contains("iOS 18 or later") == true)
        #expect(IconStyleChoice.clear.problem(on: 18)?.contains("iOS 26 or later") == true)
        #expect(IconStyleChoice.standard.rawValue == "default")
    }

    @Test func theRecordingHeaderKnowsEveryStyleByName() {
        #expect(RecordingHeader.iconStyles == IconStyleChoice.allCases.map(\.rawValue))
    }

    @Test func choicesResolvePerAppearanceAndRelease() {
        #expect(IconStyleChoice.automatic.resolved(.dark, release: 18) == .dark)
        #expect(IconStyleChoice.automatic.resolved(.dark, release: 17) == .light)
        #expect(IconStyleChoice.automatic.resolved(.light, release: 26) == .light)
        #expect(IconStyleChoice.standard.resolved(.dark, release: 26) == .light)
        #expect(IconStyleChoice.dark.resolved(.light, release: 18) == .dark)
        #expect(IconStyleChoice.tinted.resolved(.light, release: 18) == .tinted)
        #expect(IconStyleChoice.tinted.resolved(.light, release: 26) == .tintedLight)
        #expect(IconStyleChoice.tinted.resolved(.dark, release: 26) == .tinted)
        #expect(IconStyleChoice.clear.resolved(.light, release: 26) == .clearLight)
        #expect(IconStyleChoice.clear.resolved(.dark, release: 26) == .clearDark)
        #expect(AppIconStyle.light.derivedFilter == nil)
    }

    @Test func theBackgroundFollowsAVerticalGradientAndSkipsTransparentCorners() {
        let pixels = icon(top: blueTop, bottom: blueBottom, glyph: white, corner: 4)
        let s = IconSegmentation(pixels, width: 40, height: 40)
        #expect(s.background[0].distance(to: blueTop) < 0.02)
        #expect(s.background[39].distance(to: blueBottom) < 0.02)
        #expect(s.background[20].distance(to: blueTop.mixed(with: blueBottom, 20.0 / 39)) < 0.02)
        // The gradient's own pixels are background, the white square foreground.
        #expect(s.foreground[5 * 40 + 2] == 0)
        #expect(s.foreground[20 * 40 + 20] == 1)
        #expect(s.isSimple)
    }

    @Test func aSimpleIconGetsTheDarkGroundAndItsWhiteGlyphTheGroundsColour() {
        let pixels = icon(top: blueTop, bottom: blueBottom, glyph: white)
        let out = IconFilter.derivedDark.apply(pixels, width: 40, height: 40).map(RGBA.init(argb:))
        let ground = out[2 * 40 + 2]
        #expect(ground.distance(to: IconPixels.darkGround(row: 2, height: 40)) < 0.01)
        let glyph = out[20 * 40 + 20]
        // Facebook's white "f" turns light blue: blue leads, and it stays light.
        #expect(glyph.b > glyph.r + 0.1 && IconPixels.luma(glyph) > 0.6, "\(glyph)")
    }

    @Test func aColouredGlyphKeepsItsColourInTheDark() {
        let red = RGBA(r: 1, g: 0, b: 0, a: 1)
        let pixels = icon(top: white, bottom: white, glyph: red)
        let out = IconFilter.derivedDark.apply(pixels, width: 40, height: 40).map(RGBA.init(argb:))
        #expect(out[20 * 40 + 20].distance(to: red) < 0.01)
        #expect(IconPixels.luma(out[1 * 40 + 1]) < 0.2)
    }

    @Test func aBusyIconIsDarkenedAsAWhole() {
        // Four strong colours in the foreground: too many to restyle by parts.
        let colours = [RGBA(r: 1, g: 0, b: 0, a: 1), RGBA(r: 0, g: 1, b: 0, a: 1), RGBA(r: 0, g: 0, b: 1, a: 1)]
        var pixels = icon(top: white, bottom: white, glyph: white)
        for y in 10..<30 { for x in 10..<30 { pixels[y * 40 + x] = colours[(x + y) % 3].argb } }
        let s = IconSegmentation(pixels, width: 40, height: 40)
        #expect(!s.isSimple)
        let out = IconFilter.derivedDark.apply(pixels, width: 40, height: 40).map(RGBA.init(argb:))
        #expect(abs(out[1 * 40 + 1].r - 0.6) < 0.01)
        #expect(abs(out[10 * 40 + 10].b - 0.6) < 0.01)
    }

    @Test func tintedIsTheTintOnANearlyBlackGround() {
        let tint = IconFilter.defaultTint
        let pixels = icon(top: blueTop, bottom: blueBottom, glyph: white)
        let out = IconFilter.derivedTinted(tint, light: false).apply(pixels, width: 40, height: 40).map(
            RGBA.init(argb:))
        #expect(IconPixels.luma(out[1 * 40 + 1]) < 0.15)
        let glyph = out[20 * 40 + 20]
        #expect(glyph.distance(to: RGBA(tint)) < 0.02, "white glyph: the full tint")
        let light = IconFilter.derivedTinted(tint, light: true).apply(pixels, width: 40, height: 40).map(
            RGBA.init(argb:))
        #expect(IconPixels.luma(light[1 * 40 + 1]) > 0.7, "iOS 26's light tint: colour in a light tile")
    }

    @Test func theCatalogsTintedVariantIsTintedByLuminance() {
        let black = RGBA(r: 0, g: 0, b: 0, a: 1)
        let pixels = icon(top: black, bottom: black, glyph: white)
        let tint = Color(r: 0, g: 200, b: 100)
        let out = IconFilter.tintedVariant(tint, light: false).apply(pixels, width: 40, height: 40).map(
            RGBA.init(argb:))
        #expect(out[20 * 40 + 20].distance(to: RGBA(tint)) < 0.01)
        #expect(IconPixels.luma(out[0]) < 0.15)
    }

    @Test func aDarkVariantsTransparencyShowsTheSystemsDarkGround() {
        let pixels = icon(top: RGBA(r: 0, g: 0, b: 0, a: 0), bottom: RGBA(r: 0, g: 0, b: 0, a: 0), glyph: white)
        let out = IconFilter.darkVariant.apply(pixels, width: 40, height: 40).map(RGBA.init(argb:))
        #expect(out[0].a == 1 && out[0].distance(to: IconPixels.darkGround(row: 0, height: 40)) < 0.01)
        #expect(out[20 * 40 + 20].distance(to: white) < 0.01)
    }

    @Test func clearIconsAreATranslucentTileWithAFrostedGlyph() {
        let pixels = icon(top: blueTop, bottom: blueBottom, glyph: white)
        let lightOut = IconFilter.clear(dark: false).apply(pixels, width: 40, height: 40).map(RGBA.init(argb:))
        #expect(abs(lightOut[1 * 40 + 1].a - 0.30) < 0.01 && lightOut[1 * 40 + 1].r == 1)
        #expect(abs(lightOut[20 * 40 + 20].a - 0.9) < 0.01)
        let darkOut = IconFilter.clear(dark: true).apply(pixels, width: 40, height: 40).map(RGBA.init(argb:))
        #expect(abs(darkOut[1 * 40 + 1].a - 0.45) < 0.01 && darkOut[1 * 40 + 1].r == 0)
        #expect(darkOut[20 * 40 + 20].r > 0.9)
    }

    @Test func letterIconsFollowTheSameRules() {
        let blue = Color(r: 0, g: 122, b: 255)
        #expect(LetterIcon.colours(blue, style: .light) == (blue, .white))
        let (tile, letter) = LetterIcon.colours(blue, style: .dark)
        #expect(tile == IconPixels.darkGround(row: 0, height: 2).color)
        #expect(letter.b > letter.r)
        let (clearTile, clearLetter) = LetterIcon.colours(blue, style: .clearDark)
        #expect(clearTile.a < 128 && clearLetter.a > 200)
    }

    @Test func iconItemsPickTheCatalogsVariantOrDeriveOne() {
        var app = SceneApp(name: "Own", icon: "", iconImage: "/icons/own.png")
        let frame = Rect(x: 0, y: 0, width: 60, height: 60)
        func filter(_ style: AppIconStyle) -> IconFilter?? {
            guard case .image(let image)? = app.iconItems(frame: frame, cornerRadius: 13, style: style).first
            else { return .none }
            return .some(image.filter)
        }
        #expect(filter(.dark) == .some(.derivedDark))
        app.iconImageDark = "/icons/own-dark.png"
        app.iconImageTinted = "/icons/own-tinted.png"
        #expect(filter(.dark) == .some(.darkVariant))
        #expect(filter(.tinted) == .some(.tintedVariant(IconFilter.defaultTint, light: false)))
        #expect(filter(.clearLight) == .some(.clear(dark: false)))
        #expect(filter(.light) == .some(nil))
    }

    @Test func theReleaseSaysWhenTheHomeScreenIsGlass() {
        #expect(HomeScreenStyle.of(18, locale: nil) == .classic)
        #expect(HomeScreenStyle.of(26, locale: nil) == .liquidGlass(searchTitle: "Search"))
        #expect(HomeScreenStyle.of(27, locale: LocaleID("en-GB")) == .liquidGlass(searchTitle: "Search"))
        #expect(HomeScreenStyle.of(26, locale: LocaleID("de")) == .liquidGlass(searchTitle: nil))
    }
}
