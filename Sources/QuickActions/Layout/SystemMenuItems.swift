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
