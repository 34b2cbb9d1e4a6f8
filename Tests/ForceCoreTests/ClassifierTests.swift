import Testing

@testable import ForceCore

@Suite("ForceClassifier events")
struct ClassifierTests {
    @Test func quickLightTouchIsTap() {
        let events = run(press([0.05, 0.08, 0.06]))
        #expect(kinds(events) == [.began, .tap, .ended])
        #expect(events[1].time == 30_000)
    }

    @Test func rowPeekThenPop() {
        let events = run(press([0.05, 0.2, 0.3, 0.5, 0.75, 0.4]), target: .row)
        #expect(kinds(events) == [.began, .peek, .pop, .ended])
        #expect(events[1].time == 20_000)
        #expect(events[2].time == 40_000)
    }

    @Test func jabAboveBothThresholdsPeeksAndPopsTogether() {
        let events = run(press([0.9]), target: .row)
        #expect(kinds(events) == [.began, .peek, .pop, .ended])
        #expect(events[1].time == 0 && events[2].time == 0)
    }

    @Test func iconQuickActions() {
        let events = run(press([0.1, 0.26, 0.9, 0.1]), target: .icon)
        #expect(kinds(events) == [.began, .quickActions, .ended])
    }

    @Test func plainHasNoForceStages() {
        let events = run(press([0.1, 0.5, 0.95, 0.2]), target: .plain)
        #expect(kinds(events) == [.began, .tap, .ended])
    }

    @Test func longPressFiresOnTimeWithoutASample() {
        var classifier = ForceClassifier(profile: .medium, target: .row)
        var events: [GestureEvent] = []
        classifier.process(PressureSample(time: 1_000, x: 5, y: 5, force: 0.1, phase: .down), into: &events)
        classifier.advance(to: 400_000, into: &events)
        #expect(kinds(events) == [.began])
        classifier.advance(to: 2_000_000, into: &events)
        #expect(kinds(events) == [.began, .longPress])
        #expect(events[1].time == 501_000)
        classifier.process(PressureSample(time: 2_100_000, x: 5, y: 5, force: 0.9, phase: .move), into: &events)
        classifier.process(PressureSample(time: 2_200_000, x: 5, y: 5, force: 0, phase: .up), into: &events)
        #expect(kinds(events) == [.began, .longPress, .ended], "no stage after a long press, no tap")
    }

    @Test func lateSampleFiresLongPressAtTheDeadline() {
        let inputs: [InputEvent] = [
            .touch(PressureSample(time: 0, x: 0, y: 0, force: 0.1, phase: .down)),
            .touch(PressureSample(time: 900_000, x: 0, y: 0, force: 0.1, phase: .up)),
        ]
        let events = run(inputs, target: .plain)
        #expect(kinds(events) == [.began, .longPress, .ended])
        #expect(events[1].time == 500_000)
    }

    @Test func movementBeyondSlopCancels() {
        let inputs: [InputEvent] = [
            .touch(PressureSample(time: 0, x: 0, y: 0, force: 0.1, phase: .down)),
            .touch(PressureSample(time: 10_000, x: 6, y: 6, force: 0.1, phase: .move)),
            .touch(PressureSample(time: 20_000, x: 8, y: 8, force: 0.1, phase: .move)),
            .touch(PressureSample(time: 30_000, x: 0, y: 0, force: 0.5, phase: .move)),
            .touch(PressureSample(time: 40_000, x: 0, y: 0, force: 0, phase: .up)),
        ]
        #expect(kinds(run(inputs, target: .row)) == [.began, .cancelled])
    }

    @Test func movementAfterPeekDoesNotCancel() {
        let inputs: [InputEvent] = [
            .touch(PressureSample(time: 0, x: 0, y: 0, force: 0.3, phase: .down)),
            .touch(PressureSample(time: 10_000, x: 80, y: 0, force: 0.3, phase: .move)),
            .touch(PressureSample(time: 20_000, x: 80, y: 0, force: 0, phase: .up)),
        ]
        #expect(kinds(run(inputs, target: .row)) == [.began, .peek, .ended])
    }

    @Test func inputCancelEndsTheContact() {
        let inputs: [InputEvent] = [
            .touch(PressureSample(time: 0, x: 0, y: 0, force: 0.3, phase: .down)),
            .touch(PressureSample(time: 10_000, x: 0, y: 0, force: 0, phase: .cancel)),
            .touch(PressureSample(time: 20_000, x: 0, y: 0, force: 0, phase: .up)),
        ]
        #expect(kinds(run(inputs, target: .row)) == [.began, .peek, .cancelled])
    }

    @Test func secondDownCancelsTheFirstContact() {
        let inputs: [InputEvent] = [
            .touch(PressureSample(time: 0, x: 0, y: 0, force: 0.1, phase: .down)),
            .touch(PressureSample(time: 10_000, x: 0, y: 0, force: 0.1, phase: .down)),
            .touch(PressureSample(time: 20_000, x: 0, y: 0, force: 0, phase: .up)),
        ]
        #expect(kinds(run(inputs)) == [.began, .cancelled, .began, .tap, .ended])
    }

