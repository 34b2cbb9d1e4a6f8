/// An iOS release ForceLab draws, by its major version: which menu the home screen opens, which
/// of a device's two menu metrics lay it out, and the items the system adds. Every "iOS 13 or
/// later" in ForceLab is asked of this value and answered here, nowhere else.
///
/// After iOS 18 Apple numbers releases by the year after they ship (WWDC 2025): the next one
/// was iOS 26 and there is no iOS 19 to 25 (iphonefaq.org/archives/978563). iOS 27 (September
/// 2026) is drawn with iOS 26's look: no source describes a change (reconstructed).
public struct IOSRelease: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The major version (`13` for iOS 13.x).
    public let major: Int

    /// The releases ForceLab draws, oldest first: 9 (the first with 3D Touch) to 18, then 26 and 27.
    public static let all: [Int] = Array(9...18) + [26, 27]
    /// The oldest and the newest.
    public static let first = 9
    public static let latest = 27
    /// The numbers Apple skipped.
    public static let skipped = 19...25
    /// "9 to 18, 26 and 27".
    public static let describe = "9 to 18, 26 and 27"

    /// A release by its major version; callers check `isSupported` (devices' files and `--ios` do).
    public init(_ major: Int) { self.major = major }

    /// Whether `major` is a release ForceLab draws.
    public static func isSupported(_ major: Int) -> Bool { all.contains(major) }

    /// Nil when ForceLab draws `major`; else why not, in words for a user.
    public static func problem(_ major: Int) -> String? {
        if isSupported(major) { return nil }
        if skipped.contains(major) {
            return "there is no iOS \(major): after iOS 18 Apple numbers releases by year, so iOS 19 to 25 "
                + "do not exist and the release after 18 is iOS 26 (2025), then 27 (2026)"
        }
        return "ForceLab draws iOS \(describe), got \(major)"
    }

    /// The menu a press on an icon opens: the 3D Touch action platter through iOS 12, the
    /// context menu (with the system's items, opened by a long press too) from iOS 13.
    public var menuStyle: MenuStyle { major >= 13 ? .contextMenu : .actionPlatter }

    /// Whether rows in apps and icons on the home screen open context menus (iOS 13 and later)
    /// rather than peek and pop.
    public var hasContextMenus: Bool { menuStyle == .contextMenu }

    /// How home-screen edit mode looks on this release.
    public enum EditModeStyle: Sendable {
        /// iOS 9–13: jiggling icons with an "×" delete badge, and "Done" in the status bar on the
        /// iPhone X and later (`showsEditModeDone`); Home-button phones show none.
        case deleteBadges
        /// iOS 14 and later: a "−" badge on each icon (tapping it offers "Remove App", which may
        /// only move the app to the App Library), a "+" button at the top left for the widget
        /// gallery, and "Done" at the top right. Sources: CNET, "Deleting iPhone apps is confusing
        /// in iOS 14" (cnet.com/how-to/deleting-iphone-apps-is-confusing-in-ios-14-heres-how-to-do-it/:
        /// "the new "-" sign on the app icon while in jiggle mode"); "How to use widgets in iOS 14"
        /// (cellphonezoneva.com/how-to-use-widgets-in-ios-14/: "a "plus" (+) button will appear at
        /// the top left-hand corner"). The badge's size and greys are reconstructed from
        /// screenshots; iOS 18's "Edit" menu in that corner is drawn as the "+" (reconstructed).
        case removeBadges
    }

    /// Edit mode's badges and buttons (`EditModeStyle`).
    public var editModeStyle: EditModeStyle { major >= 14 ? .removeBadges : .deleteBadges }

    /// Whether edit mode shows a "Done" button. iOS 14 and later show it on every phone. Before,
    /// a phone with a Home button showed none (pressing Home ended edit mode), and the iPhone X
    /// family, from iOS 11, showed "Done" at the top right where the status bar's right side is.
    /// Reconstructed: recalled from Apple's iPhone User Guide of those releases ("tap Done (iPhone
    /// X and later) or press the Home button (other models)"); no page in the search corpora
    /// quotes it.
    public func showsEditModeDone(homeButton: Bool) -> Bool {
        editModeStyle == .removeBadges || (!homeButton && major >= 11)
    }
    /// Whether the release offers Dark Mode: iOS 13 and later (Apple's iOS 13 release notes and
    /// the HIG's "Dark Mode" page: "In iOS 13 and later, people can choose to adopt a dark
    /// system-wide appearance"). iOS 12 and earlier are light only.
    public var hasDarkMode: Bool { major >= Self.firstWithDarkMode }

    /// Whether the home screen can show apps' dark icons (iOS 18 and later: Apple's iOS 18
    /// release notes, "Dark and tinted app icons"; Xcode 16 asset catalogs carry them).
    public var hasDarkAppIcons: Bool { major >= Self.firstWithDarkAppIcons }

    /// The first release with dark and tinted icons (iOS 18), and the first with clear icons and
    /// the light tint (iOS 26: WWDC25 "Say hello to the new look of app icons"), for the icon
    /// styles and the messages that name them (Simulator's `IconStyleChoice`).
    public static let firstWithDarkAppIcons = 18
    public static let firstWithClearIcons = 26

    /// Whether tinted icons can be light (colour in a light tile): iOS 26 and later.
    public var hasLightTintedIcons: Bool { major >= Self.firstWithClearIcons }

    /// Whether the home screen's dock and Search control are Liquid Glass (iOS 26 and later;
    /// Simulator's `HomeScreenStyle` has the sources).
    public var hasLiquidGlassHomeScreen: Bool { major >= 26 }

    /// The first release with Dark Mode, for messages that name it.
    public static let firstWithDarkMode = 13

    /// Which of a device's menu metrics a release's menu is laid out with.
    public enum MetricsSelector: Sendable {
        /// The iOS 9–12 quick-action platter (`quickActionMenu` in a device file).
        case quickActionMenu
        /// The iOS 13–18 context menu (`contextMenu` in a device file).
        case contextMenu
        /// iOS 26's context menu in Liquid Glass: the device's `contextMenu` restyled.
        case liquidGlassContextMenu
    }

    /// The metrics this release's menu uses.
    public var metrics: MetricsSelector {
        major >= 26 ? .liquidGlassContextMenu : hasContextMenus ? .contextMenu : .quickActionMenu
    }

    /// The system's items of this release, top to bottom when the menu opens downward.
    ///
    /// iOS 9–12 add nothing ForceLab draws (iOS 10–12 also offered "Share <app name>" for App
    /// Store apps in the 3D Touch menu; it is left out so the iOS 12 pictures and logs keep their
    /// meaning). Sources and what is reconstructed are in the README's table "System items of the
    /// home-screen menu"; in short:
    /// - iOS 13.0–13.1 "Rearrange Apps"; 13.2 replaced it with "Delete App" and "Edit Home Screen"
    ///   (reconstructed: recalled, no page found confirms it; `--ios 13` is 13.2–13.7, the release
    ///   most iOS 13 phones ended on). The order of the items is reconstructed in every release.
    /// - iOS 14 renamed "Delete App" to "Remove App" (it may move the app to the App Library).
    /// - iOS 18 added "Require Face ID" ("Require Touch ID" on the SE), MacRumors' iOS 18 report.
    /// - "Share App" only for apps from the App Store (the scene's `"appStore": true`).
    ///
    /// `titles` are the phone's language's (`SystemStrings.titles(for:)`), English by default.
    public func systemItems(
        appStore: Bool, biometry: String = "Face ID", titles: SystemItemTitles = .english
    ) -> [SystemMenuItem] {
        guard hasContextMenus else { return [] }
        var items: [SystemMenuItem] = []
        if appStore {
            items.append(SystemMenuItem(action: .shareApp, title: titles["shareApp"], glyph: "glyphs/Share"))
        }
        if major >= 18 {
            let touchID = biometry == "Touch ID"
            items.append(
                SystemMenuItem(
                    action: .requireBiometry, title: titles[touchID ? "requireTouchID" : "requireFaceID"],
                    glyph: touchID ? "glyphs/system/TouchID" : "glyphs/system/FaceID"))
        }
        items.append(
            SystemMenuItem(
                action: .editHomeScreen, title: titles["editHomeScreen"], glyph: "glyphs/system/EditHomeScreen"))
        if major >= 14 {
            items.append(
                SystemMenuItem(
                    action: .removeApp, title: titles["removeApp"], glyph: "glyphs/system/RemoveApp", destructive: true)
            )
        } else {
            items.append(
                SystemMenuItem(
                    action: .deleteApp, title: titles["deleteApp"], glyph: "glyphs/system/DeleteApp", destructive: true)
            )
        }
        return items
    }

    /// Whether this release's Haptic Touch settings are iOS 17's Fast (about 0.2 s), Default and
    /// Slow, rather than Fast and Slow (see ForceCore's `HapticTiming` for the sources).
    public var offersDefaultHapticTouch: Bool { major >= 17 }

    /// Whether a 3D Touch phone runs this release: the XS and XS Max, the last ones, stop at
    /// iOS 18 (iOS 26 dropped them: tomsguide.com/phones/iphones/ios-26-supported-devices-heres-the-iphones-that-do-and-dont-make-the-cut,
    /// as the device files cite it).
    public var runsOnThreeDTouchPhones: Bool { major <= 18 }

    /// Whether `major` is shaped like an iOS major version at all (9 to 99), for a version
    /// string's syntax; `isSupported` says whether ForceLab draws it.
    public static func isVersionNumber(_ major: Int) -> Bool { (first...99).contains(major) }

    public var description: String { "iOS \(major)" }

    public static func < (a: IOSRelease, b: IOSRelease) -> Bool { a.major < b.major }
}

extension IOSRelease: ExpressibleByIntegerLiteral {
    /// A release by its major version written as a number (`13`), as in tests and tables.
    public init(integerLiteral major: Int) { self.init(major) }
}
