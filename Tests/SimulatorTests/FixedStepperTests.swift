import Testing

@testable import Simulator

/// One step of the playground's 120 Hz clock, nanoseconds (not a whole number: 8 333 333.3).
private let stepNanoseconds = 1e9 / Double(Playground.stepsPerSecond)

/// Elapsed times of `count` frames at `hz` as a monotonic clock in whole nanoseconds reports them.
private func frames(hz: Double, count: Int) -> [Int64] {
    (1...count).map { Int64((Double($0) * 1e9 / hz).rounded()) - Int64((Double($0 - 1) * 1e9 / hz).rounded()) }
}

/// A reproducible irregular frame sequence: 1 to 40 ms, with rare 100 ms hitches.
private func irregularFrames(count: Int, seed: UInt64) -> [Int64] {
    var state = seed
    return (0..<count).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let roll = Int64(state >> 33)
        return roll % 50 == 0 ? 100_000_000 : 1_000_000 + roll % 39_000_000
    }
}

@Suite struct FixedStepperTests {
    /// Runs `elapsed` through a stepper and checks, after every frame, that steps come in order,
    /// that no step ran ahead of the wall time and none is owed by more than one step.
    private func checkTracksWallTime(_ elapsed: [Int64], label: String) {
        var stepper = FixedStepper(maximumStepsPerFrame: 1_000)
        var wall: Int64 = 0
        var next: Int64 = 1
        for (index, frame) in elapsed.enumerated() {
            wall += frame
            let steps = stepper.frame(elapsedNanoseconds: frame)
            #expect(steps.lowerBound == next, "\(label) frame \(index)")
            next = steps.upperBound
            let simulated = Double(stepper.stepsTaken) * stepNanoseconds
            #expect(simulated <= Double(wall) + 1e-3, "\(label) frame \(index): a step ran before time paid for it")
            #expect(Double(wall) - simulated < stepNanoseconds, "\(label) frame \(index): more than a step behind")
        }
        #expect(stepper.stepsDropped == 0)
    }

    @Test(arguments: [30.0, 60.0, 120.0, 144.0, 240.0, 59.94, 165.0])
    func simulatedTimeStaysWithinOneStepOfWallTime(hz: Double) {
        checkTracksWallTime(frames(hz: hz, count: Int(hz) * 60), label: "\(hz) Hz")
    }

    @Test(arguments: [1, 2, 3])
    func irregularFramesKeepTime(seed: UInt64) {
        checkTracksWallTime(irregularFrames(count: 5_000, seed: seed), label: "seed \(seed)")
    }

    @Test func aLongPressLastsItsWallTimeAt144Hz() {
        // The old loop forced a step every frame: at 144 Hz, 0.5 s of wall time ran 0.6 s.
        var stepper = FixedStepper()
        for frame in frames(hz: 144, count: 72) { _ = stepper.frame(elapsedNanoseconds: frame) }
        #expect(stepper.stepsTaken == 60)
        #expect(Playground.time(ofStep: stepper.stepsTaken) == 500_000)
    }

    @Test func framesFasterThanTheStepRunNoStepUntilTimeHasPaidForOne() {
        var stepper = FixedStepper()
        // 240 Hz frames of 4.166667 ms: every second frame has paid for a 120 Hz step.
        let counts = (0..<8).map { _ in stepper.frame(elapsedNanoseconds: 4_166_667).count }
        #expect(counts == [0, 1, 0, 1, 0, 1, 0, 1])
        #expect(stepper.frame(elapsedNanoseconds: 0).isEmpty)
        #expect(stepper.frame(elapsedNanoseconds: -5_000_000).isEmpty)
        #expect(stepper.stepsTaken == 4)
    }

    @Test func aStalledFrameRunsAtMostTheCapAndDropsTheRest() {
        var stepper = FixedStepper(maximumStepsPerFrame: 8)
        let steps = stepper.frame(elapsedNanoseconds: 1_000_000_000)  // 120 steps owed
        #expect(steps == 1..<9)
        #expect(stepper.stepsDropped == 112)
        #expect(stepper.lagNanoseconds < Int64(stepNanoseconds))
        // Afterwards the clock runs on from the present, not from the backlog.
        #expect(stepper.frame(elapsedNanoseconds: 8_333_334) == 9..<10)
        // An absurd stall (a suspended laptop) is clamped, not overflowed.
        #expect(stepper.frame(elapsedNanoseconds: .max).count == 8)
    }

    @Test(arguments: [60.0, 120.0, 144.0, 240.0])
    func inputPolledBeforeAFrameReachesTheFirstStepTimePaysFor(hz: Double) {
        // The loop polls input, then runs the frame's steps: an input polled before a frame is
        // consumed by the first step run after it, at most one step after the wall time it
        // was polled at (and exactly this frame's first step whenever this frame runs one).
        var stepper = FixedStepper()
        var wall: Int64 = 0
        var pending: Int64?  // wall time an unconsumed input was polled at
        for (index, frame) in frames(hz: hz, count: 600).enumerated() {
            if pending == nil && index % 7 == 0 { pending = wall }
            wall += frame
            let steps = stepper.frame(elapsedNanoseconds: frame)
            if let polled = pending, let first = steps.first {
                let stepTime = Double(first) * stepNanoseconds
                #expect(stepTime >= Double(polled) - stepNanoseconds, "\(hz) Hz frame \(index)")
                #expect(stepTime <= Double(polled + frame) + stepNanoseconds, "\(hz) Hz frame \(index): input waited")
                pending = nil
            }
            if hz < 120 { #expect(!steps.isEmpty, "\(hz) Hz frame \(index) ran no step") }
        }
    }
}
