/// The weight of a font face, as the menu and the list use them.
public enum FontWeight: String, Codable, Sendable, CaseIterable, Hashable {
    case regular, medium, semibold, bold
}

/// A font as layout asks for it: a size in points and a weight.
public struct FontSpec: Hashable, Codable, Sendable {
    public var size: Double
    public var weight: FontWeight

    public init(size: Double, weight: FontWeight = .regular) {
        self.size = size
        self.weight = weight
    }
}

/// Measures text in points. The SDL_ttf measurer in the shell uses the real font; tests use
/// `FixedWidthMeasurer`, so that layout can be checked without any font installed.
public protocol TextMeasurer {
    /// The advance width of `text` set on one line in `font`, in points.
    func width(of text: String, font: FontSpec) -> Double
}

/// A measurer where every character (grapheme) is `advance` points wide, scaled by font size
/// relative to 10 points. Deterministic, for tests and for reasoning about layout.
public struct FixedWidthMeasurer: TextMeasurer, Sendable {
    public var advance: Double

    public init(advance: Double = 10) { self.advance = advance }

    public func width(of text: String, font: FontSpec) -> Double {
        Double(text.count) * advance * font.size / 10
    }
}
