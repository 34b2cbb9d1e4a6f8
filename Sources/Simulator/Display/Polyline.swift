import Geometry

/// Connected line segments through `points` (in points), `width` points thick: the curves of
/// plots. The shell draws them as 1-pixel lines, `width × scale` of them side by side, so a
/// plot is exact pixels, not anti-aliased guesses, and the same list gives the same bytes.
public struct Polyline: Equatable, Sendable {
    public var points: [Point]
    public var width: Double
    public var color: Color

    public init(points: [Point], width: Double = 1, color: Color) {
        self.points = points
        self.width = width
        self.color = color
    }

    /// The same line moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Polyline {
        Polyline(points: points.map { Point(x: $0.x + dx, y: $0.y + dy) }, width: width, color: color)
    }
}
