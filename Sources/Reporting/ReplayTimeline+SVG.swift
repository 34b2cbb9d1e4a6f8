import Foundation
import QuickActions

extension ReplayTimeline {
    /// The picture's size and margins, in SVG user units (CSS pixels at 100%).
    enum Layout {
        static let width = 900.0
        static let height = 230.0
        static let left = 44.0
        static let right = 124.0
        static let top = 40.0
        static let plotHeight = 130.0
        static var plotBottom: Double { top + plotHeight }
        static var plotWidth: Double { width - left - right }
    }

    /// The colour of a threshold's line by its name.
    static func thresholdColour(_ name: String) -> String {
        name.hasPrefix("pop") ? "#d70015" : name.hasPrefix("peek") ? "#c93400" : "#8944ab"
    }

    /// The timeline as inline SVG: force over time (blue), the thresholds (dashed, named at the
    /// right), each marker a grey line with its kind above (its full label as the title), each
    /// pictured frame a dot under the axis that links to `#ANCHOR-fSTEP` (so it works without
    /// script). Every text goes through `XMLText`. Pure: the same timeline gives the same bytes.
    public func svg(anchor: String, title: String) -> String {
        let e = XMLText.escape
        let span = max(duration, 0.001)
        func x(_ t: Double) -> Double { Layout.left + Layout.plotWidth * min(max(t / span, 0), 1) }
        func y(_ force: Double) -> Double { Layout.plotBottom - Layout.plotHeight * min(max(force, 0), 1) }
        var out =
            "<svg class=\"timeline-picture\" viewBox=\"0 0 \(n(Layout.width)) \(n(Layout.height))\" width=\"\(n(Layout.width))\" height=\"\(n(Layout.height))\" font-family=\"system-ui, sans-serif\" role=\"img\" aria-label=\"\(e(title))\" data-duration=\"\(n3(duration))\" data-left=\"\(n(Layout.left))\" data-plot-width=\"\(n(Layout.plotWidth))\">\n"
        out += "<title>\(e(title))</title>\n"
        out +=
            "<rect x=\"0\" y=\"0\" width=\"\(n(Layout.width))\" height=\"\(n(Layout.height))\" fill=\"#ffffff\"/>\n"
        out += axes(x: x, y: y)
        // Labels from the highest threshold down, each at least a line below the one above.
        var labelBottom = -Double.infinity
        for threshold in thresholds.sorted(by: { $0.value > $1.value }) {
            let colour = Self.thresholdColour(threshold.name)
            let lineY = y(threshold.value)
            let labelY = max(lineY + 4, labelBottom + 12)
            labelBottom = labelY
            out +=
                "<line class=\"threshold\" x1=\"\(n(Layout.left))\" y1=\"\(n(lineY))\" x2=\"\(n(Layout.left + Layout.plotWidth))\" y2=\"\(n(lineY))\" stroke=\"\(colour)\" stroke-dasharray=\"5 4\" stroke-width=\"1\"/>"
            out +=
                "<text x=\"\(n(Layout.left + Layout.plotWidth + 4))\" y=\"\(n(labelY))\" font-size=\"11\" fill=\"\(colour)\">\(e(threshold.name)) \(n2(threshold.value))</text>\n"
        }
        out += markerLines(x: x)
        let points = thinned().map { "\(n(x($0.t))),\(n(y($0.force)))" }.joined(separator: " ")
        if !points.isEmpty {
            out +=
                "<polyline class=\"force\" points=\"\(points)\" fill=\"none\" stroke=\"#0a60ff\" stroke-width=\"2\" stroke-linejoin=\"round\"/>\n"
        }
        for frame in frames {
            let label = "frame \(frame.step) at \(n3(frame.t)) s"
            out +=
                "<a class=\"frame-point\" href=\"#\(e(anchor))-f\(frame.step)\" data-step=\"\(frame.step)\"><circle cx=\"\(n(x(frame.t)))\" cy=\"\(n(Layout.plotBottom + 12))\" r=\"4\" fill=\"#3a3a3c\"><title>\(e(label))</title></circle></a>\n"
        }
        return out + "</svg>\n"
    }

