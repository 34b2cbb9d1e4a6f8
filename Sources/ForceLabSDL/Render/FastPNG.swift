import CSDL2
import Foundation

/// The PNG encoder of every picture ForceLab writes (render, preview, replay frames and diffs,
/// plots, screenshots, contact-sheet cells): RGB, the `Up` filter on every row (Sub, Average and
/// Paeth make larger files no faster), and the filtered picture deflated by the faster of two
/// compressors for its kind, both at their fastest level:
/// - libdeflate for most pictures (a blurred home screen under a menu: 34 ms against zlib's
///   55 ms on a 1125x2436 preview, and a fifth smaller);
/// - zlib when at least an eighth of the rows repeat the row above (a sharp home screen, a
///   plot): zlib's level 1 is the faster on such long runs (measured: 14 ms against 24 ms on a
///   1125x2436 render, for files a tenth larger).
/// A picture of 1 MiB of filtered rows or more (a preview or render at 3x) is filtered and
/// deflated in two parts on two threads, pigz's way: the rows above a cut by zlib, ended by a
/// sync flush, and the rest by zlib with the 32 KiB before the cut as dictionary (a sharp picture,
/// cut in the middle) or by libdeflate alone (cut at 3/8: zlib is the slower); one zlib stream,
/// the two Adler-32s combined.
/// The choice and the cut depend only on the pixels, so the same pixels give the same bytes on any
/// machine and any timing (each compressor's output depends only on its input, its level and its
/// version: zlib 1.2.13 and libdeflate 1.14 on Debian 12). The contact sheet, too large to hold
/// whole, streams through `FastPNGStream` instead.
public enum FastPNG {
    /// Both compressors' level: their fastest.
    static let level: Int32 = 1

    /// Pictures of at least this many filtered bytes are filtered and deflated in two parts at
    /// once (a 1125x2436 preview is 8.2 MB); smaller ones in one call.
    static let twoPartBytes = 1 << 20

    /// The PNG bytes of ARGB8888 rows (`pitch` bytes apart), alpha dropped: one IDAT chunk.
    /// The filtered rows are written into one uninitialized buffer (never zero-filled) and
    /// compressed straight into the file's bytes; a large picture in two parts on two threads,
    /// cut at a row that depends only on its size and kind, so its bytes do not depend on the
    /// machine.
    public static func encode(argb base: UnsafeRawPointer, width: Int, height: Int, pitch: Int) -> Data {
        encode(argb: base, width: width, height: height, pitch: pitch, twoPartBytes: twoPartBytes)
    }

