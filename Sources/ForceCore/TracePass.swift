/// One reading of each trace for `calibrate` and `compare`: the contacts as a profile's smoothing
/// sees them, and every input handed on as it is read, so a trace is parsed once (it was parsed
/// twice: once for the contacts, once to classify them).
enum TracePass {
    /// The most curve points the tracker holds before they go to `ContactCurves`.
    static let curvePiece = 4096

    /// Reads trace `index` at `path` once: appends its contacts (and their curves when `curves`
    /// keeps them, handed on in pieces of at most `curvePiece` points) and calls `body` with
    /// every input in order. Returns the time of the last input. A trace with no contact is a
    /// `TraceError` naming it.
    static func read(
        path: String, index: Int, options: TraceOptions, profile: ForceProfile,
        contacts: inout [RecordedContact], curves: inout ContactCurves, _ body: (InputEvent) -> Void
    ) throws(TraceError) -> Int64 {
        let reader = try TraceReader.open(path: path, options: options)
        var tracker = ContactTracker(trace: index, profile: profile)
        tracker.recordsCurves = curves.keeps
        var lastTime: Int64 = 0
        let before = contacts.count
        while let input = try reader.next() {
            lastTime = input.time
            if let contact = tracker.handle(input) {
                contacts.append(contact)
                try curves.end(tracker.takeCurve())
            }
            if tracker.pendingCurveCount >= curvePiece { try curves.append(tracker.takePendingCurve()) }
            body(input)
        }
        if let contact = tracker.finish(at: lastTime) {
            contacts.append(contact)
            try curves.end(tracker.takeCurve())
        }
        if contacts.count == before {
            throw TraceError(
                path: path, line: max(reader.lineNumber, 1),
                message: "expected recorded presses, found no contact (no touch went down, or every force is 0)")
        }
        return lastTime
    }
}

/// Each contact's outcome under one or more profiles, classified as the inputs arrive: one
/// classifier per profile, fresh for every trace.
struct OutcomeCollector {
    private let profiles: [ForceProfile]
    private let target: TargetKind
    private var classifiers: [ForceClassifier] = []
    private var seen: [Set<GestureEventKind>]
    private var events: [GestureEvent] = []
    /// `outcomes[p]`: the outcome of every contact so far under profile `p`, in order.
    private(set) var outcomes: [[ContactOutcome]]

    init(profiles: [ForceProfile], target: TargetKind) {
        self.profiles = profiles
        self.target = target
        seen = Array(repeating: [], count: profiles.count)
        outcomes = Array(repeating: [], count: profiles.count)
    }

    /// Starts a trace: fresh classifiers, the outcomes so far kept.
    mutating func startTrace() {
        classifiers = profiles.map { ForceClassifier(profile: $0, target: target) }
        seen = Array(repeating: [], count: profiles.count)
    }

    mutating func handle(_ input: InputEvent) {
        for which in classifiers.indices {
            classifiers[which].handle(input, into: &events)
            collect(which)
        }
    }

    /// Ends the trace at `time` (the last input's).
    mutating func finish(at time: Int64) {
        for which in classifiers.indices {
            classifiers[which].finish(at: time, into: &events)
            collect(which)
        }
    }

    private mutating func collect(_ which: Int) {
        guard !events.isEmpty else { return }
        for event in events {
            seen[which].insert(event.kind)
            if event.kind == .ended || event.kind == .cancelled {
                outcomes[which].append(ContactOutcome.of(seen[which]))
                seen[which] = []
            }
        }
        events.removeAll(keepingCapacity: true)
    }

    /// The bytes the outcomes hold (their arrays' capacity).
    var retainedBytes: Int { outcomes.reduce(0) { $0 + $1.capacity * MemoryLayout<ContactOutcome>.stride } }

    /// Profile `profile`'s outcomes, one per contact of `count`: should the classifier ever split
    /// contacts differently from the tracker, counts stay honest (padded with `cancelled`) rather
    /// than pairing the wrong contacts.
    func outcomes(_ profile: Int, count: Int) -> [ContactOutcome] {
        var list = Array(outcomes[profile].prefix(count))
        while list.count < count { list.append(.cancelled) }
        return list
    }
}
