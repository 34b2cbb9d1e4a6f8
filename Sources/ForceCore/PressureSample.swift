/// The phase of a touch contact, as a source reports it.
public enum TouchPhase: String, Sendable, CaseIterable {
    case down, move, up, cancel
}

/// One reading of a touch: when, where, how hard and in which phase.
///
/// Time is integer microseconds, position is device points (origin top left), force is
/// normalized 0...1 where 1 is the maximum possible force (`UITouch.force / (20/3)`).
public struct PressureSample: Equatable, Sendable {
    /// Microseconds since the start of the trace.
    public var time: Int64
    public var x: Double
    public var y: Double
    /// Normalized force 0...1.
    public var force: Double
    public var phase: TouchPhase

    public init(time: Int64, x: Double, y: Double, force: Double, phase: TouchPhase) {
        self.time = time
        self.x = x
        self.y = y
        self.force = force
        self.phase = phase
    }
}

/// What the contact landed on; decides which force stages exist.
public enum TargetKind: String, Sendable, CaseIterable {
    /// A table row or link: `peek`, then `pop`.
    case row
    /// A home-screen icon: `quickActions`.
    case icon
    /// A button: no force stages at all.
    case plain
}

/// The kinds of gesture event the classifier emits (the contract's event names).
public enum GestureEventKind: String, Sendable, CaseIterable {
    case began, tap, longPress, peek, pop, quickActions, cancelled, ended
}

/// One recognised gesture event, with the time and place it happened and the filtered force then.
public struct GestureEvent: Equatable, Sendable {
    public var time: Int64
    public var kind: GestureEventKind
    public var x: Double
    public var y: Double
    public var force: Double

    public init(time: Int64, kind: GestureEventKind, x: Double, y: Double, force: Double) {
        self.time = time
        self.kind = kind
        self.x = x
        self.y = y
        self.force = force
    }
}

/// One input of a recording: a touch sample, a playground key, or a tick that only advances time.
public enum InputEvent: Equatable, Sendable {
    case touch(PressureSample)
    case key(time: Int64, key: PlaygroundKey)
    case tick(time: Int64)

    /// Microseconds since the start of the trace.
    public var time: Int64 {
        switch self {
        case .touch(let sample): return sample.time
        case .key(let time, _): return time
        case .tick(let time): return time
        }
    }
}
