/// A plot whose curves are drawn one at a time rather than held: `list` has every other item,
/// and the curves go where `curvesAt` says (before `list.items[curvesAt]`), in the order
/// `curves` hands them to its argument. Drawn this way the picture is the same pixels as
/// `inlined()`, with one curve in memory at a time (`calibrate` and `compare` with `--plot`
/// over thousands of presses).
public struct StreamedPlot {
    public var list: DisplayList
    public var curvesAt: Int
    public var curves: (_ draw: (Polyline) -> Void) -> Void
    /// Asked once the curves are drawn: why they could not all be read (the plot is then not
    /// written), or nil.
    public var failure: () -> Error? = { nil }

    public init(list: DisplayList, curvesAt: Int, curves: @escaping (_ draw: (Polyline) -> Void) -> Void) {
        self.list = list
        self.curvesAt = curvesAt
        self.curves = curves
    }

    /// The whole display list, curves in place (tests; small plots).
    public func inlined() -> DisplayList {
        var lines: [DisplayItem] = []
        curves { lines.append(.polyline($0)) }
        var whole = list
        whole.items.insert(contentsOf: lines, at: curvesAt)
        return whole
    }
}
