import ForceCore
import Geometry
import QuickActions

/// The picture of `forcelab compare --plot`: (a) every contact's force curve, the ones that
/// change outcome between the profiles highlighted (coloured by their outcome under the last
/// profile, drawn thicker, on top), the others faint, with every profile's thresholds; (b) the
/// totals per profile as grouped bars and the list of the contacts that change.
public enum ComparePlot {
    public static let size = Size(width: 1200, height: 660)

    /// One colour per profile, in the order given (bars, dashed threshold labels).
    public static func profileColor(_ index: Int) -> Color {
        let colors = [
            Color(r: 88, g: 86, b: 214), Color(r: 48, g: 176, b: 199), Color(r: 162, g: 132, b: 94),
            Color(r: 255, g: 45, b: 85),
            Color(r: 52, g: 199, b: 89), Color(r: 99, g: 99, b: 102),
        ]
        return colors[index % colors.count]
    }

    public static func displayList(_ comparison: ProfileComparison, measurer: TextMeasurer) -> DisplayList {
        picture(comparison, measurer: measurer).inlined()
    }

    /// The picture with its curves read and drawn one at a time (see `StreamedPlot`).
    public static func picture(_ comparison: ProfileComparison, measurer: TextMeasurer) -> StreamedPlot {
        var plot = PlotBuilder(size: size, measurer: measurer)
        let changed = comparison.changedCount
        let count = comparison.contacts.count
        plot.text(
            "forcelab compare: \(plural(count, "contact", "contacts")), target \(comparison.target.rawValue), profiles "
                + comparison.labels.joined(separator: ", "),
            at: Point(x: 24, y: 14), font: PlotBuilder.titleFont)
        plot.text(
            changed == 0
                ? "no contact changes outcome between the profiles"
                : "\(changed) of \(count) change outcome between the profiles",
            at: Point(x: 24, y: 38), color: PlotBuilder.secondaryInk)

        let longest = comparison.contacts.map { Double($0.duration) / 1_000_000 }.max() ?? 1
        let curves = PlotAxes(
            frame: Rect(x: 78, y: 118, width: 560, height: 400), x: 0...min(10, PlotTicks.roundUp(max(0.1, longest))),
            y: 0...1)
        let curvesAt = drawCurves(&plot, comparison, curves)
        drawTotals(
            &plot, comparison, PlotAxes(frame: Rect(x: 760, y: 118, width: 400, height: 190), x: 0...1, y: 0...1))
        drawChanged(&plot, comparison, top: 360)

        let last = comparison.labels.count - 1
        var entries = ContactOutcome.columns(for: comparison.target).map { outcome in
            LegendEntry(outcome.rawValue, PlotPalette.color(outcome))
        }
        entries.append(LegendEntry("unchanged", PlotPalette.drag))
        plot.text(
            "changed contacts, by outcome under \(comparison.labels[last]):", at: Point(x: 24, y: 586),
            color: PlotBuilder.secondaryInk)
        let after = 24 + plot.width("changed contacts, by outcome under \(comparison.labels[last]):") + 12
        plot.legend(entries, at: Point(x: after, y: 586), maxWidth: size.width - after - 24)
        plot.text(
            fitted(PhysicalForce.note, width: size.width - 48, plot), at: Point(x: 24, y: 632),
            color: PlotBuilder.secondaryInk)
        var streamed = StreamedPlot(list: plot.displayList, curvesAt: curvesAt) { draw in
            forEachCurve(comparison, curves, draw)
        }
        streamed.failure = { comparison.curves.readFailure }
        return streamed
    }

    /// Draws panel (a) but its curves; returns where they go.
    static func drawCurves(_ plot: inout PlotBuilder, _ comparison: ProfileComparison, _ axes: PlotAxes) -> Int {
        plot.text(
            "(a) every contact's force from touch-down; changes highlighted", at: Point(x: axes.frame.minX - 40, y: 64),
            font: PlotBuilder.panelTitleFont)
        plot.forceAxes(axes, xTickCount: 6, xLabel: "seconds since touch-down")
        let curvesAt = plot.nextIndex
        // Thresholds: one line per profile and stage, in the stage's colour; the profile is named
        // at the line's left end, labels that would collide move right.
        var placed: [(y: Double, right: Double)] = []
        for (index, profile) in comparison.profiles.enumerated() {
            for threshold in plotThresholds(profile, target: comparison.target) {
                plot.horizontalLine(axes, at: threshold.value, color: threshold.color, dashed: index > 0, thickness: 1)
                let label =
                    "\(comparison.labels[index]) \(threshold.name) "
                    + formatFixed(threshold.value, decimals: 2, trim: false)
                let y = axes.vertical(threshold.value) - 18
                var x = axes.frame.minX + 6
                while let clash = placed.first(where: { abs($0.y - y) < 16 && $0.right > x - 6 }) {
                    x = clash.right + 10
                }
                plot.text(label, at: Point(x: x, y: y), color: threshold.color, backed: true)
                placed.append((y, x + plot.width(label)))
            }
        }
        return curvesAt
    }

