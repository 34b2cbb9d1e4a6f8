import QuickActions

/// Measures text with the real font through the text engine: the measure that drives both the
/// picture and `forcelab lint`. Fonts are opened at the device's pixel scale, widths returned
/// in points.
public final class TTFTextMeasurer: TextMeasurer {
    public let library: FontLibrary
    public let scale: Double
    private struct Key: Hashable {
        let text: String
        let spec: FontSpec
    }
    private var cache: [Key: Double] = [:]
    private var overhangs: [Key: (above: Double, below: Double)] = [:]

    /// The language this measurer sets the library to while it measures; nil: the library's.
    public let language: String??

    public init(library: FontLibrary, scale: Double = 3, language: String?? = nil) {
        self.library = library
        self.scale = scale
        self.language = language
    }

    /// Lint's measurer for `locale`: the same fonts, shaped in that language (nil: the text
    /// as written, in the library's own language).
    public func speaking(_ locale: String?) -> TextMeasurer {
        guard let locale else { return self }
        return TTFTextMeasurer(library: library, scale: scale, language: .some(locale))
    }

    /// `body` with the library in this measurer's language, restored after.
    private func inLanguage<T>(_ body: () -> T) -> T {
        guard let language else { return body() }
        let before = library.language
        library.language = language
        defer { library.language = before }
        return body()
    }

    private func pixels(_ spec: FontSpec) -> Int32 { Int32((spec.size * scale).rounded()) }

    public func width(of text: String, font spec: FontSpec) -> Double {
        if text.isEmpty { return 0 }
        let cacheKey = Key(text: text, spec: spec)
        if let cached = cache[cacheKey] { return cached }
        guard let width = inLanguage({ library.width(of: text, weight: spec.weight, pixels: pixels(spec)) }) else {
            return 0
        }
        let points = Double(width) / scale
        if cache.count > 50_000 { cache.removeAll(keepingCapacity: true) }
        cache[cacheKey] = points
        return points
    }

    public func lineBreakOpportunities(in text: String) -> [Int] {
        library.lineBreakOpportunities(in: text)
    }

    public func lineOverhang(of text: String, font spec: FontSpec) -> (above: Double, below: Double) {
        if text.isEmpty { return (0, 0) }
        let cacheKey = Key(text: text, spec: spec)
        if let cached = overhangs[cacheKey] { return cached }
        let size = pixels(spec)
        let overhang = inLanguage { library.overhang(of: text, weight: spec.weight, pixels: size) }
        let points = (Double(overhang.above) / scale, Double(overhang.below) / scale)
        if overhangs.count > 50_000 { overhangs.removeAll(keepingCapacity: true) }
        overhangs[cacheKey] = points
        return points
    }

    public func undrawableCharacters(in text: String, font spec: FontSpec) -> [Unicode.Scalar] {
        inLanguage { library.missingCharacters(in: text, weight: spec.weight, pixels: pixels(spec)) }
    }
}
