import ForceCore
import Geometry
import QuickActions

/// What a video draws over the picture so a reviewer sees the input: the touch point (a disc
/// growing with the force), a force gauge with the profile's peek and pop thresholds, and the
/// last key pressed, for `keyShownFor` after it. Plain display items: the same state draws the
/// same pixels.
public struct VideoOverlay {
    /// How long a key press stays on screen, µs.
    public static let keyShownFor: Int64 = 800_000
    static let gaugeHeight = 150.0
    static let gaugeWidth = 12.0

    public init() {}

    public func draw(into list: inout DisplayList, playground: Playground, lastKey: (key: PlaygroundKey, time: Int64)?)
    {
        let width = playground.content.device.size.width
        let height = playground.content.device.size.height
        let force = min(max(playground.force, 0), 1)
        if playground.contact != nil {
            touchPoint(into: &list, at: playground.pointer, force: force)
        }
        gauge(
            into: &list, origin: Point(x: width - Self.gaugeWidth - 14, y: height - Self.gaugeHeight - 60),
            force: force, profile: playground.profile)
        if let lastKey, playground.time - lastKey.time < Self.keyShownFor, playground.time >= lastKey.time {
            keyBadge(into: &list, key: lastKey.key, width: width, bottom: height - 60)
        }
    }

    private func touchPoint(into list: inout DisplayList, at point: Point, force: Double) {
        let radius = 14 + 14 * force
        let ring = radius + 2
        list.append(
            .roundedRect(
                Rect(x: point.x - ring, y: point.y - ring, width: 2 * ring, height: 2 * ring), radius: ring,
                Color(r: 0, g: 0, b: 0, a: 110)))
        list.append(
            .roundedRect(
                Rect(x: point.x - radius, y: point.y - radius, width: 2 * radius, height: 2 * radius), radius: radius,
                Color(r: 255, g: 255, b: 255, a: 150)))
    }

    private func gauge(into list: inout DisplayList, origin: Point, force: Double, profile: ForceProfile) {
        let w = Self.gaugeWidth
        let h = Self.gaugeHeight
        list.append(
            .roundedRect(
                Rect(x: origin.x - 3, y: origin.y - 3, width: w + 6, height: h + 6), radius: (w + 6) / 2,
                Color(r: 0, g: 0, b: 0, a: 150)))
        let fill = h * force
        let color =
            force >= profile.popRise
            ? Color(r: 255, g: 69, b: 58) : force >= profile.peekRise ? Color(r: 255, g: 159, b: 10) : Color.white
        if fill >= 1 {
            list.append(
                .roundedRect(
                    Rect(x: origin.x, y: origin.y + h - fill, width: w, height: fill), radius: min(w / 2, fill / 2),
                    color))
        }
        for threshold in [profile.peekRise, profile.popRise] where threshold > 0 && threshold < 1 {
            list.append(
                .rect(
                    Rect(x: origin.x - 5, y: origin.y + h - h * threshold - 1, width: w + 10, height: 2),
                    Color(r: 10, g: 132, b: 255)))
        }
        list.append(
            .text(
                TextRun(
                    formatFixed(force, decimals: 2, trim: false),
                    frame: Rect(x: origin.x - 24, y: origin.y - 24, width: w + 48, height: 16),
                    font: FontSpec(size: 12, weight: .semibold), color: .white, alignment: .center)))
    }

    private func keyBadge(into list: inout DisplayList, key: PlaygroundKey, width: Double, bottom: Double) {
        let frame = Rect(x: width / 2 - 70, y: bottom - 30, width: 140, height: 30)
        list.append(.roundedRect(frame, radius: 15, Color(r: 0, g: 0, b: 0, a: 170)))
        list.append(
            .text(
                TextRun(
                    "key: \(key.rawValue)", frame: Rect(x: frame.x, y: frame.y + 6, width: frame.width, height: 18),
                    font: FontSpec(size: 14, weight: .semibold), color: .white, alignment: .center)))
    }
}
