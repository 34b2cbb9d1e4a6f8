import ForceCore
import QuickActions

extension DeviceProfile {
    /// The release the device shows unless told (its file's `ios.default`).
    public var defaultRelease: IOSRelease { IOSRelease(ios.default) }

    /// Every release the device runs, oldest first.
    public var releases: [IOSRelease] { ios.releases.map { IOSRelease($0) } }

    /// The device as it is on `release` (see `onRelease(_:)` by number).
    public func onRelease(_ release: IOSRelease) -> DeviceProfile { onRelease(release.major) }

    /// Nil when the device runs `release`; else a usage message naming its range.
    public func iosProblem(_ release: IOSRelease) -> String? { iosProblem(release.major) }

    /// Why the device had no home-screen quick actions on `release` (nil when it had them).
    public func noQuickActionsReason(on release: IOSRelease) -> String? { noQuickActionsReason(ios: release.major) }
}

extension IOSRelease {
    /// This release as ForceCore's Haptic Touch timing reads it.
    public var haptic: HapticRelease { HapticRelease(major: major, offersDefault: offersDefaultHapticTouch) }
}
