import Geometry
import QuickActions

/// Right-to-left screens as the mirror image of left-to-right ones: UIKit puts the layout origin
/// on the right edge for Arabic and Hebrew, so a screen built in leading/trailing terms comes out
/// mirrored. The list screens are drawn left to right and mirrored here, item by item; their hit
/// testing mirrors the touch the same way (`AppScreen`), so what is seen and what is touched
/// always agree.
///
/// What flips follows Apple's Human Interface Guidelines, "Right to left"
/// (developer.apple.com/design/human-interface-guidelines/right-to-left): positions and text
/// alignment mirror ("Adjust text alignment to match the interface direction"); the pictures
/// that show motion are swapped for their mirrored drawings ("Flip an interface icon that shows
/// forward or backward motion": the disclosure and back chevrons); everything else keeps its
/// drawing ("In general, avoid flipping interface icons that depict real-world objects", "Don't
/// flip logos or universal signs and marks": app icons, glyphs, the checkmark).
extension DisplayItem {
    /// The pictures that are drawn mirrored right to left, by name.
    static let mirroredPictures: [String: String] = [
        "controls/chevron-right": "controls/chevron-left",
        "controls/chevron-left": "controls/chevron-right",
        "controls/chevron-back": "controls/chevron-back-rtl",
        "controls/chevron-back-rtl": "controls/chevron-back",
    ]

    /// The item mirrored in a space `width` points wide: frames flipped about its centre line,
    /// left and right alignment swapped, directional pictures swapped, layers mirrored inside
    /// (their cache key says so, so a mirrored and a plain copy never share a texture).
    public func mirrored(width: Double) -> DisplayItem {
        let rtl = LayoutDirection.rightToLeft
        switch self {
        case .rect(let frame, let colour): return .rect(rtl.mirror(frame, width: width), colour)
        case .roundedRect(let frame, let radius, let colour):
            return .roundedRect(rtl.mirror(frame, width: width), radius: radius, colour)
        case .gradient(let frame, let top, let bottom):
            return .gradient(rtl.mirror(frame, width: width), top: top, bottom: bottom)
        case .text(var run):
            run.frame = rtl.mirror(run.frame, width: width)
            switch run.alignment {
            case .left: run.alignment = .right
            case .right: run.alignment = .left
            case .center: break
            }
            return .text(run)
        case .image(var image):
            image.frame = rtl.mirror(image.frame, width: width)
            image.name = Self.mirroredPictures[image.name] ?? image.name
            return .image(image)
        case .blur(let frame, let radius): return .blur(rtl.mirror(frame, width: width), radius: radius)
        case .layer(var layer):
            layer.key += "/mirrored"
            layer.frame = rtl.mirror(layer.frame, width: width)
            layer.items = layer.items.map { $0.mirrored(width: width) }
            layer.offset = Point(x: -layer.offset.x, y: layer.offset.y)
            return .layer(layer)
        case .polyline(var line):
            line.points = line.points.map { Point(x: width - $0.x, y: $0.y) }
            return .polyline(line)
        }
    }

    /// `items` moved as one group to the mirrored place of their bounds in a space `width` wide,
    /// each drawn as it is (for glyphs that mirror their place but not their drawing).
    static func movedToMirror(_ items: [DisplayItem], width: Double) -> [DisplayItem] {
        let frames = items.compactMap(\.frame)
        guard let minX = frames.map(\.minX).min(), let maxX = frames.map(\.maxX).max() else { return items }
        let dx = (width - maxX) - minX
        return items.map { $0.offsetBy(dx: dx) }
    }

    /// The item's frame (nil for a layer, whose items carry their own).
    var frame: Rect? {
        switch self {
        case .rect(let frame, _), .roundedRect(let frame, _, _), .gradient(let frame, _, _), .blur(let frame, _):
            return frame
        case .text(let run): return run.frame
        case .image(let image): return image.frame
        case .layer: return nil
        case .polyline(let line):
            guard let minX = line.points.map(\.x).min(), let maxX = line.points.map(\.x).max(),
                let minY = line.points.map(\.y).min(), let maxY = line.points.map(\.y).max()
            else { return nil }
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }
}

extension Array where Element == DisplayItem {
    /// The items mirrored in a space `width` wide when `direction` is right to left, else as they are.
    func laidOut(_ direction: LayoutDirection, width: Double) -> [DisplayItem] {
        direction.isRightToLeft ? map { $0.mirrored(width: width) } : self
    }
}
