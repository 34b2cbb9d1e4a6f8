/// The same recorded contacts classified under two or more profiles: what each contact comes
/// to under each, and which contacts change outcome between them (`forcelab compare`).
public struct ProfileComparison: Sendable {
    /// The traces, in the order given.
    public var traces: [String]
    public var target: TargetKind
    /// The profiles, in the order given, and the names the report calls them by.
    public var profiles: [ForceProfile]
    public var labels: [String]
    public var contacts: [RecordedContact]
    /// Each contact's force curve (empty unless kept).
    public var curves: [[ContactCurvePoint]]
    /// `outcomes[p][c]`: what contact `c` comes to under profile `p`.
    public var outcomes: [[ContactOutcome]]

    /// Reads every trace once for its contacts (split, and their peaks smoothed, as the first
    /// profile sees them) and once more to classify them under every profile in one pass.
    public static func run(
        traces: [String], options: TraceOptions = TraceOptions(), profiles: [ForceProfile], labels: [String],
        target: TargetKind, keepCurves: Bool = false
    ) throws(TraceError) -> ProfileComparison {
        precondition(!profiles.isEmpty && labels.count == profiles.count)
        let (contacts, curves) = try Calibration.readContacts(
            traces: traces, options: options, profile: profiles[0], keepCurves: keepCurves)
        var outcomes = [[ContactOutcome]](repeating: [], count: profiles.count)
        for path in traces {
            let reader = try TraceReader.open(path: path, options: options)
            try classifyAll(reader, profiles, target, &outcomes)
        }
        // As in Calibration: should the classifier ever split contacts differently, counts stay
        // honest (padded with `cancelled`) rather than pairing the wrong contacts.
        for index in outcomes.indices {
            while outcomes[index].count < contacts.count { outcomes[index].append(.cancelled) }
            outcomes[index] = Array(outcomes[index].prefix(contacts.count))
        }
        return ProfileComparison(
            traces: traces, target: target, profiles: profiles, labels: labels, contacts: contacts, curves: curves,
            outcomes: outcomes)
    }

    public init(
        traces: [String], target: TargetKind, profiles: [ForceProfile], labels: [String], contacts: [RecordedContact],
        curves: [[ContactCurvePoint]], outcomes: [[ContactOutcome]]
    ) {
        self.traces = traces
        self.target = target
        self.profiles = profiles
        self.labels = labels
        self.contacts = contacts
        self.curves = curves
        self.outcomes = outcomes
    }

    /// Whether contact `index` comes to different outcomes under the profiles.
    public func changes(_ index: Int) -> Bool {
        let first = outcomes[0][index]
        return outcomes.dropFirst().contains { $0[index] != first }
    }

    /// The contacts that change outcome first, then the others, each group in trace order.
    public var reportOrder: [Int] {
        let changed = contacts.indices.filter(changes)
        return changed + contacts.indices.filter { !changes($0) }
    }

    public var changedCount: Int { contacts.indices.filter(changes).count }

    /// How many contacts got each outcome under profile `profile`.
    public func totals(_ profile: Int) -> [ContactOutcome: Int] {
        var counts: [ContactOutcome: Int] = [:]
        for outcome in outcomes[profile] { counts[outcome, default: 0] += 1 }
        return counts
    }

    /// Feeds every input to one classifier per profile and records each contact's outcome.
    static func classifyAll(
        _ reader: TraceReader, _ profiles: [ForceProfile], _ target: TargetKind, _ outcomes: inout [[ContactOutcome]]
    ) throws(TraceError) {
        var classifiers = profiles.map { ForceClassifier(profile: $0, target: target) }
        var seen = [Set<GestureEventKind>](repeating: [], count: profiles.count)
        var events: [GestureEvent] = []
        func collect(_ which: Int) {
            for event in events {
                seen[which].insert(event.kind)
                if event.kind == .ended || event.kind == .cancelled {
                    outcomes[which].append(ContactOutcome.of(seen[which]))
                    seen[which] = []
                }
            }
            events.removeAll(keepingCapacity: true)
        }
        var lastTime: Int64 = 0
        while let input = try reader.next() {
            lastTime = input.time
            for which in classifiers.indices {
                classifiers[which].handle(input, into: &events)
                collect(which)
            }
        }
        for which in classifiers.indices {
            classifiers[which].finish(at: lastTime, into: &events)
            collect(which)
        }
    }
}
