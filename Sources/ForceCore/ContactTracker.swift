/// One contact of a recorded trace, summarised for calibration.
public struct RecordedContact: Equatable, Sendable {
    /// Index of the trace it came from (in the order the traces were given).
    public var trace: Int
    /// Microseconds from the start of its trace to touch-down.
    public var start: Int64
    /// The highest force of the contact (after the base profile's smoothing, as the classifier sees it).
    public var peak: Double
    /// Microseconds from touch-down to the first sample at `peak`.
    public var timeToPeak: Int64
    /// Microseconds from touch-down to lift (or to the end of the trace, or to the next `down`).
    public var duration: Int64
    /// The farthest the contact got from where it went down, in points.
    public var movement: Double
    /// The highest force before the long-press deadline: a force stage can only fire below it.
    public var earlyPeak: Double
    /// Whether the contact lifted (`up`), rather than being cancelled or cut off by the trace's end.
    public var lifted: Bool

    public init(
        trace: Int, start: Int64, peak: Double, timeToPeak: Int64, duration: Int64, movement: Double,
        earlyPeak: Double, lifted: Bool
    ) {
        self.trace = trace
        self.start = start
        self.peak = peak
        self.timeToPeak = timeToPeak
        self.duration = duration
        self.movement = movement
        self.earlyPeak = earlyPeak
        self.lifted = lifted
    }
}

/// One sample of a contact's force curve: microseconds since touch-down and the force the
/// classifier saw (after the profile's smoothing), for plots.
public struct ContactCurvePoint: Equatable, Sendable {
    public var time: Int64
    public var force: Float

    public init(time: Int64, force: Float) {
        self.time = time
        self.force = force
    }
}

/// Splits a stream of inputs into contacts exactly where `ForceClassifier` does: a `down` begins
/// one (ending any contact still down), `up` or `cancel` ends it, a `move` outside a contact is
/// ignored. Holds one contact's running figures, so memory does not grow with the trace.
public struct ContactTracker: Sendable {
    public let trace: Int
    public let smoothing: SmoothingFilter?
    /// Microseconds from touch-down to the long press (the base profile's, without Haptic Touch).
    public let longPressDelay: Int64
    /// Whether to keep each contact's force curve (`takePendingCurve()` while it is down,
    /// `takeCurve()` after it ends).
    public var recordsCurves = false
    private var curve: [ContactCurvePoint] = []
    private var finishedCurve: [ContactCurvePoint] = []
    private var current: RecordedContact?
    private var startX = 0.0
    private var startY = 0.0
    private var filtered = 0.0
    private var lastTime: Int64 = 0

    public init(trace: Int, profile: ForceProfile) {
        self.trace = trace
        smoothing = profile.smoothing
        longPressDelay = profile.longPressDelay(haptic: false)
    }

    /// Feeds one input; returns the contact it ended, if any.
    public mutating func handle(_ input: InputEvent) -> RecordedContact? {
        guard case .touch(let sample) = input else {
            lastTime = max(lastTime, input.time)
            return nil
        }
        switch sample.phase {
        case .down:
            let ended = close(at: sample.time, lifted: false)
            current = RecordedContact(
                trace: trace, start: sample.time, peak: sample.force, timeToPeak: 0, duration: 0, movement: 0,
                earlyPeak: sample.force, lifted: false)
            startX = sample.x
            startY = sample.y
            filtered = sample.force
            lastTime = sample.time
            if recordsCurves { curve = [ContactCurvePoint(time: 0, force: Float(sample.force))] }
            return ended
        case .move:
            guard var contact = current else {
                lastTime = max(lastTime, sample.time)
                return nil
            }
            if case .lowPass(let constant)? = smoothing, constant > 0 {
                let dt = Double(max(sample.time &- lastTime, 0))
                filtered += (sample.force - filtered) * (dt / (Double(constant) + dt))
            } else {
                filtered = sample.force
            }
            lastTime = max(lastTime, sample.time)
            if filtered > contact.peak {
                contact.peak = filtered
                contact.timeToPeak = sample.time - contact.start
            }
            if sample.time < contact.start &+ longPressDelay { contact.earlyPeak = max(contact.earlyPeak, filtered) }
            contact.movement = max(contact.movement, distance(sample))
            current = contact
            if recordsCurves {
                curve.append(ContactCurvePoint(time: sample.time &- contact.start, force: Float(filtered)))
            }
            return nil
        case .up, .cancel:
            lastTime = max(lastTime, sample.time)
            if sample.phase == .up, var contact = current {
                contact.movement = max(contact.movement, distance(sample))
                current = contact
            }
            return close(at: sample.time, lifted: sample.phase == .up)
        }
    }

    /// Ends the trace at `time`: returns the contact still down, if any.
    public mutating func finish(at time: Int64) -> RecordedContact? {
        close(at: max(time, lastTime), lifted: false)
    }

    private func distance(_ sample: PressureSample) -> Double {
        let dx = sample.x - startX
        let dy = sample.y - startY
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The rest of the force curve of the contact that ended last: what `takePendingCurve()`
    /// had not taken (empty unless `recordsCurves`); taking it leaves it empty.
    public mutating func takeCurve() -> [ContactCurvePoint] {
        defer { finishedCurve = [] }
        return finishedCurve
    }

    /// How many points of the contact still down are held, not yet taken.
    public var pendingCurveCount: Int { curve.count }

    /// The points of the contact still down recorded so far, handed over (the next ones follow
    /// them), so a long contact's curve never piles up here.
    public mutating func takePendingCurve() -> [ContactCurvePoint] {
        defer { curve = [] }
        return curve
    }

    private mutating func close(at time: Int64, lifted: Bool) -> RecordedContact? {
        guard var contact = current else { return nil }
        contact.duration = max(0, time - contact.start)
        contact.lifted = lifted
        current = nil
        if recordsCurves {
            // A lift drops to no force: the curve ends on the axis, as the finger left.
            if lifted { curve.append(ContactCurvePoint(time: contact.duration, force: 0)) }
            finishedCurve = curve
            curve = []
        }
        return contact
    }
}