    /// The force axis (0, 0.5, 1) and the time axis with a tick every round interval.
    private func axes(x: (Double) -> Double, y: (Double) -> Double) -> String {
        var out = ""
        for force in [0.0, 0.5, 1.0] {
            out +=
                "<line x1=\"\(n(Layout.left))\" y1=\"\(n(y(force)))\" x2=\"\(n(Layout.left + Layout.plotWidth))\" y2=\"\(n(y(force)))\" stroke=\"#e5e5ea\" stroke-width=\"1\"/>"
            out +=
                "<text x=\"\(n(Layout.left - 6))\" y=\"\(n(y(force) + 4))\" font-size=\"11\" text-anchor=\"end\" fill=\"#6e6e73\">\(n1(force))</text>\n"
        }
        let interval = Self.tickInterval(duration)
        var t = 0.0
        let bottom = Layout.plotBottom + 34
        while t <= duration + interval / 1000 {
            out +=
                "<line x1=\"\(n(x(t)))\" y1=\"\(n(Layout.plotBottom))\" x2=\"\(n(x(t)))\" y2=\"\(n(Layout.plotBottom + 4))\" stroke=\"#8e8e93\"/>"
            out +=
                "<text x=\"\(n(x(t)))\" y=\"\(n(bottom))\" font-size=\"11\" text-anchor=\"middle\" fill=\"#6e6e73\">\(Self.seconds(t)) s</text>\n"
            t += interval
        }
        out +=
            "<text x=\"\(n(Layout.left - 6))\" y=\"\(n(Layout.top - 28))\" font-size=\"11\" text-anchor=\"end\" fill=\"#6e6e73\">force</text>\n"
        return out
    }

    /// Each marker: a line through the plot, its kind above it (two rows, so neighbours do not
    /// overlap as soon), its whole label as its title.
    private func markerLines(x: (Double) -> Double) -> String {
        var out = ""
        for (index, marker) in markers.enumerated() {
            let position = x(marker.t)
            let colour = marker.kind == "key" ? "#248a3d" : "#636366"
            let row = Layout.top - 6 - Double(index % 2) * 14
            out +=
                "<g class=\"marker\" data-kind=\"\(XMLText.escape(marker.kind))\"><title>\(XMLText.escape("\(Self.seconds(marker.t)) s: \(marker.label)"))</title>"
            out +=
                "<line x1=\"\(n(position))\" y1=\"\(n(row + 2))\" x2=\"\(n(position))\" y2=\"\(n(Layout.plotBottom))\" stroke=\"\(colour)\" stroke-width=\"1\" stroke-dasharray=\"2 2\"/>"
            out +=
                "<text x=\"\(n(position + 2))\" y=\"\(n(row))\" font-size=\"10\" fill=\"\(colour)\">\(XMLText.escape(Self.short(marker.kind == "key" ? "key " + marker.label : marker.kind)))</text></g>\n"
        }
        return out
    }

    /// At most about 1,500 points: a long recording's line keeps its shape at this width.
    func thinned() -> [Sample] {
        guard samples.count > 1_500 else { return samples }
        let stride = (samples.count + 1_499) / 1_500
        var kept = samples.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
        if let last = samples.last, kept.last != last { kept.append(last) }
        return kept
    }

    /// 0.1, 0.25, 0.5, 1, 2, 5, 10... seconds: the smallest that gives at most ten ticks.
    static func tickInterval(_ duration: Double) -> Double {
        var scale = 0.1
        while true {
            for step in [1.0, 2.5, 5.0] where duration / (scale * step) <= 10 { return scale * step }
            scale *= 10
        }
    }

    static func seconds(_ t: Double) -> String {
        var text = String(format: "%.2f", t)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    static func short(_ text: String) -> String { text.count <= 18 ? text : String(text.prefix(17)) + "…" }

    private func n(_ value: Double) -> String { String(format: "%.1f", value) }
    private func n1(_ value: Double) -> String { String(format: "%.1f", value) }
    private func n2(_ value: Double) -> String { String(format: "%.2f", value) }
    private func n3(_ value: Double) -> String { Self.seconds(value) }
}
