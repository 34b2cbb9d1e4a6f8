/// How serious a diagnostic is; errors make `forcelab lint` exit 1.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    case error, warning, note

    private var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One finding of the validator: which rule, where, for which item and locale.
public struct Diagnostic: Equatable, Codable, Sendable {
    /// The rule ID, `QA001` to `QA020`.
    public var rule: String
    public var severity: Severity
    public var file: String
    public var line: Int
    /// The item's index in its array, nil for findings about the file as a whole.
    public var item: Int?
    /// The localization the finding applies to, nil when it applies to all of them.
    public var locale: String?
    public var message: String
    /// For QA005 to QA007: the lines exactly as the menu shows them.
    public var rendered: [String]?
    /// With `rendered`, in a right-to-left locale: `right`, how the menu aligns those lines
    /// (nil: left aligned, as in every left-to-right locale).
    public var alignment: String?

    public init(
        rule: String, severity: Severity, file: String, line: Int, item: Int?, locale: String?, message: String,
        rendered: [String]? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.file = file
        self.line = line
        self.item = item
        self.locale = locale
        self.message = message
        self.rendered = rendered
    }
}

/// The lint rules: ID, severity and one-line summary, as in the spec's table.
public enum Rule: String, CaseIterable, Sendable {
    case tooManyItems = "QA001"
    case missingType = "QA002"
    case missingTitle = "QA003"
    case duplicateType = "QA004"
    case titleWithSubtitleTooLong = "QA005"
    case titleTooLong = "QA006"
    case subtitleTooLong = "QA007"
    case unknownIconType = "QA008"
    case iconFileProblem = "QA009"
    case severalIcons = "QA010"
    case titleRepeatsAppName = "QA011"
    case notTitleCase = "QA012"
    case missingTranslation = "QA013"
    case wrongType = "QA014"
    case buildSettingInTitle = "QA015"
    case strayWhiteSpace = "QA016"
    /// Added after the spec's table (IDs are only ever added): a strings file iOS will not find.
    case stringsFileNameCase = "QA017"
    /// Added after the spec's table: a character no installed font draws, so its width (and
    /// whether the text fits) is unknown; the picture shows a marker in its place.
    case undrawableCharacter = "QA018"
    /// An `IconSymbolName` ForceLab has no stand-in glyph for: the picture shows a placeholder.
    case symbolStandIn = "QA019"
    /// Added by issue 21: the device shows no home-screen quick actions on the release linted
    /// (the XR on iOS 12), so nobody sees the items there.
    case noHomeScreenQuickActions = "QA020"

    public var id: String { rawValue }

    /// "QA001-QA020": the first and last IDs, for help texts that must not fall behind.
    public static var idRange: String { "\(allCases[0].id)-\(allCases[allCases.count - 1].id)" }

    public var severity: Severity {
        switch self {
        case .missingType, .missingTitle, .duplicateType, .unknownIconType, .wrongType: return .error
        case .severalIcons, .notTitleCase, .buildSettingInTitle, .symbolStandIn, .noHomeScreenQuickActions: return .note
        default: return .warning
        }
    }

    public var summary: String {
        switch self {
        case .tooManyItems: return "more than 4 items: names those that are never shown"
        case .missingType: return "`type` missing or empty"
        case .missingTitle: return "`title` missing, empty or only white space"
        case .duplicateType: return "two items share a `type`"
        case .titleWithSubtitleTooLong: return "title with a subtitle does not fit on one line"
        case .titleTooLong: return "title without a subtitle does not fit on two lines"
        case .subtitleTooLong: return "subtitle does not fit on one line"
        case .unknownIconType: return "`IconType` is not one of the 29 system types"
        case .iconFileProblem: return "`IconFile` not found next to the plist, not square, or not a template"
        case .severalIcons: return "more than one icon key set: says which one wins"
        case .titleRepeatsAppName: return "title repeats the app's name"
        case .notTitleCase: return "title not in title case"
        case .missingTranslation: return "a localization lacks a title or subtitle that others translate"
        case .wrongType: return "a value of the wrong type"
        case .buildSettingInTitle: return "a build setting nothing defines is left in the plist's text"
        case .strayWhiteSpace: return "title or subtitle with leading or trailing white space or a line break"
        case .stringsFileNameCase:
            return "a localization's strings file is not spelled `InfoPlist.strings`: iOS will not load it on a device"
        case .undrawableCharacter:
            return "a character in a title or subtitle that no installed font draws: its width is unknown"
        case .symbolStandIn:
            return "an `IconSymbolName` ForceLab has no stand-in glyph for: the picture shows a marked placeholder"
        case .noHomeScreenQuickActions:
            return
                "the device shows no home-screen quick actions on this iOS release (the XR on iOS 12): the items are never seen there"
        }
    }
}
