/// What a contact came to under a profile: the furthest outcome the classifier gave it.
public enum ContactOutcome: String, Sendable, CaseIterable {
    case tap, longPress, peek, pop, quickActions, cancelled

    /// The outcomes a target can give, in the order reports list them.
    public static func columns(for target: TargetKind) -> [ContactOutcome] {
        switch target {
        case .row: return [.tap, .longPress, .peek, .pop, .cancelled]
        case .icon: return [.tap, .longPress, .quickActions, .cancelled]
        case .plain: return [.tap, .longPress, .cancelled]
        }
    }

    /// The outcome of one contact's events (from `began` to `ended` or `cancelled`).
    static func of(_ kinds: Set<GestureEventKind>) -> ContactOutcome {
        if kinds.contains(.pop) { return .pop }
        if kinds.contains(.peek) { return .peek }
        if kinds.contains(.quickActions) { return .quickActions }
        if kinds.contains(.longPress) { return .longPress }
        if kinds.contains(.tap) { return .tap }
        return .cancelled
    }
}

/// Thresholds fitted to a person's recorded presses: the contacts of the traces, their levels,
/// the proposed profile and how the base and proposed profiles classify every contact.
public struct Calibration: Sendable {
    /// The traces, in the order given.
    public var traces: [String]
    public var target: TargetKind
    public var base: ForceProfile
    /// `base` with the force thresholds fitted (named `calibrated`); equal to base's thresholds
    /// when the peaks do not split into levels.
    public var proposed: ForceProfile
    public var contacts: [RecordedContact]
    /// Whether each contact counts as a press (moved no farther than the base profile's slop).
    public var isPress: [Bool]
    /// The levels of the presses' peaks, lightest first.
    public var clustering: PeakClustering
    /// For each contact, its level in `clustering` (nil for contacts that are not presses).
    public var levelOfContact: [Int?]
    public var baseOutcomes: [ContactOutcome]
    public var proposedOutcomes: [ContactOutcome]
    /// What the person should know about the input: too few presses, overlapping levels...
    public var warnings: [String]
    /// Each contact's force curve when `run(..., curvesIn: folder)`, else none.
    public var curves = ContactCurves()
    /// The bytes `run` kept through its pass (contacts, base outcomes, stage summaries, the
    /// curves' starts and write buffer): a test checks they do not grow with the samples.
    public internal(set) var retainedBytes = 0

    /// A press that moved farther than this from where it went down is a drag, not a press.
    public var slop: Double { base.movementSlop }

    /// Names of the levels: `presses` alone, `light` and `firm`, or `light`, `peek` and `pop`.
    public var levelNames: [String] {
        switch clustering.levels.count {
        case 0: return []
        case 1: return ["all"]
        case 2: return ["light", "firm"]
        default: return ["light", "peek", "pop"]
        }
    }

    /// Fewer presses than this draws a warning.
    public static let recommendedPresses = 6
    /// A level with fewer presses than this draws a warning: its tail is a guess.
    public static let recommendedPerLevel = 3
    /// Levels closer than this (deepest of one to lightest of the next) draw a warning.
    public static let comfortableGap = 0.05
    /// Falls sit this far below their rises (the contract's hysteresis).
    public static let hysteresis = 0.05

    /// Reads every trace once, for its contacts and to classify them with the base profile. The
    /// proposed profile is known only once every contact is in, but it differs from the base only
    /// in its force thresholds, so each contact's outcome under it follows from a `StageSummary`
    /// (16 bytes) and its peak: no sample is kept for a second pass. With `curvesIn`, the
    /// curves go to a temporary file (`ContactCurves`) in that folder (the shell hands it
    /// `TMPDIR`), not memory. A malformed trace, or one
    /// with no contact, is a `TraceError` naming it.
    public static func run(
        traces: [String], options: TraceOptions = TraceOptions(), base: ForceProfile, target: TargetKind,
        curvesIn folder: String? = nil
    ) throws(TraceError) -> Calibration {
        var contacts: [RecordedContact] = []
        var curves = try ContactCurves(in: folder)
        var baseRun = OutcomeCollector(profiles: [base], target: target)
        var stageless = StagelessRun(profile: base)
        for (index, path) in traces.enumerated() {
            baseRun.startTrace()
            stageless.startTrace()
            let end = try TracePass.read(
                path: path, index: index, options: options, profile: base, contacts: &contacts, curves: &curves
            ) { input in
                baseRun.handle(input)
                stageless.handle(input)
            }
            baseRun.finish(at: end)
            stageless.finish(at: end)
        }
        try curves.finish()
        var calibration = Calibration(traces: traces, target: target, base: base, contacts: contacts)
        calibration.curves = curves
        calibration.baseOutcomes = baseRun.outcomes(0, count: contacts.count)
        calibration.proposedOutcomes = stageless.outcomes(contacts, under: calibration.proposed, target: target)
        calibration.warnings = calibration.makeWarnings()
        // Everything the pass keeps, for the test that keeps samples out of it.
        calibration.retainedBytes =
            contacts.capacity * MemoryLayout<RecordedContact>.stride + baseRun.retainedBytes
            + stageless.retainedBytes + curves.bytesInMemory
        return calibration
    }

