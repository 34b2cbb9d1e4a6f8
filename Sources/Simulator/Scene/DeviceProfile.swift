import Foundation
import QuickActions

/// A simulated iPhone: screen size in points, pixel scale and the metrics of its home screen.
public struct DeviceProfile: Codable, Equatable, Sendable {
    /// Where icons, labels, dots and dock sit on the home screen.
    public struct HomeScreenMetrics: Codable, Equatable, Sendable {
        public var columns: Int
        public var rows: Int
        public var iconSize: Double
        public var iconCornerRadius: Double
        public var gridTop: Double
        public var gridLeft: Double
        public var columnPitch: Double
        public var rowPitch: Double
        public var labelFontSize: Double
        public var labelGap: Double
        public var dockHeight: Double
        public var dockInset: Double
        public var dockCornerRadius: Double
        public var pageDotsY: Double
    }

    /// The unsafe areas at the top (status bar, notch) and bottom (home indicator).
    public struct SafeArea: Codable, Equatable, Sendable {
        public var top: Double
        public var bottom: Double
    }

    /// How the status bar is laid out: around a notch (Face ID phones) or across the top.
    public enum StatusBarStyle: String, Codable, Sendable {
        case notch, classic
    }

    public var name: String
    public var displayName: String
    public var size: Size
    public var scale: Double
    public var cornerRadius: Double
    public var safeArea: SafeArea
    public var homeScreen: HomeScreenMetrics
    /// The quick-action menu's sizes (missing fields take the iPhone XS values).
    public var quickActionMenu: MenuMetrics
    public var statusBarStyle: StatusBarStyle

    /// Face ID phones have a home indicator in the bottom safe area; Touch ID phones none.
    public var hasHomeIndicator: Bool { safeArea.bottom > 0 }

    private enum CodingKeys: String, CodingKey {
        case name, displayName, size, scale, cornerRadius, safeArea, homeScreen, quickActionMenu, statusBarStyle
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        displayName = try c.decodeIfPresent(String.self, forKey: .displayName) ?? name
        size = try c.decode(Size.self, forKey: .size)
        scale = try c.decode(Double.self, forKey: .scale)
        cornerRadius = try c.decodeIfPresent(Double.self, forKey: .cornerRadius) ?? 0
        safeArea = try c.decodeIfPresent(SafeArea.self, forKey: .safeArea) ?? SafeArea(top: 20, bottom: 0)
        homeScreen = try c.decode(HomeScreenMetrics.self, forKey: .homeScreen)
        quickActionMenu = try c.decodeIfPresent(MenuMetrics.self, forKey: .quickActionMenu) ?? MenuMetrics()
        statusBarStyle = try c.decodeIfPresent(StatusBarStyle.self, forKey: .statusBarStyle) ?? .notch
    }

    /// Loads `Assets/devices/NAME.json` (or a path to a device file).
    public static func load(path: String) throws -> DeviceProfile {
        let root = try JSONDocument.read(path)
        let profile = try JSONDocument.decode(DeviceProfile.self, from: root, path: path)
        // Each check names the value it reads, so the error points at that value's line.
        let checks: [(ok: Bool, at: [JSONPathComponent])] = [
            (profile.size.width > 0, ["size", "width"]), (profile.size.height > 0, ["size", "height"]),
            (profile.scale > 0 && profile.scale <= 4, ["scale"]),
            (profile.homeScreen.columns > 0, ["homeScreen", "columns"]), (profile.homeScreen.rows > 0, ["homeScreen", "rows"]),
        ]
        if let failed = checks.first(where: { !$0.ok }) {
            throw LoadError(path: path, line: root.line(at: failed.at), "device sizes must be positive and the scale in 0...4")
        }
        return profile
    }
}
