import ForceCore
import ForceLabOptions
import Simulator

/// What the interactive loop carries from one frame to the next: the fixed-step clock, when the
/// last frame and the last file check were, and the last frame's time for the HUD.
package struct PlayLoop {
    var stepper = FixedStepper()
    /// When the last frame's steps were counted (`Stopwatch.now()`).
    var lastFrame: UInt64
    /// When the watched files were last checked.
    var lastWatch: UInt64
    var frameCount = 0
    /// The last frame's time in milliseconds, shown by the HUD; nil before the first frame.
    var frameTime: Double?
    var running = true
    /// One step's pressure samples, reused from step to step.
    package var samples: [PressureSample] = []

    init(now: UInt64) {
        lastFrame = now
        lastWatch = now
        samples.reserveCapacity(4)
    }
}
