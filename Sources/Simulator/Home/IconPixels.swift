import QuickActions

/// Colour arithmetic on ARGB8888 icon pixels for `IconFilter` (straight alpha, channels 0...1).
public enum IconPixels {
    /// One pixel, channels 0...1.
    public struct RGBA: Equatable, Sendable {
        public var r: Double
        public var g: Double
        public var b: Double
        public var a: Double

        public init(r: Double, g: Double, b: Double, a: Double) {
            self.r = r
            self.g = g
            self.b = b
            self.a = a
        }

        public init(argb: UInt32) {
            a = Double(argb >> 24) / 255
            r = Double(argb >> 16 & 0xff) / 255
            g = Double(argb >> 8 & 0xff) / 255
            b = Double(argb & 0xff) / 255
        }

        public init(_ color: Color) {
            self.init(
                r: Double(color.r) / 255, g: Double(color.g) / 255, b: Double(color.b) / 255, a: Double(color.a) / 255)
        }

        /// Packed as ARGB8888, each channel clamped and rounded.
        public var argb: UInt32 {
            func byte(_ v: Double) -> UInt32 { UInt32((min(1, max(0, v)) * 255).rounded()) }
            return byte(a) << 24 | byte(r) << 16 | byte(g) << 8 | byte(b)
        }

        /// The Euclidean distance of the colours (alpha aside), 0...1.
        public func distance(to other: RGBA) -> Double {
            let dr = r - other.r
            let dg = g - other.g
            let db = b - other.b
            return (dr * dr + dg * dg + db * db).squareRoot() / 3.0.squareRoot()
        }

        /// HSV saturation: 0 for greys.
        public var saturation: Double {
            let high = max(r, g, b)
            return high > 0 ? (high - min(r, g, b)) / high : 0
        }

        /// This colour moved toward white by `amount`.
        public func lightened(_ amount: Double) -> RGBA {
            RGBA(r: r + (1 - r) * amount, g: g + (1 - g) * amount, b: b + (1 - b) * amount, a: a)
        }

        /// The colour `t` of the way to `other` (alpha too).
        public func mixed(with other: RGBA, _ t: Double) -> RGBA {
            RGBA(r: r + (other.r - r) * t, g: g + (other.g - g) * t, b: b + (other.b - b) * t, a: a + (other.a - a) * t)
        }

        /// As a display-list colour.
        public var color: Color {
            let v = argb
            return Color(r: UInt8(v >> 16 & 0xff), g: UInt8(v >> 8 & 0xff), b: UInt8(v & 0xff), a: UInt8(v >> 24))
        }

        public func with(alpha: Double) -> RGBA { RGBA(r: r, g: g, b: b, a: alpha) }

        public static func + (x: RGBA, y: RGBA) -> RGBA { RGBA(r: x.r + y.r, g: x.g + y.g, b: x.b + y.b, a: x.a + y.a) }
        /// The colour scaled (alpha kept).
        public static func * (x: RGBA, k: Double) -> RGBA { RGBA(r: x.r * k, g: x.g * k, b: x.b * k, a: x.a) }

        /// The mean of `colours` (white when there are none).
        public static func mean(_ colours: [RGBA]) -> RGBA {
            guard !colours.isEmpty else { return RGBA(r: 1, g: 1, b: 1, a: 1) }
            let sum = colours.reduce(RGBA(r: 0, g: 0, b: 0, a: 0), +)
            let n = Double(colours.count)
            return RGBA(r: sum.r / n, g: sum.g / n, b: sum.b / n, a: sum.a / n)
        }
    }

    /// Rec. 709 luma of a pixel's colour, 0...1.
    public static func luma(_ p: RGBA) -> Double { 0.2126 * p.r + 0.7152 * p.g + 0.0722 * p.b }

    /// 0 below `low`, 1 above `high`, a smooth step between.
    public static func smoothstep(_ low: Double, _ high: Double, _ x: Double) -> Double {
        let t = min(1, max(0, (x - low) / (high - low)))
        return t * t * (3 - 2 * t)
    }

    /// The system's dark ground under dark icons at `row`: a near-black vertical gradient,
    /// #313133 at the top to #121214 at the bottom (reconstructed from iOS 18 dark home screens:
    /// Apple's dark icons are a glyph on a dark grey ground that darkens downward).
    public static func darkGround(row: Int, height: Int) -> RGBA {
        let t = height > 1 ? Double(row) / Double(height - 1) : 0
        let top = 49.0 / 255
        let bottom = 18.0 / 255
        let v = top + (bottom - top) * t
        return RGBA(r: v, g: v, b: v + 2.0 / 255, a: 1)
    }

    /// `p` composited over an opaque `ground`.
    public static func over(_ p: RGBA, ground: RGBA) -> RGBA {
        ground.mixed(with: p.with(alpha: 1), p.a).with(alpha: 1)
    }

    /// A tinted pixel: `ink` (0...1) of the tint's glyph colour over the tinted ground. Dark: the
    /// ground is the tint at 14 % (nearly black), the glyph the tint at 55–100 % by `luma`; light
    /// (iOS 26): the ground is white infused with 30 % of the tint, the glyph the tint at 70 %.
    /// Reconstructed from iOS 18 and 26 tinted home screens.
    static func tinted(
        _ tint: Color, light: Bool, ink: Double, luma: Double, row: Int, height: Int, alpha: Double
    ) -> RGBA {
        let colour = RGBA(tint)
        let t = height > 1 ? Double(row) / Double(height - 1) : 0
        let ground = light ? RGBA(r: 1, g: 1, b: 1, a: 1).mixed(with: colour, 0.3) : colour * (0.16 - 0.05 * t)
        let glyph = light ? colour * 0.7 : colour * (0.55 + 0.45 * luma)
        return ground.mixed(with: glyph, ink).with(alpha: alpha)
    }

    /// A clear ("monochrome glass") pixel: a translucent tile that lets the wallpaper through,
    /// its glyph frosted white. Light: a white tile at 30 % and the glyph white at 90 %; dark: a
    /// black tile at 45 % and the glyph light grey (#EBEBF0) at 92 %. Reconstructed: Apple shows
    /// the style (WWDC25 "Say hello to the new look of app icons") and gives no numbers.
    static func clear(dark: Bool, ink: Double, luma: Double, alpha: Double) -> RGBA {
        let tile = dark ? RGBA(r: 0, g: 0, b: 0, a: 0.45) : RGBA(r: 1, g: 1, b: 1, a: 0.30)
        let glyph =
            dark
            ? RGBA(r: 235.0 / 255, g: 235.0 / 255, b: 240.0 / 255, a: 0.92)
            : RGBA(r: 1, g: 1, b: 1, a: 0.9)
        let mixed = tile.mixed(with: glyph, ink)
        return mixed.with(alpha: mixed.a * alpha)
    }

    /// `pixels` with `transform(pixel, column, row)` applied to each.
    static func map(
        _ pixels: [UInt32], width: Int, height: Int, _ transform: (RGBA, Int, Int) -> RGBA
    ) -> [UInt32] {
        var out = pixels
        for index in pixels.indices {
            out[index] = transform(RGBA(argb: pixels[index]), index % width, index / width).argb
        }
        return out
    }
}