    @Test func hapticIgnoresForceAndUsesItsDuration() {
        var profile = ForceProfile.medium
        for (mode, delay) in [(HapticMode.fast, Int64(300_000)), (.default, 500_000), (.slow, 800_000)] {
            profile.hapticMode = mode
            let forces = [Double](repeating: 0.95, count: 100)
            let events = run(press(forces), target: .row, profile: profile, haptic: true)
            #expect(kinds(events) == [.began, .longPress, .ended], "\(mode)")
            #expect(events[1].time == delay, "\(mode)")
        }
    }

    @Test func hoveringAroundThresholdGivesOneEvent() {
        let forces = (0..<80).map { 0.25 + ($0 % 2 == 0 ? 0.02 : -0.03) }
        let events = run(press([0.1] + forces, step: 5_000), target: .row)
        #expect(kinds(events) == [.began, .peek, .ended])
    }

    @Test func peekPressedFlagUsesHysteresis() {
        var classifier = ForceClassifier(profile: .medium, target: .row)
        var events: [GestureEvent] = []
        func step(_ time: Int64, _ force: Double, _ phase: TouchPhase = .move) {
            classifier.process(PressureSample(time: time, x: 0, y: 0, force: force, phase: phase), into: &events)
        }
        step(0, 0.1, .down)
        #expect(classifier.progress == 0.4)
        step(1, 0.3)
        #expect(classifier.state.name == "peek")
        step(2, 0.22)
        #expect(classifier.state.name == "peek", "0.22 is above the fall value 0.20")
        step(3, 0.19)
        #expect(classifier.state.name == "peek (released)")
        step(4, 0.24)
        #expect(classifier.state.name == "peek (released)")
        step(5, 0.25)
        #expect(classifier.state.name == "peek")
        #expect(kinds(events) == [.began, .peek])
    }

    @Test func progressTowardStages() {
        var classifier = ForceClassifier(profile: .medium, target: .row)
        var events: [GestureEvent] = []
        classifier.process(PressureSample(time: 0, x: 0, y: 0, force: 0.125, phase: .down), into: &events)
        #expect(classifier.progress == 0.5)
        classifier.process(PressureSample(time: 1, x: 0, y: 0, force: 0.475, phase: .move), into: &events)
        #expect(abs(classifier.progress - 0.5) < 1e-12)
        classifier.process(PressureSample(time: 2, x: 0, y: 0, force: 0.9, phase: .move), into: &events)
        #expect(classifier.progress == 0)
        var icon = ForceClassifier(profile: .medium, target: .icon)
        icon.process(PressureSample(time: 0, x: 0, y: 0, force: 0.1, phase: .down), into: &events)
        #expect(abs(icon.progress - 0.4) < 1e-12)
        var plain = ForceClassifier(profile: .medium, target: .plain)
        plain.process(PressureSample(time: 0, x: 0, y: 0, force: 0.9, phase: .down), into: &events)
        #expect(plain.progress == 0)
        var haptic = ForceClassifier(profile: .medium, target: .row, haptic: true)
        haptic.process(PressureSample(time: 0, x: 0, y: 0, force: 0.9, phase: .down), into: &events)
        haptic.advance(to: 250_000, into: &events)
        #expect(haptic.progress == 0.5)
    }

    @Test func smoothingDelaysThePeek() {
        var profile = ForceProfile.medium
        profile.smoothing = .lowPass(timeConstant: 50_000)
        let forces = [0.0] + [Double](repeating: 0.4, count: 30)
        let raw = run(press(forces), target: .row)
        let smooth = run(press(forces), target: .row, profile: profile)
        #expect(kinds(smooth) == [.began, .peek, .ended])
        #expect(smooth[1].time > raw[1].time)
    }

    @Test func profilesScaleThresholds() {
        let forces = [0.1, 0.22, 0.22, 0.22]
        #expect(kinds(run(press(forces), target: .row, profile: .light)) == [.began, .peek, .ended])
        #expect(kinds(run(press(forces), target: .row, profile: .medium)) == [.began, .tap, .ended])
        let firmForces = [0.1, 0.28, 0.28]
        #expect(kinds(run(press(firmForces), target: .row, profile: .medium)) == [.began, .peek, .ended])
        #expect(kinds(run(press(firmForces), target: .row, profile: .firm)) == [.began, .tap, .ended])
    }

    @Test func liveProfileChangeTakesEffect() {
        var classifier = ForceClassifier(profile: .firm, target: .row)
        var events: [GestureEvent] = []
        classifier.process(PressureSample(time: 0, x: 0, y: 0, force: 0.27, phase: .down), into: &events)
        #expect(kinds(events) == [.began])
        classifier.profile = .medium
        classifier.process(PressureSample(time: 1, x: 0, y: 0, force: 0.27, phase: .move), into: &events)
        #expect(kinds(events) == [.began, .peek])
    }

    @Test func processDoesNotGrowAnArrayWithRoom() {
        var classifier = ForceClassifier(profile: .medium, target: .row)
        var events: [GestureEvent] = []
        events.reserveCapacity(64)
        let capacity = events.capacity
        for input in press([0.1, 0.3, 0.8, 0.1]) { classifier.handle(input, into: &events) }
        #expect(events.capacity == capacity)
    }
}
