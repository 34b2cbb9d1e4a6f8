import CSDL2
import Foundation
import Testing

@testable import ForceLabSDL

/// A large picture's PNG filtered and deflated in two parts on two threads (zlib's part ended by a
/// sync flush, then libdeflate's or zlib's with the dictionary, the Adler-32s combined): one valid
/// zlib stream holding the same pixels as the one-part PNG, the same bytes on every run.
@Suite struct FastPNGSplitTests {
    /// Gradients and noise (`sharp` false: libdeflate's kind), or the same with three rows in four
    /// repeating the row above (`sharp`: zlib's kind); seeded, so the same on every run.
    static func pixels(width: Int, height: Int, sharp: Bool, seed: UInt64 = 1) -> [UInt32] {
        var state = seed
        var pixels = (0..<width * height).map { index in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let (x, y) = (index % width, index / width)
            let noise = UInt32(truncatingIfNeeded: state >> 41) & 0x3F
            return 0xFF00_0000 | UInt32(x & 0xFF) << 16 | UInt32(y & 0xFF) << 8 | noise
        }
        if sharp {
            for y in 1..<max(1, height) where y % 4 != 0 {
                for x in 0..<width { pixels[y * width + x] = pixels[(y - 1) * width + x] }
            }
        }
        return pixels
    }

    static func encode(_ pixels: [UInt32], width: Int, height: Int, twoPartBytes: Int) -> [UInt8] {
        Array(
            pixels.withUnsafeBytes {
                FastPNG.encode(
                    argb: $0.baseAddress!, width: width, height: height, pitch: width * 4, twoPartBytes: twoPartBytes)
            })
    }

