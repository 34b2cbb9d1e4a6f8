import Geometry

/// Which way an interface reads: left to right, or mirrored for right-to-left languages.
///
/// UIKit's `UIUserInterfaceLayoutDirection.rightToLeft` is "appropriate when running with
/// localizations such as Arabic or Hebrew that should have the user interface layout origin on
/// the right edge of the coordinate system" (developer.apple.com/documentation/uikit/
/// uiuserinterfacelayoutdirection/righttoleft). ForceLab does the same: an RTL screen is the
/// LTR screen with x measured from the right edge (`mirror`), so every leading/trailing rule
/// (glyph side, text alignment, grid order, swipe edge) follows from one transform.
public enum LayoutDirection: String, Equatable, Hashable, Sendable, Codable {
    case leftToRight, rightToLeft

    public var isRightToLeft: Bool { self == .rightToLeft }

    /// The text alignment iOS gives natural-aligned text in this direction.
    public var naturalAlignment: HorizontalEdge { self == .rightToLeft ? .right : .left }

    /// The direction of a locale's interface (`ar`, `he-IL`, `fa_IR`, `pa-Arab`, `zh-Hans`,
    /// lproj names such as `Base` or `English`); nil (no locale) is left to right.
    ///
    /// The rule is ICU's `uloc_isRightToLeft`, which `NSLocale.characterDirection(forLanguage:)`
    /// answers through: the script subtag if there is one, else the language's likely script
    /// (CLDR `likelySubtags.xml`, with the few regions that change it), and the script is right to
    /// left when its letters are Bidi_Class R or AL (CLDR script metadata; CLDR's
    /// `<characterOrder>right-to-left</characterOrder>` in the locale's `layout` says the same for
    /// every locale listed here). The tables below are that data for the languages whose likely
    /// script is right to left, written out by hand from CLDR 44 (reconstructed: no ICU on the
    /// build machine to ask); every other language is left to right.
    public static func of(locale: String?) -> LayoutDirection {
        guard let locale else { return .leftToRight }
        let subtags = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { String($0).lowercased() }
        guard let language = subtags.first, !language.isEmpty else { return .leftToRight }
        // The script subtag (four letters, after the language) decides when present: `uz-Arab`
        // is right to left, `sd-Deva` and `ku-Latn` are not.
        if let script = subtags.dropFirst().first(where: { $0.count == 4 && $0.allSatisfy(\.isLetter) }) {
            return rightToLeftScripts.contains(script) ? .rightToLeft : .leftToRight
        }
        if let region = subtags.dropFirst().first(where: {
            ($0.count == 2 && $0.allSatisfy(\.isLetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber))
        }),
            let script = regionalScripts[language + "-" + region]
        {
            return rightToLeftScripts.contains(script) ? .rightToLeft : .leftToRight
        }
        // Apple's old lproj names (`Arabic.lproj`, `Hebrew.lproj`) are English language names.
        if let named = lprojNames[language] { return named }
        return rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }

    /// ISO 15924 codes of the scripts whose letters are Bidi_Class R or AL (Unicode 15).
    static let rightToLeftScripts: Set<String> = [
        "adlm", "arab", "aran", "armi", "avst", "chrs", "cprt", "elym", "hatr", "hebr", "hung", "khar",
        "lydi", "mand", "mani", "mend", "merc", "mero", "narb", "nbat", "nkoo", "orkh", "ougr", "palm",
        "phli", "phlp", "phnx", "prti", "rohg", "samr", "sarb", "sogd", "sogo", "syrc", "syre", "syrj",
        "syrn", "thaa", "yezi",
    ]

    /// Languages whose likely script (CLDR likelySubtags) is right to left: Arabic and its
    /// varieties, Persian (and Dari), Urdu, Pashto, Sindhi, Uyghur, Central Kurdish, Kashmiri,
    /// Balochi, Western Punjabi, the Iranian languages written in Arabic script; Hebrew (and its
    /// old code `iw`), Yiddish (`yi`, old `ji`), Ladino; Dhivehi (Thaana); Syriac; N'Ko;
    /// Hanifi Rohingya; Samaritan; Imperial Aramaic.
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "arq", "ary", "arz", "acm", "aeb", "apc", "ayl", "shu", "ssh", "afb", "ajp",
        "azb", "bal", "bej", "bqi", "brh", "ckb", "dcc", "dv", "fa", "glk", "gjk", "he", "hnd", "iw",
        "ji", "khw", "ks", "lad", "lah", "lrc", "luz", "mfa", "mzn", "nqo", "pnb", "prs", "ps", "rhg",
        "sam", "sd", "sdh", "skr", "syr", "trw", "ug", "ur", "wni", "yi",
    ]

    /// Language-region pairs whose likely script differs from the language's own (CLDR
    /// likelySubtags: `pa_PK` → `pa_Arab_PK`, `sd_IN` → `sd_Deva_IN`, `uz_AF` → `uz_Arab_AF`...).
    static let regionalScripts: [String: String] = [
        "pa-pk": "arab", "sd-in": "deva", "uz-af": "arab", "az-ir": "arab", "ms-cc": "arab",
        "ha-sd": "arab", "tg-pk": "arab", "kk-af": "arab", "kk-cn": "arab", "ky-cn": "arab",
    ]

    /// The English language names Xcode once used for lproj folders.
    static let lprojNames: [String: LayoutDirection] = [
        "arabic": .rightToLeft, "hebrew": .rightToLeft, "persian": .rightToLeft, "farsi": .rightToLeft,
        "urdu": .rightToLeft,
    ]

    /// `x` of a point measured from the other edge of a space `width` wide.
    public func mirror(_ x: Double, width: Double) -> Double {
        self == .rightToLeft ? width - x : x
    }

    /// `rect` mirrored in a space `width` wide (unchanged left to right).
    public func mirror(_ rect: Rect, width: Double) -> Rect {
        guard self == .rightToLeft else { return rect }
        return Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
}

/// A side of the screen, as logs and reports spell it: text alignment (the menu's
/// `textAlignment`, lint's `alignment`) and the edge swipe actions come from.
public enum HorizontalEdge: String, Equatable, Hashable, Sendable, Codable {
    case left, right
}
