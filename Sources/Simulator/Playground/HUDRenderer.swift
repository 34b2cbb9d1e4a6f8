import ForceCore
import Geometry
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
        var column = HUDColumn(
            left: origin.x + 16, inner: width - 32, y: 16.0,
            items: [.rect(Rect(x: origin.x, y: 0, width: width, height: height), Color(r: 28, g: 28, b: 30))])
        sectionsAboveLint(&column, playground)
        column.y = max(column.y, 560)
        lint(&column, playground, bottom: height - 34)
        column.y = height - 28
        if let frame = extras.frameTimeMilliseconds {
            column.text("frame \(formatFixed(frame, decimals: 2, trim: false)) ms", HUDColumn.small, HUDColumn.dim)
        }
        column.text("H hides", HUDColumn.small, HUDColumn.dim, align: .right)
        // Not a cached layer: the HUD changes every frame.
        list.items += column.items
    }

    /// The title, the gauge, the graph, the thresholds, the locale and the state.
    func sectionsAboveLint(_ column: inout HUDColumn, _ playground: Playground) {
        header(&column, playground)
        gauge(&column, playground)
        graph(&column, playground)
        thresholdList(&column, playground)
        localeAndState(&column, playground)
    }

    /// The title, with the profile and whether Haptic Touch is on.
    func header(_ column: inout HUDColumn, _ playground: Playground) {
        let profile = playground.profile
        column.text("Pressure", HUDColumn.title)
        column.text(
            "\(profile.name)\(playground.haptic ? " · Haptic Touch" : "")", HUDColumn.small, HUDColumn.dim,
            align: .right)
        column.y += 26
    }

    /// The gauge: the current force with the threshold ticks, then the force, the classifier's
    /// progress and the last press's peak in words.
    func gauge(_ column: inout HUDColumn, _ playground: Playground) {
        guard !playground.haptic else { return holdGauge(&column, playground) }
        let small = HUDColumn.small
        let dim = HUDColumn.dim
        let gauge = Rect(x: column.left, y: column.y, width: column.inner, height: 14)
        column.items.append(.roundedRect(gauge, radius: 7, Color(r: 58, g: 58, b: 60)))
        let filled = max(0, min(1, playground.force))
        if filled > 0.005 {
            column.items.append(
                .roundedRect(
                    Rect(x: gauge.minX, y: gauge.minY, width: max(14, gauge.width * filled), height: gauge.height),
                    radius: 7, Color(r: 48, g: 209, b: 88)))
        }
        for (threshold, color) in thresholds(playground) {
            column.items.append(
                .rect(
                    Rect(
                        x: gauge.minX + gauge.width * playground.value(of: threshold) - 1, y: gauge.minY - 3, width: 2,
                        height: gauge.height + 6), color))
        }
        column.y += 22
        column.text(
            "force \(formatFixed(playground.force, decimals: 3, trim: false))  \(PhysicalForce.describe(playground.force))",
            small, dim)
        column.text(progressReadout(playground), small, dim, align: .right)
        column.y += 18
        if let last = playground.lastPress {
            column.text(
                "last press peak \(formatFixed(last.peak, decimals: 3, trim: false))  \(PhysicalForce.describe(last.peak))",
                small, dim)
        } else {
            column.text("last press peak: none yet", small, dim)
        }
        column.y += 22
    }

    /// The thresholds, with which one [ and ] move.
    func thresholdList(_ column: inout HUDColumn, _ playground: Playground) {
        guard !playground.haptic else { return holdSetting(&column, playground) }
        let dim = HUDColumn.dim
        column.text("Tab selects · [ ] move · P profile · C calibrate · S save", FontSpec(size: 11), dim)
        column.y += 18
        for (threshold, color) in thresholds(playground) {
            let selected = threshold == playground.selectedThreshold
            column.text(
                (selected ? "▶ " : "   ") + threshold.displayName,
                FontSpec(size: 13, weight: selected ? .semibold : .regular), selected ? HUDColumn.white : dim)
            let value = playground.value(of: threshold)
            column.text(
                PhysicalForce.describe(value), FontSpec(size: 12), dim, x: column.left + 120, w: column.inner - 170)
            column.text(
                formatFixed(value, decimals: 2, trim: false), FontSpec(size: 13, weight: .semibold), color,
                align: .right)
            column.y += 18
        }
        column.y += 8
    }

    /// The language shown (L cycles it), the classifier's state and its latest events.
    func localeAndState(_ column: inout HUDColumn, _ playground: Playground) {
        column.text("Locale", HUDColumn.title)
        column.text("L · ⇧L · / list", HUDColumn.small, HUDColumn.dim, x: column.left + 62, w: 90)
        column.text(localeReadout(playground), FontSpec(size: 13), HUDColumn.white, align: .right)
        column.y += 24
        column.text("State", HUDColumn.title)
        column.text(playground.classifier.state.name, FontSpec(size: 13), HUDColumn.white, align: .right)
        column.y += 24
        for event in playground.recentEvents.suffix(6).reversed() {
            column.text(
                formatFixed(Double(event.time) / 1_000_000, decimals: 3, trim: false) + " s", HUDColumn.small,
                HUDColumn.dim)
            column.text(
                event.kind.rawValue, FontSpec(size: 12, weight: .semibold), eventColor(event.kind),
                x: column.left + 90, w: column.inner - 90)
            column.y += 16
        }
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
