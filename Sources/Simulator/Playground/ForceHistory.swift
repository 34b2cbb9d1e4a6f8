/// The last thirty seconds of force, one value per fixed step: the HUD graph shows three of
/// them, live, or frozen and scrolled back (`F`, `,` and `.`).
public struct ForceHistory: Equatable, Sendable {
    /// How many steps are kept: 30 s at 120 Hz.
    public static let capacity = 3600
    /// How many steps the HUD graph shows at once: 3 s.
    public static let window = 360
    private var values = [Float](repeating: 0, count: capacity)
    private var next = 0
    /// How many steps have been appended in all (to know how far back there is anything).
    public private(set) var count = 0

    public init() {}

    mutating func append(_ force: Double) {
        values[next] = Float(force)
        next = (next + 1) % Self.capacity
        count += 1
    }

    /// All thirty seconds, oldest first.
    public var ordered: [Float] { Array(values[next...] + values[..<next]) }

    /// The `window` steps that end `stepsBack` steps before the newest, oldest first.
    public func window(endingStepsBack stepsBack: Int, length: Int = ForceHistory.window) -> [Float] {
        let back = min(max(0, stepsBack), Self.capacity - length)
        var result = [Float](repeating: 0, count: length)
        for offset in 0..<length {
            // The newest value sits at next - 1; this one is `back + length - 1 - offset` before it.
            let age = back + length - 1 - offset
            result[offset] = values[((next - 1 - age) % Self.capacity + Self.capacity) % Self.capacity]
        }
        return result
    }

    /// The farthest back a window can end: the history's depth, less one window.
    public var maximumStepsBack: Int { max(0, min(count, Self.capacity) - Self.window) }
}
