import ForceCore
import Geometry
import QuickActions

/// Colours of outcomes, levels and thresholds, shared by every plot (and the HUD's own).
public enum PlotPalette {
    public static func color(_ outcome: ContactOutcome) -> Color {
        switch outcome {
        case .tap: return Color(r: 142, g: 142, b: 147)
        case .longPress: return Color(r: 175, g: 82, b: 222)
        case .peek: return Color(r: 255, g: 149, b: 0)
        case .pop: return Color(r: 255, g: 59, b: 48)
        case .quickActions: return Color(r: 0, g: 122, b: 255)
        case .cancelled: return Color(r: 72, g: 72, b: 74)
        }
    }

    /// The level colours, lightest level first (one level: grey).
    public static func level(_ index: Int, of count: Int) -> Color {
        if count <= 1 { return Color(r: 142, g: 142, b: 147) }
        let colors = [Color(r: 52, g: 199, b: 89), Color(r: 88, g: 86, b: 214), Color(r: 162, g: 132, b: 94)]
        return colors[min(index, colors.count - 1)]
    }

    public static let peek = Color(r: 255, g: 149, b: 0)
    public static let pop = Color(r: 255, g: 59, b: 48)
    public static let quickActions = Color(r: 0, g: 122, b: 255)
    public static let base = Color(r: 99, g: 99, b: 102)
    public static let drag = Color(r: 199, g: 199, b: 204)

    /// `color` at `alpha`.
    public static func faded(_ color: Color, _ alpha: UInt8) -> Color {
        Color(r: color.r, g: color.g, b: color.b, a: alpha)
    }

    /// How opaque each of `count` overlaid curves is: solid for a few, faint for thousands, so
    /// dense bundles read as dense.
    public static func curveAlpha(count: Int) -> UInt8 {
        guard count > 24 else { return 230 }
        return UInt8(max(18, min(230, (230 * (24 / Double(count)).squareRoot()).rounded())))
    }

    /// The order curves are drawn in (later on top): the stages people tune for last.
    static func drawingRank(_ outcome: ContactOutcome) -> Int {
        switch outcome {
        case .cancelled: return 0
        case .tap: return 1
        case .longPress: return 2
        case .peek: return 3
        case .quickActions: return 4
        case .pop: return 5
        }
    }
}

/// The force thresholds of one profile a plot draws for a target: (name, value, colour).
func plotThresholds(_ profile: ForceProfile, target: TargetKind) -> [(name: String, value: Double, color: Color)] {
    switch target {
    case .row: return [("peek", profile.peekRise, PlotPalette.peek), ("pop", profile.popRise, PlotPalette.pop)]
    case .icon: return [("quick actions", profile.quickActionRise, PlotPalette.quickActions)]
    case .plain: return []
    }
}

/// `0.26 (1.29 N)`: a force with its newtons.
func forceWithNewtons(_ value: Double) -> String {
    formatFixed(value, decimals: 2, trim: false) + " (" + PhysicalForce.newtonsText(value) + ")"
}

/// The picture of `forcelab calibrate --plot`: (a) every contact's force curve from touch-down,
/// overlaid and coloured by its outcome under the calibrated profile, with both profiles'
/// thresholds; (b) the histogram of the presses' peaks, coloured by level, with the levels'
/// ranges and the proposed and base thresholds. Needs `Calibration.run(..., curvesIn: folder)`.
public enum CalibrationPlot {
    public static let size = Size(width: 1200, height: 660)

    public static func displayList(_ calibration: Calibration, measurer: TextMeasurer) -> DisplayList {
        picture(calibration, measurer: measurer).inlined()
    }

