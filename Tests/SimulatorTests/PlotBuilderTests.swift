import Foundation
import Geometry
import QuickActions
import Testing

@testable import Simulator

@Suite struct PlotBuilderTests {
    @Test func niceTicksAndRoundAxisEnds() {
        #expect(PlotTicks.nice(0...1, count: 5).count == 6 && PlotTicks.nice(0...1, count: 5).last == 1)
        #expect(PlotTicks.nice(0...10, count: 5) == [0, 2, 4, 6, 8, 10])
        #expect(PlotTicks.nice(0...35.6, count: 10).first == 0 && PlotTicks.nice(0...35.6, count: 10).last == 35)
        #expect(PlotTicks.nice(0...0, count: 5) == [0], "an empty range is one tick, not a hang")
        #expect(PlotTicks.nice(0...Double.infinity, count: 5) == [0])
        #expect(
            PlotTicks.roundUp(0.35) == 0.5 && PlotTicks.roundUp(8.5) == 10 && PlotTicks.roundUp(7.5) == 10
                && PlotTicks.roundUp(2) == 2)
        #expect(PlotTicks.roundUp(.nan) == 1 && PlotTicks.roundUp(0) == 1)
        #expect(PlotTicks.label(0.6000000000000001, step: 0.2) == "0.6" && PlotTicks.label(20, step: 5) == "20")
    }

    @Test func axesClampAndRejectNonFiniteValues() {
        let axes = PlotAxes(frame: Rect(x: 10, y: 20, width: 100, height: 50), x: 0...1, y: 0...1)
        #expect(axes.point(0, 0) == Point(x: 10, y: 70) && axes.point(1, 1) == Point(x: 110, y: 20))
        #expect(axes.point(5, -5) == Point(x: 110, y: 70), "outside the range sits on the edge")
        #expect(axes.point(.nan, .infinity) == Point(x: 10, y: 70))
    }

    @Test func curvesAreThinnedToTheirShapePerColumn() {
        // 10,000 samples across 100 points: at most four kept per column, the extremes among them.
        let points = (0..<10_000).map { Point(x: Double($0) / 100, y: sin(Double($0) / 7) * 40 + 50) }
        let thinned = PlotBuilder.thinned(points)
        #expect(thinned.count <= 400 && thinned.count >= 200)
        #expect(thinned.first == points.first && thinned.last == points.last)
        for column in 0..<100 {
            let inColumn = points.filter { $0.x.rounded(.down) == Double(column) }
            let kept = thinned.filter { $0.x.rounded(.down) == Double(column) }
            #expect(
                kept.map(\.y).min() == inColumn.map(\.y).min() && kept.map(\.y).max() == inColumn.map(\.y).max(),
                "column \(column)")
        }
        #expect(PlotBuilder.thinned([]) == [])
    }

    @Test func legendWrapsAndLabelsStayInsideThePanel() {
        var plot = PlotBuilder(size: Size(width: 400, height: 300), measurer: FixedWidthMeasurer(advance: 7))
        let height = plot.legend(
            (0..<12).map { LegendEntry("entry \($0)", .black) }, at: Point(x: 10, y: 10), maxWidth: 300)
        #expect(height > 20, "twelve entries do not fit one 300-point row")
        let axes = PlotAxes(frame: Rect(x: 40, y: 40, width: 300, height: 200), x: 0...1, y: 0...1)
        plot.verticalLine(axes, at: 0.99, color: .black, label: "a long label near the right edge")
        let label = plot.displayList.textRuns.first { $0.text == "a long label near the right edge" }!
        #expect(label.frame.maxX <= axes.frame.maxX + 1, "moved to the line's left: \(label.frame)")
        var lines = 0
        for item in plot.displayList.items { if case .rect = item { lines += 1 } }
        #expect(lines > 1)
    }
}
