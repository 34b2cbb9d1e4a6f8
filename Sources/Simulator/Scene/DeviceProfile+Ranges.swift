import Foundation
import SourceFormats

extension DeviceProfile {
    /// The largest screen side a device file may give, points (an iPad Pro is 1366).
    static let maximumScreenSide = 4096.0

    /// Checks every number of a device file against the range it can sensibly take, so that
    /// arithmetic on them cannot overflow or trap (`columns` = Int.max, a `size` of 1e15) and
    /// layout never divides by zero or runs backwards (negative pitches). Throws for the first
    /// number out of range, naming its field and the line it is on.
    func checkRanges(path: String, root: JSONNode) throws {
        let side = DeviceProfile.maximumScreenSide
        let home = homeScreen
        let menu = quickActionMenu
        try Self.check(
            [
                ("size.width", "width", size.width, 100...side),
                ("size.height", "height", size.height, 100...side),
                ("scale", "scale", scale, 0.25...4),
            ], path: path, root: root)
        try checkCounts(path: path, root: root)
        // Later ranges use earlier, checked values: the layout's the screen size, the corners the
        // layout's sizes.
        try Self.check(layoutRanges(), path: path, root: root)
        try Self.check(
            [
                ("homeScreen.iconCornerRadius", "iconCornerRadius", home.iconCornerRadius, 0...home.iconSize / 2),
                ("homeScreen.dockCornerRadius", "dockCornerRadius", home.dockCornerRadius, 0...max(home.dockHeight, 1)),
                ("quickActionMenu.cornerRadius", "cornerRadius", menu.cornerRadius, 0...menu.menuWidth / 2),
            ], path: path, root: root)
    }

    /// (field, its key in the file, value, range): one number of a device file and where it must lie.
    typealias FieldRange = (String, String, Double, ClosedRange<Double>)

    /// The grid's and the menu's counts, which are integers.
    private func checkCounts(path: String, root: JSONNode) throws {
        let home = homeScreen
        let menu = quickActionMenu
        for (field, _, value, range) in [
            ("homeScreen.columns", "columns", home.columns, 1...12), ("homeScreen.rows", "rows", home.rows, 1...12),
            ("quickActionMenu.maximumItems", "maximumItems", menu.maximumItems, 1...20),
        ] where !range.contains(value) {
            let line = root.line(at: field.split(separator: ".").map { .key(String($0)) })
            throw LoadError(
                path: path, line: line,
                "\(field) is \(value); a device's \(field) must be in \(range.lowerBound)...\(range.upperBound)")
        }
    }

    /// The lengths of the layout, each within the screen (its size already checked).
    private func layoutRanges() -> [FieldRange] {
        let width = size.width
        let height = size.height
        let home = homeScreen
        let menu = quickActionMenu
        let shorter = min(width, height)
        return [
            ("cornerRadius", "cornerRadius", cornerRadius, 0...shorter / 2),
            ("safeArea.top", "top", safeArea.top, 0...height / 2),
            ("safeArea.bottom", "bottom", safeArea.bottom, 0...height / 2),
            ("homeScreen.iconSize", "iconSize", home.iconSize, 1...width),
            ("homeScreen.gridTop", "gridTop", home.gridTop, 0...height),
            ("homeScreen.gridLeft", "gridLeft", home.gridLeft, 0...width),
            ("homeScreen.columnPitch", "columnPitch", home.columnPitch, 1...width),
            ("homeScreen.rowPitch", "rowPitch", home.rowPitch, 1...height),
            ("homeScreen.labelFontSize", "labelFontSize", home.labelFontSize, 1...100),
            ("homeScreen.labelGap", "labelGap", home.labelGap, 0...height),
            ("homeScreen.dockHeight", "dockHeight", home.dockHeight, 0...height),
            ("homeScreen.dockInset", "dockInset", home.dockInset, 0...width / 2),
            ("homeScreen.pageDotsY", "pageDotsY", home.pageDotsY, 0...height),
            ("quickActionMenu.menuWidth", "menuWidth", menu.menuWidth, 1...width),
            ("quickActionMenu.rowHeight", "rowHeight", menu.rowHeight, 1...height),
            ("quickActionMenu.twoLineRowHeight", "twoLineRowHeight", menu.twoLineRowHeight, 1...height),
            ("quickActionMenu.horizontalPadding", "horizontalPadding", menu.horizontalPadding, 0...width / 2),
            ("quickActionMenu.iconSize", "iconSize", menu.iconSize, 0...width),
            ("quickActionMenu.iconGap", "iconGap", menu.iconGap, 0...width),
            ("quickActionMenu.titleLineHeight", "titleLineHeight", menu.titleLineHeight, 1...height),
            ("quickActionMenu.subtitleLineHeight", "subtitleLineHeight", menu.subtitleLineHeight, 1...height),
            ("quickActionMenu.separatorWidth", "separatorWidth", menu.separatorWidth, 0...10),
            ("quickActionMenu.titleFont.size", "titleFont", menu.titleFont.size, 1...100),
            ("quickActionMenu.subtitleFont.size", "subtitleFont", menu.subtitleFont.size, 1...100),
            ("quickActionMenu.iconGapToMenu", "iconGapToMenu", menu.iconGapToMenu, 0...height),
            ("quickActionMenu.screenMargin", "screenMargin", menu.screenMargin, 0...width / 2),
            ("quickActionMenu.topInset", "topInset", menu.topInset, 0...height / 2),
            ("quickActionMenu.bottomInset", "bottomInset", menu.bottomInset, 0...height / 2),
        ]
    }

    /// Throws for the first number of `list` out of its range, naming its field and its line.
    private static func check(_ list: [FieldRange], path: String, root: JSONNode) throws {
        for (field, _, value, range) in list where !(value.isFinite && range.contains(value)) {
            let line = root.line(at: field.split(separator: ".").map { .key(String($0)) })
            throw LoadError(
                path: path, line: line,
                "\(field) is \(Self.format(value)); a device's \(field) must be in \(Self.format(range.lowerBound))...\(Self.format(range.upperBound))"
            )
        }
    }

    private static func format(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
