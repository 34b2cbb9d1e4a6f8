import ForceCore
import Geometry
import QuickActions

// The HUD's force graph: three seconds, newest at the right, with the threshold lines; frozen
// (F) it holds still and scrolls back over the last 30 s.
extension HUDRenderer {
    func graph(_ column: inout HUDColumn, _ playground: Playground) {
        let graph = Rect(x: column.left, y: column.y, width: column.inner, height: 150)
        column.items.append(.rect(graph, Color(r: 44, g: 44, b: 46)))
        graphBars(&column, graph: graph, history: playground.graphWindow)
        graphThresholdLines(&column, graph: graph, playground: playground)
        column.y = graph.maxY + 8
        graphCaption(&column, graph: graph, playground: playground)
        column.y += 22
    }

    /// The force history as 2-point columns, each the peak of the samples it covers.
    func graphBars(_ column: inout HUDColumn, graph: Rect, history: [Float]) {
        let columns = Int(column.inner / 2)
        for index in 0..<columns {
            let start = index * history.count / columns
            let end = max(start + 1, (index + 1) * history.count / columns)
            var peak: Float = 0
            for sample in start..<end { peak = max(peak, history[sample]) }
            guard peak > 0.002 else { continue }
            let h = graph.height * Double(min(1, peak))
            column.items.append(
                .rect(
                    Rect(x: graph.minX + Double(index) * 2, y: graph.maxY - h, width: 2, height: h),
                    Color(r: 48, g: 209, b: 88, a: 220)))
        }
    }

    /// A line and a label per threshold, the selected one thicker.
    func graphThresholdLines(_ column: inout HUDColumn, graph: Rect, playground: Playground) {
        for (threshold, color) in thresholds(playground) {
            let value = playground.value(of: threshold)
            let selected = threshold == playground.selectedThreshold
            let lineY = graph.maxY - graph.height * value
            column.items.append(
                .rect(
                    Rect(x: graph.minX, y: lineY - (selected ? 1 : 0.5), width: graph.width, height: selected ? 2 : 1),
                    color))
            column.items.append(
                .text(
                    TextRun(
                        "\(threshold.rawValue) \(formatFixed(value, decimals: 2, trim: false))",
                        frame: Rect(x: graph.minX + 4, y: lineY - 15, width: graph.width - 8, height: 14),
                        font: HUDColumn.small, color: color, alignment: threshold == .quickActions ? .left : .right)))
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
