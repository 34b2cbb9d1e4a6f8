import CTextEngine
import Foundation
import QuickActions

/// The text engine: fonts by (weight, pixel size), and lines of text shaped into runs. Fonts
/// are measured over FreeType and HarfBuzz directly (`TextFont`, SDL_ttf 2.20.1's arithmetic),
/// so lint loads no SDL; ForceLabSDL draws the same lines with SDL_ttf fonts opened from the
/// same files, faces and sizes (`drawing` holds them).
///
/// A line is cut into runs by bidirectional level (GNU FriBidi, UAX #9) and script (HarfBuzz's
/// script property, Common and Inherited joining their neighbours); each run gets one font,
/// the UI font (Inter) when it draws the whole run, else the first fontconfig fallback for the
/// run's script that does ("Noto Sans Arabic" for Arabic); each run is shaped by HarfBuzz
/// with its script and direction, as SDL_ttf shapes it. Measuring (`width`, so `forcelab lint`) and
/// drawing (`render`) read the same `ShapedLine`, cached per text, weight and size, so the two
/// can never disagree. A character no installed font draws becomes a marker run (a filled
/// box with its code point knocked out), never a .notdef box, and is listed in `missing`.
public final class FontLibrary: @unchecked Sendable {
    private struct Key: Hashable {
        let weight: FontWeight
        let pixels: Int32
    }

    private struct FaceKey: Hashable {
        let face: FontFallback.Face
        let pixels: Int32
    }

    private struct LineKey: Hashable {
        let text: String
        let weight: FontWeight
        let pixels: Int32
        /// The faces the language picks (Han region, Nastaliq for Urdu).
        let choice: String
    }

    /// The colour emoji font, opened on first use.
    struct EmojiState {
        var tried = false
        var font: TextFont?
        var strike: Double = 0
    }
    var emojiState = EmojiState()
    var fallbackEmoji: (face: FontFallback.Face, strike: Double)? { fallback.emoji }
    func noteOpened(_ path: String) { opened.insert(path) }

    public let locator: FontLocator
    private var fonts: [Key: TextFont] = [:]
    private var faces: [FaceKey: TextFont] = [:]
    private var lines: [LineKey: ShapedLine] = [:]
    private let fallback = FontFallback()
    private let breaker = ICULineBreaker()
    private var opened: Set<String> = []

    /// Every measuring font this library has opened so far (the UI fonts, fallbacks, emoji).
    var openedFonts: [TextFont] { Array(fonts.values) + Array(faces.values) + (emojiState.font.map { [$0] } ?? []) }

    /// Every font file this library has opened so far, sorted: the files a picture was drawn
    /// with (a golden folder's ENVIRONMENT.json lists them).
    public var openedFontFiles: [String] { opened.sorted() }

    /// The UI language (`ja`, `zh-Hans`, `ko`, `ur`...), which picks the Han font as iOS
    /// does (nil: Japanese forms) and Nastaliq for Urdu. Han widths do not depend on it (every
    /// regional CJK face sets Han one em wide), Urdu's do: lint measures each locale in its own
    /// language (`TTFTextMeasurer.speaking`). Lines are cached per choice of faces.
    public var language: String? {
        get { fallback.language }
        set { fallback.language = newValue }
    }

    /// The drawing side's state (ForceLabSDL's SDL_ttf fonts for these fonts), kept with the
    /// library so it lives and dies with it; nil until something draws.
    public var drawing: AnyObject?

    public init(locator: FontLocator) throws {
        self.locator = locator
        Self.faceLock.lock()
        let started = fl_text_start()
        Self.faceLock.unlock()
        if started != 0 {
            throw FontLocator.Failure(description: "forcelab: error: FreeType could not start")
        }
        try locator.validate()
    }

    /// FreeType lets threads share its library only with a lock around making and freeing faces
    /// (its FT_Library documentation): each library's fonts stay on one thread, and every
    /// library opens and closes them under this lock (SDL_ttf's fonts in ForceLabSDL too).
    public static let faceLock = NSLock()

    /// One run of a shaped line: text in typing order, one font, one direction and script.
    public struct ShapedRun {
        /// The run's text in logical (typing) order, as HarfBuzz shapes it.
        public let text: String
        /// nil: a marker for a character no font draws.
        public let font: TextFont?
        public let rightToLeft: Bool
        /// ISO 15924 tag HarfBuzz shapes the run with; nil keeps SDL_ttf's default (the UI
        /// font on Latin and Common text, exactly as before shaping by script).
        public let script: String?
        /// Left edge in the line, in pixels, and advance width.
        public let x: Int32
        public let width: Int32
        /// The code point a marker run stands for.
        public let missing: Unicode.Scalar?
        /// Drawn in colour from the emoji font's bitmaps, scaled from its strike.
        public var colour = false
    }

    /// A line of text as it is measured and drawn: runs in visual order, left to right.
    public struct ShapedLine {
        public let runs: [ShapedRun]
        public let width: Int32
        /// Characters no installed font draws, in typing order (each once).
        public let missing: [Unicode.Scalar]
        public let rightToLeft: Bool
    }

