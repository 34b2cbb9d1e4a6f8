import QuickActions

/// The home screen's icon style as a person sets it (`--icon-style`; on the phone: edit the
/// home screen, Edit > Customize). iOS 18 offered Light, Dark, Automatic and Tinted (Apple's
/// iOS 18 release: "app icons and widgets can appear in a new dark look or be tinted"); iOS 26
/// renamed Light to Default and added Clear, with Light, Dark and Auto for Clear and Tinted
/// (WWDC25 "Say hello to the new look of app icons": "monochrome glass" in light and dark, a
/// dark tint that "adds color to the foreground" and a light tint that "infuses color into the
/// glass"; thedailytechfeed.com's iOS 26 walkthrough: Tinted's "Light, Dark and Auto" options).
/// ForceLab's Clear and Tinted follow the appearance (Auto).
public enum IconStyleChoice: String, CaseIterable, Sendable {
    /// Dark icons in Dark Mode from iOS 18, as designed otherwise (the phone's default).
    case automatic
    /// As designed, in both appearances (iOS 18's Light, iOS 26's Default).
    case standard = "default"
    case dark
    case tinted
    case clear

    /// The first release that offers this style, or nil for the ones every release draws.
    public var introducedIn: IOSRelease? {
        switch self {
        case .automatic, .standard: return nil
        case .dark, .tinted: return IOSRelease(IOSRelease.firstWithDarkAppIcons)
        case .clear: return IOSRelease(IOSRelease.firstWithClearIcons)
        }
    }

    /// Why `release` cannot show this style (for a usage error), or nil when it can.
    public func problem(on release: IOSRelease) -> String? {
        guard let first = introducedIn, release < first else { return nil }
        let what = self == .clear ? "clear icons" : "\(rawValue) and tinted icons"
        return "the \(rawValue) icon style needs iOS \(first.major) or later (\(first) introduced \(what)); "
            + "\(release) draws icons as designed"
    }

    /// The style the home screen draws in `appearance` on `release`.
    public func resolved(_ appearance: Appearance, release: IOSRelease) -> AppIconStyle {
        switch self {
        case .automatic: return .automatic(appearance, release: release)
        case .standard: return .light
        case .dark: return .dark
        // iOS 18's tinted icons sit on a dark ground; iOS 26 adds the light tint (reconstructed:
        // ForceLab's Auto picks it in the light appearance from iOS 26).
        case .tinted: return appearance == .light && release.hasLightTintedIcons ? .tintedLight : .tinted
        case .clear: return appearance == .dark ? .clearDark : .clearLight
        }
    }
}
