import ForceCore

// Threshold tuning: the HUD's live profile editing (Tab, [ and ], P).
extension Playground {
    /// Switches to `profile` (thresholds take effect from the next sample) and logs it.
    public mutating func useProfile(_ profile: ForceProfile) {
        classifier.profile = profile
        profiles[profileIndex] = profile
        log.append(
            .ui(
                time: time,
                .profile(
                    name: profile.name, peek: profile.peekRise, pop: profile.popRise,
                    quickActions: profile.quickActionRise)))
    }

    /// The rise value of a threshold in the current profile.
    public func value(of threshold: Threshold) -> Double {
        switch threshold {
        case .peek: return profile.peekRise
        case .pop: return profile.popRise
        case .quickActions: return profile.quickActionRise
        }
    }

    mutating func adjustSelectedThreshold(by delta: Double) {
        var p = profile
        let hysteresis = 0.05
        // Thresholds move in hundredths; rounding keeps 0.27 - 0.05 from becoming 0.22000000000000003.
        func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        func moved(_ value: Double) -> Double {
            min(1, max(hysteresis + 0.01, ((value + delta) * 100).rounded() / 100))
        }
        switch selectedThreshold {
        case .peek:
            p.peekRise = min(moved(p.peekRise), p.popRise - 0.01)
            p.peekFall = hundredths(p.peekRise - hysteresis)
        case .pop:
            p.popRise = max(moved(p.popRise), p.peekRise + 0.01)
            p.popFall = hundredths(p.popRise - hysteresis)
        case .quickActions:
            p.quickActionRise = moved(p.quickActionRise)
            p.quickActionFall = hundredths(p.quickActionRise - hysteresis)
        }
        guard p.validationError() == nil else { return }
        p.name = Self.tunedName(from: profile.name)
        useProfile(p)
    }

    /// A tuned or calibrated profile's name: `custom (from medium)`, naming the profile it started
    /// from (once: tuning a tuned profile keeps the name).
    static func tunedName(from base: String) -> String {
        base.hasPrefix("custom (from ") ? base : "custom (from \(base))"
    }

    /// The session's contacts as C and S count them: how many, how many are presses (the rest
    /// moved past the slop: drags, which calibration leaves out).
    public struct ContactSummary: Equatable, Sendable {
        public var contacts: Int
        public var presses: Int
        public var drags: Int { contacts - presses }

        public init(contacts: Int, presses: Int) {
            self.contacts = contacts
            self.presses = presses
        }

        /// "4 contacts: 3 presses, 1 drag left out (it moved)", the same words for C and S.
        public var sentence: String {
            func plural(_ n: Int, _ word: String, _ words: String) -> String { "\(n) \(n == 1 ? word : words)" }
            let head = "\(plural(contacts, "contact", "contacts")): \(plural(presses, "press", "presses"))"
            guard drags > 0 else { return head }
            return head + ", \(plural(drags, "drag", "drags")) left out (moved past the slop)"
        }
    }

    /// The latest `calibrationWindow` contacts, as C reads them and S saves them.
    public var contactSummary: ContactSummary {
        let slop = profile.movementSlop
        return ContactSummary(
            contacts: calibrationContacts.count, presses: calibrationContacts.filter { $0.movement <= slop }.count)
    }

    /// The session's latest contact that ended, for the HUD's peak readout.
    public var lastPress: RecordedContact? { calibrationContacts.last }

    /// How many of the session's latest presses calibration looks at.
    static let calibrationWindow = 60

    /// C: fits the thresholds to the presses made so far in this session (light taps, peeks,
    /// deep presses), as `forcelab calibrate` does for recordings, and switches to the result.
    mutating func calibrate() {
        let calibration = Calibration(traces: ["session"], target: .row, base: profile, contacts: calibrationContacts)
        let presses = calibration.isPress.filter { $0 }.count
        guard calibration.clustering.levels.count >= 2 else {
            showBanner(
                "Cannot calibrate from \(presses) press\(presses == 1 ? "" : "es")",
                detail: calibration.clustering.reason, duration: 5_000_000, isError: true)
            log.append(.ui(time: time, .calibrationFailed(presses: presses, reason: calibration.clustering.reason)))
            return
        }
        let proposed = calibration.proposed
        useProfile(proposed)
        let levels = calibration.clustering.levels.count
        showBanner(
            "Calibrated from \(presses) presses in \(levels) levels",
            detail:
                "\(contactSummary.sentence); peek \(formatFixed(proposed.peekRise, decimals: 2, trim: false)), pop \(formatFixed(proposed.popRise, decimals: 2, trim: false)); S saves the profile",
            duration: 5_000_000)
        log.append(
            .ui(
                time: time,
                .calibrated(presses: presses, levels: levels, peek: proposed.peekRise, pop: proposed.popRise)))
    }
}
