import ForceCore
import Foundation
import Geometry
import QuickActions
import Testing

@testable import Simulator

/// The pure replay driver, checked against a naive reference that steps a Playground by hand.
@Suite struct ReplayerTests {
    static func playground(haptic: Bool = false) throws -> Playground {
        let device = try DeviceProfile.load(path: devicePath)
        let scene = try Scene.load(path: defaultScenePath, device: device)
        let content = try SceneContent.load(scene: scene, device: device)
        return Playground(
            content: content, measurer: FixedWidthMeasurerForTests(), menuMetrics: device.quickActionMenu,
            profile: .medium, haptic: haptic)
    }

    /// A press on Mail that opens its menu, a lift, and a tick to let the menu settle.
    static func inputs() -> [InputEvent] {
        let mail = Point(x: 57, y: 104)
        var events = PressScript.press(at: mail, start: 250_000, peak: 0.45, rise: 200_000, hold: 500_000).map(
            InputEvent.touch)
        // Off-step times: inputs between steps are fed at the next step.
        events.append(.key(time: 1_003_001, key: .escape))
        events.append(.tick(time: 1_500_000))
        return events
    }

    /// Runs the replayer over `inputs`, counting pulls.
    static func replay(_ inputs: [InputEvent], every: Int64?, playground: Playground) -> (
        steps: [Replayer.Step], pulls: [Int]
    ) {
        var replayer = Replayer(playground: playground, frameInterval: every)
        var index = 0
        var steps: [Replayer.Step] = []
        var pullsAtStep: [Int] = []
        while let step = replayer.step(pulling: {
            defer { index += 1 }
            return index < inputs.count ? inputs[index] : nil
        }) {
            steps.append(step)
            pullsAtStep.append(index)
        }
        return (steps, pullsAtStep)
    }

    @Test func matchesSteppingThePlaygroundByHand() throws {
        let inputs = Self.inputs()
        let (steps, _) = Self.replay(inputs, every: 1, playground: try Self.playground())

        // Reference: for each step, feed the inputs due by then, advance, read the log.
        var reference = try Self.playground()
        var next = 0
        let renderer = PlaygroundRenderer()
        for step in steps {
            let time = Playground.time(ofStep: step.number)
            #expect(step.time == time)
            while next < inputs.count, inputs[next].time <= time {
                reference.handle(inputs[next])
                next += 1
            }
            reference.advance(to: time)
            #expect(step.log == reference.drainLog(), "step \(step.number)")
            #expect(step.frame == renderer.displayList(reference), "step \(step.number)")
        }
        #expect(next == inputs.count)
        let names = steps.flatMap(\.log).compactMap(\.uiName)
        #expect(names == ["screen", "menuOpened", "menuDismissed"])
    }

    @Test func endsAtTheFirstStepAtOrAfterTheLastInput() throws {
        let (steps, _) = Self.replay(Self.inputs(), every: nil, playground: try Self.playground())
        // 1.5 s is step 180 exactly.
        #expect(steps.last?.number == 180)
        #expect(steps.last?.isLast == true)
        #expect(steps.dropLast().allSatisfy { !$0.isLast })
        #expect(steps.allSatisfy { $0.frame == nil })

        let offStep: [InputEvent] = [.tick(time: 1_000_001)]
        let (more, _) = Self.replay(offStep, every: nil, playground: try Self.playground())
        #expect(more.last?.number == 121)

        let (empty, _) = Self.replay([], every: 5, playground: try Self.playground())
        #expect(empty.count == 1)
        #expect(empty[0].frame != nil)
        #expect(empty[0].log.map(\.uiName) == ["screen"])
    }

    @Test(arguments: [1, 7, 30, 1000])
    func picturesEveryNthStepAndTheLast(every: Int) throws {
        let (steps, _) = Self.replay(Self.inputs(), every: Int64(every), playground: try Self.playground())
        for step in steps {
            let expected = step.number % Int64(every) == 0 || step.isLast
            #expect((step.frame != nil) == expected, "every \(every), step \(step.number)")
        }
    }

    @Test func pullsInputsOnlyWhenTheyAreDue() throws {
        let inputs = Self.inputs()
        let (steps, pulls) = Self.replay(inputs, every: nil, playground: try Self.playground())
        // At most one input is read ahead of the clock: the recording streams.
        for (step, pulled) in zip(steps, pulls) {
            let due = inputs.filter { $0.time <= step.time }.count
            #expect(pulled <= due + 1, "step \(step.number) pulled \(pulled), \(due) due")
        }
    }

    @Test func sameInputsGiveTheSameSteps() throws {
        let first = Self.replay(Self.inputs(), every: 3, playground: try Self.playground()).steps
        let second = Self.replay(Self.inputs(), every: 3, playground: try Self.playground()).steps
        #expect(first.map(\.log) == second.map(\.log))
        #expect(first.map(\.frame) == second.map(\.frame))
    }

    @Test func transformAimsEveryTouch() throws {
        let inputs = Self.inputs()
        var replayer = Replayer(playground: try Self.playground(), frameInterval: nil) { input in
            guard case .touch(var sample) = input else { return input }
            sample.x = 144  // Notes
            return .touch(sample)
        }
        var index = 0
        var log: [LogEntry] = []
        while let step = replayer.step(pulling: {
            defer { index += 1 }
            return index < inputs.count ? inputs[index] : nil
        }) {
            log += step.log
        }
        #expect(log.contains { $0.jsonLine.contains("\"app\":\"Notes\"") })
    }
}