    /// Fits the thresholds to `contacts` (no classification yet: the outcomes are empty).
    public init(traces: [String], target: TargetKind, base: ForceProfile, contacts: [RecordedContact]) {
        self.traces = traces
        self.target = target
        self.base = base
        self.contacts = contacts
        isPress = contacts.map { $0.movement <= base.movementSlop }
        // Lazily: a filtered array of (contact, flag) pairs would be 72 bytes a contact.
        let peaks = Array(zip(contacts, isPress).lazy.filter { $0.1 }.map { $0.0.peak })
        clustering = PeakClustering.cluster(peaks)
        let clustering = self.clustering
        levelOfContact = zip(contacts, isPress).map {
            $0.1 && !clustering.levels.isEmpty ? clustering.level(of: $0.0.peak) : nil
        }
        proposed = Calibration.propose(clustering.levels, base: base)
        baseOutcomes = []
        proposedOutcomes = []
        warnings = []
    }

    /// The base profile with its force thresholds fitted to `levels`: peek and quick-action rise
    /// halfway between the lightest level's upper tail and the next level's lower tail; with three
    /// levels, pop rise halfway between the middle level's upper tail and the deepest level's
    /// lower tail. Rises are in hundredths, peek within 0.05...0.90, pop at least 0.05 above
    /// peek and at most 1; falls 0.05 below their rises. One level keeps base's thresholds.
    public static func propose(_ levels: [PeakLevel], base: ForceProfile) -> ForceProfile {
        var profile = base
        profile.name = "calibrated"
        guard levels.count >= 2 else { return profile }
        func hundredths(_ value: Double) -> Int { Int((value * 100).rounded()) }
        let peek = min(max(hundredths((levels[0].upperTail + levels[1].lowerTail) / 2), 5), 90)
        var pop =
            levels.count >= 3 ? hundredths((levels[1].upperTail + levels[2].lowerTail) / 2) : hundredths(base.popRise)
        pop = min(max(pop, peek + 5), 100)
        let fall = hundredths(hysteresis)
        profile.peekRise = Double(peek) / 100
        profile.peekFall = Double(peek - fall) / 100
        profile.quickActionRise = profile.peekRise
        profile.quickActionFall = profile.peekFall
        profile.popRise = Double(pop) / 100
        profile.popFall = Double(pop - fall) / 100
        return profile
    }

    /// How many contacts got each outcome (`proposed` true: under the proposed profile), of
    /// the contacts in `level` when given.
    public func counts(proposed: Bool, level: Int? = nil) -> [ContactOutcome: Int] {
        var counts: [ContactOutcome: Int] = [:]
        let outcomes = proposed ? proposedOutcomes : baseOutcomes
        for (index, outcome) in outcomes.enumerated() where level == nil || levelOfContact[index] == level {
            counts[outcome, default: 0] += 1
        }
        return counts
    }

    private func makeWarnings() -> [String] {
        var warnings: [String] = []
        let presses = isPress.filter { $0 }.count
        let drags = contacts.count - presses
        if drags > 0 {
            warnings.append(
                "\(drags) of \(contacts.count) contacts moved more than the movement slop (\(formatShort(slop)) points): they are drags, not presses, and are left out of the levels"
            )
        }
        if presses < Calibration.recommendedPresses {
            warnings.append(
                "only \(presses) press\(presses == 1 ? "" : "es"): record at least 5 of each kind (light taps, peeks, deep presses) for thresholds you can trust"
            )
        }
        let levels = clustering.levels
        let names = levelNames
        if levels.count >= 2 {
            for (index, level) in levels.enumerated() where level.count < Calibration.recommendedPerLevel {
                warnings.append(
                    "the \(names[index]) level has only \(level.count) press\(level.count == 1 ? "" : "es"): its tail is a guess"
                )
            }
            for index in 1..<levels.count {
                let gap = levels[index].minimum - levels[index - 1].maximum
                if gap < Calibration.comfortableGap {
                    warnings.append(
                        "the \(names[index - 1]) and \(names[index]) levels overlap: only \(fixed(gap)) lies between them (\(fixed(levels[index - 1].maximum)) and \(fixed(levels[index].minimum))), so presses near the threshold may land on either side"
                    )
                }
            }
        }
        let saturated = zip(contacts, isPress).lazy.filter { $0.1 && $0.0.peak >= 0.999 }.count
        if saturated > 0 {
            warnings.append(
                "\(saturated) of \(presses) presses reach the maximum force (1.0): how much deeper they could have gone is unknown"
            )
        }
        if target != .plain {
            let rise = target == .row ? proposed.peekRise : proposed.quickActionRise
            var slow = 0
            var highest: Double?
            for (contact, press) in zip(contacts, isPress)
            where press && contact.peak >= rise && contact.earlyPeak < rise {
                slow += 1
                highest = max(highest ?? contact.earlyPeak, contact.earlyPeak)
            }
            if let early = highest {
                let stage = target == .row ? "peek" : "quick-action"
                warnings.append(
                    "\(slow) press\(slow == 1 ? "" : "es") reach the \(stage) threshold (\(formatShort(rise))) only after the long-press duration (\(formatSeconds(base.longPressDuration)) s), so they are long presses; in that time they reach at most \(fixed(early)), and a \(stage) threshold would have to be below that to catch them"
                )
            }
        }
        let cut = contacts.lazy.filter { !$0.lifted }.count
        if cut > 0 {
            warnings.append(
                "\(cut) contact\(cut == 1 ? " was" : "s were") cancelled or still down at the end of a trace")
        }
        return warnings
    }
}
