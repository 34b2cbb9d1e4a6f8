import Geometry
import QuickActions

/// How a text run sits in its frame horizontally.
public enum TextAlignment: String, Sendable, Hashable {
    case left, center, right
}

/// One line of text: drawn with its line box's top at `frame.minY`, aligned in `frame.width`.
public struct TextRun: Equatable, Hashable, Sendable {
    public var text: String
    public var frame: Rect
    public var font: FontSpec
    public var color: Color
    public var alignment: TextAlignment

    public init(_ text: String, frame: Rect, font: FontSpec, color: Color, alignment: TextAlignment = .left) {
        self.text = text
        self.frame = frame
        self.font = font
        self.color = color
        self.alignment = alignment
    }
}

/// A picture from `Icons/` (an SVG name such as `apps/mail` or `glyphs/Search`) or an app's own
/// image file (a path ending in `.png`, `.svg` or `.pdf`), scaled into
/// `frame`, optionally masked to a rounded rectangle and tinted (template images), or restyled
/// for an icon style (`filter`, applied before the mask).
public struct ImageItem: Equatable, Hashable, Sendable {
    public var name: String
    public var frame: Rect
    public var cornerRadius: Double
    public var tint: Color?
    public var opacity: Double
    public var filter: IconFilter?

    public init(
        name: String, frame: Rect, cornerRadius: Double = 0, tint: Color? = nil, opacity: Double = 1,
        filter: IconFilter? = nil
    ) {
        self.name = name
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.tint = tint
        self.opacity = opacity
        self.filter = filter
    }
}

/// A group of items drawn once into an offscreen texture and reused while `key` is unchanged
/// (wallpaper, icons, dock): static layers cost a copy a frame, not their geometry.
/// `transform` moves and scales the cached picture; `blurRadius` blurs it (cached per radius).
public struct Layer: Equatable, Sendable {
    public var key: String
    public var frame: Rect
    public var items: [DisplayItem]
    public var opacity: Double
    public var scale: Double
    public var offset: Point
    public var blurRadius: Double
    /// Multiplies the picture's colours (1 as drawn, 0 black): dimming without another pass.
    public var brightness: Double

    public init(
        key: String, frame: Rect, items: [DisplayItem], opacity: Double = 1, scale: Double = 1,
        offset: Point = .zero, blurRadius: Double = 0, brightness: Double = 1
    ) {
        self.key = key
        self.frame = frame
        self.items = items
        self.opacity = opacity
        self.scale = scale
        self.offset = offset
        self.blurRadius = blurRadius
        self.brightness = brightness
    }
}

/// A plain-value drawing command. Items are drawn in order, each over the ones before.
public indirect enum DisplayItem: Equatable, Sendable {
    case rect(Rect, Color)
    case roundedRect(Rect, radius: Double, Color)
    case gradient(Rect, top: Color, bottom: Color)
    case text(TextRun)
    case image(ImageItem)
    /// Blurs what is already drawn inside the region (a Gaussian approximated by box passes).
    case blur(Rect, radius: Double)
    case layer(Layer)
    /// Connected line segments (plots): see `Polyline`.
    case polyline(Polyline)
}

/// What one frame shows: the device size in points and the items to draw.
public struct DisplayList: Equatable, Sendable {
    public var size: Size
    public var items: [DisplayItem]

    public init(size: Size, items: [DisplayItem] = []) {
        self.size = size
        self.items = items
    }

    public mutating func append(_ item: DisplayItem) { items.append(item) }

    /// Every text run in the list, layers included, in drawing order (for tests and tools).
    public var textRuns: [TextRun] {
        var runs: [TextRun] = []
        func walk(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .text(let run): runs.append(run)
                case .layer(let layer): walk(layer.items)
                default: break
                }
            }
        }
        walk(items)
        return runs
    }

    /// Every image in the list, layers included, in drawing order.
    public var images: [ImageItem] {
        var found: [ImageItem] = []
        func walk(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .image(let image): found.append(image)
                case .layer(let layer): walk(layer.items)
                default: break
                }
            }
        }
        walk(items)
        return found
    }
}
