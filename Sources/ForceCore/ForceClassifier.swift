/// The force state machine: stepped by pressure samples and by time ticks, it emits the gesture
/// events of the contract (`began`, `tap`, `longPress`, `peek`, `pop`, `quickActions`,
/// `cancelled`, `ended`) with the times they happen.
///
/// Behaviour where the contract is silent follows iOS:
/// - Each stage fires at most once per contact, on the rising edge of the filtered force; a force
///   hovering around a threshold therefore gives one event. The fall values are the hysteresis of
///   the `pressed` flag of `peeked` / `quickActions` (what the HUD shows), never a new event.
/// - `longPress` and the force stages exclude each other in a contact, whichever comes first
///   (iOS 13 context menus). With `haptic`, force is ignored and `longPress` (after the Haptic
///   Touch duration) is what opens peeks and menus. `plain` targets have no force stages.
/// - Movement beyond the slop cancels only a contact with no outcome yet; after a long press or a
///   stage, the finger may move (iOS drags the preview / slides over the menu).
/// - A sample arriving after the long-press deadline first fires `longPress` at the deadline.
/// - A `down` during a contact cancels the old contact before beginning the new one; a `move` or
///   `up` with no contact is ignored.
///
/// `progress` is 0...1 toward the next stage, for the hint blur: row, force / peek rise before the
/// peek and (force - peek rise) / (pop rise - peek rise) after it; icon, force / quick-action rise;
/// with `haptic`, elapsed time / Haptic Touch duration; 0 for `plain` and when no stage is next.
public struct ForceClassifier: Sendable {
    /// The thresholds; may change live, taking effect at the next sample.
    public var profile: ForceProfile
    /// The target kind; read when a contact begins (the simulator hit-tests on `down`).
    public var target: TargetKind
    /// Haptic Touch mode: force ignored, `longPress` opens menus.
    public var haptic: Bool
    /// Nil: the Haptic Touch duration is the profile's (`HapticTiming.fixed`, recording v1's
    /// meaning); a release: the setting as that release has it (`HapticTiming.byRelease`).
    public var hapticRelease: HapticRelease?

    public private(set) var state: ClassifierState = .idle
    /// The force after the profile's smoothing filter (the raw force when there is none); an `up`
    /// leaves it at the last force of the contact, which `ended` reports.
    public private(set) var filteredForce: Double = 0
    private var contactTarget: TargetKind = .plain
    private var lastTime: Int64 = 0
    private var lastX: Double = 0
    private var lastY: Double = 0

    public init(profile: ForceProfile, target: TargetKind = .plain, haptic: Bool = false) {
        self.profile = profile
        self.target = target
        self.haptic = haptic
    }

    /// The time of the last sample or tick.
    public var time: Int64 { lastTime }

    /// 0...1 toward the next force stage (see the type's documentation); 0 when none is next.
    public var progress: Double {
        if haptic {
            guard contactTarget != .plain, case .touching(let start) = state else { return 0 }
            let delay = profile.longPressDelay(haptic: true, release: hapticRelease)
            return clamp01(Double(lastTime - start.time) / Double(delay))
        }
        switch (contactTarget, state) {
        case (.row, .touching): return clamp01(filteredForce / profile.peekRise)
        case (.row, .peeked):
            return clamp01((filteredForce - profile.peekRise) / (profile.popRise - profile.peekRise))
        case (.icon, .touching): return clamp01(filteredForce / profile.quickActionRise)
        default: return 0
        }
    }

    /// Steps the machine by one sample, appending any events (no allocation when `events` has room).
    public mutating func process(_ sample: PressureSample, into events: inout [GestureEvent]) {
        if case .touching(let start) = state {
            let deadline = start.time &+ profile.longPressDelay(haptic: haptic, release: hapticRelease)
            if sample.time >= deadline { fireLongPress(start, at: deadline, into: &events) }
        }
        switch sample.phase {
        case .down:
            if state.isContactActive { emit(.cancelled, at: sample.time, into: &events) }
            let start = ContactStart(time: sample.time, x: sample.x, y: sample.y)
            contactTarget = target
            lastTime = sample.time
            lastX = sample.x
            lastY = sample.y
            filteredForce = sample.force
            state = .touching(start)
            emit(.began, at: sample.time, into: &events)
            evaluateStages(into: &events)
        case .move:
            guard state.isContactActive else {
                if sample.time > lastTime { lastTime = sample.time }
                return
            }
            updateForce(sample)
            lastX = sample.x
            lastY = sample.y
            if case .touching(let start) = state, beyondSlop(start) {
                emit(.cancelled, at: sample.time, into: &events)
                state = .cancelled
                return
            }
            evaluateStages(into: &events)
        case .up:
            if sample.time > lastTime { lastTime = sample.time }
            guard state.isContactActive else {
                state = .idle
                return
            }
            lastX = sample.x
            lastY = sample.y
            if case .touching(let start) = state {
                if beyondSlop(start) {
                    emit(.cancelled, at: sample.time, into: &events)
                    state = .idle
                    return
                }
                emit(.tap, at: sample.time, into: &events)
            }
            emit(.ended, at: sample.time, into: &events)
            state = .idle
        case .cancel:
            if sample.time > lastTime { lastTime = sample.time }
            if state.isContactActive { emit(.cancelled, at: sample.time, into: &events) }
            state = .idle
        }
    }

