import Geometry
import QuickActions

/// The HUD's items as they are laid out down its column: the column's left edge and width, the
/// line being written (`y`), and the text styles the HUD uses.
struct HUDColumn {
    static let white = Color.white
    static let dim = Color(r: 174, g: 174, b: 178)
    static let title = FontSpec(size: 15, weight: .semibold)
    static let small = FontSpec(size: 12)

    /// The column's left edge and width, inside the panel's 16-point margins.
    let left: Double
    let inner: Double
    /// The top of the line being written; each section moves it down.
    var y: Double
    var items: [DisplayItem]

    /// One line of text at `y`, across the column unless `x` and `w` say where.
    mutating func text(
        _ s: String, _ font: FontSpec = HUDColumn.small, _ color: Color = HUDColumn.white, x: Double? = nil,
        w: Double? = nil, align: TextAlignment = .left
    ) {
        items.append(
            .text(
                TextRun(
                    s, frame: Rect(x: x ?? left, y: y, width: w ?? inner, height: font.size * 1.3), font: font,
                    color: color, alignment: align)))
    }
}
