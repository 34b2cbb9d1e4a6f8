import Geometry
import QuickActions

/// Draws a row slid left over its swipe action buttons: grey (default), blue (selected) or red
/// (destructive) buttons, full row height, titles in white 15 pt semibold; the row's content
/// moved left by the reveal.
struct SwipeRenderer {
    let list: ListRenderer
    var screen: AppScreen { list.screen }

    static let font = FontSpec(size: 15, weight: .semibold)

    /// The background of a swipe action button of `style`.
    func colour(_ style: ActionStyle) -> Color {
        switch style {
        case .default: return list.palette.gray
        case .selected: return list.palette.tint
        case .destructive: return list.palette.red
        }
    }

    /// Row `index` with its content slid `reveal` points left over its buttons.
    func rowItems(_ index: Int, reveal: Double) -> [DisplayItem] {
        let actions = list.layout.rows[index].swipeActions ?? []
        let frames = screen.swipeActionFrames(row: index, reveal: reveal)
        let frame = list.layout.rowFrame(index)
        var items: [DisplayItem] = []
        // Each background runs to the trailing edge and each title sits in a button-wide slot at
        // its button's leading edge, so a title slides out with its button while a later button
        // covers the rest of an earlier one.
        let slot = max(AppScreen.swipeButtonWidth, reveal / Double(max(1, actions.count)))
        for (action, button) in zip(actions, frames) where button.width > 0 {
            items.append(
                .rect(
                    Rect(x: button.minX, y: button.minY, width: frame.maxX - button.minX, height: button.height),
                    colour(action.style)))
            items.append(
                list.text(
                    action.title, x: button.minX + 6, y: button.midY - 10, right: button.minX + slot - 6,
                    font: Self.font, color: .white, alignment: .center))
        }
        let content = Rect(x: frame.minX - reveal, y: frame.minY, width: frame.width, height: frame.height)
        items.append(.rect(content, list.palette.background))
        items += list.rowItems(index).map { $0.offsetBy(dx: -reveal) }
        return items
    }
}

extension DisplayItem {
    /// The item moved `dx` points horizontally.
    func offsetBy(dx: Double) -> DisplayItem {
        switch self {
        case .rect(let frame, let colour): return .rect(frame.offsetBy(dx: dx, dy: 0), colour)
        case .roundedRect(let frame, let radius, let colour):
            return .roundedRect(frame.offsetBy(dx: dx, dy: 0), radius: radius, colour)
        case .gradient(let frame, let top, let bottom):
            return .gradient(frame.offsetBy(dx: dx, dy: 0), top: top, bottom: bottom)
        case .text(var run):
            run.frame = run.frame.offsetBy(dx: dx, dy: 0)
            return .text(run)
        case .image(var image):
            image.frame = image.frame.offsetBy(dx: dx, dy: 0)
            return .image(image)
        case .blur(let frame, let radius): return .blur(frame.offsetBy(dx: dx, dy: 0), radius: radius)
        case .layer(var layer):
            layer.offset = Point(x: layer.offset.x + dx, y: layer.offset.y)
            return .layer(layer)
        case .polyline(let line): return .polyline(line.offsetBy(dx: dx, dy: 0))
        }
    }
}
