/// What a reporter says about one lint rule: the rule table of SARIF's `tool.driver.rules`, the
/// titles of GitHub annotations and the JUnit suites. Pure data, written once per rule.
public struct RuleDescriptor: Equatable, Sendable {
    /// The stable ID (`QA005`, `HIG003`); IDs are only ever added, never renumbered.
    public var id: String
    /// A short camel-case name (`TitleWithSubtitleTooLong`), as SARIF's `name` wants.
    public var name: String
    /// One line: what the rule reports.
    public var shortDescription: String
    /// A paragraph: what the rule checks and why it matters on a device.
    public var fullDescription: String
    /// The severity the rule reports at unless a configuration re-levels it.
    public var defaultLevel: Severity
    /// How to fix a finding.
    public var help: String
    /// A minimal input that triggers the rule (`forcelab rules ID`).
    public var example: String { RuleExplanations.table[id]?.example ?? "" }
    /// Where the rule comes from: the HIG page or Apple documentation it follows.
    public var source: String { RuleExplanations.table[id]?.source ?? "" }

    public init(
        id: String, name: String, shortDescription: String, fullDescription: String, defaultLevel: Severity,
        help: String
    ) {
        self.id = id
        self.name = name
        self.shortDescription = shortDescription
        self.fullDescription = fullDescription
        self.defaultLevel = defaultLevel
        self.help = help
    }
}

extension Rule {
    /// This rule's entry in the reporters' rule table.
    public var descriptor: RuleDescriptor {
        let (name, full, help) = details
        return RuleDescriptor(
            id: id, name: name, shortDescription: summary, fullDescription: full, defaultLevel: severity, help: help)
    }

