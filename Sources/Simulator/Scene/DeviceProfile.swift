import Foundation
import Geometry
import QuickActions
import SourceFormats

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

    /// How the status bar is laid out: around a notch (Face ID phones from the X to the 14),
    /// around the Dynamic Island (the 14 Pro and every 15 and 16), or across the top (Touch ID).
    public enum StatusBarStyle: String, Codable, Sendable {
        case notch, classic, dynamicIsland
    }

    /// How the screen senses a press: pressure (3D Touch, iPhone 6s to XS Max) or only its
    /// duration (Haptic Touch: every iPhone since the XR and the SE of 2020).
    public enum TouchKind: String, Codable, Sendable {
        case threeDTouch = "3d-touch"
        case hapticTouch = "haptic-touch"
    }

    /// The iOS releases a device runs (major versions) and the one it is shown with by default.
    public struct SupportedIOS: Codable, Equatable, Sendable {
        public var min: Int
        public var max: Int
        public var `default`: Int

        public init(min: Int, max: Int, default: Int) {
            self.min = min
            self.max = max
            self.default = `default`
        }

        /// Whether the device runs `version`: within min...max and a release Apple made (no 19 to 25).
        public func contains(_ version: Int) -> Bool {
            (min...max).contains(version) && IOSRelease.isSupported(version)
        }

        /// The releases the device runs, oldest first.
        public var releases: [Int] { IOSRelease.all.filter { (min...max).contains($0) } }
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
    /// The status bar's height, points (20 classic; the top safe area on notch phones; 54 around
    /// the Dynamic Island, whose safe area is taller).
    public var statusBarHeight: Double
    /// 3D Touch or Haptic Touch only.
    public var touch: TouchKind
    /// The iOS releases the device runs.
    public var ios: SupportedIOS
    /// The iOS 13+ context menu's sizes (missing fields take the iOS 13+ values of
    /// `MenuMetrics.contextMenu`, with the device's safe area as insets).
    public var contextMenu: MenuMetrics
    /// Face ID phones have a home indicator in the bottom safe area; Touch ID phones none.
    public var hasHomeIndicator: Bool
    /// Where each value comes from: field name to source (or "reconstructed: how").
    public var sources: [String: String]
    /// Values some releases change (`"byRelease"`; see `onRelease`).
    public var byRelease: [ReleaseVariant]
    /// The release `onRelease` last applied (nil: the file's values as they are).
    public internal(set) var release: Int?
    /// The file's own values, which `onRelease` starts from.
    var fileValues: DeviceFileValues
    /// UIKit's `nativeScale`: the panel's pixels per point where UIKit renders at `scale` and
    /// downsamples (the 12 and 13 mini: 2.88); else `scale`.
    public var nativeScale: Double

    /// Face ID or Touch ID, for the system items that name it (iOS 18's "Require Face ID").
    public var biometry: String { statusBarStyle == .classic ? "Touch ID" : "Face ID" }

    /// The quick-action menu's metrics on `release`: the 3D Touch action platter through iOS 12,
    /// the context menu from iOS 13, in Liquid Glass from iOS 26.
    public func menuMetrics(for release: IOSRelease) -> MenuMetrics {
        switch release.metrics {
        case .quickActionMenu: return quickActionMenu
        case .contextMenu: return contextMenu
        case .liquidGlassContextMenu: return contextMenu.liquidGlass()
        }
    }

    private enum CodingKeys: String, CodingKey {
        case name, displayName, size, scale, cornerRadius, safeArea, homeScreen, quickActionMenu, statusBarStyle
        case statusBarHeight, touch, ios, contextMenu, homeIndicator, sources, byRelease, nativeScale
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
        statusBarHeight =
            try c.decodeIfPresent(Double.self, forKey: .statusBarHeight)
            ?? (statusBarStyle == .classic ? 20 : safeArea.top)
        touch = try c.decodeIfPresent(TouchKind.self, forKey: .touch) ?? .threeDTouch
        // A device file from before the catalogue: the 3D Touch phones' range, shown on iOS 12.
        ios = try c.decodeIfPresent(SupportedIOS.self, forKey: .ios) ?? SupportedIOS(min: 9, max: 18, default: 12)
        var context = MenuMetrics.contextMenu
        context.topInset = safeArea.top
        context.bottomInset = safeArea.bottom
        contextMenu =
            c.contains(.contextMenu)
            ? try MenuMetrics(from: try c.superDecoder(forKey: .contextMenu), defaults: context) : context
        hasHomeIndicator = try c.decodeIfPresent(Bool.self, forKey: .homeIndicator) ?? (safeArea.bottom > 0)
        sources = try c.decodeIfPresent([String: String].self, forKey: .sources) ?? [:]
        byRelease = try c.decodeIfPresent([ReleaseVariant].self, forKey: .byRelease) ?? []
        nativeScale = try c.decodeIfPresent(Double.self, forKey: .nativeScale) ?? scale
        release = nil
        fileValues = DeviceFileValues(
            safeArea: safeArea, statusBarHeight: statusBarHeight, contextTop: contextMenu.topInset,
            contextBottom: contextMenu.bottomInset)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(displayName, forKey: .displayName)
        try c.encode(size, forKey: .size)
        try c.encode(scale, forKey: .scale)
        try c.encode(cornerRadius, forKey: .cornerRadius)
        try c.encode(safeArea, forKey: .safeArea)
        try c.encode(homeScreen, forKey: .homeScreen)
        try c.encode(quickActionMenu, forKey: .quickActionMenu)
        try c.encode(statusBarStyle, forKey: .statusBarStyle)
        try c.encode(statusBarHeight, forKey: .statusBarHeight)
        try c.encode(touch, forKey: .touch)
        try c.encode(ios, forKey: .ios)
        try c.encode(contextMenu, forKey: .contextMenu)
        try c.encode(hasHomeIndicator, forKey: .homeIndicator)
        try c.encode(sources, forKey: .sources)
        if !byRelease.isEmpty { try c.encode(byRelease, forKey: .byRelease) }
        if nativeScale != scale { try c.encode(nativeScale, forKey: .nativeScale) }
    }

    /// Loads `Assets/devices/NAME.json` (or a path to a device file).
    public static func load(path: String) throws -> DeviceProfile {
        let root = try JSONDocument.read(path)
        let profile = try JSONDocument.decode(DeviceProfile.self, from: root, path: path)
        try profile.checkRanges(path: path, root: root)
        let ios = profile.ios
        guard IOSRelease.isSupported(ios.min), IOSRelease.isSupported(ios.max), ios.min <= ios.max,
            ios.contains(ios.default)
        else {
            throw LoadError(
                path: path, line: root.line(at: ["ios"]),
                "ios must have min <= default <= max, each a release ForceLab draws (iOS \(IOSRelease.describe))"
            )
        }
        // No phone with 3D Touch runs iOS 26: the XS and XS Max, the last ones, stop at 18.
        if profile.touch == .threeDTouch, !IOSRelease(ios.max).runsOnThreeDTouchPhones {
            throw LoadError(
                path: path, line: root.line(at: ["ios"]),
                "a 3D Touch phone runs iOS 18 at the latest (iOS 26 dropped the XS and XS Max); use \"touch\": \"haptic-touch\" or \"max\": 18"
            )
        }
        try profile.checkVariants(path: path, root: root)
        return profile
    }
}