    /// Every contact's curve, read one at a time: the unchanged ones faint, then the changed ones
    /// in the colour of their outcome under the last profile, each group in trace order.
    static func forEachCurve(_ comparison: ProfileComparison, _ axes: PlotAxes, _ draw: (Polyline) -> Void) {
        let last = comparison.outcomes.count - 1
        let changed = comparison.changedCount
        let unchanged = comparison.contacts.count - changed
        let faint = PlotPalette.faded(PlotPalette.drag, PlotPalette.curveAlpha(count: unchanged * 2))
        let alpha = PlotPalette.curveAlpha(count: changed)
        for highlighted in [false, true] {
            for index in comparison.contacts.indices
            where index < comparison.curves.count && comparison.changes(index) == highlighted {
                let points = CalibrationPlot.clipped(comparison.curves, index, to: axes.x.upperBound)
                let line =
                    highlighted
                    ? PlotBuilder.polyline(
                        axes, points,
                        color: PlotPalette.faded(PlotPalette.color(comparison.outcomes[last][index]), alpha),
                        width: 2)
                    : PlotBuilder.polyline(axes, points, color: faint)
                if let line { draw(line) }
            }
        }
    }

    static func drawTotals(_ plot: inout PlotBuilder, _ comparison: ProfileComparison, _ frame: PlotAxes) {
        plot.text(
            "(b) outcomes per profile", at: Point(x: frame.frame.minX - 40, y: 64), font: PlotBuilder.panelTitleFont)
        let columns = ContactOutcome.columns(for: comparison.target)
        let totals = comparison.labels.indices.map { comparison.totals($0) }
        let highest = totals.flatMap { $0.values }.max() ?? 0
        let axes = PlotAxes(
            frame: frame.frame, x: 0...Double(columns.count), y: 0...PlotTicks.roundUp(Double(max(highest, 4)) * 1.2))
        let yTicks = PlotTicks.nice(axes.y, count: 4)
        let yStep = yTicks.count > 1 ? yTicks[1] - yTicks[0] : 1
        plot.axes(
            axes, xTicks: [], yTicks: yTicks, xLabel: "", yLabel: "contacts", xFormat: { _ in "" },
            yFormat: { PlotTicks.label($0, step: max(1, yStep)) })
        let groups = Double(comparison.labels.count)
        for (column, outcome) in columns.enumerated() {
            let left = axes.horizontal(Double(column)) + 8
            let right = axes.horizontal(Double(column + 1)) - 8
            let barWidth = (right - left) / groups
            for profile in comparison.labels.indices {
                let value = totals[profile][outcome] ?? 0
                let top = axes.vertical(Double(value))
                let x = left + barWidth * Double(profile)
                if value > 0 {
                    plot.rect(
                        Rect(x: x + 1, y: top, width: max(1, barWidth - 2), height: axes.frame.maxY - top),
                        profileColor(profile))
                }
                plot.text(
                    String(value), at: Point(x: x + barWidth / 2, y: top - 16), font: FontSpec(size: 10),
                    color: PlotBuilder.secondaryInk, alignment: .center)
            }
            plot.text(
                outcome.rawValue, at: Point(x: (left + right) / 2, y: axes.frame.maxY + 6),
                color: PlotPalette.color(outcome), alignment: .center)
        }
        let entries = comparison.labels.enumerated().map { LegendEntry($0.element, profileColor($0.offset)) }
        plot.legend(entries, at: Point(x: axes.frame.minX, y: axes.frame.maxY + 26), maxWidth: axes.frame.width)
    }

    /// The contacts that change, one line each: `#7  0.38 (1.88 N)  pop → peek → peek`.
    static func drawChanged(_ plot: inout PlotBuilder, _ comparison: ProfileComparison, top: Double) {
        let left = 720.0
        let changed = comparison.contacts.indices.filter(comparison.changes)
        plot.text(
            "contacts that change (" + comparison.labels.joined(separator: " → ") + ")", at: Point(x: left, y: top),
            font: PlotBuilder.panelTitleFont)
        let rows = 10
        if changed.isEmpty {
            plot.text(
                "none: every contact has the same outcome under every profile", at: Point(x: left, y: top + 22),
                color: PlotBuilder.secondaryInk)
        }
        for (row, index) in changed.prefix(changed.count > rows ? rows - 1 : rows).enumerated() {
            let contact = comparison.contacts[index]
            let y = top + 22 + Double(row) * 17
            plot.text("#\(index + 1)", at: Point(x: left, y: y), color: PlotBuilder.secondaryInk)
            plot.text(forceWithNewtons(contact.peak), at: Point(x: left + 50, y: y), color: PlotBuilder.secondaryInk)
            var x = left + 160
            for (profile, outcomes) in comparison.outcomes.enumerated() {
                let name = outcomes[index].rawValue
                plot.text(name, at: Point(x: x, y: y), color: PlotPalette.color(outcomes[index]))
                x += plot.width(name) + 4
                if profile < comparison.outcomes.count - 1 {
                    plot.text("→", at: Point(x: x, y: y), color: PlotBuilder.secondaryInk)
                    x += plot.width("→") + 4
                }
            }
        }
        if changed.count > rows {
            plot.text(
                "and \(changed.count - rows + 1) more (the text report lists them all)",
                at: Point(x: left, y: top + 22 + Double(rows - 1) * 17), color: PlotBuilder.secondaryInk)
        }
    }
}
