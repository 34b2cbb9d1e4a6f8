import Geometry

/// The home indicator of Face ID iPhones: a pill 134 x 5 points, 8 points above the bottom.
public enum HomeIndicator {
    /// The indicator for a screen of `size`, or nothing on a device without one.
    public static func items(size: Size, device: DeviceProfile, color: Color) -> [DisplayItem] {
        guard device.hasHomeIndicator else { return [] }
        return [
            .roundedRect(Rect(x: size.width / 2 - 67, y: size.height - 13, width: 134, height: 5), radius: 2.5, color)
        ]
    }
}
