import ForceCore

extension PlotBuilder {
    /// The axes of a force-over-time panel, shared by every plot: time along x (`xTickCount`
    /// nice ticks), force 0...1 on the left in steps of 0.2, and the same force in whole newtons
    /// on the right (`PhysicalForce`'s iPhone 6s fit).
    mutating func forceAxes(_ axes: PlotAxes, xTickCount: Int, xLabel: String) {
        let xTicks = PlotTicks.nice(axes.x, count: xTickCount)
        let step = xTicks.count > 1 ? xTicks[1] - xTicks[0] : 1
        let newtonTicks = stride(from: 0.0, through: PhysicalForce.newtons(1), by: 1).map {
            ($0 / PhysicalForce.newtons(1), formatFixed($0, decimals: 0) + " N")
        }
        self.axes(
            axes, xTicks: xTicks, yTicks: PlotTicks.nice(0...1, count: 5), xLabel: xLabel, yLabel: "force (0-1)",
            xFormat: { PlotTicks.label($0, step: step) }, yFormat: { PlotTicks.label($0, step: 0.2) },
            rightTicks: newtonTicks, rightLabel: "newtons")
    }
}
