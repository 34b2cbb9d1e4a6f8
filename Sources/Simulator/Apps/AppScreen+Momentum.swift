/// The list's motion after a drag scroll is released, as `UIScrollView`'s: it coasts with the
/// finger's velocity, slowing by the normal deceleration rate, and springs back from an edge it
/// runs past.
public enum ScrollMomentum: Equatable, Sendable {
    /// Coasting at `velocity` (scroll points per ms, positive down the list); `stepped` is the
    /// time of the last millisecond step, µs.
    case coasting(velocity: Double, stepped: Int64)
    /// Past an edge with the motion spent: returning from `from` to `edge` since `since`, µs.
    case returning(from: Double, edge: Double, since: Int64)
}

/// Momentum scrolling. The motion is stepped a millisecond at a time from the release, with
/// multiplications and additions only (no `pow` or `exp`), so the same samples and ticks give
/// the same offsets on every machine, however the ticks fall.
extension AppScreen {
    /// `UIScrollView.DecelerationRate.normal`: the velocity kept per millisecond.
    public static let decelerationRate = 0.998
    /// The velocity kept per millisecond past an edge (the list runs out a short way).
    public static let edgeDecelerationRate = 0.92
    /// One step of the motion, µs.
    public static let momentumStep: Int64 = 1_000
    /// The slowest release that coasts, and the speed at which coasting stops, points per ms.
    public static let minimumFlickVelocity = 0.1
    public static let stopVelocity = 0.015
    /// Past an edge, the speed below which the list turns back, points per ms.
    static let edgeTurnVelocity = 0.05
    /// The fastest coast, points per ms.
    public static let maximumFlickVelocity = 8.0
    /// How long the list takes to spring back to an edge, µs.
    public static let bounceDuration: Int64 = 250_000
    /// The stretch of samples before a release the velocity is measured over, µs.
    public static let velocityWindow: Int64 = 50_000

    /// The scroll velocity of a releasing contact, points per ms, from its samples in the last
    /// `velocityWindow` (0 when the finger rested).
    func releaseVelocity(_ contact: Touch) -> Double {
        guard let last = contact.trail.last,
            let first = contact.trail.first(where: { last.time - $0.time <= Self.velocityWindow }),
            last.time > first.time
        else { return 0 }
        return -(last.y - first.y) / (Double(last.time - first.time) / 1_000)
    }

    mutating func startMomentum(velocity: Double) {
        guard abs(velocity) >= Self.minimumFlickVelocity else { return }
        let capped = min(Self.maximumFlickVelocity, max(-Self.maximumFlickVelocity, velocity))
        momentum = .coasting(velocity: capped, stepped: time)
    }

    /// A touch on a moving list stops it where it is (one past an edge still springs back).
    /// Returns whether the list was moving.
    mutating func catchMomentum() -> Bool {
        guard let current = momentum, let layout else { return false }
        if case .coasting = current {
            let edge = min(layout.maximumScroll, max(0, scroll))
            momentum = edge == scroll ? nil : .returning(from: scroll, edge: edge, since: time)
        }
        return true
    }

    /// Steps the motion up to the current time.
    mutating func advanceMomentum() {
        guard let layout, let current = momentum else { return }
        let bottom = layout.maximumScroll
        switch current {
        case .coasting(var velocity, var stepped):
            while stepped + Self.momentumStep <= time {
                stepped += Self.momentumStep
                let outside = scroll < 0 || scroll > bottom
                velocity *= outside ? Self.edgeDecelerationRate : Self.decelerationRate
                scroll += velocity
                let edge = min(bottom, max(0, scroll))
                if edge != scroll {
                    // Past the edge: turn back once the motion is spent or points home.
                    if abs(velocity) < Self.edgeTurnVelocity || (velocity > 0) == (scroll < 0) {
                        momentum = .returning(from: scroll, edge: edge, since: stepped)
                        advanceMomentum()
                        return
                    }
                } else if abs(velocity) < Self.stopVelocity {
                    momentum = nil
                    return
                }
            }
            momentum = .coasting(velocity: velocity, stepped: stepped)
        case .returning(let from, let edge, let since):
            let t = min(1, max(0, Double(time - since) / Double(Self.bounceDuration)))
            let e = 1 - (1 - t) * (1 - t) * (1 - t)
            scroll = t >= 1 ? edge : from + (edge - from) * e
            if t >= 1 { momentum = nil }
        }
    }
}
