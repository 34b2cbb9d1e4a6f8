import ForceCore
import QuickActions
import Simulator
import SourceFormats

/// `--ios N`: which iOS release a command shows, limited to what the device runs.
package enum IOSOption {
    /// Reads `--ios` (nil when absent): a release ForceLab draws; 19 to 25 are refused with
    /// the reason (Apple's numbering jumps from 18 to 26).
    package static func read(_ arguments: inout Arguments) throws -> IOSRelease? {
        guard let version = try arguments.intOption("--ios") else { return nil }
        if let problem = IOSRelease.problem(version) { throw UsageError("--ios: " + problem) }
        return IOSRelease(version)
    }

    /// Reads `--ios` and checks it against `device`; absent, the device's default.
    package static func parse(_ arguments: inout Arguments, device: DeviceProfile) throws -> IOSRelease {
        try check(try read(&arguments), device: device)
    }

    /// `version` if the device runs it (nil: the device's default), else a usage error naming its range.
    package static func check(_ release: IOSRelease?, device: DeviceProfile) throws -> IOSRelease {
        guard let release else { return device.defaultRelease }
        if let problem = device.iosProblem(release) { throw UsageError(problem) }
        return release
    }
}

/// `--text-size SIZE`: the Dynamic Type size, one of the twelve.
package enum TextSizeOption {
    package static func read(_ arguments: inout Arguments) throws -> TextSize? {
        guard let text = try arguments.option("--text-size") else { return nil }
        guard let size = TextSize(rawValue: text) else {
            throw UsageError("--text-size must be one of \(TextSize.names), got '\(text)'")
        }
        return size
    }
}

/// `--haptic-touch fast|default|slow`: the Haptic Touch duration setting.
package enum HapticTouchOption {
    package static func read(_ arguments: inout Arguments) throws -> HapticMode? {
        guard let text = try arguments.option("--haptic-touch") else { return nil }
        guard let mode = HapticMode(rawValue: text) else {
            throw UsageError("--haptic-touch must be fast, default or slow, got '\(text)'")
        }
        return mode
    }
}
