import ForceCore
import Geometry
import QuickActions

/// One panel of a chart: a data range mapped onto a frame in points (y grows upwards).
public struct PlotAxes: Equatable, Sendable {
    /// The data area, in points.
    public var frame: Rect
    public var x: ClosedRange<Double>
    public var y: ClosedRange<Double>

    public init(frame: Rect, x: ClosedRange<Double>, y: ClosedRange<Double>) {
        self.frame = frame
        self.x = x
        self.y = y
    }

    /// Where a data point lands, clamped to the frame (a value outside the range sits on the edge).
    public func point(_ dataX: Double, _ dataY: Double) -> Point {
        Point(x: horizontal(dataX), y: vertical(dataY))
    }

    public func horizontal(_ value: Double) -> Double {
        let span = x.upperBound - x.lowerBound
        let t = span > 0 && value.isFinite ? (value - x.lowerBound) / span : 0
        return frame.minX + frame.width * min(1, max(0, t))
    }

    public func vertical(_ value: Double) -> Double {
        let span = y.upperBound - y.lowerBound
        let t = span > 0 && value.isFinite ? (value - y.lowerBound) / span : 0
        return frame.maxY - frame.height * min(1, max(0, t))
    }
}

/// One entry of a legend: a swatch (or a line) in a colour, and what it stands for.
public struct LegendEntry: Equatable, Sendable {
    public enum Mark: Equatable, Sendable { case swatch, line, dashed }
    public var color: Color
    public var label: String
    public var mark: Mark

    public init(_ label: String, _ color: Color, mark: Mark = .swatch) {
        self.label = label
        self.color = color
        self.mark = mark
    }
}

/// Builds a chart as a display list, for the shell to rasterize like any frame: axes with
/// round ticks and labels, curves, bars, threshold lines, legends. Pure: text is measured
/// through a `TextMeasurer` (the real font in the shell, a fixed width in tests), so labels
/// are placed where they fit and never overlap their neighbours.
public struct PlotBuilder {
    public let size: Size
    public let measurer: TextMeasurer
    public private(set) var items: [DisplayItem] = []

    public static let background = Color.white
    public static let ink = Color(r: 28, g: 28, b: 30)
    public static let secondaryInk = Color(r: 99, g: 99, b: 102)
    public static let gridColor = Color(r: 229, g: 229, b: 234)
    public static let axisColor = Color(r: 142, g: 142, b: 147)
    public static let labelFont = FontSpec(size: 12)
    public static let titleFont = FontSpec(size: 16, weight: .semibold)
    public static let panelTitleFont = FontSpec(size: 13, weight: .semibold)

    public init(size: Size, measurer: TextMeasurer) {
        self.size = size
        self.measurer = measurer
        items.append(.rect(Rect(x: 0, y: 0, width: size.width, height: size.height), Self.background))
    }

    /// The finished picture.
    public var displayList: DisplayList { DisplayList(size: size, items: items) }

    /// The width of `text` in `font`, in points.
    public func width(_ text: String, _ font: FontSpec = labelFont) -> Double {
        measurer.width(of: text, font: font)
    }

    /// One line of text whose top-left (or top-centre, top-right) is at `at`.
    /// With `backed`, a translucent white box goes behind it first, so a label stays legible
    /// over lines and curves.
    public mutating func text(
        _ string: String, at point: Point, font: FontSpec = labelFont, color: Color = ink,
        alignment: TextAlignment = .left,
        backed: Bool = false
    ) {
        let w = max(1, width(string, font) + 2)
        let x: Double
        switch alignment {
        case .left: x = point.x
        case .center: x = point.x - w / 2
        case .right: x = point.x - w
        }
        if backed {
            rect(
                Rect(x: x - 3, y: point.y, width: w + 6, height: font.size * 1.3 + 1),
                Color(r: 255, g: 255, b: 255, a: 225))
        }
        items.append(
            .text(
                TextRun(
                    string, frame: Rect(x: x, y: point.y, width: w, height: font.size * 1.3), font: font, color: color,
                    alignment: alignment)))
    }

    public mutating func rect(_ rect: Rect, _ color: Color) { items.append(.rect(rect, color)) }