    /// `text` shaped at `weight` and `pixels`, cached.
    public func shape(_ text: String, weight: FontWeight, pixels: Int32) throws -> ShapedLine {
        let key = LineKey(text: text, weight: weight, pixels: max(1, pixels), choice: fallback.choice)
        if let known = lines[key] { return known }
        let line = try makeLine(text, weight: weight, pixels: key.pixels)
        if lines.count > 20_000 { lines.removeAll(keepingCapacity: true) }
        lines[key] = line
        return line
    }

    /// The width in pixels of `text` as `render` draws it.
    public func width(of text: String, weight: FontWeight, pixels: Int32) -> Int32? {
        (try? shape(text, weight: weight, pixels: pixels))?.width
    }

    /// The characters of `text` that no installed font draws.
    public func missingCharacters(in text: String, weight: FontWeight, pixels: Int32) -> [Unicode.Scalar] {
        (try? shape(text, weight: weight, pixels: pixels))?.missing ?? []
    }

    /// Where a line may break in `text` (UAX #14 through ICU): grapheme offsets at which a
    /// line may start; the dictionary-free approximation when ICU cannot run.
    public func lineBreakOpportunities(in text: String) -> [Int] {
        breaker.opportunities(in: text) ?? LineBreaking.simpleOpportunities(in: text)
    }

    // MARK: - Building a line

    private struct Piece {
        var start: Int
        var end: Int
        var font: TextFont?
        var missing: Unicode.Scalar?
        var rightToLeft: Bool
        var script: String?
        var order: Int
        var colour = false
    }

    private func makeLine(_ text: String, weight: FontWeight, pixels: Int32) throws -> ShapedLine {
        let main = try font(weight: weight, pixels: pixels)
        let itemized = ItemizedText(text)
        let clusters = itemized.clusters
        var pieces: [Piece] = []
        var missing: [Unicode.Scalar] = []
        for item in itemized.items {
            let range = item.start..<item.end
            let runFont = chooseFont(
                for: clusters[range], script: item.script, main: main, weight: weight, pixels: pixels)
            let script: String? = runFont == main && Self.isUIScript(item.script) ? nil : item.script
            for index in range {
                let emoji = emojiFont(for: clusters[index])
                let (font, lost) =
                    emoji.map { ($0, nil) }
                    ?? clusterFont(
                        clusters[index], runFont: runFont, main: main, script: item.script, weight: weight,
                        pixels: pixels)
                // An emoji newer than the installed font is a marker one emoji wide: its width is
                // known, so lint does not report it (QA018 is for characters of unknown width).
                let isEmoji = EmojiPresentation.isEmoji(clusters[index])
                if let lost, !isEmoji, !missing.contains(lost) { missing.append(lost) }
                let colour = font != nil && font == emojiState.font
                Self.extend(
                    &pieces,
                    with: Piece(
                        start: index, end: index + 1, font: font, missing: lost, rightToLeft: item.isRightToLeft,
                        script: colour || (font == main && script == nil) ? nil : item.script,
                        order: itemized.visualPosition[index], colour: colour || (font == nil && isEmoji)))
            }
        }
        pieces.sort { $0.order < $1.order }
        let (runs, width) = measure(pieces, clusters: clusters, main: main, pixels: pixels)
        return ShapedLine(runs: runs, width: width, missing: missing, rightToLeft: itemized.paragraphIsRightToLeft)
    }

    /// The font for one cluster of a run: the run's, else (a symbol or emoji the run's font
    /// lacks) the UI font, else any font; nil and the character no font draws when none does.
    private func clusterFont(
        _ cluster: Character, runFont: TextFont, main: TextFont, script: String, weight: FontWeight,
        pixels: Int32
    ) -> (TextFont?, Unicode.Scalar?) {
        if provides(runFont, cluster) { return (runFont, nil) }
        if provides(main, cluster) { return (main, nil) }
        if let face = fallback.face(covering: Self.required(cluster), script: script, weight: weight),
            let other = try? open(face, pixels: pixels), provides(other, cluster)
        {
            return (other, nil)
        }
        if let (emoji, _) = emojiFont(), providesEmoji(emoji, cluster) { return (emoji, nil) }
        let lost =
            Self.required(cluster).lazy.compactMap { scalar in
                self.fallback.face(covering: [scalar], script: script, weight: weight) == nil
                    ? Unicode.Scalar(scalar) : nil
            }.first ?? cluster.unicodeScalars.first
        return (nil, lost)
    }

    /// Adds a one-cluster piece, joining it to the piece before when it continues it in the
    /// same font and direction, and HarfBuzz shapes both scripts the same way (markers are never
    /// joined): Han and Kana stay one run, but a Latin word after Arabic digits in the Arabic
    /// font is shaped as Latin, not with the Arabic shaper.
    private static func extend(_ pieces: inout [Piece], with piece: Piece) {
        if piece.font != nil, var last = pieces.last, last.font == piece.font, last.end == piece.start,
            last.rightToLeft == piece.rightToLeft, sameShaper(last.script, piece.script),
            last.missing == nil
        {
            last.end = piece.end
            last.order = min(last.order, piece.order)
            pieces[pieces.count - 1] = last
        } else {
            pieces.append(piece)
        }
    }

