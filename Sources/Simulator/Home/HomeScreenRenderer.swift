import QuickActions

/// Builds the display list of the home screen. The wallpaper, icons, labels, dots and dock form
/// one cached layer per page, so a frame costs a copy, not the geometry.
public struct HomeScreenRenderer {
    public let scene: Scene
    public let layout: HomeScreenLayout
    public let measurer: TextMeasurer

    public init(scene: Scene, layout: HomeScreenLayout, measurer: TextMeasurer) {
        self.scene = scene
        self.layout = layout
        self.measurer = measurer
    }

    var device: DeviceProfile { layout.device }

    /// The font of the labels under icons.
    public var labelFont: FontSpec { FontSpec(size: device.homeScreen.labelFontSize, weight: .regular) }

    /// The cache key of a page's layer: it changes whenever what the layer shows changes.
    public func pageLayerKey(page: Int, hiddenApp: Int? = nil) -> String {
        "home/\(scene.name)/\(page)" + (hiddenApp.map { "/without-\($0)" } ?? "")
            + (direction.isRightToLeft ? "/rtl" : "")
    }

    /// Left to right, or mirrored (the layout's).
    public var direction: LayoutDirection { layout.direction }

    /// The static picture of `page`: wallpaper, icons with labels, page dots, dock. `hiddenApp`
    /// leaves one icon out (it is drawn above the blur when it is pressed).
    public func pageLayer(page: Int, hiddenApp: Int? = nil) -> Layer {
        let screen = Rect(origin: .zero, size: device.size)
        var items: [DisplayItem] = [.gradient(screen, top: scene.wallpaperTop, bottom: scene.wallpaperBottom)]
        let slots = layout.pages.indices.contains(page) ? layout.pages[page] : []
        for slot in slots where slot.app != hiddenApp {
            items += icon(slot)
        }
        items += pageDots(current: page)
        items.append(
            .roundedRect(
                layout.dockFrame, radius: device.homeScreen.dockCornerRadius, Color(r: 255, g: 255, b: 255, a: 64)))
        for slot in layout.dock where slot.app != hiddenApp {
            items += icon(slot)
        }
        items += HomeIndicator.items(size: device.size, device: device, color: Color(r: 255, g: 255, b: 255, a: 230))
        return Layer(key: pageLayerKey(page: page, hiddenApp: hiddenApp), frame: screen, items: items)
    }

    /// An app icon with its label (dock icons have none) and badge.
    public func icon(_ slot: HomeScreenLayout.Slot, scale: Double = 1) -> [DisplayItem] {
        let app = scene.apps[slot.app]
        let frame = slot.iconFrame.scaled(by: scale)
        var items = app.iconItems(frame: frame, cornerRadius: device.homeScreen.iconCornerRadius * scale)
        if let labelFrame = slot.labelFrame {
            let text = TextFitting.oneLine(app.name, maxWidth: labelFrame.width, font: labelFont, measurer: measurer)
                .text
            items.append(.text(TextRun(text, frame: labelFrame, font: labelFont, color: .white, alignment: .center)))
        }
        if let badge = app.badge, badge > 0 {
            let label = badge > 999 ? "999+" : String(badge)
            let font = FontSpec(size: 15, weight: .regular)
            let width = max(24, measurer.width(of: label, font: font) + 14)
            // At the icon's top trailing corner: top right, or top left when mirrored.
            let badgeX = direction.isRightToLeft ? frame.minX - 10 : frame.maxX - width + 10
            let badgeFrame = Rect(x: badgeX, y: frame.minY - 10, width: width, height: 24)
            items.append(.roundedRect(badgeFrame, radius: 12, Color(r: 255, g: 59, b: 48)))
            items.append(
                .text(
                    TextRun(
                        label, frame: badgeFrame.insetBy(dx: 0, dy: 2.5), font: font, color: .white, alignment: .center)
                ))
        }
        return items
    }

    func pageDots(current: Int) -> [DisplayItem] {
        let count = layout.pages.count
        guard count > 1 else { return [] }
        let pitch = 16.0
        let left = device.size.width / 2 - Double(count - 1) * pitch / 2
        return (0..<count).map { index in
            // Right to left the first page's dot is the rightmost, as the pages lie leftward.
            let dot = direction.mirror(
                Rect(x: left + Double(index) * pitch - 3.5, y: device.homeScreen.pageDotsY - 3.5, width: 7, height: 7),
                width: device.size.width)
            return .roundedRect(dot, radius: 3.5, index == current ? .white : Color(r: 255, g: 255, b: 255, a: 100))
        }
    }

