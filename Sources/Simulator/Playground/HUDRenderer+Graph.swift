import ForceCore
import Geometry
import QuickActions

// The HUD's force graph: three seconds, newest at the right, with the threshold lines; frozen
// (F) it holds still and scrolls back over the last 30 s.
extension HUDRenderer {
    func graph(_ column: inout HUDColumn, _ playground: Playground) {
        let graph = Rect(x: column.left, y: column.y, width: column.inner, height: 150)
        column.items.append(.rect(graph, Color(r: 44, g: 44, b: 46)))
        // Haptic Touch: the history holds the hold timer (in durations), drawn against the one line
        // that matters there, the duration.
        let scale = playground.haptic ? Self.holdScale : 1
        graphBars(&column, graph: graph, history: playground.graphWindow, scale: scale)
        if playground.haptic {
            graphLabels(
                &column, graph: graph, measurer: playground.measurer,
                lines: [
                    GraphLine(
                        text: "menu opens \(seconds(playground.hapticDelay)) s", value: 1 / scale,
                        color: Self.quickColor,
                        selected: true)
                ])
        } else {
            graphLabels(&column, graph: graph, measurer: playground.measurer, lines: graphLines(playground))
        }
        column.y = graph.maxY + 8
        graphCaption(&column, graph: graph, playground: playground)
        column.y += 22
    }

    /// The force history as 2-point columns, each the peak of the samples it covers.
    func graphBars(_ column: inout HUDColumn, graph: Rect, history: [Float], scale: Double) {
        let columns = Int(column.inner / 2)
        for index in 0..<columns {
            let start = index * history.count / columns
            let end = max(start + 1, (index + 1) * history.count / columns)
            var peak: Float = 0
            for sample in start..<end { peak = max(peak, history[sample]) }
            guard peak > 0.002 else { continue }
            let h = graph.height * min(1, Double(peak) / scale)
            column.items.append(
                .rect(
                    Rect(x: graph.minX + Double(index) * 2, y: graph.maxY - h, width: 2, height: h),
                    Color(r: 48, g: 209, b: 88, a: 220)))
        }
    }

    /// A threshold line on the graph and its label: thresholds at the same value share one
    /// ("peek = quick actions 0.25").
    struct GraphLine {
        var text: String
        var value: Double
        var color: Color
        var selected: Bool
    }

    /// The thresholds, those at the same hundredth as one line, highest first.
    func graphLines(_ playground: Playground) -> [GraphLine] {
        var lines: [GraphLine] = []
        var groups: [(value: Int, members: [(Playground.Threshold, Color)])] = []
        for (threshold, color) in thresholds(playground) {
            let hundredths = Int((playground.value(of: threshold) * 100).rounded())
            if let index = groups.firstIndex(where: { $0.value == hundredths }) {
                groups[index].members.append((threshold, color))
            } else {
                groups.append((hundredths, [(threshold, color)]))
            }
        }
        for group in groups.sorted(by: { $0.value > $1.value }) {
            let selected = group.members.first { $0.0 == playground.selectedThreshold }
            let value = Double(group.value) / 100
            lines.append(
                GraphLine(
                    text: group.members.map(\.0.displayName).joined(separator: " = ") + " "
                        + formatFixed(value, decimals: 2, trim: false),
                    value: value, color: (selected ?? group.members[0]).1, selected: selected != nil))
        }
        return lines
    }

    /// The lines across the graph, then each label at the right on a dark backing that keeps it
    /// legible over any fill, just above its line, pushed down where the one above would overlap.
    func graphLabels(_ column: inout HUDColumn, graph: Rect, measurer: TextMeasurer, lines: [GraphLine]) {
        for line in lines {
            let lineY = graph.maxY - graph.height * line.value
            column.items.append(
                .rect(
                    Rect(
                        x: graph.minX, y: lineY - (line.selected ? 1 : 0.5), width: graph.width,
                        height: line.selected ? 2 : 1), line.color))
        }
        var nextFree = graph.minY + 1
        for line in lines.sorted(by: { $0.value > $1.value }) {
            let lineY = graph.maxY - graph.height * line.value
            let top = min(max(lineY - 16, nextFree), graph.maxY - 16)
            let width = min(graph.width - 8, measurer.width(of: line.text, font: HUDColumn.small) + 10)
            let backing = Rect(x: graph.maxX - 4 - width, y: top, width: width, height: 15)
            column.items.append(.roundedRect(backing, radius: 4, Color(r: 28, g: 28, b: 30, a: 235)))
            column.items.append(
                .text(
                    TextRun(
                        line.text, frame: Rect(x: backing.minX + 5, y: top, width: width - 10, height: 15),
                        font: HUDColumn.small, color: line.color, alignment: .right)))
            nextFree = backing.maxY + 1
        }
    }

    /// Under the graph: its time span and the keys; frozen, a border that says it is not live.
    func graphCaption(_ column: inout HUDColumn, graph: Rect, playground: Playground) {
        let small = HUDColumn.small
        let dim = HUDColumn.dim
        guard playground.graphFreeze != nil else {
            column.text("3 s", small, dim)
            column.text("F freezes · , scrolls back 30 s", small, dim, align: .center)
            column.text("now", small, dim, align: .right)
            return
        }
        // Frozen: the graph's ends in session time, and a border that says it is not live.
        let end = Double(playground.graphEnd) / 1_000_000
        let frame = Color(r: 100, g: 210, b: 255)
        for edge in [
            Rect(x: graph.minX, y: graph.minY, width: graph.width, height: 2),
            Rect(x: graph.minX, y: graph.maxY - 2, width: graph.width, height: 2),
            Rect(x: graph.minX, y: graph.minY, width: 2, height: graph.height),
            Rect(x: graph.maxX - 2, y: graph.minY, width: 2, height: graph.height),
        ] {
            column.items.append(.rect(edge, frame))
        }
        column.text("\(formatFixed(max(0, end - 3), decimals: 1, trim: false)) s", small, dim)
        column.text("frozen · , back · . on · F live", small, frame, align: .center)
        column.text("\(formatFixed(end, decimals: 1, trim: false)) s", small, dim, align: .right)
    }
}
