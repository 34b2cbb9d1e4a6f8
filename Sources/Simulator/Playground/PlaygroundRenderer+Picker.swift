import Geometry
import QuickActions

// The locale picker (`/`): a card over the dimmed phone, like iOS's own language list in
// Settings > General > Language & Region (each language named in itself), with the filter typed
// so far at its top. A tool's window, not an iOS screen: its layout is ForceLab's own.
extension PlaygroundRenderer {
    func localePicker(into list: inout DisplayList, picker: LocalePicker, playground: Playground) {
        let device = playground.content.device.size
        list.append(
            .rect(Rect(x: 0, y: 0, width: device.width, height: device.height), Color(r: 0, g: 0, b: 0, a: 110)))
        let rowHeight = 40.0
        let rows = min(LocalePicker.visibleRows, max(1, picker.matches.count))
        let card = Rect(
            x: 16, y: playground.content.device.statusBarHeight + 16, width: device.width - 32,
            height: 96 + Double(rows) * rowHeight)
        list.append(.roundedRect(card, radius: 14, Color(r: 242, g: 242, b: 247)))
        let grey = Color(r: 60, g: 60, b: 67)
        list.append(
            .text(
                TextRun(
                    "Language", frame: Rect(x: card.minX + 16, y: card.minY + 12, width: card.width - 32, height: 22),
                    font: FontSpec(size: 17, weight: .semibold), color: .black, alignment: .center)))
        let field = Rect(x: card.minX + 12, y: card.minY + 44, width: card.width - 24, height: 34)
        list.append(.roundedRect(field, radius: 10, Color(r: 118, g: 118, b: 128, a: 40)))
        list.append(
            .text(
                TextRun(
                    picker.filter.isEmpty ? "Type to filter · ↑ ↓ · Enter · Esc" : picker.filter + "▏",
                    frame: Rect(x: field.minX + 10, y: field.minY + 8, width: field.width - 20, height: 20),
                    font: FontSpec(size: 15), color: picker.filter.isEmpty ? Color(r: 142, g: 142, b: 147) : .black)))
        let matches = picker.matches
        var y = field.maxY + 8
        if matches.isEmpty {
            list.append(
                .text(
                    TextRun(
                        "No language matches “\(picker.filter)”",
                        frame: Rect(x: card.minX + 16, y: y + 10, width: card.width - 32, height: 20),
                        font: FontSpec(size: 15), color: grey)))
            return
        }
        let first = picker.firstVisible
        for index in first..<min(matches.count, first + LocalePicker.visibleRows) {
            let row = Rect(x: card.minX + 8, y: y, width: card.width - 16, height: rowHeight)
            let selected = index == picker.selected
            if selected { list.append(.roundedRect(row, radius: 8, Color(r: 0, g: 122, b: 255))) }
            list.append(
                .text(
                    TextRun(
                        matches[index].name,
                        frame: Rect(x: row.minX + 12, y: row.minY + 10, width: row.width - 110, height: 20),
                        font: FontSpec(size: 16), color: selected ? .white : .black)))
            list.append(
                .text(
                    TextRun(
                        matches[index].code, frame: Rect(x: row.maxX - 100, y: row.minY + 11, width: 88, height: 18),
                        font: FontSpec(size: 13), color: selected ? .white : grey, alignment: .right)))
            y += rowHeight
        }
    }
}
