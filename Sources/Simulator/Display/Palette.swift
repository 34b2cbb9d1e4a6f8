import QuickActions

/// The colours a picture of the phone is drawn with, for one `Appearance`: every renderer asks
/// the palette instead of naming a colour, so Dark Mode is one value away.
///
/// Sources for the dark values: UIKit's semantic colours as Apple's Human Interface Guidelines
/// list them ("Color", Specifications: developer.apple.com/design/human-interface-guidelines/color)
/// and `UIColor`'s reference (systemBackground, label, secondaryLabel, separator, systemGray…),
/// cross-checked against Flutter's `CupertinoColors`, which copies UIKit's values with their
/// dark variants (api.flutter.dev/flutter/cupertino/CupertinoColors-class.html): systemBackground
/// #000000, secondarySystemBackground #1C1C1E, tertiarySystemBackground #2C2C2E, label #FFFFFF,
/// secondaryLabel #EBEBF5 at 60 %, separator #545458 at 60 %, opaqueSeparator #38383A,
/// systemGray4 #3A3A3C, systemGray5 #2C2C2E, systemBlue #0A84FF, systemRed #FF453A, systemGreen
/// #30D158. The light values are the ones ForceLab drew before Dark Mode (unchanged, so every
/// light golden stays as it was). Values marked `reconstructed:` are not in those tables.
public struct Palette: Equatable, Sendable {
    public let appearance: Appearance

    public init(_ appearance: Appearance) { self.appearance = appearance }

    public static let light = Palette(.light)
    public static let dark = Palette(.dark)

    var isDark: Bool { appearance == .dark }

    private func pick(_ light: Color, _ dark: Color) -> Color { isDark ? dark : light }

    // MARK: - UIKit's semantic colours

    /// `systemBackground`: a list's or an app's background.
    public var background: Color { pick(.white, .black) }
    /// `label`: titles and body text.
    public var label: Color { pick(.black, .white) }
    /// `secondaryLabel` drawn opaque on the background (light: the value ForceLab drew; dark:
    /// #EBEBF5 at 60 % over black).
    public var secondaryLabel: Color { pick(Color(r: 138, g: 138, b: 142), Color(r: 141, g: 141, b: 147)) }
    /// `opaqueSeparator`: hairlines between rows.
    public var separator: Color { pick(Color(r: 200, g: 199, b: 204), Color(r: 56, g: 56, b: 58)) }
    /// A row's disclosure chevron: `systemGray3` (dark #48484A).
    public var chevron: Color { pick(Color(r: 196, g: 196, b: 199), Color(r: 72, g: 72, b: 74)) }
    /// A navigation or tab bar's fill (dark: `secondarySystemBackground` #1C1C1E, reconstructed:
    /// the bars' material is a blur; its flat colour is taken from the table).
    public var bar: Color { pick(Color(r: 248, g: 248, b: 248), Color(r: 28, g: 28, b: 30)) }
    /// The hairline under a bar.
    public var barHairline: Color { pick(Color(r: 178, g: 178, b: 178), Color(r: 56, g: 56, b: 58)) }
    /// `systemGroupedBackground`.
    public var groupedBackground: Color { pick(Color(r: 242, g: 242, b: 247), .black) }
    /// `systemGray5`: a switch's off track, a progress track.
    public var track: Color { pick(Color(r: 229, g: 229, b: 234), Color(r: 44, g: 44, b: 46)) }
    /// `systemGray4`: a pressed row, a segmented control's background.
    public var pressedRow: Color { pick(Color(r: 209, g: 209, b: 214), Color(r: 58, g: 58, b: 60)) }
    /// A segmented control's track (`tertiarySystemFill` over the background).
    public var segmentTrack: Color { pick(Color(r: 227, g: 227, b: 232), Color(r: 28, g: 28, b: 31)) }
    /// The selected segment's thumb (dark: #636366, systemGray2, reconstructed from screenshots).
    public var segmentThumb: Color { pick(.white, Color(r: 99, g: 99, b: 102)) }
    /// A switch knob: white in both appearances.
    public var knob: Color { .white }
    /// The separator between segments.
    public var segmentDivider: Color { pick(Color(r: 196, g: 196, b: 201), Color(r: 72, g: 72, b: 74)) }
    /// `systemBlue`.
    public var tint: Color { pick(Color(r: 0, g: 122, b: 255), Color(r: 10, g: 132, b: 255)) }
    /// `systemRed`: destructive items.
    public var red: Color { pick(Color(r: 255, g: 59, b: 48), Color(r: 255, g: 69, b: 58)) }
    /// `systemGreen`: a switch that is on.
    public var green: Color { pick(Color(r: 52, g: 199, b: 89), Color(r: 48, g: 209, b: 88)) }
    /// `systemGray`: the same in both appearances (#8E8E93).
    public var gray: Color { Color(r: 142, g: 142, b: 147) }
    /// The refresh spinner's spokes.
    public var spinner: Color { pick(Color(r: 100, g: 100, b: 104), Color(r: 174, g: 174, b: 178)) }

    // MARK: - Menus, peeks and the home screen

