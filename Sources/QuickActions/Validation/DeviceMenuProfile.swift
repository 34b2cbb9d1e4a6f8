import Geometry

/// The quick-action menu of one device profile (`Assets/devices/NAME.json`) on one iOS
/// release: its metrics, pixel scale and screen size. Found and read like every other
/// command's `--device` (`DeviceMenuProfile+Loading` in ForceLabTools).
package struct DeviceMenuProfile {
    package var name: String
    package var displayName: String
    package var release: IOSRelease
    package var metrics: MenuMetrics
    package var scale: Double
    package var screen: Size
    /// Nil when the device shows home-screen quick actions on `release`; else why not (QA020).
    package var noQuickActions: String? = nil

    package init(
        name: String, displayName: String, release: IOSRelease, metrics: MenuMetrics, scale: Double, screen: Size,
        noQuickActions: String? = nil
    ) {
        self.name = name
        self.displayName = displayName
        self.release = release
        self.metrics = metrics
        self.scale = scale
        self.screen = screen
        self.noQuickActions = noQuickActions
    }

    package static let defaultName = "iphone-xs"

    /// This profile with its menu at the Dynamic Type size `size`.
    package func atTextSize(_ size: DynamicTypeSize) -> DeviceMenuProfile {
        var profile = self
        profile.metrics = metrics.scaled(to: size, screenWidth: screen.width)
        return profile
    }
}
