/// How a Haptic Touch setting (`fast`, `default`, `slow`) becomes a duration: the recording
/// header's `"haptic_timing"` (absent: `fixed`, so recordings made before it replay as made).
public enum HapticTiming: Int, Sendable, CaseIterable {
    /// Recording v1 as the spec fixed it: the profile's three durations on every release
    /// (medium: fast 0.30 s, default 0.50 s, slow 0.80 s).
    case fixed = 1
    /// The phone's own setting on its release. Through iOS 16 Settings offered Fast and Slow,
    /// and that Fast is iOS 17's Default; iOS 17 added a faster Fast of about 0.2 s and kept Slow
    /// (9to5Mac, as reported by br.atsit.in/vi/?p=477588 and havebin.com: "Default ≈ 500 ms",
    /// "new Fast ≈ 200 ms", "iOS 17 Slow is exactly iOS 16 Slow").
    case byRelease = 2
}

/// What Haptic Touch timing needs to know of an iOS release: its number (for notes) and whether
/// its Settings offer iOS 17's three durations. Made by `IOSRelease.haptic` (Simulator), where the
/// release is asked; ForceCore compares no release numbers itself.
public struct HapticRelease: Equatable, Hashable, Sendable {
    /// The major version, named in notes ("iOS 16 has only ...").
    public var major: Int
    /// Whether the release's Settings offer Fast (about 0.2 s), Default and Slow (iOS 17 on)
    /// rather than only Fast and Slow.
    public var offersDefault: Bool

    public init(major: Int, offersDefault: Bool) {
        self.major = major
        self.offersDefault = offersDefault
    }
}

/// What a Haptic Touch setting means on one release: the setting the release has, its duration
/// and, when the release lacks the setting asked for, a note saying which one stands in.
public struct HapticTouchChoice: Equatable, Sendable {
    public var setting: HapticMode
    /// Microseconds a press must be held before the menu opens.
    public var duration: Int64
    public var note: String?
}

extension ForceProfile {
    /// iOS 17's new Fast, about 0.2 s (havebin.com after 9to5Mac: "about 200 milliseconds").
    public static let iOS17FastDuration: Int64 = 200_000

    /// The profile's Haptic Touch setting as `timing` reads it on `release`.
    public func hapticTouch(_ timing: HapticTiming, on release: HapticRelease) -> HapticTouchChoice {
        switch timing {
        case .fixed:
            return HapticTouchChoice(setting: hapticMode, duration: longPressDelay(haptic: true), note: nil)
        case .byRelease where release.offersDefault:
            switch hapticMode {
            case .fast: return HapticTouchChoice(setting: .fast, duration: Self.iOS17FastDuration, note: nil)
            case .default: return HapticTouchChoice(setting: .default, duration: hapticDefaultDuration, note: nil)
            case .slow: return HapticTouchChoice(setting: .slow, duration: hapticSlowDuration, note: nil)
            }
        case .byRelease:
            switch hapticMode {
            case .fast: return HapticTouchChoice(setting: .fast, duration: hapticDefaultDuration, note: nil)
            case .default:
                return HapticTouchChoice(
                    setting: .fast, duration: hapticDefaultDuration,
                    note:
                        "iOS \(release.major) has only the Fast and Slow Haptic Touch settings; Default came with iOS 17 "
                        + "and is the same as the old Fast, so Fast stands in")
            case .slow: return HapticTouchChoice(setting: .slow, duration: hapticSlowDuration, note: nil)
            }
        }
    }

    /// The long-press delay with Haptic Touch read by `timing` on `release` (nil release: `fixed`).
    public func longPressDelay(haptic: Bool, release: HapticRelease?) -> Int64 {
        guard haptic, let release else { return longPressDelay(haptic: haptic) }
        return hapticTouch(.byRelease, on: release).duration
    }
}
