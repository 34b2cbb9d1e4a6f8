import Geometry
import QuickActions

/// How the home screen draws app icons: iOS 18 added dark and tinted icons (Apple's iOS 18
/// release: "app icons and widgets can appear in a new dark look or be tinted", Settings > Home
/// Screen & App Library, or Customize on the home screen: Light, Dark, Automatic, Tinted).
/// ForceLab follows Automatic, the default: dark icons in Dark Mode from iOS 18; before it the
/// icons stay as they are in Dark Mode. Tinted needs a colour the person picks, which no option
/// names yet, so it is read (`iconImageTinted`) but not drawn.
public enum AppIconStyle: String, Sendable {
    case light, dark

    /// Automatic: the appearance's, on a release that has dark icons.
    public static func automatic(_ appearance: Appearance, release: IOSRelease) -> AppIconStyle {
        appearance == .dark && release.hasDarkAppIcons ? .dark : .light
    }
}

extension SceneApp {
    /// The icon's drawing in `frame`: the app's own image (masked to the home-screen shape; its
    /// dark variant when `style` is dark and the catalog has one), its picture in `Icons/apps/`,
    /// or, for an app that ships no icon, a generated letter icon.
    public func iconItems(frame: Rect, cornerRadius: Double, style: AppIconStyle = .light) -> [DisplayItem] {
        if style == .dark, let iconImageDark {
            return [.image(ImageItem(name: iconImageDark, frame: frame, cornerRadius: cornerRadius))]
        }
        if let iconImage {
            return [.image(ImageItem(name: iconImage, frame: frame, cornerRadius: cornerRadius))]
        }
        if !icon.isEmpty {
            return [.image(ImageItem(name: "apps/\(icon)", frame: frame, cornerRadius: cornerRadius))]
        }
        return LetterIcon.items(name: name, frame: frame, cornerRadius: cornerRadius)
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

    static func items(name: String, frame: Rect, cornerRadius: Double) -> [DisplayItem] {
        // FNV-1a over the UTF-8 bytes: stable across runs and machines (Hasher is seeded per process).
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let (top, _) = palette[Int(hash % UInt32(palette.count))]
        let letter = name.trimmingCharacters(in: .whitespaces).first.map { String($0).uppercased() } ?? "?"
        let size = frame.height * 0.52
        let font = FontSpec(size: size, weight: .semibold)
        return [
            .roundedRect(frame, radius: cornerRadius, top),
            .text(
                TextRun(
                    letter,
                    frame: Rect(x: frame.minX, y: frame.midY - size * 0.62, width: frame.width, height: size * 1.25),
                    font: font, color: .white, alignment: .center)),
        ]
    }
}
