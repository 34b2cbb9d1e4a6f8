import QuickActions

typealias QuickActionsFixedWidth = FixedWidthMeasurer

enum QuickActionsFont {
    static let label = FontSpec(size: 12, weight: .regular)
}
