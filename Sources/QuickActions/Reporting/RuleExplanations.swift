/// What `forcelab rules ID` adds to a rule's descriptor: an input that triggers it and the
/// source it follows. Keyed by ID so the HIG rules (in Simulator) share the table.
public enum RuleExplanations {
    static let hig =
        "Human Interface Guidelines, Home Screen quick actions: https://developer.apple.com/design/human-interface-guidelines/home-screen-quick-actions"
    static let key =
        "Information Property List, UIApplicationShortcutItems: https://developer.apple.com/documentation/bundleresources/information-property-list/uiapplicationshortcutitems"
    static let metrics =
        "The menu's width, fonts and line limits are the device profile's (Assets/devices, each value with its source); the text is measured with the real font, as the menu picture draws it."

    public static let table: [String: (example: String, source: String)] = [
        "QA001": (
            "Five items in UIApplicationShortcutItems: the fifth (and any later) is never shown.",
            hig + " (at most four)."
        ),
        "QA002": (
            "An item with UIApplicationShortcutItemTitle \"Compose\" and no UIApplicationShortcutItemType.",
            key + " (the type is required)."
        ),
        "QA003": (
            "An item whose UIApplicationShortcutItemTitle is \"  \" (only spaces).", key + " (the title is required)."
        ),
        "QA004": (
            "Two items both typed com.example.app.open.",
            "UIApplicationShortcutItem.type: https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/type (the app tells actions apart by it)."
        ),
        "QA005": (
            "Title \"Search Every Mailbox And Archive\" with subtitle \"All accounts\" on an iPhone XS: cut to one line with an ellipsis.",
            metrics + " " + hig + " (keep titles short)."
        ),
        "QA006": (
            "Title \"Start a New Conversation With Your Most Recent Contacts Now\" and no subtitle: more than two lines.",
            metrics + " " + hig + " (keep titles short)."
        ),
        "QA007": ("Subtitle \"Drafts, outbox and every unsent message in all accounts\": cut to one line.", metrics),
        "QA008": (
            "UIApplicationShortcutItemIconType UIApplicationShortcutIconTypeRocket (no such system type).",
            "UIApplicationShortcutIcon.IconType: https://developer.apple.com/documentation/uikit/uiapplicationshortcuticon/icontype (the 29 system types)."
        ),
        "QA009": (
            "UIApplicationShortcutItemIconFile \"compose\" with no compose.png beside the plist, or a coloured, non-square image.",
            "UIApplicationShortcutIcon(templateImageName:): https://developer.apple.com/documentation/uikit/uiapplicationshortcuticon/init(templateimagename:) (a square, single-colour template image)."
        ),
        "QA010": (
            "An item with both UIApplicationShortcutItemIconType and UIApplicationShortcutItemIconFile.",
            key + " (one icon key is used)."
        ),
        "QA011": ("In the app \"Mail\", a title \"Open Mail\".", hig + " (don't include the app name)."),
        "QA012": (
            "A title \"new message\" instead of \"New Message\".",
            "Human Interface Guidelines, Writing: https://developer.apple.com/design/human-interface-guidelines/writing (title-style capitalization for menu items)."
        ),
        "QA013": (
            "de.lproj translates the title key but fr.lproj has no entry for it: French users see the key's development-region text.",
            "Localizing Info.plist values: https://developer.apple.com/documentation/bundleresources/information-property-list/managing-your-app-s-information-property-list (InfoPlist.strings per localization)."
        ),
        "QA014": (
            "<key>UIApplicationShortcutItemTitle</key><integer>5</integer>, or UIApplicationShortcutItemUserInfo as a string.",
            key + " (each key's documented type)."
        ),
        "QA015": (
            "A title \"$(SHORTCUT_PRIVATE_TAB_TITLE)\" and an IconFile \"$(SHORTCUT_PRIVATE_TAB_ICON)\" (Ghostery's Info.plist linted without its project): one note names both; the project's Cliqz configuration, its xcconfig, or --define SHORTCUT_PRIVATE_TAB_TITLE=... resolves them.",
            "Xcode build settings in Info.plist: https://developer.apple.com/documentation/xcode/build-settings-reference."
        ),
        "QA016": (
            "A title \"Compose \" (trailing space) or one holding a line break.",
            hig + " (concise titles); the menu draws the white space."
        ),
        "QA017": (
            "fr.lproj/infoPlist.strings: macOS's case-insensitive disk finds it, an iPhone's case-sensitive one does not.",
            "Localizing Info.plist values: https://developer.apple.com/documentation/bundleresources/information-property-list/managing-your-app-s-information-property-list (the file is InfoPlist.strings)."
        ),
        "QA018": (
            "A title holding a private-use character (U+E000) that no installed font draws (emoji never: Noto Color Emoji draws them).",
            metrics
                + " Reconstructed: a character without a glyph has no known width, so whether the text fits is unknown."
        ),
        "QA019": (
            "UIApplicationShortcutItemIconSymbolName \"figure.surfing\", which ForceLab draws as a marked placeholder.",
            "SF Symbols: https://developer.apple.com/sf-symbols/ (ForceLab ships stand-ins for some symbols only)."
        ),
        "QA020": (
            "lint --device iphone-xr --ios 12 on any app with quick actions: the XR on iOS 12 opened the app on a long press.",
            "Reconstructed from reports of the time (Haptic Touch on the XR reached home-screen quick actions with iOS 13; see the README's iPhones and iOS releases); nothing to fix in the app, the note says the items are never seen there."
        ),
        "HIG001": (
            "A scene row with \"peek\": true and no \"destination\".",
            "Human Interface Guidelines (3D Touch, archived), peek and pop: a peek previews what pressing harder opens."
        ),
        "HIG002": (
            "A scene row with \"peek\": true and \"editMenu\": true.",
            "Human Interface Guidelines (3D Touch, archived): don't combine peek with another force or long-press action on one element."
        ),
        "HIG003": (
            "A row whose preview actions include \"Flag\" with no swipe action or destination action \"Flag\".",
            "Human Interface Guidelines (3D Touch, archived): make every action reachable without 3D Touch."
        ),
        "HIG004": (
            "A button 30 x 30 points.",
            "Human Interface Guidelines, Accessibility: https://developer.apple.com/design/human-interface-guidelines/accessibility (at least 44 x 44 points)."
        ),
        "HIG005": (
            "A segmented control with six segments on an iPhone.",
            "Human Interface Guidelines, Segmented controls: https://developer.apple.com/design/human-interface-guidelines/segmented-controls (no more than five on iPhone)."
        ),
        "HIG006": (
            "A segmented control with segments \"Day\", an image, \"Year\".",
            "Human Interface Guidelines, Segmented controls: https://developer.apple.com/design/human-interface-guidelines/segmented-controls (all text or all images)."
        ),
        "HIG007": (
            "A page control with 12 pages.",
            "Human Interface Guidelines, Page controls: https://developer.apple.com/design/human-interface-guidelines/page-controls (more than about ten dots are hard to count)."
        ),
        "HIG008": (
            "A page control with 25 pages.",
            "Human Interface Guidelines, Page controls: https://developer.apple.com/design/human-interface-guidelines/page-controls (past about 20 the dots no longer fit; use another navigation)."
        ),
    ]
}
