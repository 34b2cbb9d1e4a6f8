import QuickActions

extension DeviceProfile {
    /// The quick-action menu's metrics on `release` at the Dynamic Type size `textSize`: the
    /// release's metrics scaled as `MenuMetrics.scaled(to:screenWidth:)` says, within this screen.
    public func menuMetrics(for release: IOSRelease, textSize: DynamicTypeSize) -> MenuMetrics {
        menuMetrics(for: release).scaled(to: textSize, screenWidth: size.width)
    }
}
