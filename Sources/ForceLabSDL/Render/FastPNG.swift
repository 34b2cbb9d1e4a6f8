import CSDL2
import Foundation

/// A PNG encoder for replay frames: RGB, the `Up` filter on every row and zlib at its fastest
/// level (its run-length strategy was measured 8% faster for twice the bytes: not worth it). IMG_SavePNG (libpng's defaults) spends about 120 ms on a 750x1624 frame; this takes a
/// small fraction of that for files somewhat larger. Deterministic: the same pixels give the
/// same bytes (zlib's output depends only on its input and level).
public enum FastPNG {
    /// The PNG bytes of ARGB8888 rows (`pitch` bytes apart), alpha dropped.
    public static func encode(argb base: UnsafeRawPointer, width: Int, height: Int, pitch: Int) -> Data {
        let rowBytes = width * 3
        var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        raw.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
                let above: UnsafePointer<UInt32>? =
                    y == 0
                    ? nil : UnsafePointer(base.advanced(by: (y - 1) * pitch).assumingMemoryBound(to: UInt32.self))
                filterUp(row: row, above: above, width: width, into: out.baseAddress! + y * (rowBytes + 1))
            }
        }
        let bound = Int(compressBound(uLong(raw.count)))
        var compressed = [UInt8](repeating: 0, count: bound)
        let compressedLength = compressed.withUnsafeMutableBufferPointer { dst in
            raw.withUnsafeBufferPointer { src in
                Int(fl_compress(dst.baseAddress, uLong(bound), src.baseAddress, uLong(src.count), Z_BEST_SPEED))
            }
        }
        precondition(compressedLength >= 0, "zlib failed on an in-memory buffer of its own bound")
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = [UInt8]()
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0]  // 8 bits, RGB, deflate, adaptive filtering, no interlace
        chunk("IHDR", header, into: &png)
        chunk("IDAT", compressed[0..<Int(compressedLength)], into: &png)
        chunk("IEND", [], into: &png)
        return png
    }

    /// The canvas's pixels as PNG bytes.
    public static func encode(_ canvas: HeadlessCanvas) -> Data {
        let surface = canvas.surface
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        return encode(
            argb: surface.pointee.pixels, width: canvas.pixelWidth, height: canvas.pixelHeight,
            pitch: Int(surface.pointee.pitch))
    }

    /// One row as PNG stores it: the `Up` filter byte, then each RGB byte minus the one above
    /// (`above` nil: the first row, minus zero). Still regions and gradients become runs of zeros.
    static func filterUp(
        row: UnsafePointer<UInt32>, above: UnsafePointer<UInt32>?, width: Int, into out: UnsafeMutablePointer<UInt8>
    ) {
        out[0] = 2
        var o = 1
        for x in 0..<width {
            let pixel = row[x]
            let up = above?[x] ?? 0
            out[o] = UInt8(truncatingIfNeeded: pixel >> 16) &- UInt8(truncatingIfNeeded: up >> 16)
            out[o + 1] = UInt8(truncatingIfNeeded: pixel >> 8) &- UInt8(truncatingIfNeeded: up >> 8)
            out[o + 2] = UInt8(truncatingIfNeeded: pixel) &- UInt8(truncatingIfNeeded: up)
            o += 3
        }
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk<C: Collection>(_ type: String, _ body: C, into png: inout Data) where C.Element == UInt8 {
        let typeBytes = Array(type.utf8)
        png.append(contentsOf: bigEndian(UInt32(body.count)))
        let bytes = typeBytes + Array(body)
        png.append(contentsOf: bytes)
        let crc = bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        png.append(contentsOf: bigEndian(UInt32(crc)))
    }
}