    private var details: (String, String, String) {
        switch self {
        case .tooManyItems:
            return (
                "TooManyItems",
                "The home-screen menu shows at most 4 quick actions: static items first, then dynamic ones. Every item past the fourth is reported; iOS never shows it.",
                "Keep the four most useful actions; drop the others or make them dynamic items that replace less useful ones at run time."
            )
        case .missingType:
            return (
                "MissingType",
                "`UIApplicationShortcutItemType` is required: it is the string the app receives when the action is chosen. An item without it is not shown.",
                "Give the item a unique reverse-DNS type, for example `com.example.app.compose`."
            )
        case .missingTitle:
            return (
                "MissingTitle",
                "`UIApplicationShortcutItemTitle` is required and must show something: an item whose title is missing, empty or only white space is not shown.",
                "Give the item a short title (a verb phrase such as `New Message`), localized in InfoPlist.strings."
            )
        case .duplicateType:
            return (
                "DuplicateType",
                "Two items share one `type`, so the app cannot tell which was chosen. Reported on the later item.",
                "Give every item its own type."
            )
        case .titleWithSubtitleTooLong:
            return (
                "TitleWithSubtitleTooLong",
                "A title with a subtitle gets one line in the menu; measured with the real font at the menu's width, this one is cut with an ellipsis. The finding shows the text as the menu shows it.",
                "Shorten the title (in this locale), or drop the subtitle so the title may wrap onto two lines."
            )
        case .titleTooLong:
            return (
                "TitleTooLong",
                "A title without a subtitle wraps onto at most two lines; measured with the real font at the menu's width, this one is cut with an ellipsis. The finding shows the text as the menu shows it.",
                "Shorten the title in this locale."
            )
        case .subtitleTooLong:
            return (
                "SubtitleTooLong",
                "A subtitle gets one line under its title; measured with the real font, this one is cut with an ellipsis. The finding shows the text as the menu shows it.",
                "Shorten the subtitle in this locale."
            )
        case .unknownIconType:
            return (
                "UnknownIconType",
                "`UIApplicationShortcutItemIconType` must name one of the 29 `UIApplicationShortcutIconType` values; anything else shows no glyph.",
                "Use one of the system types (the finding suggests the nearest spelling), or an `IconFile` / `IconSymbolName`."
            )
        case .iconFileProblem:
            return (
                "IconFileProblem",
                "`UIApplicationShortcutItemIconFile` must name a square template image in the app: a PNG (1x, @2x, @3x) or an image set found near the plist, with transparency.",
                "Add the image (square, single colour on transparency), or mark the image set as a template."
            )
        case .severalIcons:
            return (
                "SeveralIcons",
                "More than one icon key is set: `IconSymbolName` wins over `IconFile`, which wins over `IconType`; the others are ignored.",
                "Keep only the icon key that should win."
            )
        case .titleRepeatsAppName:
            return (
                "TitleRepeatsAppName",
                "The menu opens over the app's own icon, so repeating the app's name in a title only takes room from the action.",
                "Drop the app's name from the title (`Search`, not `Search Mail`)."
            )
        case .notTitleCase:
            return (
                "NotTitleCase",
                "Apple's English menus use title case; articles and short prepositions stay lower case. Checked for English text only.",
                "Capitalize the principal words of the title."
            )
        case .missingTranslation:
            return (
                "MissingTranslation",
                "A localization lacks a title or subtitle key that other localizations translate, so that locale shows the key as written.",
                "Add the missing key to this locale's InfoPlist.strings (or the string catalog)."
            )
        case .wrongType:
            return (
                "WrongType",
                "A value has the wrong property-list type (a title that is a number, `UserInfo` that is not a dictionary, an item that is not a dictionary); iOS ignores it.",
                "Give the key the type the finding names."
            )
        case .buildSettingInTitle:
            return (
                "BuildSettingInTitle",
                "A build setting (`$(NAME)`, `${NAME}`) that neither the Xcode project, an `--xcconfig` nor a `--define` sets is left in the plist's text: a title, subtitle, type, `IconFile`, symbol, `userInfo` or the app's name. Xcode replaces every setting when building; what nothing defines is measured as written and drawn marked (magenta, underlined dashes; an unresolved `IconFile` draws the marked placeholder). One note per app lists every such setting and where it is; a title a strings file translates with a setting in it gets a note of its own.",
                "Give the app with its Xcode project (`--xcode-configuration NAME`), or pass `--xcconfig FILE` or `--define NAME=VALUE` (or `define` in .forcelab.json), so the text is as built."
            )
        case .strayWhiteSpace:
            return (
                "StrayWhiteSpace",
                "A title or subtitle starts or ends with white space or holds a line break; the menu shows a line break as a space and the white space takes room.",
                "Trim the text."
            )
        case .stringsFileNameCase:
            return (
                "StringsFileNameCase",
                "The strings file is not spelled `InfoPlist.strings`: Xcode and macOS's case-insensitive disk find it, but an iPhone's case-sensitive file system does not, so its translations are never used on a device.",
                "Rename the file to `InfoPlist.strings`."
            )
        case .undrawableCharacter:
            return (
                "UndrawableCharacter",
                "A title or subtitle holds a character that no installed font draws, so its width, and whether the text fits, is unknown; the picture shows a marker with the code point in its place.",
                "Check the character (a typo, a private-use or very new code point?), or install a font that draws it."
            )
        case .symbolStandIn:
            return (
                "SymbolWithoutStandIn",
                "SF Symbols cannot be shipped, so ForceLab draws its own stand-ins for the symbol names apps use most; this `IconSymbolName` has none, and the picture shows a marked placeholder (a square with a question mark) where iOS draws the symbol.",
                "Nothing to fix in the app when the name is a real SF Symbol; check its spelling in Apple's SF Symbols app."
            )
        case .noHomeScreenQuickActions:
            return (
                "NoHomeScreenQuickActions",
                "On this device and iOS release a long press on a home-screen icon shows no quick actions: the iPhone XR's Haptic Touch on iOS 12 worked on the lock screen, in Control Center and (from 12.1.1) on notifications; phones without 3D Touch got icon menus with iOS 13.",
                "Nothing to fix in the app; users on that release reach these actions only inside the app."
            )
        }
    }
}
