import ForceCore

/// Turns wheel movement with no button held into whole notches named as playground keys
/// (`wheelUp`, `wheelDown`): fractional trackpad amounts add up until a notch is reached, so a
/// trackpad and a mouse scroll the same distance and every notch can be recorded as a key.
public struct WheelNotches: Sendable {
    private var carry = 0.0

    public init() {}

    /// The keys for `steps` of wheel movement (positive: away from the user, scrolls up).
    public mutating func notches(_ steps: Double) -> [PlaygroundKey] {
        carry += steps
        var keys: [PlaygroundKey] = []
        while carry >= 1 {
            keys.append(.wheelUp)
            carry -= 1
        }
        while carry <= -1 {
            keys.append(.wheelDown)
            carry += 1
        }
        return keys
    }
}
