import Geometry
import QuickActions

/// How the home screen draws app icons: iOS 18 added dark and tinted icons (Apple's iOS 18
/// release: "app icons and widgets can appear in a new dark look or be tinted", Settings > Home
/// Screen & App Library, or Customize on the home screen: Light, Dark, Automatic, Tinted), iOS
/// 26 the clear ones (`IconStyleChoice`). Automatic, the default, draws dark icons in Dark Mode
/// from iOS 18; before it the icons stay as they are in Dark Mode. An app whose catalog has the
/// variant draws it; the others are derived from the icon (`IconFilter`).
public enum AppIconStyle: String, Sendable {
    case light, dark, tinted
    /// iOS 26's light tint: colour infused into a light tile.
    case tintedLight = "tinted-light"
    /// iOS 26's clear icons, in the light and in the dark.
    case clearLight = "clear-light"
    case clearDark = "clear-dark"

    /// Automatic: the appearance's, on a release that has dark icons.
    public static func automatic(_ appearance: Appearance, release: IOSRelease) -> AppIconStyle {
        appearance == .dark && release.hasDarkAppIcons ? .dark : .light
    }

    /// The filter that derives this style from an icon with no variant for it (nil: as designed).
    public var derivedFilter: IconFilter? {
        switch self {
        case .light: return nil
        case .dark: return .derivedDark
        case .tinted: return .derivedTinted(IconFilter.defaultTint, light: false)
        case .tintedLight: return .derivedTinted(IconFilter.defaultTint, light: true)
        case .clearLight: return .clear(dark: false)
        case .clearDark: return .clear(dark: true)
        }
    }
}

extension SceneApp {
    /// The icon's drawing in `frame`: the app's own image (masked to the home-screen shape; its
    /// dark or tinted variant when `style` asks for one and the catalog has it), its picture in
    /// `Icons/apps/`, or, for an app that ships no icon, a generated letter icon; restyled for
    /// `style` where no variant exists.
    public func iconItems(frame: Rect, cornerRadius: Double, style: AppIconStyle = .light) -> [DisplayItem] {
        func image(_ name: String, _ filter: IconFilter?) -> [DisplayItem] {
            [.image(ImageItem(name: name, frame: frame, cornerRadius: cornerRadius, filter: filter))]
        }
        if style == .dark, let iconImageDark { return image(iconImageDark, .darkVariant) }
        if style == .tinted || style == .tintedLight, let iconImageTinted {
            return image(iconImageTinted, .tintedVariant(IconFilter.defaultTint, light: style == .tintedLight))
        }
        if let iconImage { return image(iconImage, style.derivedFilter) }
        if !icon.isEmpty { return image("apps/\(icon)", style.derivedFilter) }
        return LetterIcon.items(name: name, frame: frame, cornerRadius: cornerRadius, style: style)
    }
}

/// A generated icon for an app without artwork: its first letter, white on a colour chosen from
/// its name (the same name always gets the same colour), so a designer's app is recognisable on
/// the home screen before it has an icon.
enum LetterIcon {
    /// Background colours, saturated like iOS's own app icons (the second of each pair is kept
    /// for a gradient once the renderer draws rounded gradients).
    static let palette: [(Color, Color)] = [
        (Color(r: 90, g: 200, b: 250), Color(r: 0, g: 122, b: 255)),
        (Color(r: 255, g: 149, b: 0), Color(r: 255, g: 94, b: 58)),
        (Color(r: 76, g: 217, b: 100), Color(r: 40, g: 167, b: 69)),
        (Color(r: 255, g: 45, b: 85), Color(r: 200, g: 30, b: 80)),
        (Color(r: 175, g: 82, b: 222), Color(r: 88, g: 86, b: 214)),
        (Color(r: 255, g: 204, b: 0), Color(r: 255, g: 149, b: 0)),
        (Color(r: 142, g: 142, b: 147), Color(r: 72, g: 72, b: 74)),
    ]

    static func items(name: String, frame: Rect, cornerRadius: Double, style: AppIconStyle = .light) -> [DisplayItem] {
        // FNV-1a over the UTF-8 bytes: stable across runs and machines (Hasher is seeded per process).
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let (top, _) = palette[Int(hash % UInt32(palette.count))]
        let letter = name.trimmingCharacters(in: .whitespaces).first.map { String($0).uppercased() } ?? "?"
        let size = frame.height * 0.52
        let font = FontSpec(size: size, weight: .semibold)
        let (ground, ink) = colours(top, style: style)
        return [
            .roundedRect(frame, radius: cornerRadius, ground),
            .text(
                TextRun(
                    letter,
                    frame: Rect(x: frame.minX, y: frame.midY - size * 0.62, width: frame.width, height: size * 1.25),
                    font: font, color: ink, alignment: .center)),
        ]
    }

    /// The tile and letter colours of a letter icon in `style`: the same rules as `IconFilter`
    /// applied to a white letter on a flat colour (a simple, two-tone icon).
    static func colours(_ colour: Color, style: AppIconStyle) -> (Color, Color) {
        let white = IconPixels.RGBA(r: 1, g: 1, b: 1, a: 1)
        func pixel(_ filter: IconFilter?, _ p: IconPixels.RGBA, foreground: Bool) -> Color {
            guard let filter else { return p.color }
            switch filter {
            case .derivedDark:
                return foreground
                    ? (IconPixels.RGBA(colour).lightened(0.45)).color : IconPixels.darkGround(row: 0, height: 2).color
            case .derivedTinted(let tint, let light):
                return IconPixels.tinted(
                    tint, light: light, ink: foreground ? 1 : 0, luma: 1, row: 0, height: 2, alpha: 1
                ).color
            case .clear(let dark):
                return IconPixels.clear(dark: dark, ink: foreground ? 1 : 0, luma: 1, alpha: 1).color
            case .darkVariant, .tintedVariant:
                return p.color
            }
        }
        let filter = style.derivedFilter
        return (pixel(filter, IconPixels.RGBA(colour), foreground: false), pixel(filter, white, foreground: true))
    }
}
