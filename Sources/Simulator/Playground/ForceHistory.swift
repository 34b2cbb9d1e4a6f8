/// The last three seconds of force, one value per fixed step, for the HUD graph.
public struct ForceHistory: Equatable, Sendable {
    public static let capacity = 360
    private var values = [Float](repeating: 0, count: capacity)
    private var next = 0

    public init() {}

    mutating func append(_ force: Double) {
        values[next] = Float(force)
        next = (next + 1) % Self.capacity
    }

    /// Oldest first.
    public var ordered: [Float] { Array(values[next...] + values[..<next]) }
}
