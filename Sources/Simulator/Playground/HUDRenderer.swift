import ForceCore
import QuickActions

/// The pressure HUD beside the phone: a force gauge, the last three seconds as a graph with the
/// thresholds drawn on it, the classifier's state and events, the profile, frame time and the
/// lint diagnostics of the app under the pointer.
struct HUDRenderer {
    static let peekColor = Color(r: 255, g: 159, b: 10)
    static let popColor = Color(r: 255, g: 69, b: 58)
    static let quickColor = Color(r: 10, g: 132, b: 255)

    func draw(into list: inout DisplayList, playground: Playground, origin: Point, extras: PlaygroundRenderer.Extras) {
        let width = PlaygroundRenderer.hudWidth
        let height = playground.content.device.size.height
        let left = origin.x + 16
        let inner = width - 32
        let white = Color.white
        let dim = Color(r: 174, g: 174, b: 178)
        let title = FontSpec(size: 15, weight: .semibold)
        let small = FontSpec(size: 12)
        var items: [DisplayItem] = [
            .rect(Rect(x: origin.x, y: 0, width: width, height: height), Color(r: 28, g: 28, b: 30))
        ]
        var y = 16.0
        func text(
            _ s: String, _ font: FontSpec = small, _ color: Color = white, x: Double? = nil, w: Double? = nil,
            align: TextAlignment = .left
        ) {
            items.append(
                .text(
                    TextRun(
                        s, frame: Rect(x: x ?? left, y: y, width: w ?? inner, height: font.size * 1.3), font: font,
                        color: color, alignment: align)))
        }
        let profile = playground.profile
        text("Pressure", title)
        text("\(profile.name)\(playground.haptic ? " · Haptic Touch" : "")", small, dim, align: .right)
        y += 26

        // Gauge: the current force with the threshold ticks.
        let gauge = Rect(x: left, y: y, width: inner, height: 14)
        items.append(.roundedRect(gauge, radius: 7, Color(r: 58, g: 58, b: 60)))
        let filled = max(0, min(1, playground.force))
        if filled > 0.005 {
            items.append(
                .roundedRect(
                    Rect(x: gauge.minX, y: gauge.minY, width: max(14, gauge.width * filled), height: gauge.height),
                    radius: 7, Color(r: 48, g: 209, b: 88)))
        }
        for (threshold, color) in thresholds(playground) {
            items.append(
                .rect(
                    Rect(
                        x: gauge.minX + gauge.width * playground.value(of: threshold) - 1, y: gauge.minY - 3, width: 2,
                        height: gauge.height + 6), color))
        }
        y += 22
        text(
            "force \(formatFixed(playground.force, decimals: 3, trim: false))  \(PhysicalForce.describe(playground.force))",
            small, dim)
        text("progress \(Int((playground.classifierProgress * 100).rounded()))%", small, dim, align: .right)
        y += 18
        if let last = playground.lastPress {
            text(
                "last press peak \(formatFixed(last.peak, decimals: 3, trim: false))  \(PhysicalForce.describe(last.peak))",
                small, dim)
        } else {
            text("last press peak: none yet", small, dim)
        }
        y += 22

        // Graph: three seconds, newest at the right, with the threshold lines; frozen (F) it
        // holds still and scrolls back over the last 30 s.
        let graph = Rect(x: left, y: y, width: inner, height: 150)
        items.append(.rect(graph, Color(r: 44, g: 44, b: 46)))
        let history = playground.graphWindow
        let columns = Int(inner / 2)
        for column in 0..<columns {
            let start = column * history.count / columns
            let end = max(start + 1, (column + 1) * history.count / columns)
            var peak: Float = 0
            for index in start..<end { peak = max(peak, history[index]) }
            guard peak > 0.002 else { continue }
            let h = graph.height * Double(min(1, peak))
            items.append(
                .rect(
                    Rect(x: graph.minX + Double(column) * 2, y: graph.maxY - h, width: 2, height: h),
                    Color(r: 48, g: 209, b: 88, a: 220)))
        }
        for (threshold, color) in thresholds(playground) {
            let value = playground.value(of: threshold)
            let selected = threshold == playground.selectedThreshold
            let lineY = graph.maxY - graph.height * value
            items.append(
                .rect(
                    Rect(x: graph.minX, y: lineY - (selected ? 1 : 0.5), width: graph.width, height: selected ? 2 : 1),
                    color))
            items.append(
                .text(
                    TextRun(
                        "\(threshold.rawValue) \(formatFixed(value, decimals: 2, trim: false))",
                        frame: Rect(x: graph.minX + 4, y: lineY - 15, width: graph.width - 8, height: 14), font: small,
                        color: color, alignment: threshold == .quickActions ? .left : .right)))
        }
        y = graph.maxY + 8
        if playground.graphFreeze != nil {
            // Frozen: the graph's ends in session time, and a border that says it is not live.
            let end = Double(playground.graphEnd) / 1_000_000
            let frame = Color(r: 100, g: 210, b: 255)
            for edge in [
                Rect(x: graph.minX, y: graph.minY, width: graph.width, height: 2),
                Rect(x: graph.minX, y: graph.maxY - 2, width: graph.width, height: 2),
                Rect(x: graph.minX, y: graph.minY, width: 2, height: graph.height),
                Rect(x: graph.maxX - 2, y: graph.minY, width: 2, height: graph.height),
            ] {
                items.append(.rect(edge, frame))
            }
            text("\(formatFixed(max(0, end - 3), decimals: 1, trim: false)) s", small, dim)
            text("frozen · , back · . on · F live", small, frame, align: .center)
            text("\(formatFixed(end, decimals: 1, trim: false)) s", small, dim, align: .right)
        } else {
            text("3 s", small, dim)
            text("F freezes · , scrolls back 30 s", small, dim, align: .center)
            text("now", small, dim, align: .right)
        }
        y += 22

        // Thresholds: which one [ and ] move.
        text("Tab selects · [ ] move · P profile · C calibrate · S save", FontSpec(size: 11), dim)
        y += 18
        for (threshold, color) in thresholds(playground) {
            let selected = threshold == playground.selectedThreshold
            text(
                (selected ? "▶ " : "   ") + threshold.rawValue,
                FontSpec(size: 13, weight: selected ? .semibold : .regular), selected ? white : dim)
            let value = playground.value(of: threshold)
            text(PhysicalForce.describe(value), FontSpec(size: 12), dim, x: left + 120, w: inner - 170)
            text(
                formatFixed(value, decimals: 2, trim: false), FontSpec(size: 13, weight: .semibold), color,
                align: .right)
            y += 18
        }
        y += 8

        // The language shown (L cycles it).
        text("Locale", title)
        text(playground.content.locale ?? "each app's own", FontSpec(size: 13), white, align: .right)
        y += 24

        // Classifier state and events.
        text("State", title)
        text(playground.classifier.state.name, FontSpec(size: 13), white, align: .right)
        y += 24
        for event in playground.recentEvents.suffix(6).reversed() {
            text(formatFixed(Double(event.time) / 1_000_000, decimals: 3, trim: false) + " s", small, dim)
            text(
                event.kind.rawValue, FontSpec(size: 12, weight: .semibold), eventColor(event.kind), x: left + 90,
                w: inner - 90)
            y += 16
        }
        y = max(y, 560)

        // Lint diagnostics of the app under the pointer.
        if let app = playground.content.layout.slot(at: playground.pointer, page: playground.page)?.app {
            let lines = playground.content.lintLines.indices.contains(app) ? playground.content.lintLines[app] : []
            text("Lint: \(playground.content.scene.apps[app].name)", title)
            y += 22
            if lines.isEmpty {
                text("no diagnostics", small, dim)
                y += 16
            }
            for line in lines.prefix(8) {
                text(
                    FixedEllipsis.cut(line, 46), small,
                    line.contains("error") ? Self.popColor : (line.contains("warning") ? Self.peekColor : dim))
                y += 16
            }
        }
        y = height - 28
        if let frame = extras.frameTimeMilliseconds {
            text("frame \(formatFixed(frame, decimals: 2, trim: false)) ms", small, dim)
        }
        text("H hides", small, dim, align: .right)
        // Not a cached layer: the HUD changes every frame.
        list.items += items
    }

    func thresholds(_ playground: Playground) -> [(Playground.Threshold, Color)] {
        [(.peek, Self.peekColor), (.pop, Self.popColor), (.quickActions, Self.quickColor)]
    }

    func eventColor(_ kind: GestureEventKind) -> Color {
        switch kind {
        case .peek: return Self.peekColor
        case .pop: return Self.popColor
        case .quickActions: return Self.quickColor
        case .cancelled: return Color(r: 174, g: 174, b: 178)
        default: return .white
        }
    }
}
