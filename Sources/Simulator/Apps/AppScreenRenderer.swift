import Geometry
import QuickActions

/// Draws an opened app's screen: its list screen when the scene describes one, else a
/// placeholder.
struct AppScreenRenderer {
    func draw(into list: inout DisplayList, screen: AppScreen, home: HomeScreenRenderer, playground: Playground) {
        guard let layout = screen.layout else {
            placeholder(into: &list, screen: screen, home: home)
            return
        }
        let rows = ListRenderer(
            screen: screen, layout: layout, measurer: playground.measurer, palette: playground.palette)
        let force = PeekRenderer(list: rows)
        // Drawn left to right, then mirrored as a whole when the screen is right to left.
        var items: [DisplayItem] = []
        if let shown = screen.destination {
            force.destination(into: &items, shown: shown)
        } else {
            switch screen.interaction {
            case .pressing(let row, let progress) where progress > 0:
                force.hint(into: &items, row: row, progress: progress)
            case .peeking(let peek):
                force.peek(into: &items, peek: peek)
            case .idle where screen.swipe == nil && screen.hintProgress > 0:
                // A released hint relaxing.
                force.hint(into: &items, row: screen.hintRow ?? 0, progress: screen.hintProgress)
            case .editMenu(let row, _):
                items += rows.listItems()
                force.editMenu(into: &items, row: row)
            default:
                // Scrolling and resting lists are drawn directly: a layer per scroll offset
                // would rebuild a texture every frame.
                items += rows.listItems()
            }
        }
        list.items += items.laidOut(screen.direction, width: layout.size.width)
        list.append(.layer(home.statusBar(dark: playground.palette.appStatusBarIsDark)))
    }

    func placeholder(into list: inout DisplayList, screen: AppScreen, home: HomeScreenRenderer) {
        let size = home.device.size
        let info = home.scene.apps[screen.app]
        let palette = home.palette
        list.append(.rect(Rect(x: 0, y: 0, width: size.width, height: size.height), palette.background))
        list.append(.layer(home.statusBar(dark: palette.appStatusBarIsDark)))
        list.append(
            .text(
                TextRun(
                    info.name, frame: Rect(x: 16, y: home.device.safeArea.top + 48, width: size.width - 32, height: 41),
                    font: FontSpec(size: 34, weight: .bold), color: palette.label,
                    alignment: screen.direction.isRightToLeft ? .right : .left)))
        let icon = Rect(x: size.width / 2 - 60, y: size.height / 2 - 110, width: 120, height: 120)
        list.items += info.iconItems(frame: icon, cornerRadius: 27, style: home.iconStyle)
        let grey = palette.gray
        list.append(
            .text(
                TextRun(
                    "Opened with a tap", frame: Rect(x: 0, y: icon.maxY + 20, width: size.width, height: 22),
                    font: FontSpec(size: 17, weight: .semibold), color: palette.label, alignment: .center)))
        list.append(
            .text(
                TextRun(
                    "Swipe up from the bottom or press Esc for home",
                    frame: Rect(x: 0, y: icon.maxY + 46, width: size.width, height: 20), font: FontSpec(size: 14),
                    color: grey, alignment: .center)))
        list.items += HomeIndicator.items(size: size, device: home.device, color: palette.homeIndicator)
    }
}
