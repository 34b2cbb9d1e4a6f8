import ForceLabOptions
import QuickActions
import Simulator

/// `--appearance light|dark`: the phone's appearance, for every picture command, lint and replay.
package enum AppearanceOption {
    /// Reads `--appearance` (nil when absent).
    package static func read(_ arguments: inout Arguments) throws -> Appearance? {
        guard let text = try arguments.option("--appearance") else { return nil }
        guard let appearance = Appearance(rawValue: text) else {
            throw UsageError("--appearance must be light or dark, got '\(text)'")
        }
        return appearance
    }

    /// `appearance` (nil: light) if `release` offers it; Dark Mode before iOS 13 is a usage
    /// error naming the release that brought it.
    package static func check(_ appearance: Appearance?, on release: IOSRelease, option: String = "--appearance dark")
        throws
        -> Appearance
    {
        let appearance = appearance ?? .light
        if let problem = appearance.problem(on: release) { throw UsageError("\(option): " + problem) }
        return appearance
    }
}

extension AppearanceOption {
    /// What lint measures on in `appearance`: with `--all-devices`, every device and release
    /// pair that can show it (`pairs`); else none, after checking that the `chosen` one can.
    package static func lintedPairs(_ options: LintOptions, chosen: DeviceMenuProfile, appearance: Appearance?) throws
        -> [DeviceMenuProfile]
    {
        guard options.allDevices else {
            _ = try check(appearance, on: chosen.release)
            return []
        }
        return pairs(try DeviceMenuProfile.everyDeviceAndRelease(assets: options.assets), showing: appearance)
    }

    /// The device and release pairs that can show `appearance` (`lint --all-devices`): Dark
    /// Mode leaves out iOS 12 and earlier, and a note on stderr says how many pairs it skipped.
    static func pairs(_ all: [DeviceMenuProfile], showing appearance: Appearance?) -> [DeviceMenuProfile] {
        guard let appearance else { return all }
        let kept = all.filter { appearance.problem(on: $0.release) == nil }
        let skipped = all.count - kept.count
        if skipped > 0 {
            Console.error(
                "forcelab: note: --appearance \(appearance.rawValue): \(kept.count) device and release pairs measured, \(skipped) skipped (iOS \(IOSRelease.firstWithDarkMode - 1) and earlier have no Dark Mode)"
            )
        }
        return kept
    }
}
