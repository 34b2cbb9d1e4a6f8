import CTextEngine
import Foundation

/// One face of one font file at one size, as the text engine measures it: FreeType and HarfBuzz
/// directly (CTextEngine), with SDL_ttf 2.20.1's arithmetic, so its widths, ascent and height
/// are those of a TTF_Font opened from the same file, index and size (ForceLabSDL draws with
/// such a TTF_Font: `drawingSize` and `lightHinting` say how to open it). Compared by identity.
public final class TextFont: Hashable, @unchecked Sendable {
    /// The font file and the face in it (TrueType collections hold several).
    public let path: String
    public let index: Int
    /// TTF_OpenFontIndex's size: pixels for an outline font, the strike's index for a bitmap one.
    public let drawingSize: Int32
    /// TTF_SetFontHinting(font, TTF_HINTING_LIGHT) and kerning on; false: SDL_ttf's defaults
    /// (the colour emoji font).
    public let lightHinting: Bool
    private let handle: OpaquePointer
    /// TTF_FontAscent and TTF_FontHeight.
    public let ascent: Int32
    public let height: Int32

    /// nil when FreeType cannot open the face. The caller holds `FontLibrary.faceLock`.
    init?(path: String, index: Int, size: Int32, lightHinting: Bool) {
        guard let made = fl_text_open(path, size, index, lightHinting ? 1 : 0) else { return nil }
        self.path = path
        self.index = index
        self.drawingSize = size
        self.lightHinting = lightHinting
        handle = made
        ascent = fl_text_ascent(made)
        height = fl_text_height(made)
    }

    deinit {
        FontLibrary.faceLock.lock()
        fl_text_close(handle)
        FontLibrary.faceLock.unlock()
    }

    /// TTF_FontFaceFamilyName.
    public var familyName: String? { fl_text_family(handle).map { String(cString: $0) } }
    /// TTF_FontFaceStyleName.
    public var styleName: String? { fl_text_style(handle).map { String(cString: $0) } }

    /// TTF_GlyphIsProvided32.
    public func provides(_ scalar: UInt32) -> Bool { fl_text_glyph(handle, scalar) != 0 }

    /// TTF_SizeUTF8 in direction `rightToLeft` and script `script` (an ISO 15924 tag; nil:
    /// "Zzzz", SDL_ttf's unset script): width and height in pixels, nil on failure.
    public func size(of text: String, rightToLeft: Bool, script: String?) -> (width: Int32, height: Int32)? {
        var w: Int32 = 0
        var h: Int32 = 0
        guard fl_text_size(handle, text, rightToLeft ? 1 : 0, Self.tag(script), &w, &h) == 0 else { return nil }
        return (w, h)
    }

    /// The alpha of the picture TTF_RenderUTF8_Blended draws of `text` (white, opaque), row by
    /// row; nil where SDL_ttf draws none (no width).
    func coverage(of text: String, rightToLeft: Bool, script: String?) -> (alpha: [UInt8], width: Int, height: Int)? {
        var pixels: UnsafeMutablePointer<UInt8>?
        var w: Int32 = 0
        var h: Int32 = 0
        guard fl_text_coverage(handle, text, rightToLeft ? 1 : 0, Self.tag(script), &pixels, &w, &h) == 0,
            let pixels
        else { return nil }
        defer { free(pixels) }
        return (Array(UnsafeBufferPointer(start: pixels, count: Int(w) * Int(h))), Int(w), Int(h))
    }

    /// HarfBuzz's hb_script_t for an ISO 15924 tag: its four bytes, as TTF_SetFontScriptName.
    static func tag(_ script: String?) -> UInt32 {
        let bytes = Array((script ?? "Zzzz").utf8)
        guard bytes.count == 4 else { return 0x5A7A_7A7A }
        return bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    public static func == (a: TextFont, b: TextFont) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
