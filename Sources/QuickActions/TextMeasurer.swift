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

    /// The characters of `text` that no installed font draws: their width is a guess (the
    /// picture draws a marker instead). Each at most once, in typing order.
    func undrawableCharacters(in text: String, font: FontSpec) -> [Unicode.Scalar]

    /// Where a line may break in `text` (UAX #14): the grapheme offsets, ascending, in
    /// 1..<count, at which a new line may start.
    func lineBreakOpportunities(in text: String) -> [Int]

    /// How far one line of `text` in `font` reaches above the UI font's top and below its
    /// bottom, in points: the fonts of a tall script (Myanmar, Tibetan, Thai with stacked marks)
    /// are taller than Latin's. Zero and zero for a line the UI font's height holds.
    func lineOverhang(of text: String, font: FontSpec) -> (above: Double, below: Double)

    /// This measurer as a phone in `locale` measures (Urdu is set in Nastaliq, far wider
    /// than Naskh); nil keeps its own language. Lint measures each locale through it.
    func speaking(_ locale: String?) -> TextMeasurer
}

extension TextMeasurer {
    /// A measurer that draws everything it is given (the fixed-width one) has none.
    public func undrawableCharacters(in text: String, font: FontSpec) -> [Unicode.Scalar] { [] }

    /// Without a dictionary: after white space and around CJK characters, with kinsoku.
    public func lineBreakOpportunities(in text: String) -> [Int] { LineBreaking.simpleOpportunities(in: text) }

    /// A measurer without fonts has no tall lines: every line is the menu's.
    public func lineOverhang(of text: String, font: FontSpec) -> (above: Double, below: Double) { (0, 0) }

    /// A measurer whose widths do not depend on the language is the same in every locale.
    public func speaking(_ locale: String?) -> TextMeasurer { self }
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
