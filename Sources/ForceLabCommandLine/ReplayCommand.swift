import ForceCore
import ForceLabFiles
import ForceLabOptions
import QuickActions
import Simulator
import SourceFormats

/// `forcelab replay`: recorded sessions replayed headless on the fixed-step clock, with their
/// event logs, frames and golden comparisons; many at once for CI.
package enum ReplayCommand: Command {
    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        try Drawing.run(name, &arguments)
    }
}
