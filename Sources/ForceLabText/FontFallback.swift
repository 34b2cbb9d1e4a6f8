import CTextEngine
import QuickActions

/// Fallback fonts by script, found through fontconfig: for a run of Arabic the installed fonts
/// in fontconfig's order for "Noto Sans Arabic" in language `ar`, and so on. Noto is the
/// closest free match to the system fonts iOS falls back to (SF Arabic, Kohinoor, Thonburi,
/// Hiragino, PingFang: Apple's own, not installable here). One `FcFontSort` per script and
/// weight, asked the first time that script is met and kept.
final class FontFallback {
    /// A font file and face (TrueType collections hold several: Noto Sans CJK JP, KR, SC...).
    struct Face: Hashable {
        let path: String
        let index: Int
    }

    private struct Key: Hashable {
        let family: String
        let weight: FontWeight
    }

    private var sorted: [Key: OpaquePointer] = [:]  // FcFontSet *
    private var listed: [String: OpaquePointer] = [:]  // FcFontSet * of one family
    private var started = false
    /// The UI language (`ja`, `zh-Hant`, `ko`, `ur`...): picks the Han font (nil: Japanese)
    /// and Urdu's Nastaliq.
    var language: String? {
        didSet { choice = isUrdu ? hanRegion + "-ur" : hanRegion }
    }

    deinit {
        for set in sorted.values { FcFontSetDestroy(UnsafeMutablePointer(set)) }
        for set in listed.values { FcFontSetDestroy(UnsafeMutablePointer(set)) }
    }

    /// The family asked first for `script`, and its language for fontconfig.
    func preference(for script: String) -> (family: String, language: String?) {
        switch script {
        case "Hani", "Bopo":
            switch hanRegion {
            case "SC": return ("Noto Sans CJK SC", "zh-cn")
            case "TC": return ("Noto Sans CJK TC", "zh-tw")
            case "HK": return ("Noto Sans CJK HK", "zh-hk")
            case "KR": return ("Noto Sans CJK KR", "ko")
            default: return ("Noto Sans CJK JP", "ja")
            }
        case "Hira", "Kana": return ("Noto Sans CJK JP", "ja")
        case "Hang": return ("Noto Sans CJK KR", "ko")
        // iOS sets Urdu in Nastaliq since iOS 11 ("Apple Adds Nastaleeq Font for Urdu in iOS 11",
        // https://twittistaan.com/urdu-nastaleeq-font-ios-11/); the face it ships for `ur` is Noto
        // Nastaliq Urdu (reconstructed: Apple's font lists name it, not found in our sources).
        // Arabic-script text in every other language keeps the Naskh face. iOS 9 and 10 drew
        // Urdu in Naskh: the text engine does not know the release, so they draw Nastaliq too.
        case "Arab" where isUrdu: return ("Noto Nastaliq Urdu", "ur")
        default:
            if let known = Self.families[script] { return known }
            return ("Noto Sans", nil)
        }
    }

    /// What the language changes in the faces chosen: a line shaped under one choice is not
    /// the line of another (a cache key).
    private(set) var choice = "JP"

    /// Whether the UI language is Urdu (`ur`, `ur-IN`, `ur_PK`).
    var isUrdu: Bool {
        guard let language = language?.lowercased(), language.hasPrefix("ur") else { return false }
        return language.count == 2 || language.dropFirst(2).first == "-" || language.dropFirst(2).first == "_"
    }

    /// The colour emoji face (Noto Color Emoji) and the pixel size of its one bitmap strike,
    /// looked up once; nil when fonts-noto-color-emoji is not installed.
    lazy var emoji: (face: Face, strike: Double)? = {
        start()
        var file = [CChar](repeating: 0, count: 4096)
        var index: Int32 = 0
        var strike: Double = 0
        guard fl_fc_color_face("Noto Color Emoji", &file, Int32(file.count), &index, &strike) != 0, strike > 0 else {
            return nil
        }
        return (Face(path: String(cString: file), index: Int(index)), strike)
    }()

    private var hanRegion: String {
        guard let language = language?.lowercased() else { return "JP" }
        if language.hasPrefix("ko") { return "KR" }
        guard language.hasPrefix("zh") else { return "JP" }
        if language.contains("hk") || language.contains("mo") { return "HK" }
        if language.contains("hant") || language.contains("tw") { return "TC" }
        return "SC"
    }

