import ForceCore

/// The HUD's force graph held still at one moment, and how far it is scrolled back from it.
public struct GraphFreeze: Equatable, Sendable {
    /// The history as it was when frozen (the live one keeps moving underneath).
    public var history: ForceHistory
    /// Playground time when it froze.
    public var frozenAt: Int64
    /// Fixed steps between the freeze and the right edge of the graph.
    public var stepsBack: Int
}

// The HUD graph: F freezes and resumes it, `,` and `.` scroll a frozen graph back and forward
// over the last 30 s (`,` on a live graph freezes it first). Keys are recorded, so replays
// show the same graph.
extension Playground {
    /// How far one `,` or `.` scrolls: half a second of steps.
    public static let graphScrollSteps = Int(stepsPerSecond / 2)

    mutating func toggleGraphFreeze() {
        graphFreeze = graphFreeze == nil ? GraphFreeze(history: history, frozenAt: time, stepsBack: 0) : nil
    }

    /// Scrolls the graph by `steps` (positive: back in time), freezing a live graph first.
    mutating func scrollGraph(bySteps steps: Int) {
        var freeze = graphFreeze ?? GraphFreeze(history: history, frozenAt: time, stepsBack: 0)
        freeze.stepsBack = min(max(0, freeze.stepsBack + steps), freeze.history.maximumStepsBack)
        graphFreeze = freeze
    }

    /// The three seconds the HUD graph shows, oldest first: live, or the frozen moment.
    public var graphWindow: [Float] {
        guard let graphFreeze else { return history.window(endingStepsBack: 0) }
        return graphFreeze.history.window(endingStepsBack: graphFreeze.stepsBack)
    }

    /// Playground time at the graph's right edge.
    public var graphEnd: Int64 {
        guard let graphFreeze else { return time }
        return graphFreeze.frozenAt - Playground.time(ofStep: Int64(graphFreeze.stepsBack))
    }
}
