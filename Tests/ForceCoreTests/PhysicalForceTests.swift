import Foundation
import Testing

@testable import ForceCore

@Suite("PhysicalForce: newtons from the iPhone 6s weighings")
struct PhysicalForceTests {
    /// The (UITouch.force, newtons) pairs of the CSV fixture, header skipped.
    func weighings() throws -> [(force: Double, newtons: Double)] {
        let text = try String(
            contentsOf: fixtures.appendingPathComponent("touchvisualizer/force-vs-weight.csv"), encoding: .utf8)
        let lines = text.split(whereSeparator: \.isNewline).dropFirst()
        return try lines.map { line in
            let cells = line.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard cells.count == 2, let force = cells[0], let newtons = cells[1] else {
                throw CocoaError(.fileReadCorruptFile)
            }
            return (force, newtons)
        }
    }

    @Test func theStatedFitIsTheLeastSquaresLineThroughTheOrigin() throws {
        let pairs = try weighings()
        #expect(pairs.count == 22)
        let slope = pairs.map { $0.force * $0.newtons }.reduce(0, +) / pairs.map { $0.force * $0.force }.reduce(0, +)
        #expect(abs(slope - PhysicalForce.newtonsPerUITouchForce) < 0.00005, "fit \(slope)")
        let residuals = pairs.map { $0.newtons - PhysicalForce.newtonsPerUITouchForce * $0.force }
        let rms = (residuals.map { $0 * $0 }.reduce(0, +) / Double(residuals.count)).squareRoot()
        let largest = residuals.map(abs).max()!
        #expect(abs(rms - PhysicalForce.fitRMSResidual) < 0.0005, "rms \(rms)")
        #expect(abs(largest - PhysicalForce.fitMaxResidual) < 0.0005, "max \(largest)")
        // A free intercept would be tiny: the line through the origin loses nothing.
        let n = Double(pairs.count)
        let mx = pairs.map(\.force).reduce(0, +) / n
        let my = pairs.map(\.newtons).reduce(0, +) / n
        let affineSlope =
            pairs.map { ($0.force - mx) * ($0.newtons - my) }.reduce(0, +)
            / pairs.map { ($0.force - mx) * ($0.force - mx) }.reduce(0, +)
        #expect(abs(my - affineSlope * mx) < 0.01)
    }

    @Test func conversions() {
        #expect(PhysicalForce.describe(0.25) == "1.24 N, 126 gf", "medium's peek, the spec's 'about 1.2 N'")
        #expect(PhysicalForce.describe(1) == "4.95 N, 504 gf")
        #expect(PhysicalForce.describe(0) == "0.00 N, 0 gf")
        #expect(abs(PhysicalForce.newtons(0.7) - 0.7 * 20 / 3 * 0.742) < 1e-12)
        #expect(
            PhysicalForce.newtonsText(.nan) == "0.00 N" && PhysicalForce.gramsText(.infinity) == "0 gf",
            "no crash on non-finite")
    }
}