    /// Noto families and languages by ISO 15924 script tag, for the scripts iOS localizes into.
    private static let families: [String: (family: String, language: String?)] = [
        "Arab": ("Noto Sans Arabic", "ar"), "Hebr": ("Noto Sans Hebrew", "he"), "Syrc": ("Noto Sans Syriac", "syr"),
        "Thaa": ("Noto Sans Thaana", "dv"), "Deva": ("Noto Sans Devanagari", "hi"), "Beng": ("Noto Sans Bengali", "bn"),
        "Guru": ("Noto Sans Gurmukhi", "pa"), "Gujr": ("Noto Sans Gujarati", "gu"), "Orya": ("Noto Sans Oriya", "or"),
        "Taml": ("Noto Sans Tamil", "ta"), "Telu": ("Noto Sans Telugu", "te"), "Knda": ("Noto Sans Kannada", "kn"),
        "Mlym": ("Noto Sans Malayalam", "ml"), "Sinh": ("Noto Sans Sinhala", "si"), "Thai": ("Noto Sans Thai", "th"),
        "Laoo": ("Noto Sans Lao", "lo"), "Khmr": ("Noto Sans Khmer", "km"), "Mymr": ("Noto Sans Myanmar", "my"),
        "Tibt": ("Noto Serif Tibetan", "bo"), "Geor": ("Noto Sans Georgian", "ka"),
        "Armn": ("Noto Sans Armenian", "hy"),
        "Ethi": ("Noto Sans Ethiopic", "am"), "Cher": ("Noto Sans Cherokee", "chr"),
        "Cans": ("Noto Sans Canadian Aboriginal", "iu"),
        "Mong": ("Noto Sans Mongolian", "mn"), "Tfng": ("Noto Sans Tifinagh", "zgh"),
        "Olck": ("Noto Sans Ol Chiki", "sat"),
        "Latn": ("Noto Sans", nil), "Cyrl": ("Noto Sans", nil), "Grek": ("Noto Sans", nil),
    ]

    /// fontconfig's weight for `weight`.
    private static func fcWeight(_ weight: FontWeight) -> Int32 {
        switch weight {
        case .regular: return fl_fc_weight_regular()
        case .medium: return fl_fc_weight_medium()
        case .semibold: return fl_fc_weight_semibold()
        case .bold: return fl_fc_weight_bold()
        }
    }

    private func start() {
        if !started {
            started = true
            _ = FcInit()
        }
    }

    /// The faces of the script's own family (all weights), listed once.
    private func family(_ name: String) -> OpaquePointer? {
        if let known = listed[name] { return known }
        start()
        guard let made = fl_fc_list(name) else { return nil }
        listed[name] = OpaquePointer(made)
        return listed[name]
    }

    /// The fonts to try for `script`, best first (every installed outline font, untrimmed).
    private func set(for script: String, weight: FontWeight) -> OpaquePointer? {
        let (family, language) = preference(for: script)
        let key = Key(family: family, weight: weight)
        if let known = sorted[key] { return known }
        start()
        guard let made = fl_fc_sort(family, "Noto Sans", language, Self.fcWeight(weight)) else { return nil }
        let set = OpaquePointer(made)
        sorted[key] = set
        return set
    }

    /// How far face `index` is from weight `wanted`: by its weight, then (a tie) by whether its
    /// style name says Bold when a bold weight is wanted.
    private func distance(_ fonts: UnsafePointer<FcFontSet>, _ index: Int32, _ wanted: Int32) -> (Int32, Int) {
        let bold = wanted >= fl_fc_weight_semibold()
        return (abs(fl_fc_weight(fonts, index) - wanted), (fl_fc_style_is_bold(fonts, index) != 0) == bold ? 0 : 1)
    }

    /// The first face in `script`'s order that draws every scalar of `scalars`, else nil:
    /// the script's own family at the nearest weight when it draws them all (what fontconfig's
    /// sort would rank first, found without ranking every installed font), else the sort.
    func face(covering scalars: [UInt32], script: String, weight: FontWeight) -> Face? {
        if let own = family(preference(for: script).family) {
            let fonts = UnsafePointer<FcFontSet>(own)
            let wanted = Self.fcWeight(weight)
            let order = (0..<fl_fc_count(fonts)).filter {
                fl_fc_is_scalable_outline(fonts, $0) != 0 && fl_fc_is_roman(fonts, $0) != 0
            }
            .sorted {
                let (a, b) = (distance(fonts, $0, wanted), distance(fonts, $1, wanted))
                return (a.0, a.1, $0) < (b.0, b.1, $1)
            }
            for index in order where scalars.allSatisfy({ fl_fc_has(fonts, index, $0) != 0 }) {
                if let file = fl_fc_file(fonts, index) {
                    return Face(path: String(cString: file), index: Int(fl_fc_index(fonts, index)))
                }
            }
        }
        guard let set = set(for: script, weight: weight) else { return nil }
        let fonts = UnsafePointer<FcFontSet>(set)
        for index in 0..<fl_fc_count(fonts) where fl_fc_is_scalable_outline(fonts, index) != 0 {
            if scalars.allSatisfy({ fl_fc_has(fonts, index, $0) != 0 }), let file = fl_fc_file(fonts, index) {
                return Face(path: String(cString: file), index: Int(fl_fc_index(fonts, index)))
            }
        }
        return nil
    }
}
