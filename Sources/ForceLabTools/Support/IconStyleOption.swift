import ForceLabLint
import ForceLabOptions
import QuickActions
import Simulator

/// `--icon-style automatic|default|dark|tinted|clear`: the home screen's icon style, for render,
/// preview, play and replay.
package enum IconStyleOption {
    /// Reads `--icon-style` (nil when absent).
    package static func read(_ arguments: inout Arguments) throws -> IconStyleChoice? {
        guard let text = try arguments.option("--icon-style") else { return nil }
        guard let choice = IconStyleChoice(rawValue: text) else {
            let names = IconStyleChoice.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("--icon-style must be one of \(names), got '\(text)'")
        }
        return choice
    }

    /// `choice` (nil: automatic) if `release` offers it; a style the release lacks is a usage
    /// error that names the release that introduced it.
    package static func check(_ choice: IconStyleChoice?, on release: IOSRelease) throws -> IconStyleChoice {
        let choice = choice ?? .automatic
        if let problem = choice.problem(on: release) { throw UsageError("--icon-style \(choice.rawValue): " + problem) }
        return choice
    }

    /// Reads and checks `--icon-style` against `release`.
    package static func parse(_ arguments: inout Arguments, release: IOSRelease) throws -> IconStyleChoice {
        try check(try read(&arguments), on: release)
    }
}

extension StageOptions {
    /// Reads `--icon-style` and checks it against the stage's release.
    package mutating func readIconStyle(_ arguments: inout Arguments) throws {
        iconStyle = try IconStyleOption.parse(&arguments, release: release)
    }
}

extension ReplaySettings {
    /// Reads `--appearance`, `--icon-style` and `--text-size` (each overrides the header's).
    package mutating func readPhoneLook(_ arguments: inout Arguments) throws {
        appearance = try AppearanceOption.read(&arguments)
        iconStyle = try IconStyleOption.read(&arguments)
        textSize = try TextSizeOption.read(&arguments)
    }
}