    /// Advances time with no sample (a timer tick): fires `longPress` on time.
    public mutating func advance(to time: Int64, into events: inout [GestureEvent]) {
        if case .touching(let start) = state {
            let deadline = start.time &+ profile.longPressDelay(haptic: haptic, release: hapticRelease)
            if time >= deadline { fireLongPress(start, at: deadline, into: &events) }
        }
        if time > lastTime { lastTime = time }
    }

    /// Steps by any input: touches are processed, keys and ticks advance time.
    public mutating func handle(_ input: InputEvent, into events: inout [GestureEvent]) {
        switch input {
        case .touch(let sample): process(sample, into: &events)
        case .key(let time, _), .tick(let time): advance(to: time, into: &events)
        }
    }

    /// Ends the trace: a contact still down gets `cancelled` at `time` (the input stopped).
    public mutating func finish(at time: Int64, into events: inout [GestureEvent]) {
        advance(to: time, into: &events)
        if state.isContactActive { emit(.cancelled, at: max(time, lastTime), into: &events) }
        state = .idle
    }

    // MARK: - Steps

    @inline(__always)
    private mutating func updateForce(_ sample: PressureSample) {
        if case .lowPass(let constant)? = profile.smoothing, constant > 0 {
            let dt = Double(max(sample.time &- lastTime, 0))
            filteredForce += (sample.force - filteredForce) * (dt / (Double(constant) + dt))
        } else {
            filteredForce = sample.force
        }
        if sample.time > lastTime { lastTime = sample.time }
    }

    @inline(__always)
    private func beyondSlop(_ start: ContactStart) -> Bool {
        let dx = lastX - start.x
        let dy = lastY - start.y
        return dx * dx + dy * dy > profile.movementSlop * profile.movementSlop
    }

    private mutating func fireLongPress(_ start: ContactStart, at deadline: Int64, into events: inout [GestureEvent]) {
        state = .longPressed(start)
        emit(.longPress, at: deadline, into: &events)
    }

    @inline(__always)
    private mutating func evaluateStages(into events: inout [GestureEvent]) {
        if haptic { return }
        let force = filteredForce
        switch (contactTarget, state) {
        case (.row, .touching(let start)):
            guard force >= profile.peekRise else { return }
            state = .peeked(start, pressed: true)
            emit(.peek, at: lastTime, into: &events)
            if force >= profile.popRise {
                state = .popped(start)
                emit(.pop, at: lastTime, into: &events)
            }
        case (.row, .peeked(let start, let pressed)):
            if force >= profile.popRise {
                state = .popped(start)
                emit(.pop, at: lastTime, into: &events)
            } else if pressed && force < profile.peekFall {
                state = .peeked(start, pressed: false)
            } else if !pressed && force >= profile.peekRise {
                state = .peeked(start, pressed: true)
            }
        case (.icon, .touching(let start)):
            guard force >= profile.quickActionRise else { return }
            state = .quickActions(start, pressed: true)
            emit(.quickActions, at: lastTime, into: &events)
        case (.icon, .quickActions(let start, let pressed)):
            if pressed && force < profile.quickActionFall {
                state = .quickActions(start, pressed: false)
            } else if !pressed && force >= profile.quickActionRise {
                state = .quickActions(start, pressed: true)
            }
        default:
            return
        }
    }

    @inline(__always)
    private func emit(_ kind: GestureEventKind, at time: Int64, into events: inout [GestureEvent]) {
        events.append(GestureEvent(time: time, kind: kind, x: lastX, y: lastY, force: filteredForce))
    }
}

@inline(__always) func clamp01(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
}

extension ForceClassifier {
    /// Runs a whole trace through the classifier, calling `body` with each event in order; a
    /// contact still down at the end of the trace is `cancelled` at the last input's time.
    public mutating func classify(_ reader: TraceReader, _ body: (GestureEvent) throws -> Void) throws {
        var events: [GestureEvent] = []
        events.reserveCapacity(16)
        var lastTime: Int64 = 0
        while let input = try reader.next() {
            handle(input, into: &events)
            lastTime = input.time
            if !events.isEmpty {
                for event in events { try body(event) }
                events.removeAll(keepingCapacity: true)
            }
        }
        finish(at: lastTime, into: &events)
        for event in events { try body(event) }
    }
}