    /// A menu's ink, faded in with it.
    public func menuInk(_ appear: Double) -> Color { label.withOpacity(appear) }

    /// A menu row's subtitle: `secondaryLabel` (#3C3C43 / #EBEBF5 at 60 %, as ForceLab drew it
    /// light: alpha 160).
    public func menuSubtitle(_ appear: Double) -> Color {
        isDark
            ? Color(r: 235, g: 235, b: 245, a: UInt8(153 * appear))
            : Color(r: 60, g: 60, b: 67, a: UInt8(160 * appear))
    }

    /// The hairline between menu rows: `separator` (#3C3C43 / #545458).
    public func menuSeparator(_ appear: Double) -> Color {
        isDark
            ? Color(r: 84, g: 84, b: 88, a: UInt8(153 * appear))
            : Color(r: 60, g: 60, b: 67, a: UInt8(70 * appear))
    }

    /// The wide band between a menu's groups (the app's items and the system's).
    public func menuGroupBand(_ appear: Double) -> Color {
        isDark ? Color(r: 0, g: 0, b: 0, a: UInt8(90 * appear)) : Color(r: 60, g: 60, b: 67, a: UInt8(40 * appear))
    }

    /// A menu's platter for `style`, faded in. Dark: reconstructed from iOS 13–18 Dark Mode
    /// screenshots, a dark grey material (about #252527 for the context menu, near
    /// `tertiarySystemBackground` #2C2C2E under the blur); iOS 26's dark Liquid Glass is clearer,
    /// as its light one is (Apple gives no numbers for the material).
    public func menuPlatter(_ style: MenuStyle, appear: Double) -> Color {
        switch (style, isDark) {
        case (.actionPlatter, false): return Color(r: 246, g: 246, b: 248, a: UInt8(238 * appear))
        case (.contextMenu, false): return Color(r: 248, g: 248, b: 248, a: UInt8(232 * appear))
        case (.liquidGlass, false): return Color(r: 250, g: 250, b: 252, a: UInt8(205 * appear))
        case (.actionPlatter, true): return Color(r: 44, g: 44, b: 46, a: UInt8(238 * appear))
        case (.contextMenu, true): return Color(r: 37, g: 37, b: 39, a: UInt8(235 * appear))
        case (.liquidGlass, true): return Color(r: 30, g: 30, b: 32, a: UInt8(200 * appear))
        }
    }

    /// Liquid Glass's rim: a light edge, fainter in the dark (reconstructed).
    public func glassRim(_ appear: Double) -> Color {
        Color(r: 255, g: 255, b: 255, a: UInt8((isDark ? 46 : 150) * appear))
    }

    /// The row a finger is on (systemGray4 in the light; in the dark a lighter grey over the
    /// dark platter, reconstructed from screenshots).
    public var menuHighlight: Color { pick(Color(r: 209, g: 209, b: 214), Color(r: 72, g: 72, b: 74)) }

    /// A peek's or context menu preview's card.
    public var card: Color { pick(.white, Color(r: 28, g: 28, b: 30)) }
    /// A peek's action sheet: `secondarySystemBackground` material in the dark (reconstructed).
    public var sheet: Color { pick(Color(r: 255, g: 255, b: 255, a: 245), Color(r: 44, g: 44, b: 46, a: 245)) }
    /// An in-app context menu's platter.
    public var contextPlatter: Color {
        pick(Color(r: 246, g: 246, b: 248, a: 245), Color(r: 37, g: 37, b: 39, a: 245))
    }
    /// The dim over an app behind a peek (darker still in the dark, reconstructed).
    public func dim(_ alpha: UInt8) -> Color {
        Color(r: 0, g: 0, b: 0, a: isDark ? UInt8(min(255, Int(alpha) * 3)) : alpha)
    }
    /// The dock's material: a white veil in the light; in the dark a darker one (reconstructed
    /// from iOS 13–18 Dark Mode home screens, where the dock reads darker than the wallpaper).
    public var dock: Color { pick(Color(r: 255, g: 255, b: 255, a: 64), Color(r: 0, g: 0, b: 0, a: 72)) }

    /// How much of the wallpaper's brightness Dark Mode keeps: iOS dims it ("Dark Appearance
    /// Dims Wallpaper", on by default, Settings > Wallpaper; Apple's support article "Use Dark
    /// Mode on your iPhone"). The factor is reconstructed: about 0.7, as screenshots compare.
    public var wallpaperBrightness: Double { isDark ? 0.7 : 1 }

    /// A wallpaper colour as this appearance shows it.
    public func wallpaper(_ colour: Color) -> Color {
        guard isDark else { return colour }
        func scaled(_ value: UInt8) -> UInt8 { UInt8((Double(value) * wallpaperBrightness).rounded()) }
        return Color(r: scaled(colour.r), g: scaled(colour.g), b: scaled(colour.b), a: colour.a)
    }

    /// The status bar's ink over an app's own screen: dark on light, white on dark.
    public var appStatusBarIsDark: Bool { !isDark }
    /// The home indicator over an app's screen.
    public var homeIndicator: Color { label }
}