    /// `encode`, splitting pictures of at least `twoPartBytes` filtered bytes (tests split small
    /// ones).
    static func encode(argb base: UnsafeRawPointer, width: Int, height: Int, pitch: Int, twoPartBytes: Int) -> Data {
        let rowBytes = width * 3 + 1
        let count = rowBytes * height
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, count))
        defer { filtered.deallocate() }
        let parts = count >= twoPartBytes && height >= 2 ? 2 : 1
        var repeatedPerPart = [Int](repeating: 0, count: parts)
        repeatedPerPart.withUnsafeMutableBufferPointer { repeated in
            let repeated = repeated
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                let rows = parts == 1 ? 0..<height : (part == 0 ? 0..<height / 2 : height / 2..<height)
                repeated[part] = filterRows(rows, argb: base, width: width, pitch: pitch, into: filtered)
            }
        }
        // zlib when at least an eighth of the rows repeat the row above, else libdeflate.
        let sharp = repeatedPerPart.reduce(0, +) * 8 >= height
        var out = PNGBuffer(capacity: 64 + compressBound(count))
        out.append([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        out.appendChunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
        let idat = out.count
        out.append(bigEndian(0) + Array("IDAT".utf8))
        let rows = UnsafeBufferPointer(start: filtered, count: count)
        if parts == 2 {
            let cut = cutRow(height: height, sharp: sharp) * rowBytes
            out.append(deflateInTwoParts(rows, cut: cut, libdeflateSecond: !sharp))
        } else if sharp {
            let bound = Int(CSDL2.compressBound(uLong(count)))
            out.appendWritten(upTo: bound) { output in
                var length = uLongf(bound)
                let result = compress2(
                    output.assumingMemoryBound(to: Bytef.self), &length, filtered, uLong(count), level)
                return result == Z_OK ? Int(length) : 0
            }
        } else {
            guard let compressor = libdeflate_alloc_compressor(level) else { fatalError("libdeflate could not start") }
            defer { libdeflate_free_compressor(compressor) }
            let bound = libdeflate_zlib_compress_bound(compressor, count)
            out.appendWritten(upTo: bound) { libdeflate_zlib_compress(compressor, filtered, count, $0, bound) }
        }
        let length = out.count - idat - 8
        out.patch(bigEndian(UInt32(length)), at: idat)
        out.appendCRC(from: idat + 4)
        out.appendChunk("IEND", [])
        return out.data()
    }

    /// The first row of a split picture's second part: zlib's level 1 is about 1.6 times slower
    /// than libdeflate's on a blurred picture, so it takes 3/8 of the rows there; two zlib parts
    /// split them evenly. Each part holds at least one row (`height` at least 2).
    static func cutRow(height: Int, sharp: Bool) -> Int {
        min(height - 1, max(1, sharp ? height / 2 : height * 3 / 8))
    }

    /// Filters `rows` of the picture into their place in `filtered`; returns how many of them
    /// repeat the row above.
    static func filterRows(
        _ rows: Range<Int>, argb base: UnsafeRawPointer, width: Int, pitch: Int,
        into filtered: UnsafeMutablePointer<UInt8>
    ) -> Int {
        let rowBytes = width * 3 + 1
        var repeated = 0
        for y in rows {
            let line = base.advanced(by: y * pitch)
            let above = y == 0 ? nil : base.advanced(by: (y - 1) * pitch)
            if let above, memcmp(line, above, width * 4) == 0 { repeated += 1 }
            filterUp(
                row: line.assumingMemoryBound(to: UInt32.self),
                above: above.map { UnsafePointer($0.assumingMemoryBound(to: UInt32.self)) }, width: width,
                into: filtered + y * rowBytes)
        }
        return repeated
    }

    /// One zlib stream of `data` deflated as two raw parts at once (pigz's way): the bytes before
    /// `cut` by zlib, ended by a sync flush, then the rest, by zlib with the 32 KiB before it as
    /// dictionary or by libdeflate on its own (whose last block ends the stream); the two Adler-32s
    /// combined.
    static func deflateInTwoParts(_ data: UnsafeBufferPointer<UInt8>, cut: Int, libdeflateSecond: Bool) -> [UInt8] {
        var parts: [[UInt8]] = [[], []]
        var adlers: [uLong] = [0, 0]
        parts.withUnsafeMutableBufferPointer { parts in
            adlers.withUnsafeMutableBufferPointer { adlers in
                let (parts, adlers) = (parts, adlers)
                DispatchQueue.concurrentPerform(iterations: 2) { part in
                    let slice = UnsafeBufferPointer(rebasing: part == 0 ? data[..<cut] : data[cut...])
                    adlers[part] = uLong(libdeflate_adler32(1, slice.baseAddress, slice.count))
                    if part == 0 {
                        parts[0] = FastPNGStream.deflateSegment(
                            slice, dictionary: UnsafeBufferPointer(start: nil, count: 0), last: false)
                    } else if libdeflateSecond {
                        parts[1] = deflateWithLibdeflate(slice)
                    } else {
                        let window = UnsafeBufferPointer(rebasing: data[max(0, cut - 32_768)..<cut])
                        parts[1] = FastPNGStream.deflateSegment(slice, dictionary: window, last: true)
                    }
                }
            }
        }
        let adler = adler32_combine(adlers[0], adlers[1], .init(data.count - cut))
        return [0x78, 0x01] + parts[0] + parts[1] + bigEndian(UInt32(adler))
    }

    /// Raw deflate by libdeflate at `level`: one stream whose last block is final.
    static func deflateWithLibdeflate(_ data: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(level) else { fatalError("libdeflate could not start") }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_deflate_compress_bound(compressor, data.count)
        return [UInt8](unsafeUninitializedCapacity: bound) { out, initialized in
            initialized = libdeflate_deflate_compress(compressor, data.baseAddress, data.count, out.baseAddress, bound)
            precondition(initialized > 0, "libdeflate failed")
        }
    }

    /// The larger of the two compressors' bounds for `count` bytes.
    static func compressBound(_ count: Int) -> Int {
        max(Int(CSDL2.compressBound(uLong(count))), count + count / 64 + 1024)
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

/// A PNG's bytes being written: one malloc'ed block, sized by the compressor's bound, handed to
/// `Data` without a copy.
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
        append(FastPNG.bigEndian(libdeflate_crc32(0, base + start, count - start)))
    }

    mutating func appendChunk(_ type: String, _ body: [UInt8]) {
        append(FastPNG.bigEndian(UInt32(body.count)))
        let start = count
        append(Array(type.utf8) + body)
        appendCRC(from: start)
    }

    /// Appends what `write` puts in the next `limit` bytes (it returns how many; 0 is a failure).
    mutating func appendWritten(upTo limit: Int, _ write: (UnsafeMutableRawPointer) -> Int) {
        reserve(limit)
        let written = write(base + count)
        precondition(written > 0 && written <= limit, "the compressor failed")
        count += written
    }

    /// The bytes, as `Data` that frees the block when done.
    func data() -> Data {
        Data(bytesNoCopy: base, count: count, deallocator: .free)
    }
}
