import QuickActions

// The geometry types are QuickActions' (the menu layout is written in them); the simulator
// adds what drawing and hit-testing need.

extension Point {
    public static let zero = Point(x: 0, y: 0)
}

extension Rect {
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var center: Point { Point(x: midX, y: midY) }

    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle shrunk by `dx`, `dy` on each side (grown when negative).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle scaled by `factor` about its centre.
    public func scaled(by factor: Double) -> Rect {
        let w = width * factor
        let h = height * factor
        return Rect(x: midX - w / 2, y: midY - h / 2, width: w, height: h)
    }

    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

/// An sRGB colour with straight (not premultiplied) alpha.
public struct Color: Equatable, Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// `#rrggbb` or `#rrggbbaa`; nil when malformed.
    public init?(hex: String) {
        var text = Substring(hex)
        if text.hasPrefix("#") { text = text.dropFirst() }
        guard text.count == 6 || text.count == 8, let value = UInt32(text, radix: 16) else { return nil }
        if text.count == 6 {
            self.init(r: UInt8(value >> 16 & 0xff), g: UInt8(value >> 8 & 0xff), b: UInt8(value & 0xff))
        } else {
            self.init(
                r: UInt8(value >> 24 & 0xff), g: UInt8(value >> 16 & 0xff), b: UInt8(value >> 8 & 0xff),
                a: UInt8(value & 0xff))
        }
    }

    /// The same colour with its alpha multiplied by `opacity` (0...1).
    public func withOpacity(_ opacity: Double) -> Color {
        Color(r: r, g: g, b: b, a: UInt8((Double(a) * min(1, max(0, opacity))).rounded()))
    }

    public var hex: String {
        let digits = [r, g, b, a].map { byte -> String in
            let s = String(byte, radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + digits.joined()
    }

    public static let white = Color(r: 255, g: 255, b: 255)
    public static let black = Color(r: 0, g: 0, b: 0)
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
}

extension Rect {
    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        let minX = Swift.min(self.minX, other.minX)
        let minY = Swift.min(self.minY, other.minY)
        return Rect(
            x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }

    /// The overlap of both (empty at the first one's origin when they do not meet).
    public func intersection(_ other: Rect) -> Rect {
        let minX = Swift.max(self.minX, other.minX)
        let minY = Swift.max(self.minY, other.minY)
        let maxX = Swift.min(self.maxX, other.maxX)
        let maxY = Swift.min(self.maxY, other.maxY)
        guard maxX > minX, maxY > minY else { return Rect(x: self.minX, y: self.minY, width: 0, height: 0) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
