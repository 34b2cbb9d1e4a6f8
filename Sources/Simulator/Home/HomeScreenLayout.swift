import Geometry
import QuickActions

/// Where each app sits on the home screen: a pure function of the scene and the device.
public struct HomeScreenLayout: Equatable, Sendable {
    /// One placed icon: which app, on which page (nil for the dock), its grid slot and frames.
    public struct Slot: Equatable, Sendable {
        public var app: Int
        public var page: Int?
        public var column: Int
        public var row: Int
        public var iconFrame: Rect
        public var labelFrame: Rect?
    }

    public let device: DeviceProfile
    public let pages: [[Slot]]
    public let dock: [Slot]
    public let dockFrame: Rect
    /// Right to left, the grid and the dock fill from the right (the mirror image of the
    /// left-to-right screen: column 1 is the rightmost, the dock's first app its rightmost), and
    /// the pages lie to the left of one another. Reconstructed from iOS's system-wide mirroring
    /// (UIKit puts the layout origin on the right edge in Arabic and Hebrew; the HIG: "Flip
    /// controls that help people navigate or access items in a fixed order"); no Apple document
    /// describes SpringBoard's grid by itself.
    public let direction: LayoutDirection

    public init(scene: Scene, device: DeviceProfile, direction: LayoutDirection = .leftToRight) {
        self.device = device
        self.direction = direction
        let m = device.homeScreen
        let width = device.size.width
        pages = scene.pages.enumerated().map { page, apps in
            apps.enumerated().map { position, app in
                let column = position % m.columns
                let row = position / m.columns
                let icon = direction.mirror(
                    Rect(
                        x: m.gridLeft + Double(column) * m.columnPitch, y: m.gridTop + Double(row) * m.rowPitch,
                        width: m.iconSize, height: m.iconSize), width: width)
                let label = Rect(
                    x: icon.midX - m.columnPitch / 2 + 1, y: icon.maxY + m.labelGap,
                    width: m.columnPitch - 2, height: m.labelFontSize * 1.4)
                return Slot(app: app, page: page, column: column, row: row, iconFrame: icon, labelFrame: label)
            }
        }
        dockFrame = Rect(
            x: m.dockInset, y: device.size.height - m.dockInset - m.dockHeight,
            width: device.size.width - 2 * m.dockInset, height: m.dockHeight)
        let dockFrame = self.dockFrame
        dock = scene.dock.enumerated().map { position, app in
            // The dock centres however many icons it holds, at the grid's pitch.
            let count = Double(scene.dock.count)
            let left = dockFrame.midX - (count * m.columnPitch) / 2 + (m.columnPitch - m.iconSize) / 2
            let icon = direction.mirror(
                Rect(
                    x: left + Double(position) * m.columnPitch, y: dockFrame.midY - m.iconSize / 2,
                    width: m.iconSize, height: m.iconSize), width: width)
            return Slot(app: app, page: nil, column: position, row: 0, iconFrame: icon, labelFrame: nil)
        }
    }

    /// The slots visible on `page`: the page's icons, then the dock's.
    public func visibleSlots(page: Int) -> [Slot] {
        (pages.indices.contains(page) ? pages[page] : []) + dock
    }

    /// The slot whose icon is under `point` on `page`, if any. The hit area is the icon grown a
    /// little, as iOS is forgiving around icons.
    public func slot(at point: Point, page: Int) -> Slot? {
        visibleSlots(page: page).first { $0.iconFrame.insetBy(dx: -6, dy: -6).contains(point) }
    }
}