    /// The one zlib stream of a PNG's IDAT chunks inflated by zlib, which checks its Adler-32; nil
    /// unless it ends, after its final block and check value, exactly where the data ends.
    static func inflate(_ stream: [UInt8], size: Int) -> [UInt8]? {
        let z = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        z.initialize(to: z_stream())
        defer { z.deallocate() }
        guard inflateInit_(z, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(z) }
        var input = stream
        var out = [UInt8](repeating: 0, count: size + 1)
        let result = input.withUnsafeMutableBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                z.pointee.next_in = input.baseAddress
                z.pointee.avail_in = uInt(input.count)
                z.pointee.next_out = output.baseAddress
                z.pointee.avail_out = uInt(output.count)
                return CSDL2.inflate(z, Z_FINISH)
            }
        }
        guard result == Z_STREAM_END, z.pointee.avail_in == 0, Int(z.pointee.total_out) == size else { return nil }
        return Array(out[0..<size])
    }

    /// The pixels (0xRRGGBB) of an 8-bit RGB PNG whose rows all use the Up filter, checked as a
    /// zlib stream whose header and Adler-32 are right.
    static func decode(_ png: [UInt8]) -> (width: Int, height: Int, rgb: [UInt32])? {
        let parsed = FastPNGStreamTests.chunks(png)
        let field = { (at: Int) in parsed.header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height) = (field(0), field(4))
        let rowBytes = width * 3 + 1
        let data = parsed.data
        guard parsed.header.count == 13, Array(parsed.header[8...]) == [8, 2, 0, 0, 0], data.count >= 6,
            (Int(data[0]) << 8 | Int(data[1])) % 31 == 0, data[0] == 0x78,
            let rows = inflate(data, size: rowBytes * height)
        else { return nil }
        let adler = rows.withUnsafeBufferPointer { UInt32(adler32(1, $0.baseAddress, uInt($0.count))) }
        guard Array(data.suffix(4)) == FastPNG.bigEndian(adler) else { return nil }
        var rgb = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            guard rows[y * rowBytes] == 2 else { return nil }
            for x in 0..<width {
                var pixel: UInt32 = 0
                for channel in 0..<3 {
                    let above = y == 0 ? 0 : UInt8(truncatingIfNeeded: rgb[(y - 1) * width + x] >> (16 - 8 * channel))
                    pixel = pixel << 8 | UInt32(rows[y * rowBytes + 1 + x * 3 + channel] &+ above)
                }
                rgb[y * width + x] = pixel
            }
        }
        return (width, height, rgb)
    }

    /// Heights whose cut falls at row 0 or 1 before it is kept inside (2, 3), odd heights, one row
    /// (never split), one column, and wide pictures; every one split (threshold 1) and not.
    static let sizes = [
        (1, 1), (9, 1), (1000, 1), (1, 2), (1, 3), (1, 257), (5, 2), (5, 3), (6, 4), (33, 17), (129, 101),
    ]

    @Test(arguments: [false, true])
    func aSplitPictureHasTheUnsplitOnesPixelsInAValidStream(sharp: Bool) throws {
        for (width, height) in Self.sizes {
            let pixels = Self.pixels(width: width, height: height, sharp: sharp)
            let whole = Self.encode(pixels, width: width, height: height, twoPartBytes: .max)
            let split = Self.encode(pixels, width: width, height: height, twoPartBytes: 1)
            let name = "\(width)x\(height)\(sharp ? ", sharp" : "")"
            let expected = pixels.map { $0 & 0xFF_FFFF }
            // Results in locals: a failed expectation prints them, not megabytes of bytes.
            let (oneRead, twoRead) = (Self.decode(whole), Self.decode(split))
            let decodedWhole = try #require(oneRead, "\(name), one part")
            let decodedSplit = try #require(twoRead, "\(name), two parts: a valid PNG and zlib stream")
            let (oneRight, twoRight) = (decodedWhole.rgb == expected, decodedSplit.rgb == expected)
            #expect(oneRight, "\(name), one part")
            #expect(decodedSplit.width == width && decodedSplit.height == height && twoRight, "\(name)")
            // One row is never split; two or more always are at threshold 1 (a sync flush or a
            // second compressor: other bytes).
            let same = split == whole
            #expect(same == (height == 1), "\(name): split only when there are two rows")
        }
    }

    /// At the real threshold: a 1200x300 picture (1.08 MB of filtered rows) is split, a 1000x200
    /// one (600 KB) is not; both hold their pixels.
    @Test(arguments: [false, true])
    func theThresholdSplitsOnlyLargePictures(sharp: Bool) throws {
        for (width, height, splits) in [(1200, 300, true), (1000, 200, false)] {
            let pixels = Self.pixels(width: width, height: height, sharp: sharp, seed: 5)
            let png = Self.encode(pixels, width: width, height: height, twoPartBytes: FastPNG.twoPartBytes)
            let whole = Self.encode(pixels, width: width, height: height, twoPartBytes: .max)
            let differs = png != whole
            #expect(differs == splits, "\(width)x\(height)")
            let read = Self.decode(png)
            let decoded = try #require(read, "\(width)x\(height)")
            let right = decoded.rgb == pixels.map { $0 & 0xFF_FFFF }
            #expect(right, "\(width)x\(height)")
        }
    }

    /// The same bytes on every run, whatever the threads' timing: encoded one at a time, then six
    /// at once (two cores: the parts' threads interleave differently), beside a different picture.
    @Test(arguments: [false, true])
    func theBytesDoNotDependOnTheThreadsTiming(sharp: Bool) {
        let (width, height) = (1200, 300)
        let pixels = Self.pixels(width: width, height: height, sharp: sharp, seed: 9)
        let other = Self.pixels(width: height, height: width, sharp: !sharp, seed: 10)
        let first = Self.encode(pixels, width: width, height: height, twoPartBytes: FastPNG.twoPartBytes)
        let again = Self.encode(pixels, width: width, height: height, twoPartBytes: FastPNG.twoPartBytes) == first
        #expect(again)
        var results = [[UInt8]](repeating: [], count: 8)
        results.withUnsafeMutableBufferPointer { slots in
            let slots = slots
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                // Every fourth a different picture, so the threads are busy with other work too.
                slots[index] =
                    index % 4 == 3
                    ? Self.encode(other, width: height, height: width, twoPartBytes: FastPNG.twoPartBytes)
                    : Self.encode(pixels, width: width, height: height, twoPartBytes: FastPNG.twoPartBytes)
            }
        }
        let all = results.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
        let same = all.count == 6 && all.allSatisfy { $0 == first }
        #expect(same, "six encodings at once")
    }
}
