import ForceCore
import Geometry

/// What the person at the desk did, in the simulator's own terms (the shell maps SDL events
/// into these, so the mapping from desk input to pressure is pure and testable).
public enum DeskInput: Equatable, Sendable {
    /// The pointer moved (points on the device screen).
    case pointerMoved(Point)
    /// The left button: a touch at the pointer.
    case leftButton(down: Bool)
    /// The right button: a firm press that ramps to the pop level.
    case rightButton(down: Bool)
    /// Wheel steps while a touch is down raise (positive) or lower the force; `precise` is the
    /// fractional trackpad amount when the platform gives one.
    case wheel(steps: Double)
    /// Space held: a finger-like ramp up; released: a faster ramp down.
    case space(down: Bool)
    /// Keys 1, 2, 3 held: force jumps to just above tap, peek or pop.
    case level(Int, down: Bool)
    /// A touch screen finger (SDL finger events) with its own pressure 0...1.
    case finger(Point, pressure: Double, phase: TouchPhase)
    /// A pen (evdev tablet) with its pressure already through the pen's curve.
    case pen(Point, pressure: Double, contact: Bool)
    /// The window lost focus: everything held is released, so no touch is left stuck down.
    case focusLost
}

/// Turns desk input into a stream of `PressureSample`s at the simulator's fixed step. Force
/// eases toward a target (wheel steps, ramps, levels) so it moves like a finger, not in jumps.
public struct PressureSynthesizer: Sendable {
    /// How the keyboard and mouse ramps behave.
    public struct Settings: Equatable, Sendable {
        /// Force added per wheel step.
        public var wheelStep: Double = 0.08
        /// Time for Space to ramp from 0 to full force, µs.
        public var riseDuration: Int64 = 700_000
        /// Time for Space released to ramp from full force to 0, µs.
        public var releaseDuration: Int64 = 250_000
        /// Time for the right button to reach its target, µs.
        public var firmPressDuration: Int64 = 300_000
        /// Smoothing time constant toward the target, µs.
        public var easing: Int64 = 35_000
        /// Levels for keys 1, 2, 3 (set from the profile: just above tap, peek and pop).
        public var levels: [Double] = [0.08, 0.30, 0.75]
        /// Force of the right button's firm press.
        public var firmForce: Double = 0.78
        /// Force of a touch that starts with no pressure input: a light finger.
        public var restingForce: Double = 0.04

        public init() {}
    }

    public var settings: Settings
    public private(set) var pointer = Point(x: 0, y: 0)
    public private(set) var force: Double = 0
    public private(set) var touching = false

    private var left = false
    private var right = false
    private var spaceHeld = false
    private var spaceLevel: Double = 0
    private var rightLevel: Double = 0
    private var wheelLevel: Double = 0
    private var heldLevels: Set<Int> = []
    private var direct: (point: Point, pressure: Double)?
    /// A press arrived since the last step: even if it was released before the step (a fast
    /// click within one frame), the step still makes a touch of it.
    private var pressedSinceStep = false

    public init(settings: Settings = Settings()) {
        self.settings = settings
    }

    /// Sets the levels of keys 1, 2, 3 from a profile's thresholds.
    public mutating func useLevels(for profile: ForceProfile) {
        settings.levels = [
            0.08, min(1, profile.peekRise + 0.04), min(1, max(profile.popRise, profile.quickActionRise) + 0.04),
        ]
        settings.firmForce = min(1, profile.popRise + 0.08)
    }

    /// Whether a touch is down or held to start at the next step: the wheel is force then,
    /// not scrolling (a button pressed and the wheel turned within one frame is a press).
    public var isPressing: Bool { touching || anyHeld || pressedSinceStep }

    /// Whether some input holds a touch down.
    private var anyHeld: Bool {
        left || right || spaceHeld || !heldLevels.isEmpty || direct != nil
    }

    public mutating func apply(_ input: DeskInput) {
        switch input {
        case .pointerMoved(let point):
            pointer = point
        case .leftButton(let down):
            left = down
            if down {
                wheelLevel = 0
                pressedSinceStep = true
            }
        case .rightButton(let down):
            right = down
            if down { pressedSinceStep = true } else { rightLevel = 0 }
        case .wheel(let steps):
            if anyHeld { wheelLevel = min(1, max(0, wheelLevel + steps * settings.wheelStep)) }
        case .space(let down):
            spaceHeld = down
        case .level(let key, let down):
            guard (1...3).contains(key) else { return }
            if down { heldLevels.insert(key) } else { heldLevels.remove(key) }
        case .finger(let point, let pressure, let phase):
            pointer = point
            direct = (phase == .up || phase == .cancel) ? nil : (point, min(1, max(0, pressure)))
        case .pen(let point, let pressure, let contact):
            pointer = point
            direct = contact ? (point, min(1, max(0, pressure))) : nil
        case .focusLost:
            left = false
            right = false
            spaceHeld = false
            heldLevels.removeAll()
            direct = nil
            pressedSinceStep = false
            wheelLevel = 0
            rightLevel = 0
            spaceLevel = 0
        }
    }

    /// The force the inputs ask for now.
    private var target: Double {
        if let direct { return direct.pressure }
        var value = settings.restingForce + wheelLevel
        value = max(value, spaceLevel)
        value = max(value, rightLevel)
        if let highest = heldLevels.max() { value = max(value, settings.levels[highest - 1]) }
        return min(1, value)
    }

    /// Advances by `step` µs to `time` and returns the samples for this step: a `down` when a
    /// touch starts, a `move` while it lasts, an `up` when it ends.
    public mutating func step(to time: Int64, step: Int64, into samples: inout [PressureSample]) {
        let dt = Double(step)
        // Ramps move at their own speeds.
        if spaceHeld {
            spaceLevel = min(1, spaceLevel + dt / Double(settings.riseDuration))
        } else if spaceLevel > 0 {
            spaceLevel = max(0, spaceLevel - dt / Double(settings.releaseDuration))
        }
        if right {
            rightLevel = min(
                settings.firmForce, rightLevel + settings.firmForce * dt / Double(settings.firmPressDuration))
        }
        let held = anyHeld || pressedSinceStep || (spaceLevel > 0 && touching && !left && !right)
        pressedSinceStep = false
        if held {
            if direct != nil {
                force = target
            } else {
                let alpha = min(1, dt / Double(settings.easing))
                force += (target - force) * alpha
            }
            let point = direct?.point ?? pointer
            if !touching {
                touching = true
                if direct == nil { force = max(force, settings.restingForce) }
                samples.append(PressureSample(time: time, x: point.x, y: point.y, force: force, phase: .down))
            } else {
                samples.append(PressureSample(time: time, x: point.x, y: point.y, force: force, phase: .move))
            }
        } else if touching {
            touching = false
            force = 0
            wheelLevel = 0
            spaceLevel = 0
            samples.append(PressureSample(time: time, x: pointer.x, y: pointer.y, force: 0, phase: .up))
        }
    }
}