    /// Axes: a grid line and a label at each tick, the axis names, and optionally a second
    /// scale on the right (`rightTicks`: positions in data units and their labels).
    public mutating func axes(
        _ axes: PlotAxes, xTicks: [Double], yTicks: [Double], xLabel: String, yLabel: String,
        xFormat: (Double) -> String, yFormat: (Double) -> String, rightTicks: [(Double, String)] = [],
        rightLabel: String? = nil
    ) {
        let f = axes.frame
        for tick in yTicks {
            let y = axes.vertical(tick)
            rect(Rect(x: f.minX, y: y.rounded(.down), width: f.width, height: 1), Self.gridColor)
            text(yFormat(tick), at: Point(x: f.minX - 6, y: y - 8), color: Self.secondaryInk, alignment: .right)
        }
        for tick in xTicks {
            let x = axes.horizontal(tick)
            rect(Rect(x: x.rounded(.down), y: f.minY, width: 1, height: f.height), Self.gridColor)
            rect(Rect(x: x.rounded(.down), y: f.maxY, width: 1, height: 4), Self.axisColor)
            text(xFormat(tick), at: Point(x: x, y: f.maxY + 6), color: Self.secondaryInk, alignment: .center)
        }
        rect(Rect(x: f.minX, y: f.maxY, width: f.width, height: 1), Self.axisColor)
        rect(Rect(x: f.minX - 1, y: f.minY, width: 1, height: f.height + 1), Self.axisColor)
        text(xLabel, at: Point(x: f.midX, y: f.maxY + 24), color: Self.ink, alignment: .center)
        // No rotated text in display lists: the y axis is named above its top tick.
        text(yLabel, at: Point(x: f.minX - 6, y: f.minY - 26), color: Self.ink, alignment: .left)
        if !rightTicks.isEmpty {
            rect(Rect(x: f.maxX, y: f.minY, width: 1, height: f.height + 1), Self.axisColor)
            for (value, label) in rightTicks {
                let y = axes.vertical(value)
                rect(Rect(x: f.maxX, y: y.rounded(.down), width: 4, height: 1), Self.axisColor)
                text(label, at: Point(x: f.maxX + 7, y: y - 8), color: Self.secondaryInk)
            }
            if let rightLabel {
                text(rightLabel, at: Point(x: f.maxX + 6, y: f.minY - 26), color: Self.ink, alignment: .right)
            }
        }
    }

    /// A horizontal line across the panel at `value`, solid or dashed, with an optional label
    /// just above it at the right end (or the left with `labelAtLeft`).
    public mutating func horizontalLine(
        _ axes: PlotAxes, at value: Double, color: Color, dashed: Bool = false, thickness: Double = 2,
        label: String? = nil,
        labelAtLeft: Bool = false, labelBelow: Bool = false
    ) {
        let f = axes.frame
        let y = (axes.vertical(value) - thickness / 2).rounded(.down)
        segments(from: f.minX, to: f.maxX, dashed: dashed) {
            rect(Rect(x: $0, y: y, width: $1, height: thickness), color)
        }
        if let label {
            let labelY = labelBelow ? y + thickness + 2 : y - 18
            text(
                label, at: Point(x: labelAtLeft ? f.minX + 6 : f.maxX - 6, y: labelY), color: color,
                alignment: labelAtLeft ? .left : .right, backed: true)
        }
    }

    /// A vertical line across the panel at `value`, with an optional label at its top.
    public mutating func verticalLine(
        _ axes: PlotAxes, at value: Double, color: Color, dashed: Bool = false, thickness: Double = 2,
        label: String? = nil,
        labelRow: Int = 0
    ) {
        let f = axes.frame
        let x = (axes.horizontal(value) - thickness / 2).rounded(.down)
        segments(from: f.minY, to: f.maxY, dashed: dashed) {
            rect(Rect(x: x, y: $0, width: thickness, height: $1), color)
        }
        if let label {
            let w = width(label)
            // Kept inside the panel: a line near the right edge has its label on its left.
            let left = x + 4 + w <= f.maxX ? x + 4 : x - 4 - w
            text(label, at: Point(x: left, y: f.minY + 4 + Double(labelRow) * 17), color: color, backed: true)
        }
    }

    private func segments(from start: Double, to end: Double, dashed: Bool, _ draw: (Double, Double) -> Void) {
        guard dashed else { return draw(start, end - start) }
        var position = start
        while position < end {
            draw(position, min(6, end - position))
            position += 10
        }
    }

    /// A curve through data points, thinned to at most two points per horizontal point (the
    /// lowest and highest there, in order), so a long trace costs its width, not its samples.
    public mutating func curve(_ axes: PlotAxes, _ points: [(Double, Double)], color: Color, width: Double = 1) {
        if let line = Self.polyline(axes, points, color: color, width: width) { items.append(.polyline(line)) }
    }

