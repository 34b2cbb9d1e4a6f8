import Foundation
import TestSupport
import Testing

@testable import ForceCore

let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")
let evemuFixtures = fixtures.appendingPathComponent("evemu-devices")
let iphoneForce = fixtures.appendingPathComponent("touchvisualizer/iphone6s-force-60s.json").path

/// Classifies a trace file and returns the events.
func classifyFile(
    _ path: String, target: TargetKind = .row, profile: ForceProfile = .medium, haptic: Bool = false,
    options: TraceOptions = TraceOptions()
) throws -> [GestureEvent] {
    let reader = try TraceReader.open(path: path, options: options)
    var classifier = ForceClassifier(profile: profile, target: target, haptic: haptic)
    var events: [GestureEvent] = []
    try classifier.classify(reader) { events.append($0) }
    return events
}

/// Runs samples (and `advance` ticks) through a classifier and returns every event.
func run(
    _ inputs: [InputEvent], target: TargetKind = .row, profile: ForceProfile = .medium, haptic: Bool = false
) -> [GestureEvent] {
    var classifier = ForceClassifier(profile: profile, target: target, haptic: haptic)
    var events: [GestureEvent] = []
    for input in inputs { classifier.handle(input, into: &events) }
    return events
}

/// A press at one point: `down` at 0, then a `move` every `step` µs through `forces`, `up` after.
func press(_ forces: [Double], step: Int64 = 10_000, x: Double = 100, y: Double = 200, start: Int64 = 0) -> [InputEvent]
{
    var inputs: [InputEvent] = []
    for (index, force) in forces.enumerated() {
        inputs.append(
            .touch(
                PressureSample(
                    time: start + Int64(index) * step, x: x, y: y, force: force, phase: index == 0 ? .down : .move)))
    }
    inputs.append(.touch(PressureSample(time: start + Int64(forces.count) * step, x: x, y: y, force: 0, phase: .up)))
    return inputs
}

func kinds(_ events: [GestureEvent]) -> [GestureEventKind] { events.map(\.kind) }

/// Writes `contents` to a fresh temporary file and returns its path.
func temporaryFile(_ contents: [UInt8], name: String = "trace") throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "forcecore-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(contents).write(to: url)
    return url.path
}

func temporaryFile(_ text: String, name: String = "trace") throws -> String {
    try temporaryFile(Array(text.utf8), name: name)
}

/// Reads every event of a trace, returning them or the error.
func readAll(_ path: String, options: TraceOptions = TraceOptions()) -> Result<[InputEvent], TraceError> {
    do throws(TraceError) {
        let reader = try TraceReader.open(path: path, options: options)
        var inputs: [InputEvent] = []
        while let input = try reader.next() { inputs.append(input) }
        return .success(inputs)
    } catch {
        return .failure(error)
    }
}

/// A deterministic generator for property tests (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
