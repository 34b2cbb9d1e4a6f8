import ForceLabLint
import ForceLabOptions
import QuickActions
import Simulator

extension StageOptions {
    /// Reads `--appearance` and checks it against the stage's release.
    package mutating func readAppearance(_ arguments: inout Arguments) throws {
        appearance = try AppearanceOption.check(try AppearanceOption.read(&arguments), on: release)
    }
}
