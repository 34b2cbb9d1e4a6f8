import Geometry
import QuickActions

// The status bar and the Dynamic Island.
extension HomeScreenRenderer {
    /// The status bar: around the notch on Face ID phones (time left; signal, Wi-Fi and
    /// battery right), around the Dynamic Island (the same, lower, beside the black island),
    /// across the top on Touch ID phones (signal and Wi-Fi left, time centred, battery right,
    /// 20 points tall). `timeOnly` leaves out signal, Wi-Fi and battery: edit mode's "Done"
    /// takes their place on the iPhone X family before iOS 14.
    public func statusBar(dark: Bool = false, timeOnly: Bool = false) -> Layer {
        let ink = dark ? Color.black : Color.white
        let classic = device.statusBarStyle == .classic
        let island = device.statusBarStyle == .dynamicIsland
        let font = FontSpec(size: classic ? 12 : island ? 17 : 15, weight: .semibold)
        // Vertical placement: the notch bar is 44 points with its content at 14...31, the
        // classic bar 20 points; around the island (reconstructed from iOS 16–18 screenshots)
        // the content sits 5 points lower, level with the island's middle.
        let dy = classic ? -13.0 : island ? 5 : 0
        let width = device.size.width
        let right = width - (classic ? 6 : island ? 20 : 14)
        // Each part (time, battery, signal, Wi-Fi) is collected apart so that right to left it
        // can move to its mirrored place without flipping its glyph: the HIG's "Right to left"
        // says to avoid flipping icons that depict real-world objects (a battery), while the
        // bar's order mirrors with the rest of the interface (reconstructed: the time on the
        // right and the battery on the left, as Arabic and Hebrew iPhones show them).
        var groups: [[DisplayItem]] = [
            [.text(TextRun("9:41", frame: statusTimeFrame(), font: font, color: ink, alignment: .center))]
        ]
        if !timeOnly {
            groups += [
                Self.batteryItems(right: right, dy: dy, ink: ink),
                Self.signalItems(x: classic ? 7.0 : right - 74, dy: dy, ink: ink),
                Self.wifiItems(x: classic ? 41.0 : right - 43.5, dy: dy, ink: ink),
            ]
        }
        var items: [DisplayItem] = []
        for part in groups {
            items += direction.isRightToLeft ? DisplayItem.movedToMirror(part, width: width) : part
        }
        // The island is hardware: it stays where it is whatever the language.
        if island { items.append(.roundedRect(islandFrame, radius: Self.islandSize.height / 2, .black)) }
        return Layer(
            key: "statusbar/\(device.statusBarStyle.rawValue)/\(Int(width))/\(dark ? "dark" : "light")"
                + (direction.isRightToLeft ? "/rtl" : "") + (timeOnly ? "/time" : ""),
            frame: Rect(x: 0, y: 0, width: width, height: device.safeArea.top), items: items)
    }

    /// Where the time sits: centred on a classic bar, centred left of the island, else at the left.
    func statusTimeFrame() -> Rect {
        let width = device.size.width
        switch device.statusBarStyle {
        case .classic:
            return Rect(x: width / 2 - 33, y: 3.5, width: 66, height: 16)
        case .dynamicIsland:
            // Centred in the space left of the island.
            return Rect(x: (width / 2 - Self.islandSize.width / 2) / 2 - 33 + 4, y: 16, width: 66, height: 24)
        case .notch:
            return Rect(x: 21, y: 14, width: 66, height: 20)
        }
    }

    /// The battery ending at `right`: outline, fill, nub.
    static func batteryItems(right: Double, dy: Double, ink: Color) -> [DisplayItem] {
        let battery = Rect(x: right - 27, y: 17.5 + dy, width: 24.5, height: 11.5)
        return [
            .roundedRect(battery, radius: 3, ink.withOpacity(0.4)),
            .roundedRect(battery.insetBy(dx: 2, dy: 2), radius: 1.5, ink),
            .roundedRect(
                Rect(x: battery.maxX + 1, y: 21.5 + dy, width: 1.5, height: 4), radius: 0.75, ink.withOpacity(0.4)),
        ]
    }

    /// The four cellular bars from `x`.
    static func signalItems(x signalX: Double, dy: Double, ink: Color) -> [DisplayItem] {
        (0..<4).map { bar in
            let height = 4.0 + Double(bar) * 2.3
            return .roundedRect(
                Rect(x: signalX + Double(bar) * 4.5, y: 29 + dy - height, width: 3, height: height), radius: 0.8, ink)
        }
    }

    /// Wi-Fi around `x`: three arcs approximated by rounded bars fanning up.
    static func wifiItems(x wifiX: Double, dy: Double, ink: Color) -> [DisplayItem] {
        (0..<3).map { arc in
            let width = 5.0 + Double(arc) * 5
            return .roundedRect(
                Rect(x: wifiX - width / 2, y: 27 + dy - Double(arc) * 3.6, width: width, height: 2.4), radius: 1.2, ink)
        }
    }

    /// The Dynamic Island's pill (reconstructed: 126 x 37 points, 11 points from the top, as
    /// measured on iPhone 14 Pro screenshots; the same on the 15 and 16 families).
    static let islandSize = Size(width: 126, height: 37)

    /// Where the Dynamic Island sits (drawn on top of everything: it is hardware).
    public var islandFrame: Rect {
        Rect(
            x: device.size.width / 2 - Self.islandSize.width / 2, y: 11, width: Self.islandSize.width,
            height: Self.islandSize.height)
    }
}
