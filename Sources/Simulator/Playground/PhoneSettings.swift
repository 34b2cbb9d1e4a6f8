import ForceCore
import QuickActions

/// Haptic Touch's touch-duration setting (Settings > Accessibility > Touch > Haptic Touch):
/// ForceCore's `HapticMode`, under the name the press model speaks of.
public typealias HapticDuration = HapticMode

/// How the phone senses a press: by force (3D Touch), or by how long a finger rests (Haptic
/// Touch, with its duration setting). One value instead of a `haptic` flag beside the device's
/// touch kind, so "a 3D Touch phone in Haptic Touch mode" and "a Haptic Touch phone" are one case.
public enum PressModel: Equatable, Sendable {
    case forceTouch
    case hapticTouch(HapticDuration)

    /// The model a device runs: a Haptic Touch phone senses no force, so it is always Haptic
    /// Touch; a 3D Touch phone is unless `haptic` (`--haptic`, a recording's `"haptic": true`).
    public static func of(device: DeviceProfile, haptic: Bool, duration: HapticDuration) -> PressModel {
        haptic || device.touch == .hapticTouch ? .hapticTouch(duration) : .forceTouch
    }

    /// Whether presses are timed rather than weighed.
    public var isHapticTouch: Bool {
        if case .hapticTouch = self { return true }
        return false
    }
}

/// The phone's appearance (Settings > Display & Brightness): light, or Dark Mode from iOS 13
/// (`IOSRelease.hasDarkMode`). Every picture derives its colours from this value (`Palette`).
public enum Appearance: String, CaseIterable, Sendable {
    case light
    case dark

    /// The other appearance (the window's D key).
    public var toggled: Appearance { self == .light ? .dark : .light }
}

/// The Dynamic Type size: the twelve sizes `xSmall` … `accessibility5`, `large` by default.
/// QuickActions' `DynamicTypeSize`, where the menu's scaling lives (lint measures with it too).
public typealias TextSize = DynamicTypeSize

/// What the phone is set to, as one value: the device, the iOS release, how presses are sensed,
/// the appearance, the text size and the language. A playground is made from it (`Playground.init
/// (content:settings:…)`), and everything else is derived from it (the menu metrics, the menu
/// style, the system items, the layout direction), never passed alongside it.
public struct PhoneSettings: Equatable, Sendable {
    public var device: DeviceProfile
    public var release: IOSRelease
    public var pressModel: PressModel
    public var appearance: Appearance
    public var textSize: TextSize
    public var locale: LocaleID?

    public init(
        device: DeviceProfile, release: IOSRelease, pressModel: PressModel, appearance: Appearance = .light,
        textSize: TextSize = .large, locale: LocaleID? = nil
    ) {
        self.device = device
        self.release = release
        self.pressModel = pressModel
        self.appearance = appearance
        self.textSize = textSize
        self.locale = locale
    }

    /// The metrics of the menu this release opens on this device.
    public var menuMetrics: MenuMetrics { device.menuMetrics(for: release, textSize: textSize) }

    /// Left to right, or mirrored, as the language reads.
    public var direction: LayoutDirection { locale?.direction ?? .leftToRight }
}