    /// The status bar: around the notch on Face ID phones (time left; signal, Wi-Fi and
    /// battery right), around the Dynamic Island (the same, lower, beside the black island),
    /// across the top on Touch ID phones (signal and Wi-Fi left, time centred, battery right,
    /// 20 points tall).
    public func statusBar(dark: Bool = false) -> Layer {
        let ink = dark ? Color.black : Color.white
        let classic = device.statusBarStyle == .classic
        let island = device.statusBarStyle == .dynamicIsland
        let font = FontSpec(size: classic ? 12 : island ? 17 : 15, weight: .semibold)
        // Vertical placement: the notch bar is 44 points with its content at 14...31, the
        // classic bar 20 points; around the island (reconstructed from iOS 16–18 screenshots)
        // the content sits 5 points lower, level with the island's middle.
        let dy = classic ? -13.0 : island ? 5 : 0
        var items: [DisplayItem] = []
        // Each part (time, battery, signal, Wi-Fi) is collected apart so that right to left it
        // can move to its mirrored place without flipping its glyph: the HIG's "Right to left"
        // says to avoid flipping icons that depict real-world objects (a battery), while the
        // bar's order mirrors with the rest of the interface (reconstructed: the time on the
        // right and the battery on the left, as Arabic and Hebrew iPhones show them).
        var groups: [[DisplayItem]] = []
        func group(_ body: (inout [DisplayItem]) -> Void) {
            var part: [DisplayItem] = []
            body(&part)
            groups.append(part)
        }
        let width = device.size.width
        let time: Rect
        if classic {
            time = Rect(x: width / 2 - 33, y: 3.5, width: 66, height: 16)
        } else if island {
            // Centred in the space left of the island.
            time = Rect(x: (width / 2 - Self.islandSize.width / 2) / 2 - 33 + 4, y: 16, width: 66, height: 24)
        } else {
            time = Rect(x: 21, y: 14, width: 66, height: 20)
        }
        group { $0.append(.text(TextRun("9:41", frame: time, font: font, color: ink, alignment: .center))) }
        let right = width - (classic ? 6 : island ? 20 : 14)
        // Battery: outline, fill, nub.
        let battery = Rect(x: right - 27, y: 17.5 + dy, width: 24.5, height: 11.5)
        group { items in
            items.append(.roundedRect(battery, radius: 3, ink.withOpacity(0.4)))
            items.append(.roundedRect(battery.insetBy(dx: 2, dy: 2), radius: 1.5, ink))
            items.append(
                .roundedRect(
                    Rect(x: battery.maxX + 1, y: 21.5 + dy, width: 1.5, height: 4), radius: 0.75, ink.withOpacity(0.4)))
        }
        // Cellular bars, then Wi-Fi (three arcs approximated by rounded bars fanning up).
        let signalX = classic ? 7.0 : right - 74
        let wifiX = classic ? 41.0 : right - 43.5
        group { items in
            for bar in 0..<4 {
                let height = 4.0 + Double(bar) * 2.3
                items.append(
                    .roundedRect(
                        Rect(x: signalX + Double(bar) * 4.5, y: 29 + dy - height, width: 3, height: height),
                        radius: 0.8, ink))
            }
        }
        group { items in
            for arc in 0..<3 {
                let width = 5.0 + Double(arc) * 5
                items.append(
                    .roundedRect(
                        Rect(x: wifiX - width / 2, y: 27 + dy - Double(arc) * 3.6, width: width, height: 2.4),
                        radius: 1.2, ink))
            }
        }
        for part in groups {
            items += direction.isRightToLeft ? DisplayItem.movedToMirror(part, width: width) : part
        }
        // The island is hardware: it stays where it is whatever the language.
        if island { items.append(.roundedRect(islandFrame, radius: Self.islandSize.height / 2, .black)) }
        return Layer(
            key: "statusbar/\(device.statusBarStyle.rawValue)/\(Int(width))/\(dark ? "dark" : "light")"
                + (direction.isRightToLeft ? "/rtl" : ""),
            frame: Rect(x: 0, y: 0, width: width, height: device.safeArea.top), items: items)
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

    /// The whole resting home screen of `page`.
    public func displayList(page: Int) -> DisplayList {
        DisplayList(size: device.size, items: [.layer(pageLayer(page: page)), .layer(statusBar())])
    }
}