    /// The picture with its curves read and drawn one at a time (see `StreamedPlot`).
    public static func picture(_ calibration: Calibration, measurer: TextMeasurer) -> StreamedPlot {
        var plot = PlotBuilder(size: size, measurer: measurer)
        let presses = calibration.isPress.filter { $0 }.count
        let levels = calibration.clustering.levels
        plot.text(
            "forcelab calibrate: \(plural(presses, "press", "presses")) in \(plural(calibration.contacts.count, "contact", "contacts")), "
                + "\(plural(levels.count, "level", "levels")), target \(calibration.target.rawValue), base \(calibration.base.name)",
            at: Point(x: 24, y: 14), font: PlotBuilder.titleFont)
        let thresholds = plotThresholds(calibration.proposed, target: calibration.target)
        let baseThresholds = plotThresholds(calibration.base, target: calibration.target)
        let summary = zip(thresholds, baseThresholds).map { now, before in
            "\(now.name) \(formatFixed(now.value, decimals: 2, trim: false)) (\(PhysicalForce.describe(now.value)))"
                + (now.value == before.value
                    ? ", as \(calibration.base.name)" : ", was \(formatFixed(before.value, decimals: 2, trim: false))")
        }
        plot.text(
            "calibrated: " + (summary.isEmpty ? "no force stages" : summary.joined(separator: "   ")),
            at: Point(x: 24, y: 38), color: PlotBuilder.secondaryInk)

        let curves = PlotAxes(
            frame: Rect(x: 78, y: 118, width: 560, height: 400), x: 0...curveSpan(calibration), y: 0...1)
        let curvesAt = drawCurves(&plot, calibration, curves, thresholds: thresholds, baseThresholds: baseThresholds)
        let histogram = PlotAxes(
            frame: Rect(x: 760, y: 118, width: 400, height: 400), x: 0...1, y: 0...histogramTop(calibration))
        drawHistogram(&plot, calibration, histogram, thresholds: thresholds, baseThresholds: baseThresholds)

        // Legend: outcomes (with counts), then what the lines are.
        let counts = calibration.counts(proposed: true)
        var entries = ContactOutcome.columns(for: calibration.target).map { outcome in
            LegendEntry("\(outcome.rawValue) \(counts[outcome] ?? 0)", PlotPalette.color(outcome))
        }
        let drags = calibration.contacts.count - presses
        if drags > 0 { entries.append(LegendEntry("drag \(drags) (left out)", PlotPalette.drag)) }
        entries += thresholds.map { LegendEntry("calibrated \($0.name)", $0.color, mark: .line) }
        if zip(thresholds, baseThresholds).contains(where: { $0.value != $1.value }) {
            entries.append(LegendEntry("\(calibration.base.name) (base)", PlotPalette.base, mark: .dashed))
        }
        plot.text("outcomes under the calibrated profile:", at: Point(x: 24, y: 578), color: PlotBuilder.secondaryInk)
        let after = 24 + plot.width("outcomes under the calibrated profile:") + 12
        plot.legend(entries, at: Point(x: after, y: 578), maxWidth: size.width - after - 24)
        plot.text(
            fitted("levels: " + calibration.clustering.reason, width: size.width - 48, plot), at: Point(x: 24, y: 614),
            color: PlotBuilder.secondaryInk)
        plot.text(
            fitted(PhysicalForce.note, width: size.width - 48, plot), at: Point(x: 24, y: 632),
            color: PlotBuilder.secondaryInk)
        var streamed = StreamedPlot(list: plot.displayList, curvesAt: curvesAt) { draw in
            forEachCurve(calibration, curves, draw)
        }
        streamed.failure = { calibration.curves.readFailure }
        return streamed
    }

    /// The curves' time axis: the longest contact, rounded up to a round number, at most 10 s.
    static func curveSpan(_ calibration: Calibration) -> Double {
        let longest = calibration.contacts.map { Double($0.duration) / 1_000_000 }.max() ?? 1
        return min(10, PlotTicks.roundUp(max(0.1, longest)))
    }

    /// Draws panel (a) but its curves; returns where they go.
    static func drawCurves(
        _ plot: inout PlotBuilder, _ calibration: Calibration, _ axes: PlotAxes,
        thresholds: [(name: String, value: Double, color: Color)],
        baseThresholds: [(name: String, value: Double, color: Color)]
    ) -> Int {
        plot.text(
            "(a) every contact's force from touch-down, coloured by outcome", at: Point(x: axes.frame.minX - 40, y: 64),
            font: PlotBuilder.panelTitleFont)
        plot.forceAxes(axes, xTickCount: 6, xLabel: "seconds since touch-down")
        let curvesAt = plot.nextIndex
        for (now, before) in zip(thresholds, baseThresholds) where now.value != before.value {
            // The base's label goes on the side away from the calibrated line, so neither hides the other.
            plot.horizontalLine(
                axes, at: before.value, color: PlotPalette.base, dashed: true, thickness: 1,
                label: "\(calibration.base.name) \(before.name) \(formatFixed(before.value, decimals: 2, trim: false))",
                labelAtLeft: true,
                labelBelow: now.value > before.value)
        }
        for threshold in thresholds {
            plot.horizontalLine(
                axes, at: threshold.value, color: threshold.color,
                label: "\(threshold.name) " + forceWithNewtons(threshold.value))
        }
        return curvesAt
    }

    /// Every contact's curve, read one at a time, in drawing order: drags first, then presses by
    /// outcome (`PlotPalette.drawingRank`), each group in trace order.
    static func forEachCurve(_ calibration: Calibration, _ axes: PlotAxes, _ draw: (Polyline) -> Void) {
        let count = calibration.contacts.count
        let alpha = PlotPalette.curveAlpha(count: count)
        let order = calibration.contacts.indices.sorted { a, b in
            let ra = calibration.isPress[a] ? PlotPalette.drawingRank(calibration.proposedOutcomes[a]) + 1 : 0
            let rb = calibration.isPress[b] ? PlotPalette.drawingRank(calibration.proposedOutcomes[b]) + 1 : 0
            return ra != rb ? ra < rb : a < b
        }
        let span = axes.x.upperBound
        for index in order where index < calibration.curves.count {
            let color =
                calibration.isPress[index] ? PlotPalette.color(calibration.proposedOutcomes[index]) : PlotPalette.drag
            if let line = PlotBuilder.polyline(
                axes, clipped(calibration.curves, index, to: span), color: PlotPalette.faded(color, alpha), width: 1)
            {
                draw(line)
            }
        }
    }

