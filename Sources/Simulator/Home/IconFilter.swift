import QuickActions

/// How an icon's pixels are restyled for an icon style (`AppIconStyle`), applied by the shell to
/// the rasterized picture before its rounded mask. Pure: pixels in, pixels out.
///
/// iOS derives the dark, tinted and clear looks of an icon that ships no variant; Apple does not
/// publish how. What is known (9to5mac.com/2024/07/15/this-is-how-apple-is-modding-your-app-icons-in-ios-18s-dark-mode,
/// quoting Gui Rambo's reading of iOS 18's IconServices): "IconServices extracts the foreground
/// and determines whether it should be tinted with the background color or left as-is, and there
/// are configurable thresholds for when the results are not acceptable, which is when it falls
/// back to just darkening the icon"; simple two-tone icons get a dark ground (YouTube's white
/// turns black; Facebook's white "f" turns light blue), busy ones (Instagram) a dark tint. The
/// tinted look is "grayscale luminance, tinted by the OS" over a dark ground. ForceLab's method
/// follows that description, and every number in it is reconstructed (`IconSegmentation`).
public enum IconFilter: Hashable, Sendable {
    /// iOS 18's dark look of an icon without a dark variant.
    case derivedDark
    /// The tinted look of an icon without a tinted variant: dark ground (iOS 18 and iOS 26's
    /// dark tint) or, `light`, iOS 26's light tint (colour in the glass).
    case derivedTinted(Color, light: Bool)
    /// The catalog's tinted variant (a grayscale image): its luminance tinted.
    case tintedVariant(Color, light: Bool)
    /// The catalog's dark variant: drawn over the system's dark ground, which shows wherever the
    /// variant is transparent (Apple's dark icons leave the background to the system).
    case darkVariant
    /// iOS 26's clear look ("monochrome glass"), light or dark.
    case clear(dark: Bool)

    /// The tint ForceLab uses when none is chosen (reconstructed: a warm amber, like the default
    /// hue iOS 18's tint slider opens on in screenshots; no option picks another yet).
    public static let defaultTint = Color(r: 236, g: 170, b: 64)

    /// The restyled picture, the same size.
    public func apply(_ pixels: [UInt32], width: Int, height: Int) -> [UInt32] {
        guard width > 0, height > 0, pixels.count == width * height else { return pixels }
        switch self {
        case .darkVariant:
            return IconPixels.map(pixels, width: width, height: height) { p, _, row in
                IconPixels.over(p, ground: IconPixels.darkGround(row: row, height: height))
            }
        case .tintedVariant(let tint, let light):
            return IconPixels.map(pixels, width: width, height: height) { p, _, row in
                let ink = IconPixels.luma(p) * p.a
                return IconPixels.tinted(tint, light: light, ink: ink, luma: 1, row: row, height: height, alpha: 1)
            }
        case .derivedDark, .derivedTinted, .clear:
            let segmentation = IconSegmentation(pixels, width: width, height: height)
            return segmentation.restyle(self)
        }
    }
}

/// An icon's pixels split into a background (estimated row by row from the pixels at the icon's
/// left and right edges, so vertical gradients stay background) and a foreground (pixels far
/// enough from their row's background colour). Reconstructed thresholds: a colour distance
/// (Euclidean RGB, 0...1) under 0.12 is background, over 0.32 foreground, smooth between; an icon
/// is "simple" (two-tone, restyled by parts) when its foreground's colours lie within 0.16 of
/// their mean, else "busy" (darkened as a whole, as iOS falls back).
public struct IconSegmentation {
    public let width: Int
    public let height: Int
    let pixels: [IconPixels.RGBA]
    /// The background colour of each row.
    public let background: [IconPixels.RGBA]
    /// How much each pixel is foreground, 0...1.
    public let foreground: [Double]
    /// Whether the icon is two-tone enough to restyle by parts.
    public let isSimple: Bool
    /// The mean colours of the background and of the foreground.
    public let backgroundMean: IconPixels.RGBA
    public let foregroundMean: IconPixels.RGBA

