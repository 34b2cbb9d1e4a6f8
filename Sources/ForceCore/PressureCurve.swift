#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Maps a source's normalized pressure 0...1 onto finger force 0...1.
///
/// Syntax (`--pressure-curve`): `identity`; `pen` (the pen default, `gamma:3:0.5`);
/// `gamma:G` (force = p^G) or `gamma:G:S` (force = S * p^G); `points:X=Y,X=Y,...` (piecewise
/// linear through the points, X strictly increasing, flat beyond the ends).
///
/// Why the pen default is `gamma:3:0.5`: pen pressure saturates at a modest physical force. The
/// Wacom Intuos4 tap in the fixtures reaches 2047/2047 about 110 ms after touch-down and holds it
/// for 140 ms, so pen full scale means "pressed firmly", not "the maximum force an iPhone can
/// measure". Mapped one to one, every pen tap is a `pop`. With `gamma:3:0.5` full scale is 0.5:
/// above every built-in peek / quick-action threshold (0.20 to 0.30) and below every pop threshold
/// (light's 0.56 is the lowest), so a firm pen press peeks but never pops. The cube keeps drawing
/// pressure light: the Cintiq 22HDT strokes peak at 1258/2047 (0.61 -> 0.11) and the DTH2242 at
/// 1424/2047 (0.70 -> 0.17), below every peek. Use `identity` or a custom curve to pop with a pen.
public struct PressureCurve: Sendable, Equatable, CustomStringConvertible {
    /// How the curve computes.
    public enum Shape: Sendable, Equatable {
        case identity
        case gamma(exponent: Double, scale: Double)
        case points([Point])
    }

    /// One control point of a piecewise-linear curve.
    public struct Point: Sendable, Equatable {
        public var input: Double
        public var output: Double
        public init(_ input: Double, _ output: Double) {
            self.input = input
            self.output = output
        }
    }

    public var shape: Shape

    public init(shape: Shape) { self.shape = shape }

    /// Force equals pressure: finger force sources (UITouch, recordings).
    public static let identity = PressureCurve(shape: .identity)
    /// The documented default for pens: `gamma:3:0.5`.
    public static let penDefault = PressureCurve(shape: .gamma(exponent: 3, scale: 0.5))

    /// force = scale * pressure^exponent.
    public static func gamma(_ exponent: Double, scale: Double = 1) -> PressureCurve {
        PressureCurve(shape: .gamma(exponent: exponent, scale: scale))
    }

    /// Piecewise linear through the points.
    public static func points(_ points: [(Double, Double)]) -> PressureCurve {
        PressureCurve(shape: .points(points.map { Point($0.0, $0.1) }))
    }

    /// The curve applied to a pressure (clamped to 0...1 first), giving a force in 0...1.
    @inline(__always)
    public func apply(_ pressure: Double) -> Double {
        let p = pressure.isNaN ? 0 : min(max(pressure, 0), 1)
        switch shape {
        case .identity:
            return p
        case .gamma(let exponent, let scale):
            return min(max(scale * pow(p, exponent), 0), 1)
        case .points(let points):
            guard let first = points.first, let last = points.last else { return p }
            if p <= first.input { return first.output }
            if p >= last.input { return last.output }
            for index in 1..<points.count where p <= points[index].input {
                let a = points[index - 1]
                let b = points[index]
                return a.output + (b.output - a.output) * (p - a.input) / (b.input - a.input)
            }
            return last.output
        }
    }

    /// The curve in `--pressure-curve` syntax.
    public var description: String {
        switch shape {
        case .identity: return "identity"
        case .gamma(let exponent, let scale):
            if self == .penDefault { return "pen" }
            return scale == 1
                ? "gamma:\(formatShort(exponent))" : "gamma:\(formatShort(exponent)):\(formatShort(scale))"
        case .points(let points):
            return "points:"
                + points.map { "\(formatShort($0.input))=\(formatShort($0.output))" }.joined(separator: ",")
        }
    }

    /// An invalid `--pressure-curve` value.
    public struct ParseError: Error, CustomStringConvertible, Sendable {
        public var message: String
        public var description: String { "invalid pressure curve: \(message)" }
    }

    /// Parses the `--pressure-curve` syntax described on the type.
    public static func parse(from text: String) throws(ParseError) -> PressureCurve {
        let lowered = text.lowercased()
        if lowered == "identity" || lowered == "linear" { return .identity }
        if lowered == "pen" || lowered == "default" { return .penDefault }
        if lowered.hasPrefix("gamma:") {
            let parts = lowered.dropFirst(6).split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 1 || parts.count == 2,
                let exponent = Double(parts[0]), exponent.isFinite, exponent > 0, exponent <= 10
            else { throw ParseError(message: "expected gamma:G or gamma:G:S with G in (0, 10], got '\(text)'") }
            var scale = 1.0
            if parts.count == 2 {
                guard let value = Double(parts[1]), value.isFinite, value > 0, value <= 1 else {
                    throw ParseError(message: "expected the scale S of gamma:G:S in (0, 1], got '\(parts[1])'")
                }
                scale = value
            }
            return .gamma(exponent, scale: scale)
        }
        if lowered.hasPrefix("points:") {
            var points: [Point] = []
            for pair in lowered.dropFirst(7).split(separator: ",") {
                let xy = pair.split(separator: "=")
                guard xy.count == 2, let x = Double(xy[0]), let y = Double(xy[1]),
                    (0...1).contains(x), (0...1).contains(y)
                else { throw ParseError(message: "expected X=Y with X and Y in 0...1, got '\(pair)'") }
                if let previous = points.last, x <= previous.input {
                    throw ParseError(
                        message:
                            "expected X values strictly increasing, got \(formatShort(x)) after \(formatShort(previous.input))"
                    )
                }
                points.append(Point(x, y))
            }
            guard points.count >= 2 else {
                throw ParseError(message: "expected at least two points, e.g. points:0=0,1=0.5")
            }
            return PressureCurve(shape: .points(points))
        }
        throw ParseError(message: "expected identity, pen, gamma:G[:S] or points:X=Y,..., got '\(text)'")
    }
}

/// A short decimal form of a double: no trailing `.0`, shortest round-trip digits otherwise.
func formatShort(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}
