/// What one contact comes to under any profile that differs from the one it was read with only in
/// its force thresholds (peek, pop and quick-action rises and falls), without its samples: the
/// outcome it has when no force stage fires, the highest force while a stage could still fire,
/// and (kept by the caller, `RecordedContact.peak`) the highest force of the contact.
///
/// Why these three decide it, for a row (the classifier is `ForceClassifier`):
/// - Smoothing, slop and long-press delay are the same, so the filtered forces, the long press
///   and the slop's cancel happen at the same samples under every such profile. A force stage can
///   fire only at a sample evaluated while the contact is `touching`; those samples are the same
///   too, up to the one where peek fires. So peek fires iff the highest of them (`stageForce`)
///   reaches the peek rise, and when it does not, the contact goes exactly as with no stages
///   (`stagelessOutcome`: tap, longPress or cancelled).
/// - Once peeked, every later sample of the contact is evaluated (slop and long press no longer
///   apply) and pop fires at the first that reaches the pop rise, whatever the hysteresis. Every
///   sample before the peek is below the peek rise, so the contact's highest force lies at or after
///   the peek: pop fires iff `peak` reaches the pop rise.
/// An icon's quick actions fire iff `stageForce` reaches the quick-action rise; plain has no stages.
/// `StagelessRunTests` checks this against the classifier itself for every calibrated threshold.
public struct StageSummary: Equatable, Sendable {
    /// The outcome when no force stage fires: tap, longPress or cancelled.
    public var stagelessOutcome: ContactOutcome
    /// The highest filtered force at a sample where a force stage could fire.
    public var stageForce: Double

    /// The outcome under `profile` (the read profile with other force thresholds) for `target`,
    /// for a contact whose highest filtered force is `peak`.
    public func outcome(peak: Double, under profile: ForceProfile, target: TargetKind) -> ContactOutcome {
        switch target {
        case .row:
            guard stageForce >= profile.peekRise else { return stagelessOutcome }
            return peak >= profile.popRise ? .pop : .peek
        case .icon: return stageForce >= profile.quickActionRise ? .quickActions : stagelessOutcome
        case .plain: return stagelessOutcome
        }
    }
}

/// Reads inputs through a classifier with no force stages (a plain target) and keeps a
/// `StageSummary` per contact: 16 bytes a contact, nothing per sample. Fresh per trace.
struct StagelessRun {
    private let profile: ForceProfile
    private var classifier: ForceClassifier
    private var events: [GestureEvent] = []
    private var seen: Set<GestureEventKind> = []
    private var stageForce = -Double.infinity
    /// One summary per contact, in order.
    private(set) var summaries: [StageSummary] = []

    init(profile: ForceProfile) {
        self.profile = profile
        classifier = ForceClassifier(profile: profile, target: .plain)
    }

    /// Starts a trace: a fresh classifier, the summaries so far kept.
    mutating func startTrace() {
        classifier = ForceClassifier(profile: profile, target: .plain)
        seen = []
    }

    mutating func handle(_ input: InputEvent) {
        classifier.handle(input, into: &events)
        collect()
        // Evaluated while touching: a stage could have fired at this force.
        if case .touching = classifier.state, classifier.filteredForce > stageForce {
            stageForce = classifier.filteredForce
        }
    }

    /// Ends the trace at `time` (the last input's).
    mutating func finish(at time: Int64) {
        classifier.finish(at: time, into: &events)
        collect()
    }

    private mutating func collect() {
        for event in events {
            seen.insert(event.kind)
            if event.kind == .began { stageForce = -.infinity }
            if event.kind == .ended || event.kind == .cancelled {
                summaries.append(StageSummary(stagelessOutcome: ContactOutcome.of(seen), stageForce: stageForce))
                seen = []
            }
        }
        events.removeAll(keepingCapacity: true)
    }

    /// The outcome of each of `contacts` (the tracker's, read with the same profile) under
    /// `profile`, padded with `cancelled` as `OutcomeCollector.outcomes` is should the counts
    /// ever differ.
    func outcomes(_ contacts: [RecordedContact], under profile: ForceProfile, target: TargetKind) -> [ContactOutcome] {
        contacts.indices.map { index in
            index < summaries.count
                ? summaries[index].outcome(peak: contacts[index].peak, under: profile, target: target) : .cancelled
        }
    }

    /// The bytes the summaries hold (their array's capacity), for the test that keeps samples out.
    var retainedBytes: Int { summaries.capacity * MemoryLayout<StageSummary>.stride }
}
