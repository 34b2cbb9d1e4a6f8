import SourceFormats

/// What iOS itself writes in the phone's language: the home-screen menu's system items ("Share
/// App", "Edit Home Screen", ...) and the labels of Apple's own apps (Mail, Notes, ...), per
/// language, from `Assets/system-strings.json` (each language names its source, or says why it
/// is reconstructed). The shell reads the file and hands the bytes to `parse`; the pure code
/// only looks strings up. The phone's language decides, not the app's localizations: a German
/// phone shows German system items even for an app that ships only English.
public struct SystemStrings: Equatable, Sendable {
    /// One language's strings.
    public struct Language: Equatable, Sendable {
        /// Item key (`SystemStrings.itemKeys`) to title.
        public var items: [String: String]
        /// English app name (`Mail`) to the label iOS shows in this language.
        public var labels: [String: String]
        /// Where the strings were read (URLs), or nil when they are all reconstructed.
        public var source: String?
        /// Why an entry is reconstructed, when one is.
        public var reconstructed: String?

        public init(
            items: [String: String], labels: [String: String] = [:], source: String? = nil,
            reconstructed: String? = nil
        ) {
            self.items = items
            self.labels = labels
            self.source = source
            self.reconstructed = reconstructed
        }
    }

    /// By language code as iOS names its localizations (`de`, `zh-Hans`, `pt-BR`).
    public var languages: [String: Language] { didSet { codes = Self.codes(of: languages) } }
    /// Each language's code as `language(for:)` compares it (lower case, `-`) to the code: every
    /// home-screen label of every contact-sheet cell is looked up, and comparing all the codes
    /// each time (Foundation's `replacingOccurrences`) was 13 % of a sheet's instructions.
    private var codes: [String: String]

    public init(languages: [String: Language]) {
        self.languages = languages
        codes = Self.codes(of: languages)
    }

    private static func normal(_ code: String) -> String {
        String(code.lowercased().map { $0 == "_" ? "-" : $0 })
    }

    /// Normal code -> code; of two codes that read the same, the first in order (not the
    /// dictionary's order, which changes from run to run).
    private static func codes(of languages: [String: Language]) -> [String: String] {
        var codes: [String: String] = [:]
        for code in languages.keys.sorted() where codes[normal(code)] == nil { codes[normal(code)] = code }
        return codes
    }

    /// The keys of the system items a table may translate.
    public static let itemKeys = [
        "shareApp", "editHomeScreen", "removeApp", "deleteApp", "rearrangeApps", "requireFaceID", "requireTouchID",
    ]

    /// English as ForceLab has always drawn it, used when no table is loaded (tests, a missing key).
    public static let english: [String: String] = [
        "shareApp": "Share App", "editHomeScreen": "Edit Home Screen", "removeApp": "Remove App",
        "deleteApp": "Delete App", "rearrangeApps": "Rearrange Apps", "requireFaceID": "Require Face ID",
        "requireTouchID": "Require Touch ID",
    ]

    /// No table: English everywhere.
    public static let builtIn = SystemStrings(languages: [:])

    /// The table's language for `locale`: the exact code (ignoring case and `_`/`-`), else the
    /// code with its last part dropped, one part at a time (`zh-Hant-TW` -> `zh-Hant`, `pt-BR` ->
    /// `pt`), else nil (English). Chinese and Norwegian first go to the code iOS localizes them
    /// under (`fallbacks(of:)`).
    public func language(for locale: LocaleID?) -> Language? {
        guard let locale else { return nil }
        for candidate in Self.fallbacks(of: Self.normal(locale.identifier)) {
            if let code = codes[candidate] { return languages[code] }
        }
        return nil
    }

    /// The normal codes to try for `wanted`, best first. iOS localizes Chinese by script and
    /// region, not by language: Taiwan and any `Hant` go to `zh-Hant`, Hong Kong and Macao to
    /// `zh-HK`, the rest (`zh`, `zh-CN`, `zh-SG`, `Hans`) to `zh-Hans`; Norwegian `no` and `nn`
    /// phones read Bokmål (`nb`). `zh` alone would otherwise find nothing and draw English.
    package static func fallbacks(of wanted: String) -> [String] {
        let parts = wanted.split(separator: "-").map(String.init)
        var candidates: [String] = []
        for count in stride(from: parts.count, to: 0, by: -1) {
            candidates.append(parts.prefix(count).joined(separator: "-"))
        }
        switch parts.first {
        case "zh":
            let rest = Set(parts.dropFirst())
            if !rest.isDisjoint(with: ["hk", "mo"]) { candidates.insert("zh-hk", at: min(1, candidates.count)) }
            let traditional = !rest.isDisjoint(with: ["hant", "tw", "hk", "mo"])
            candidates.insert(traditional ? "zh-hant" : "zh-hans", at: candidates.count - 1)
        case "no", "nn": candidates.insert("nb", at: candidates.count - 1)
        default: break
        }
        return candidates
    }

    /// The system items' titles in `locale`: each key from its language, else English.
    public func titles(for locale: LocaleID?) -> SystemItemTitles {
        let chosen = language(for: locale)?.items ?? [:]
        let fallback = languages["en"]?.items ?? [:]
        var titles: [String: String] = [:]
        for key in Self.itemKeys { titles[key] = chosen[key] ?? fallback[key] ?? Self.english[key] }
        return SystemItemTitles(titles)
    }

    /// The home-screen label iOS shows for Apple's app `name` in `locale`, or nil (the name as written).
    public func label(for name: String, locale: LocaleID?) -> String? {
        language(for: locale)?.labels[name]
    }
}

/// The system items' titles in one language, by key (`SystemStrings.itemKeys`).
public struct SystemItemTitles: Equatable, Sendable {
    let titles: [String: String]

    public init(_ titles: [String: String]) { self.titles = titles }

    /// English (no table).
    public static let english = SystemItemTitles(SystemStrings.english)

    /// The title of `key`, English when the key is missing.
    public subscript(key: String) -> String { titles[key] ?? SystemStrings.english[key] ?? key }
}