    public static let backgroundDistance = 0.12
    public static let foregroundDistance = 0.32
    public static let simpleSpread = 0.16

    public init(_ argb: [UInt32], width: Int, height: Int) {
        self.width = width
        self.height = height
        let pixels = argb.map(IconPixels.RGBA.init(argb:))
        self.pixels = pixels
        let background = Self.rowBackgrounds(pixels, width: width, height: height)
        self.background = background
        var foreground = [Double](repeating: 0, count: pixels.count)
        for index in pixels.indices where pixels[index].a > 0.05 {
            let d = pixels[index].distance(to: background[index / width])
            foreground[index] = IconPixels.smoothstep(Self.backgroundDistance, Self.foregroundDistance, d)
        }
        self.foreground = foreground
        backgroundMean = IconPixels.RGBA.mean(background)
        var sum = IconPixels.RGBA(r: 0, g: 0, b: 0, a: 0)
        var weight = 0.0
        for index in pixels.indices where foreground[index] > 0.5 {
            sum = sum + pixels[index]
            weight += 1
        }
        let mean = weight > 0 ? sum * (1 / weight) : backgroundMean
        foregroundMean = mean
        var spread = 0.0
        for index in pixels.indices where foreground[index] > 0.5 { spread += pixels[index].distance(to: mean) }
        isSimple = weight == 0 || spread / weight < Self.simpleSpread
    }

    /// Each row's background: the mean of the first few opaque pixels from its left and right
    /// ends (an icon's own rounded corners are transparent); a row with none takes its neighbour's.
    static func rowBackgrounds(_ pixels: [IconPixels.RGBA], width: Int, height: Int) -> [IconPixels.RGBA] {
        let take = max(1, width / 24)
        var rows: [IconPixels.RGBA?] = (0..<height).map { y in
            let row = pixels[(y * width)..<((y + 1) * width)]
            let left = row.prefix { $0.a < 0.8 }.count
            let right = row.reversed().prefix { $0.a < 0.8 }.count
            guard left + right < width else { return nil }
            let start = y * width + left
            let end = (y + 1) * width - right
            let samples = Array(pixels[start..<min(end, start + take)]) + Array(pixels[max(start, end - take)..<end])
            return IconPixels.RGBA.mean(samples)
        }
        let fallback = rows.compactMap { $0 }.first ?? IconPixels.RGBA(r: 1, g: 1, b: 1, a: 1)
        var last = fallback
        for y in 0..<height {
            if let row = rows[y] { last = row } else { rows[y] = last }
        }
        return rows.map { $0 ?? fallback }
    }

    /// The pixels restyled for `filter` (one of the derived looks).
    func restyle(_ filter: IconFilter) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: pixels.count)
        // A white or grey glyph on a coloured ground takes the ground's colour in the dark, lightened.
        let tintGlyph = foregroundMean.saturation < 0.2 && backgroundMean.saturation > 0.25
        let glyphTint = backgroundMean.lightened(0.45)
        for index in pixels.indices {
            let p = pixels[index]
            guard p.a > 0 else { continue }
            let row = index / width
            let m = foreground[index]
            let result: IconPixels.RGBA
            switch filter {
            case .derivedDark:
                if !isSimple {
                    result = IconPixels.RGBA(r: p.r * 0.6, g: p.g * 0.6, b: p.b * 0.6, a: p.a)
                } else {
                    let ink = tintGlyph ? glyphTint * IconPixels.luma(p) : p
                    result = IconPixels.darkGround(row: row, height: height).mixed(with: ink, m).with(alpha: p.a)
                }
            case .derivedTinted(let tint, let light):
                result = IconPixels.tinted(
                    tint, light: light, ink: m, luma: IconPixels.luma(p), row: row, height: height, alpha: p.a)
            case .clear(let dark):
                result = IconPixels.clear(dark: dark, ink: m, luma: IconPixels.luma(p), alpha: p.a)
            case .darkVariant, .tintedVariant:
                result = p
            }
            out[index] = result.argb
        }
        return out
    }
}
