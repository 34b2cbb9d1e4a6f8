import ForceCore

// Threshold tuning: the HUD's live profile editing (Tab, [ and ], P).
extension Playground {
    /// Switches to `profile` (thresholds take effect from the next sample) and logs it.
    public mutating func useProfile(_ profile: ForceProfile) {
        classifier.profile = profile
        profiles[profileIndex] = profile
        log.append(.ui(time: time, name: "profile", fields: [("name", .string(profile.name)), ("peek", .number(profile.peekRise)),
                                                            ("pop", .number(profile.popRise)), ("quickActions", .number(profile.quickActionRise))]))
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
        func moved(_ value: Double) -> Double { min(1, max(hysteresis + 0.01, ((value + delta) * 100).rounded() / 100)) }
        switch selectedThreshold {
        case .peek:
            p.peekRise = min(moved(p.peekRise), p.popRise - 0.01)
            p.peekFall = p.peekRise - hysteresis
        case .pop:
            p.popRise = max(moved(p.popRise), p.peekRise + 0.01)
            p.popFall = p.popRise - hysteresis
        case .quickActions:
            p.quickActionRise = moved(p.quickActionRise)
            p.quickActionFall = p.quickActionRise - hysteresis
        }
        guard p.validationError() == nil else { return }
        useProfile(p)
    }
}
