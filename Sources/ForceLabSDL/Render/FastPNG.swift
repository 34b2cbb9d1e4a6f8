import CSDL2
import Foundation

/// The PNG encoder of every picture ForceLab writes (render, preview, replay frames and diffs,
/// plots, screenshots): RGB, the `Up` filter on every row and zlib at its fastest level (its
/// run-length strategy was measured 8% faster for twice the bytes: not worth it; Sub, Average
/// and Paeth make larger files no faster). IMG_SavePNG (libpng's defaults) spends about 120 ms
/// on a 750x1624 frame; this takes a small fraction of that for files somewhat larger. Deterministic: the same pixels give the
/// same bytes (zlib's output depends only on its input and level).
public enum FastPNG {
    /// The PNG bytes of ARGB8888 rows (`pitch` bytes apart), alpha dropped: one IDAT chunk.
    /// Rows are filtered a band at a time into a small buffer and fed to one zlib stream, whose
    /// output goes straight into the file's bytes: no full-size copy of the filtered picture and
    /// no zero-filled buffer. zlib's output does not depend on how its input is handed in, so the
    /// bytes are those of `compress2` on all the filtered rows at once.
    public static func encode(argb base: UnsafeRawPointer, width: Int, height: Int, pitch: Int) -> Data {
        let rowBytes = width * 3 + 1
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        precondition(fl_deflate_init(stream, Z_BEST_SPEED) == Z_OK, "zlib could not start")
        defer {
            deflateEnd(stream)
            stream.deallocate()
        }
        var out = PNGBuffer(capacity: 64 + Int(deflateBound(stream, uLong(rowBytes * height))))
        out.append([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        out.appendChunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
        let idat = out.count
        out.append(bigEndian(0) + Array("IDAT".utf8))
        let bandRows = max(1, min(height, (1 << 16) / rowBytes))
        let band = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * bandRows)
        defer { band.deallocate() }
        var y = 0
        repeat {
            let rows = min(bandRows, height - y)
            for row in 0..<rows {
                let line = base.advanced(by: (y + row) * pitch).assumingMemoryBound(to: UInt32.self)
                let above: UnsafePointer<UInt32>? =
                    y + row == 0
                    ? nil : UnsafePointer(base.advanced(by: (y + row - 1) * pitch).assumingMemoryBound(to: UInt32.self))
                filterUp(row: line, above: above, width: width, into: band + row * rowBytes)
            }
            y += rows
            out.deflate(stream, band, count: rows * rowBytes, finish: y >= height)
        } while y < height
        let length = out.count - idat - 8
        out.patch(bigEndian(UInt32(length)), at: idat)
        out.appendCRC(from: idat + 4)
        out.appendChunk("IEND", [])
        return out.data()
    }

    /// The canvas's pixels as PNG bytes.
    public static func encode(_ canvas: HeadlessCanvas) -> Data { PNGFile.encode(canvas.surface) }

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
}

/// A PNG's bytes being written: one malloc'ed block, grown only if zlib ever needs more than its
/// bound, handed to `Data` without a copy.
struct PNGBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = capacity
        base = malloc(capacity)!.assumingMemoryBound(to: UInt8.self)
    }

    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        capacity = max(capacity * 2, count + extra)
        base = realloc(base, capacity)!.assumingMemoryBound(to: UInt8.self)
    }

    mutating func append(_ bytes: [UInt8]) {
        reserve(bytes.count)
        bytes.withUnsafeBufferPointer { (base + count).update(from: $0.baseAddress!, count: $0.count) }
        count += bytes.count
    }

    mutating func patch(_ bytes: [UInt8], at offset: Int) {
        for (index, byte) in bytes.enumerated() { base[offset + index] = byte }
    }

    /// The CRC of the bytes from `start` on (a chunk's type and body), appended.
    mutating func appendCRC(from start: Int) {
        append(FastPNG.bigEndian(UInt32(crc32(0, base + start, uInt(count - start)))))
    }

    mutating func appendChunk(_ type: String, _ body: [UInt8]) {
        append(FastPNG.bigEndian(UInt32(body.count)))
        let start = count
        append(Array(type.utf8) + body)
        appendCRC(from: start)
    }

    /// Feeds `count` bytes to the zlib stream, its output appended (all of it when `finish`).
    mutating func deflate(
        _ stream: UnsafeMutablePointer<z_stream>, _ input: UnsafeMutablePointer<UInt8>, count: Int, finish: Bool
    ) {
        stream.pointee.next_in = input
        stream.pointee.avail_in = uInt(count)
        while true {
            reserve(1 << 16)
            stream.pointee.next_out = base + self.count
            stream.pointee.avail_out = uInt(capacity - self.count)
            let result = CSDL2.deflate(stream, finish ? Z_FINISH : Z_NO_FLUSH)
            precondition(result == Z_OK || result == Z_STREAM_END || result == Z_BUF_ERROR, "zlib failed")
            self.count = capacity - Int(stream.pointee.avail_out)
            if finish ? result == Z_STREAM_END : stream.pointee.avail_in == 0 && stream.pointee.avail_out > 0 { return }
        }
    }

    /// The bytes, as `Data` that frees the block when done.
    func data() -> Data {
        Data(bytesNoCopy: base, count: count, deallocator: .free)
    }
}
