import ForceCore
import Geometry
import QuickActions

/// The picture of `forcelab classify --plot`: one trace's force over time with the profile's
/// thresholds, and every gesture event marked where it happened.
public enum TracePlot {
    public static let size = Size(width: 1200, height: 520)

    /// The force of a trace as the plot draws it: touch samples in order, with a drop to zero
    /// at every lift so separate contacts do not join.
    public struct Samples: Sendable {
        public private(set) var times: [Int64] = []
        public private(set) var forces: [Float] = []
        private var down = false

        public init() {}

        public mutating func add(_ input: InputEvent) {
            guard case .touch(let sample) = input else { return }
            switch sample.phase {
            case .down:
                append(sample.time, 0)
                append(sample.time, sample.force)
                down = true
            case .move:
                if down { append(sample.time, sample.force) }
            case .up, .cancel:
                if down { append(sample.time, 0) }
                down = false
            }
        }

        private mutating func append(_ time: Int64, _ force: Double) {
            times.append(time)
            forces.append(Float(force.isFinite ? force : 0))
        }

        public var isEmpty: Bool { times.isEmpty }
    }

    public static func displayList(
        trace: String, samples: Samples, events: [GestureEvent], profile: ForceProfile, target: TargetKind,
        haptic: Bool,
        measurer: TextMeasurer
    ) -> DisplayList {
        var plot = PlotBuilder(size: size, measurer: measurer)
        let lastTime = max(samples.times.last ?? 0, events.last?.time ?? 0)
        let seconds = max(0.1, Double(lastTime) / 1_000_000)
        let thresholds = haptic ? [] : plotThresholds(profile, target: target)
        heading(
            &plot, trace: trace, contacts: events.filter { $0.kind == .began }.count, seconds: seconds,
            thresholds: thresholds, profile: profile, target: target, haptic: haptic)
        let axes = PlotAxes(frame: Rect(x: 78, y: 96, width: 1044, height: 300), x: 0...seconds, y: 0...1)
        drawAxes(&plot, axes)
        var points: [(Double, Double)] = []
        points.reserveCapacity(samples.times.count)
        for (time, force) in zip(samples.times, samples.forces) {
            points.append((Double(time) / 1_000_000, Double(force)))
        }
        plot.curve(axes, points, color: Color(r: 52, g: 199, b: 89), width: 2)
        // Over the curve, so a dense trace never hides them.
        for threshold in thresholds {
            plot.horizontalLine(
                axes, at: threshold.value, color: threshold.color, thickness: 1,
                label: "\(threshold.name) " + forceWithNewtons(threshold.value))
        }
        eventMarks(&plot, axes, events)
        legend(&plot, events: events, thresholds: thresholds, target: target)
        plot.text(
            fitted(PhysicalForce.note, width: size.width - 48, plot), at: Point(x: 24, y: 496),
            color: PlotBuilder.secondaryInk)
        return plot.displayList
    }

    /// The title, and a line saying what was classified: contacts, duration, target, profile
    /// and its thresholds.
    static func heading(
        _ plot: inout PlotBuilder, trace: String, contacts: Int, seconds: Double,
        thresholds: [(name: String, value: Double, color: Color)], profile: ForceProfile, target: TargetKind,
        haptic: Bool
    ) {
        plot.text(
            fitted("forcelab classify: \(trace)", width: size.width - 48, plot), at: Point(x: 24, y: 14),
            font: PlotBuilder.titleFont)
        let described = thresholds.map {
            "\($0.name) " + formatFixed($0.value, decimals: 2, trim: false) + " (\(PhysicalForce.describe($0.value)))"
        }
        plot.text(
            "\(plural(contacts, "contact", "contacts")) over \(formatFixed(seconds, decimals: 2, trim: false)) s, target \(target.rawValue), profile \(profile.name)"
                + (haptic ? ", Haptic Touch (force ignored)" : "")
                + (described.isEmpty ? "" : ":  " + described.joined(separator: "   ")),
            at: Point(x: 24, y: 38), color: PlotBuilder.secondaryInk)
    }

    /// Seconds along the bottom; force (0-1) on the left and newtons on the right.
    static func drawAxes(_ plot: inout PlotBuilder, _ axes: PlotAxes) {
        plot.forceAxes(axes, xTickCount: 10, xLabel: "seconds")
    }

    /// Events: a tick on the time axis for each, a dot and a label for those that decide an
    /// outcome; a label that would overlap the one before moves to the next row.
    static func eventMarks(_ plot: inout PlotBuilder, _ axes: PlotAxes, _ events: [GestureEvent]) {
        var rowEnds = [Double](repeating: -.infinity, count: 3)
        for event in events {
            let x = axes.horizontal(Double(event.time) / 1_000_000)
            let color = eventColor(event.kind)
            plot.rect(Rect(x: x.rounded(.down), y: axes.frame.maxY - 6, width: 1, height: 6), color)
            guard isStage(event.kind) else { continue }
            let y = axes.vertical(event.force)
            plot.rect(Rect(x: x - 3, y: y - 3, width: 6, height: 6), color)
            let label = event.kind.rawValue
            let w = plot.width(label)
            if let row = rowEnds.firstIndex(where: { $0 + 4 < x - w / 2 }) {
                let labelY = axes.frame.maxY + 28 + Double(row) * 16
                plot.rect(
                    Rect(x: x.rounded(.down), y: axes.frame.maxY, width: 1, height: labelY - axes.frame.maxY),
                    PlotPalette.faded(color, 120))
                plot.text(label, at: Point(x: x, y: labelY), color: color, alignment: .center, backed: true)
                rowEnds[row] = x + w / 2
            }
        }
    }

    /// The legend: the curve, each outcome the target can have with its count, the thresholds.
    static func legend(
        _ plot: inout PlotBuilder, events: [GestureEvent], thresholds: [(name: String, value: Double, color: Color)],
        target: TargetKind
    ) {
        let kinds: [GestureEventKind] =
            [.tap, .longPress] + (target == .row ? [.peek, .pop] : target == .icon ? [.quickActions] : []) + [
                .cancelled
            ]
        var counts: [GestureEventKind: Int] = [:]
        for event in events { counts[event.kind, default: 0] += 1 }
        var entries = [LegendEntry("force", Color(r: 52, g: 199, b: 89), mark: .line)]
        entries += kinds.map { LegendEntry("\($0.rawValue) \(counts[$0] ?? 0)", eventColor($0)) }
        entries += thresholds.map { LegendEntry("\($0.name) threshold", $0.color, mark: .line) }
        plot.legend(entries, at: Point(x: 24, y: 474), maxWidth: size.width - 48)
    }

    static func isStage(_ kind: GestureEventKind) -> Bool {
        switch kind {
        case .tap, .longPress, .peek, .pop, .quickActions, .cancelled: return true
        case .began, .ended: return false
        }
    }

    static func eventColor(_ kind: GestureEventKind) -> Color {
        switch kind {
        case .tap: return PlotPalette.color(.tap)
        case .longPress: return PlotPalette.color(.longPress)
        case .peek: return PlotPalette.peek
        case .pop: return PlotPalette.pop
        case .quickActions: return PlotPalette.quickActions
        case .cancelled: return PlotPalette.color(.cancelled)
        case .began, .ended: return PlotBuilder.axisColor
        }
    }
}
