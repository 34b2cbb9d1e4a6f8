import Testing

@testable import ForceCore

/// Properties over generated traces (seeded, so every failure names a reproducible seed).
@Suite("ForceClassifier properties")
struct ClassifierPropertyTests {
    /// A random trace: contacts with random force walks, moves, cancels, stray moves and ticks.
    static func randomTrace(seed: UInt64) -> [InputEvent] {
        var rng = SeededGenerator(seed: seed)
        var inputs: [InputEvent] = []
        var time: Int64 = 0
        for _ in 0..<Int.random(in: 1...6, using: &rng) {
            time += Int64.random(in: 0...200_000, using: &rng)
            var x = Double.random(in: 0...375, using: &rng)
            var y = Double.random(in: 0...812, using: &rng)
            var force = Double.random(in: 0...0.3, using: &rng)
            inputs.append(.touch(PressureSample(time: time, x: x, y: y, force: force, phase: .down)))
            for _ in 0..<Int.random(in: 0...120, using: &rng) {
                time += Int64.random(in: 0...20_000, using: &rng)
                if Int.random(in: 0..<20, using: &rng) == 0 {
                    inputs.append(.tick(time: time))
                    continue
                }
                force = min(max(force + Double.random(in: -0.08...0.1, using: &rng), 0), 1)
                if Bool.random(using: &rng) {
                    x += Double.random(in: -2...2, using: &rng)
                    y += Double.random(in: -2...2, using: &rng)
                }
                inputs.append(.touch(PressureSample(time: time, x: x, y: y, force: force, phase: .move)))
            }
            time += Int64.random(in: 0...20_000, using: &rng)
            let phase: TouchPhase = Int.random(in: 0..<8, using: &rng) == 0 ? .cancel : .up
            inputs.append(.touch(PressureSample(time: time, x: x, y: y, force: 0, phase: phase)))
        }
        return inputs
    }

    static func classify(_ inputs: [InputEvent], target: TargetKind, profile: ForceProfile, haptic: Bool = false)
        -> [GestureEvent]
    {
        var classifier = ForceClassifier(profile: profile, target: target, haptic: haptic)
        var events: [GestureEvent] = []
        for input in inputs { classifier.handle(input, into: &events) }
        classifier.finish(at: inputs.last?.time ?? 0, into: &events)
        return events
    }

    @Test(arguments: TargetKind.allCases)
    func everyContactBeginsOnceAndEndsOnce(target: TargetKind) {
        for seed in UInt64(0)..<300 {
            for haptic in [false, true] {
                let events = Self.classify(
                    Self.randomTrace(seed: seed), target: target, profile: .medium, haptic: haptic)
                var open = false
                var stages: Set<GestureEventKind> = []
                var lastTime = Int64.min
                for event in events {
                    #expect(event.time >= lastTime, "seed \(seed): events in time order")
                    lastTime = event.time
                    switch event.kind {
                    case .began:
                        #expect(!open, "seed \(seed): began inside a contact")
                        open = true
                        stages = []
                    case .ended, .cancelled:
                        #expect(open, "seed \(seed): \(event.kind) without began")
                        open = false
                    default:
                        #expect(open, "seed \(seed): \(event.kind) outside a contact")
                        #expect(!stages.contains(event.kind), "seed \(seed): \(event.kind) twice in a contact")
                        stages.insert(event.kind)
                        if event.kind == .pop { #expect(stages.contains(.peek), "seed \(seed): pop before peek") }
                        if haptic { #expect(![.peek, .pop, .quickActions].contains(event.kind), "seed \(seed)") }
                        if target != .row { #expect(![.peek, .pop].contains(event.kind), "seed \(seed)") }
                        if target != .icon { #expect(event.kind != .quickActions, "seed \(seed)") }
                        if event.kind == .tap { #expect(stages == [.tap], "seed \(seed): tap after an outcome") }
                    }
                }
                #expect(!open, "seed \(seed): a contact never ended")
            }
        }
    }

    @Test func rampsThatStopBelowAThresholdNeverFireIt() {
        for seed in UInt64(0)..<200 {
            var rng = SeededGenerator(seed: seed)
            let top = Double.random(in: 0.01..<0.2499, using: &rng)
            let steps = Int.random(in: 2...60, using: &rng)
            let ramp = (0...steps).map { top * Double($0) / Double(steps) }
            let events = run(press(ramp + ramp.reversed(), step: 4_000), target: .row)
            #expect(!kinds(events).contains(.peek), "seed \(seed) top \(top)")
            let popTop = Double.random(in: 0.25..<0.6999, using: &rng)
            let popRamp = (0...steps).map { popTop * Double($0) / Double(steps) }
            let popEvents = run(press(popRamp, step: 4_000), target: .row)
            #expect(kinds(popEvents).contains(.peek) && !kinds(popEvents).contains(.pop), "seed \(seed) top \(popTop)")
        }
    }

    @Test(arguments: [0.25, 0.70])
    func noisyPlateausNeverChatter(level: Double) {
        for seed in UInt64(0)..<100 {
            var rng = SeededGenerator(seed: seed)
            let plateau = (0..<100).map { _ in level + Double.random(in: -0.04...0.04, using: &rng) }
            let events = run(press([0.1, 0.26] + plateau, step: 4_000), target: .row)
            let counts = Dictionary(grouping: events, by: \.kind).mapValues(\.count)
            #expect(counts[.peek] == 1, "seed \(seed)")
            #expect((counts[.pop] ?? 0) <= 1, "seed \(seed)")
            var icon = run(press(plateau, step: 4_000), target: .icon)
            icon.removeAll { $0.kind != .quickActions }
            #expect(icon.count <= 1, "seed \(seed)")
        }
    }

    @Test(arguments: [TargetKind.row, .icon])
    func lighterProfilesFireAtLeastTheStagesOfFirmerOnes(target: TargetKind) {
        let stageKinds: Set<GestureEventKind> = [.peek, .pop, .quickActions]
        func stages(_ events: [GestureEvent]) -> [Int: Set<GestureEventKind>] {
            var contact = -1
            var result: [Int: Set<GestureEventKind>] = [:]
            for event in events {
                if event.kind == .began { contact += 1 }
                if stageKinds.contains(event.kind) { result[contact, default: []].insert(event.kind) }
            }
            return result
        }
        for seed in UInt64(0)..<300 {
            let trace = Self.randomTrace(seed: seed)
            let light = stages(Self.classify(trace, target: target, profile: .light))
            let medium = stages(Self.classify(trace, target: target, profile: .medium))
            let firm = stages(Self.classify(trace, target: target, profile: .firm))
            for (contact, kinds) in medium {
                #expect(kinds.isSubset(of: light[contact] ?? []), "seed \(seed) contact \(contact)")
            }
            for (contact, kinds) in firm {
                #expect(kinds.isSubset(of: medium[contact] ?? []), "seed \(seed) contact \(contact)")
            }
        }
    }

    @Test func sameInputSameEvents() {
        for seed in UInt64(0)..<50 {
            let trace = Self.randomTrace(seed: seed)
            #expect(
                Self.classify(trace, target: .row, profile: .medium)
                    == Self.classify(trace, target: .row, profile: .medium))
        }
    }
}