    /// Contact `index`'s points up to `span` seconds (and the first one past it, so the line
    /// reaches the edge), read from `curves` no further than that.
    static func clipped(_ curves: ContactCurves, _ index: Int, to span: Double) -> [(Double, Double)] {
        var points: [(Double, Double)] = []
        curves.visit(index) { point in
            let seconds = Double(point.time) / 1_000_000
            points.append((seconds, Double(point.force)))
            return seconds <= span
        }
        return points
    }

    static let binWidth = 0.02

    /// Counts of presses per histogram bin and level.
    static func bins(_ calibration: Calibration) -> [[Int]] {
        let levels = max(1, calibration.clustering.levels.count)
        var bins = [[Int]](repeating: [Int](repeating: 0, count: levels), count: Int((1 / binWidth).rounded()))
        for (index, contact) in calibration.contacts.enumerated() where calibration.isPress[index] {
            guard contact.peak.isFinite else { continue }
            let bin = min(bins.count - 1, max(0, Int(contact.peak / binWidth)))
            bins[bin][min(levels - 1, calibration.levelOfContact[index] ?? 0)] += 1
        }
        return bins
    }

    static func histogramTop(_ calibration: Calibration) -> Double {
        let highest = bins(calibration).map { $0.reduce(0, +) }.max() ?? 0
        return PlotTicks.roundUp(Double(max(highest, 4)) * 1.25)
    }

    static func drawHistogram(
        _ plot: inout PlotBuilder, _ calibration: Calibration, _ axes: PlotAxes,
        thresholds: [(name: String, value: Double, color: Color)],
        baseThresholds: [(name: String, value: Double, color: Color)]
    ) {
        plot.text(
            "(b) the presses' peaks: levels and thresholds", at: Point(x: axes.frame.minX - 40, y: 64),
            font: PlotBuilder.panelTitleFont)
        let yTicks = PlotTicks.nice(axes.y, count: 5)
        let yStep = yTicks.count > 1 ? yTicks[1] - yTicks[0] : 1
        plot.axes(
            axes, xTicks: PlotTicks.nice(0...1, count: 5), yTicks: yTicks, xLabel: "peak force (0-1; 1 is 4.95 N)",
            yLabel: "presses",
            xFormat: { PlotTicks.label($0, step: 0.2) }, yFormat: { PlotTicks.label($0, step: max(1, yStep)) })
        let levels = calibration.clustering.levels
        // Each level's range, shaded behind the bars and named just above its tallest bar.
        let counted = bins(calibration)
        for (index, level) in levels.enumerated() {
            let color = PlotPalette.level(index, of: levels.count)
            let left = axes.horizontal(level.minimum) - 2
            let right = max(left + 4, axes.horizontal(level.maximum) + 2)
            plot.rect(
                Rect(x: left, y: axes.frame.minY, width: right - left, height: axes.frame.height),
                PlotPalette.faded(color, 38))
            let first = min(counted.count - 1, max(0, Int(level.minimum / binWidth)))
            let last = min(counted.count - 1, max(first, Int(level.maximum / binWidth)))
            let tallest = counted[first...last].map { $0.reduce(0, +) }.max() ?? 0
            let name = calibration.levelNames[index] + " (\(level.count))"
            let half = plot.width(name) / 2 + 2
            let centre = min(max((left + right) / 2, axes.frame.minX + half), axes.frame.maxX - half)
            plot.text(
                name, at: Point(x: centre, y: axes.vertical(Double(tallest)) - 18), color: color, alignment: .center)
        }
        for (bin, counts) in counted.enumerated() {
            var bottom = 0
            let x0 = axes.horizontal(Double(bin) * binWidth) + 1
            let x1 = axes.horizontal(Double(bin + 1) * binWidth) - 1
            for (level, count) in counts.enumerated() where count > 0 {
                let top = axes.vertical(Double(bottom + count))
                let base = axes.vertical(Double(bottom))
                plot.rect(
                    Rect(x: x0, y: top, width: max(1, x1 - x0), height: base - top),
                    PlotPalette.level(level, of: levels.count))
                bottom += count
            }
        }
        var row = 0
        for (now, before) in zip(thresholds, baseThresholds) where now.value != before.value {
            plot.verticalLine(
                axes, at: before.value, color: PlotPalette.base, dashed: true, thickness: 1,
                label: "\(calibration.base.name) \(formatFixed(before.value, decimals: 2, trim: false))", labelRow: row)
            row += 1
        }
        for threshold in thresholds {
            plot.verticalLine(
                axes, at: threshold.value, color: threshold.color,
                label: "\(threshold.name) " + forceWithNewtons(threshold.value), labelRow: row)
            row += 1
        }
    }
}

/// `1 press`, `2 presses`.
func plural(_ count: Int, _ one: String, _ many: String) -> String { "\(count) \(count == 1 ? one : many)" }

/// `text` cut with an ellipsis to fit `width` points.
func fitted(_ text: String, width: Double, _ plot: PlotBuilder) -> String {
    guard plot.width(text) > width else { return text }
    var characters = Array(text)
    while !characters.isEmpty, plot.width(String(characters) + "…") > width {
        characters.removeLast(max(1, characters.count / 20))
    }
    return String(characters) + "…"
}
