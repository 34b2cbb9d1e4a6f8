/// An item the system adds under the app's own in the iOS 13+ home-screen menu.
public struct SystemMenuItem: Equatable, Sendable {
    /// What choosing it does.
    public enum Action: String, Sendable {
        case shareApp, rearrangeApps, editHomeScreen, deleteApp, removeApp, requireBiometry
    }

    public var action: Action
    public var title: String
    /// The glyph's image name under `Icons/` (`glyphs/system/RemoveApp`).
    public var glyph: String
    /// Drawn in red (deleting or removing the app).
    public var destructive: Bool

    public init(action: Action, title: String, glyph: String, destructive: Bool = false) {
        self.action = action
        self.title = title
        self.glyph = glyph
        self.destructive = destructive
    }
}

/// The system's items of each iOS release, top to bottom when the menu opens downward.
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
public enum SystemMenuItems {
    public static func items(ios: Int, appStore: Bool, biometry: String = "Face ID") -> [SystemMenuItem] {
        guard ios >= 13 else { return [] }
        var items: [SystemMenuItem] = []
        if appStore { items.append(SystemMenuItem(action: .shareApp, title: "Share App", glyph: "glyphs/Share")) }
        if ios >= 18 {
            items.append(
                SystemMenuItem(
                    action: .requireBiometry, title: "Require \(biometry)",
                    glyph: biometry == "Touch ID" ? "glyphs/system/TouchID" : "glyphs/system/FaceID"))
        }
        items.append(
            SystemMenuItem(action: .editHomeScreen, title: "Edit Home Screen", glyph: "glyphs/system/EditHomeScreen"))
        if ios >= 14 {
            items.append(
                SystemMenuItem(
                    action: .removeApp, title: "Remove App", glyph: "glyphs/system/RemoveApp", destructive: true))
        } else {
            items.append(
                SystemMenuItem(
                    action: .deleteApp, title: "Delete App", glyph: "glyphs/system/DeleteApp", destructive: true))
        }
        return items
    }
}
