import ForceCore
import Geometry

/// Scripted touches for previews, tests and benchmarks: the samples a finger would produce,
/// at the simulator's fixed step.
public enum PressScript {
    /// A press at `point` starting at `start`: force rises linearly from `startForce` to `peak`
    /// over `rise` µs, holds until `hold` µs after the start, then lifts (when `lift` is true).
    public static func press(
        at point: Point, start: Int64, peak: Double, rise: Int64, hold: Int64, lift: Bool = true,
        startForce: Double = 0.04
    ) -> [PressureSample] {
        let step = Playground.time(ofStep: 1)
        var samples = [PressureSample(time: start, x: point.x, y: point.y, force: startForce, phase: .down)]
        var t = start + step
        while t < start + hold {
            let progress = min(1, Double(t - start) / Double(max(1, rise)))
            samples.append(
                PressureSample(
                    time: t, x: point.x, y: point.y, force: startForce + (peak - startForce) * progress, phase: .move))
            t += step
        }
        if lift { samples.append(PressureSample(time: start + hold, x: point.x, y: point.y, force: 0, phase: .up)) }
        return samples
    }

    /// A light tap: down and up within 80 ms.
    public static func tap(at point: Point, start: Int64) -> [PressureSample] {
        press(at: point, start: start, peak: 0.08, rise: 40_000, hold: 80_000)
    }
}

extension Playground {
    /// Feeds samples in order, then advances the clock to `until` (when later).
    public mutating func play(_ samples: [PressureSample], until: Int64? = nil) {
        for sample in samples { handle(sample) }
        if let until { advance(to: until) }
    }

    /// The home-screen slot of the app called `name` on the current page or in the dock.
    public func slot(named name: String) -> HomeScreenLayout.Slot? {
        content.layout.visibleSlots(page: page).first { content.scene.apps[$0.app].name == name }
    }
}