    /// The pieces, in visual order, measured into runs placed side by side; and the line's width.
    private func measure(_ pieces: [Piece], clusters: [Character], main: TextFont, pixels: Int32) -> (
        [ShapedRun], Int32
    ) {
        var runs: [ShapedRun] = []
        var x: Int32 = 0
        for piece in pieces {
            let text = String(clusters[piece.start..<piece.end])
            var width: Int32 = 0
            if let font = piece.font {
                guard let size = font.size(of: text, rightToLeft: piece.rightToLeft, script: piece.script) else {
                    continue
                }
                width = size.width
                if piece.colour { width = scaledFromStrike(width, pixels: pixels) }
            } else if let scalar = piece.missing {
                width =
                    (piece.colour ? emojiAdvance(pixels: pixels) : nil)
                    ?? markerWidth(scalar, main: main, pixels: pixels)
            }
            runs.append(
                ShapedRun(
                    text: text, font: piece.font, rightToLeft: piece.rightToLeft, script: piece.script,
                    x: x, width: width, missing: piece.missing, colour: piece.colour && piece.font != nil))
            x += width
        }
        return (runs, x)
    }

    /// Whether two pieces' scripts go through the same HarfBuzz shaper: the same script, or two
    /// of the scripts its default shaper serves (Latin, Greek, Cyrillic, Han, Kana, none; Hangul has its own).
    private static func sameShaper(_ a: String?, _ b: String?) -> Bool {
        a == b || (defaultShaperScripts.contains(a) && defaultShaperScripts.contains(b))
    }

    private static let defaultShaperScripts: Set<String?> = [
        nil, "Zyyy", "Latn", "Grek", "Cyrl", "Hani", "Hira", "Kana",
    ]

    /// Scripts the UI font was always used for: shaped with SDL_ttf's defaults, as before.
    private static func isUIScript(_ script: String) -> Bool {
        script == "Latn" || script == "Zyyy" || script == "Cyrl" || script == "Grek"
    }

    /// The font for a whole run: the UI font when it draws every character, else the first
    /// fallback for the script that does, else the fallback that draws the run's own script
    /// (symbols it lacks are then set apart), else the UI font.
    private func chooseFont(
        for clusters: ArraySlice<Character>, script: String, main: TextFont,
        weight: FontWeight, pixels: Int32
    ) -> TextFont {
        if clusters.allSatisfy({ provides(main, $0) }) { return main }
        let all = clusters.flatMap { Self.required($0) }
        if let face = fallback.face(covering: all, script: script, weight: weight),
            let font = try? open(face, pixels: pixels)
        {
            return font
        }
        let own = all.filter { !Self.isCommonScalar($0) }
        if !own.isEmpty, let face = fallback.face(covering: own, script: script, weight: weight),
            let font = try? open(face, pixels: pixels)
        {
            return font
        }
        return main
    }

    private static func isCommonScalar(_ scalar: UInt32) -> Bool {
        let script = fl_script_of(scalar)
        return script == ItemizedText.common || script == 0x5A69_6E68 || script == 0x5A7A_7A7A
    }

    /// The scalars of `cluster` a font must have: not format or control characters (joiners,
    /// bidi marks), which HarfBuzz hides whether or not the font has them.
    private static func required(_ cluster: Character) -> [UInt32] {
        cluster.unicodeScalars.compactMap { scalar in
            switch scalar.properties.generalCategory {
            case .format, .control: return nil
            default: return scalar.value
            }
        }
    }

    private func provides(_ font: TextFont, _ cluster: Character) -> Bool {
        for scalar in Self.required(cluster)
        where scalar > 0x20 && !(Unicode.Scalar(scalar)?.properties.isWhitespace ?? false) {
            if !font.provides(scalar) { return false }
        }
        return true
    }

    // MARK: - Fonts

    private func open(_ face: FontFallback.Face, pixels: Int32) throws -> TextFont {
        let key = FaceKey(face: face, pixels: max(1, pixels))
        if let font = faces[key] { return font }
        Self.faceLock.lock()
        let made = TextFont(path: face.path, index: face.index, size: key.pixels, lightHinting: true)
        Self.faceLock.unlock()
        guard let font = made else {
            throw FontLocator.Failure(description: "\(face.path): error: FreeType cannot open this font")
        }
        opened.insert(face.path)
        faces[key] = font
        return font
    }

    /// The UI font for `weight` at `pixels` pixels (the point size times the device scale).
    public func font(weight: FontWeight, pixels: Int32) throws -> TextFont {
        let key = Key(weight: weight, pixels: max(1, pixels))
        if let font = fonts[key] { return font }
        let path = try locator.path(for: weight)
        Self.faceLock.lock()
        let made = TextFont(path: path, index: 0, size: key.pixels, lightHinting: true)
        Self.faceLock.unlock()
        guard let font = made else {
            throw FontLocator.Failure(description: "\(path): error: FreeType cannot open this font")
        }
        opened.insert(path)
        fonts[key] = font
        return font
    }
}
