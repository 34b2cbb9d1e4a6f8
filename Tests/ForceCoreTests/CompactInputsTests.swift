import Foundation
import TestSupport
import Testing

@testable import ForceCore

/// `CompactInputs` (calibrate's second pass) gives back every input bit for bit, whatever the
/// numbers, and holds real recordings in a few bytes a sample.
struct CompactInputsTests {
    static func roundTrip(_ inputs: [InputEvent]) -> (back: [InputEvent], bytes: Int) {
        var store = CompactInputs()
        for input in inputs { store.append(input) }
        var back: [InputEvent] = []
        store.visit { back.append($0) }
        return (back, store.byteCount)
    }

    /// Equality by bits: `==` would call two NaNs different and -0.0 equal to 0.0.
    static func bits(_ input: InputEvent) -> [UInt64] {
        switch input {
        case .touch(let s):
            return [
                0, UInt64(bitPattern: s.time), s.x.bitPattern, s.y.bitPattern, s.force.bitPattern,
                UInt64(TouchPhase.allCases.firstIndex(of: s.phase)!),
            ]
        case .key(let time, let key):
            return [1, UInt64(bitPattern: time), UInt64(PlaygroundKey.allCases.firstIndex(of: key)!)]
        case .tick(let time): return [2, UInt64(bitPattern: time)]
        }
    }

    @Test func hostileNumbersComeBackBitForBit() {
        let numbers: [Double] = [
            0, -0.0, 1, -1, 0.4137, 0.1 + 0.2, 1e-300, -1e300, .infinity, -.infinity, .nan,
            Double(bitPattern: 0x7FF4_0000_0000_0001), .leastNonzeroMagnitude, .greatestFiniteMagnitude,
            9.0e15, 8.999e15, 123_456.789_012, 1 / 3, 0.000_001, 0.000_000_1, 4_503_599_627_370_496.5,
        ]
        let times: [Int64] = [0, 1, -1, .max, .min, 8_333, 1 << 40, 17]
        var inputs: [InputEvent] = []
        var random = SystemRandomNumberGenerator()
        for index in 0..<4_000 {
            let time = times[index % times.count] &+ Int64(index)
            switch index % 11 {
            case 9: inputs.append(.key(time: time, key: PlaygroundKey.allCases.randomElement(using: &random)!))
            case 10: inputs.append(.tick(time: time))
            default:
                let pick = { numbers.randomElement(using: &random)! }
                // Repeated positions, as a held press has, and fresh ones.
                let repeatPosition = index % 3 == 0
                let x = repeatPosition ? 100 : pick()
                let y = repeatPosition ? 200 : Double.random(in: -1e6...1e6, using: &random)
                inputs.append(
                    .touch(
                        PressureSample(
                            time: time, x: x, y: y, force: index % 2 == 0 ? pick() : Double.random(in: 0...1),
                            phase: TouchPhase.allCases.randomElement(using: &random)!)))
            }
        }
        let (back, _) = Self.roundTrip(inputs)
        #expect(back.count == inputs.count)
        #expect(back.map(Self.bits) == inputs.map(Self.bits))
    }

    @Test func anEmptyStoreGivesNothing() {
        #expect(Self.roundTrip([]).back.isEmpty)
    }

    /// A ForceLab recording (forces to four decimals, positions held), the iPhone 6s force array
    /// and an evemu pen trace (forces divided by a maximum: not short decimals, so 8 bytes each)
    /// in far less than the 40 bytes of an `InputEvent`.
    @Test func realRecordingsAreSmall() throws {
        for (path, options, limit) in [
            (packageRoot.appendingPathComponent("Tests/Replays/mail-menu-choose.jsonl").path, TraceOptions(), 10.0),
            (iphoneForce, TraceOptions(), 16.0),
            (
                evemuFixtures.appendingPathComponent("Wacom Intuos4 6x9.stylus-tap.events").path,
                TraceOptions(descPath: evemuFixtures.appendingPathComponent("Wacom Intuos4 6x9 Pen.desc").path), 20.0
            ),
        ] {
            let reader = try TraceReader.open(path: path, options: options)
            var inputs: [InputEvent] = []
            while let input = try reader.next() { inputs.append(input) }
            let (back, bytes) = Self.roundTrip(inputs)
            #expect(back.map(Self.bits) == inputs.map(Self.bits), "\(path)")
            let perInput = Double(bytes) / Double(max(1, inputs.count))
            #expect(perInput < limit, "\(path): \(perInput) bytes an input")
        }
    }
}
