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
    /// Each contact's force curve (none unless kept; in a temporary file, not memory).
    public var curves: ContactCurves
    /// `outcomes[p][c]`: what contact `c` comes to under profile `p`.
    public var outcomes: [[ContactOutcome]]

    /// Reads every trace once: its contacts (split, and their peaks smoothed, as the first
    /// profile sees them) and their outcomes under every profile, in one pass.
    public static func run(
        traces: [String], options: TraceOptions = TraceOptions(), profiles: [ForceProfile], labels: [String],
        target: TargetKind, curvesIn folder: String? = nil
    ) throws(TraceError) -> ProfileComparison {
        precondition(!profiles.isEmpty && labels.count == profiles.count)
        var contacts: [RecordedContact] = []
        var curves = try ContactCurves(in: folder)
        var collector = OutcomeCollector(profiles: profiles, target: target)
        for (index, path) in traces.enumerated() {
            collector.startTrace()
            let end = try TracePass.read(
                path: path, index: index, options: options, profile: profiles[0], contacts: &contacts,
                curves: &curves
            ) { collector.handle($0) }
            collector.finish(at: end)
        }
        try curves.finish()
        return ProfileComparison(
            traces: traces, target: target, profiles: profiles, labels: labels, contacts: contacts, curves: curves,
            outcomes: profiles.indices.map { collector.outcomes($0, count: contacts.count) })
    }

    public init(
        traces: [String], target: TargetKind, profiles: [ForceProfile], labels: [String], contacts: [RecordedContact],
        curves: ContactCurves = ContactCurves(), outcomes: [[ContactOutcome]]
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

    /// The contacts that change outcome first, then the others, each group in trace order
    /// (worked out as it is walked: no array of every index).
    public var reportOrder: some Sequence<Int> {
        [true, false].lazy.flatMap { changed in contacts.indices.lazy.filter { changes($0) == changed } }
    }

    public var changedCount: Int { contacts.indices.lazy.filter(changes).count }

    /// How many contacts got each outcome under profile `profile`.
    public func totals(_ profile: Int) -> [ContactOutcome: Int] {
        var counts: [ContactOutcome: Int] = [:]
        for outcome in outcomes[profile] { counts[outcome, default: 0] += 1 }
        return counts
    }
}