    /// The line `curve` draws, or nil when it has fewer than two points (a `StreamedPlot`'s curves).
    public static func polyline(
        _ axes: PlotAxes, _ points: [(Double, Double)], color: Color, width: Double = 1
    ) -> Polyline? {
        let mapped = thinned(points.map { axes.point($0.0, $0.1) })
        guard mapped.count >= 2 else { return nil }
        return Polyline(points: mapped, width: width, color: color)
    }

    /// Where a `StreamedPlot`'s curves go: before the next item.
    public var nextIndex: Int { items.count }

    /// Points in drawing order reduced to the first, lowest, highest and last of each
    /// whole-point column (the shape a 1-pixel line can show).
    static func thinned(_ points: [Point]) -> [Point] {
        guard points.count > 4 else { return points }
        var result: [Point] = []
        result.reserveCapacity(min(points.count, 1024))
        var index = 0
        while index < points.count {
            let column = points[index].x.rounded(.down)
            var end = index
            var low = index
            var high = index
            while end + 1 < points.count, points[end + 1].x.rounded(.down) == column {
                end += 1
                if points[end].y < points[low].y { low = end }
                if points[end].y > points[high].y { high = end }
            }
            var previous = -1
            for keep in [index, low, high, end].sorted() where keep != previous {
                result.append(points[keep])
                previous = keep
            }
            index = end + 1
        }
        return result
    }

    /// A legend in one row from `origin` (entries wrap to a new row past `maxWidth`); returns
    /// the height it took.
    @discardableResult
    public mutating func legend(_ entries: [LegendEntry], at origin: Point, maxWidth: Double) -> Double {
        var x = origin.x
        var y = origin.y
        for entry in entries {
            let w = 22 + width(entry.label) + 18
            if x + w > origin.x + maxWidth, x > origin.x {
                x = origin.x
                y += 20
            }
            switch entry.mark {
            case .swatch: rect(Rect(x: x, y: y + 3, width: 14, height: 10), entry.color)
            case .line: rect(Rect(x: x, y: y + 7, width: 16, height: 2), entry.color)
            case .dashed:
                rect(Rect(x: x, y: y + 7, width: 6, height: 2), entry.color)
                rect(Rect(x: x + 10, y: y + 7, width: 6, height: 2), entry.color)
            }
            text(entry.label, at: Point(x: x + 21, y: y - 1))
            x += w
        }
        return y - origin.y + 20
    }
}

/// Round tick values for an axis.
public enum PlotTicks {
    /// Ticks at 1, 2 or 5 times a power of ten, about `count` of them, covering `range`.
    public static func nice(_ range: ClosedRange<Double>, count: Int = 5) -> [Double] {
        let span = range.upperBound - range.lowerBound
        guard span > 0, span.isFinite, count > 0 else { return [range.lowerBound] }
        let raw = span / Double(count)
        var step = 1.0
        while step > raw { step /= 10 }
        while step * 10 <= raw { step *= 10 }
        for factor in [1.0, 2.0, 5.0, 10.0] where step * factor >= raw {
            step *= factor
            break
        }
        var ticks: [Double] = []
        let first = (range.lowerBound / step).rounded(.up)
        // Each tick from its index, not by adding steps: 0.6, not 0.6000000000000001.
        while ticks.count < 100 {
            let value = (first + Double(ticks.count)) * step
            guard value <= range.upperBound + step * 1e-9 else { break }
            ticks.append(abs(value) < step * 1e-9 ? 0 : value)
        }
        return ticks
    }

    /// The smallest 1, 2 or 5 times a power of ten at or above `value` (an axis end).
    public static func roundUp(_ value: Double) -> Double {
        guard value > 0, value.isFinite else { return 1 }
        var power = 1.0
        while power > value { power /= 10 }
        while power * 10 < value { power *= 10 }
        for factor in [1.0, 2.0, 5.0, 10.0] where power * factor >= value * (1 - 1e-12) { return power * factor }
        return power * 10
    }

    /// A tick label: as few decimals as the step needs.
    public static func label(_ value: Double, step: Double) -> String {
        var decimals = 0
        var scaled = step
        while decimals < 4, abs(scaled - scaled.rounded()) > 1e-9 {
            scaled *= 10
            decimals += 1
        }
        return formatFixed(value, decimals: decimals, trim: false)
    }
}
