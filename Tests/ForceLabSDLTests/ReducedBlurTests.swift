import CSDL2
import Foundation
import Testing

@testable import ForceLabSDL

/// The reduced blur and the banded, two-part PNG encoder against the straightforward versions they
/// replaced (kept here as reference models): the same pixels, the same bytes.
@Suite struct ReducedBlurTests {
    /// A deterministic picture with edges, gradients and noise.
    static func picture(width: Int, height: Int, seed: UInt64) -> [UInt32] {
        var state = seed
        return (0..<width * height).map { index in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let x = index % width
            let y = index / width
            let noise = UInt32(truncatingIfNeeded: state >> 33)
            let r = UInt32((x * 255) / max(1, width - 1))
            let g = UInt32((y * 255) / max(1, height - 1))
            let b = (x / 7 + y / 5) % 2 == 0 ? noise & 0xff : 40
            let a = index % 11 == 0 ? noise >> 8 & 0xff : 255
            return a << 24 | r << 16 | g << 8 | b
        }
    }

    static let sizes = [(1, 1), (2, 3), (17, 9), (40, 31), (64, 64), (101, 57)]
    static let radii = [0.4, 1, 2.6, 3, 5.5, 9, 14, 42, 80]

    @Test func blurEqualsTheFullSizeUpsampleItReplaced() {
        for (width, height) in Self.sizes {
            let image = Self.picture(width: width, height: height, seed: UInt64(width * 31 + height))
            for radius in Self.radii {
                let expected = ReferenceBlur.blur(image, width: width, height: height, radius: radius)
                #expect(
                    PixelOps.blur(image, width: width, height: height, radius: radius) == expected,
                    "\(width)x\(height), radius \(radius)")
            }
        }
    }

    /// A picture big enough to be reduced and drawn in bands on every core gives what one pass
    /// gives, with rows as wide as the picture and with rows further apart.
    @Test func bigPicturesInBandsAreTheSameAsOnePass() {
        let (width, height) = (700, 421)
        let image = Self.picture(width: width, height: height, seed: 3)
        for (radius, pitchPixels) in [(14.0, width), (30, width + 3)] {
            var rows = [UInt32](repeating: 0xdead_beef, count: pitchPixels * height)
            for y in 0..<height {
                for x in 0..<width { rows[y * pitchPixels + x] = image[y * width + x] }
            }
            let banded = rows.withUnsafeBytes {
                ReducedBlur(argb: $0.baseAddress!, pitch: pitchPixels * 4, width: width, height: height, radius: radius)
            }
            let onePass = ReducedBlur(width: width, height: height, radius: radius) { y, count, band in
                image.withUnsafeBufferPointer { band.update(from: $0.baseAddress! + y * width, count: count * width) }
            }
            let differing = zip(banded.pixels, onePass.pixels).filter { $0 != $1 }.count
            #expect(
                banded.pixels.count == onePass.pixels.count && differing == 0,
                "radius \(radius), pitch \(pitchPixels): \(differing) reduced pixels differ")
            #expect(banded.factor > 1 && banded.width == onePass.width && banded.height == onePass.height)
            var expected = ReferenceBlur.blur(image, width: width, height: height, radius: radius)
            PixelOps.shade(&expected, by: 200)
            let drawn = banded.upsampled(shade: 200)
            #expect(drawn.count == expected.count, "radius \(radius)")
            #expect(zip(drawn, expected).allSatisfy { $0 == $1 }, "radius \(radius): drawn pixels differ")
        }
    }

    @Test func drawingShadesAndClipsLikeUpsampleThenShadeThenCopy() {
        let (width, height) = (53, 41)
        let image = Self.picture(width: width, height: height, seed: 7)
        for radius in [2.0, 14, 30] {
            let blur = image.withUnsafeBytes {
                ReducedBlur(argb: $0.baseAddress!, pitch: width * 4, width: width, height: height, radius: radius)
            }
            for shade: UInt8 in [255, 192, 0] {
                var expected = ReferenceBlur.blur(image, width: width, height: height, radius: radius)
                PixelOps.shade(&expected, by: shade)
                #expect(blur.upsampled(shade: shade) == expected, "radius \(radius), shade \(shade)")
                // Into a smaller target with a pitch wider than its rows, placed partly outside.
                let (targetWidth, targetHeight, pitchPixels, x, y) = (40, 30, 45, -5, 7)
                var target = [UInt32](repeating: 0x1234_5678, count: pitchPixels * targetHeight)
                target.withUnsafeMutableBytes {
                    blur.draw(
                        into: $0.baseAddress!, pitch: pitchPixels * 4,
                        bounds: ReducedBlur.Bounds(width: targetWidth, height: targetHeight),
                        at: (x, y), shade: shade)
                }
                for ty in 0..<targetHeight {
                    for tx in 0..<pitchPixels {
                        let (sx, sy) = (tx - x, ty - y)
                        let inside = tx < targetWidth && sx >= 0 && sy >= 0 && sx < width && sy < height
                        let want = inside ? expected[sy * width + sx] : 0x1234_5678
                        if target[ty * pitchPixels + tx] != want {
                            Issue.record("radius \(radius), shade \(shade): pixel (\(tx), \(ty)) differs")
                            return
                        }
                    }
                }
            }
        }
    }

    /// A window (a contact-sheet cell's region) gets exactly the pixels a whole-target draw gives
    /// there, and nothing outside it is touched.
    @Test func aWindowOfTheTargetGetsTheWholeDrawsPixels() {
        let (width, height) = (61, 47)
        let image = Self.picture(width: width, height: height, seed: 11)
        let blur = image.withUnsafeBytes {
            ReducedBlur(argb: $0.baseAddress!, pitch: width * 4, width: width, height: height, radius: 9)
        }
        var whole = [UInt32](repeating: 0, count: width * height)
        whole.withUnsafeMutableBytes {
            blur.draw(
                into: $0.baseAddress!, pitch: width * 4, bounds: .init(width: width, height: height), at: (0, 0),
                shade: 200)
        }
        for window in [(3, 5, 20, 11), (0, 0, 61, 1), (40, 30, 61, 47), (10, 10, 10, 40)] {
            var target = [UInt32](repeating: 0xDEAD_BEEF, count: width * height)
            target.withUnsafeMutableBytes {
                blur.draw(
                    into: $0.baseAddress!, pitch: width * 4,
                    bounds: .init(minX: window.0, minY: window.1, maxX: window.2, maxY: window.3), at: (0, 0),
                    shade: 200)
            }
            for y in 0..<height {
                for x in 0..<width {
                    let inside = x >= window.0 && x < window.2 && y >= window.1 && y < window.3
                    let want = inside ? whole[y * width + x] : 0xDEAD_BEEF
                    if target[y * width + x] != want {
                        Issue.record("window \(window): pixel (\(x), \(y)) differs")
                        return
                    }
                }
            }
        }
    }

    /// Each size at the real threshold (one part below it, two above: 1125x400 is 1.35 MB of
    /// filtered rows) and with every picture of two rows or more split (threshold 1).
    @Test(arguments: [FastPNG.twoPartBytes, 1])
    func pngHasTheBytesOfTheNaiveFilterAndCompression(twoPartBytes: Int) {
        let large = twoPartBytes == 1 ? [] : [(1125, 400)]
        for (width, height) in Self.sizes + [(300, 700), (1125, 40), (7, 2), (7, 3)] + large {
            for pitchPixels in [width, width + 3] {
                var image = Self.picture(width: pitchPixels, height: height, seed: UInt64(height))
                if height > 20 {
                    image.replaceSubrange(
                        0..<pitchPixels * 10, with: repeatElement(0xff20_4060, count: pitchPixels * 10))
                }
                let fast = image.withUnsafeBytes {
                    FastPNG.encode(
                        argb: $0.baseAddress!, width: width, height: height, pitch: pitchPixels * 4,
                        twoPartBytes: twoPartBytes)
                }
                let naive = image.withUnsafeBytes {
                    ReferenceBlur.png(
                        argb: $0.baseAddress!, width: width, height: height, pitch: pitchPixels * 4,
                        twoPartBytes: twoPartBytes)
                }
                #expect(fast == naive, "\(width)x\(height), pitch \(pitchPixels), threshold \(twoPartBytes)")
            }
        }
    }
}

/// The blur as it was before the reduced blur (issue 27): downsample, box-blur, upsample to a
/// full-size array; and the PNG encoder in its plainest form: filter every row into one
/// zero-filled buffer, compress it in one call (zlib's or libdeflate's fastest level, chosen as
/// `FastPNG` chooses), or a large one in two parts deflated one after the other, with the
/// Adler-32 of the whole rows.
enum ReferenceBlur {
    static func blur(_ pixels: [UInt32], width: Int, height: Int, radius: Double) -> [UInt32] {
        guard radius >= 0.5, width > 0, height > 0 else { return pixels }
        let factor = max(1, Int(radius / 3))
        if factor == 1 {
            var copy = pixels
            PixelOps.boxBlur3(&copy, width: width, height: height, radius: Int(radius.rounded()))
            return copy
        }
        let smallWidth = max(1, (width + factor - 1) / factor)
        let smallHeight = max(1, (height + factor - 1) / factor)
        var small = [UInt32](repeating: 0, count: smallWidth * smallHeight)
        for sy in 0..<smallHeight {
            for sx in 0..<smallWidth {
                var sums = [UInt32](repeating: 0, count: 4)
                var n: UInt32 = 0
                for y in (sy * factor)..<min(height, sy * factor + factor) {
                    for x in (sx * factor)..<min(width, sx * factor + factor) {
                        for channel in 0..<4 {
                            sums[channel] += pixels[y * width + x] >> UInt32(24 - 8 * channel) & 0xff
                        }
                        n += 1
                    }
                }
                small[sy * smallWidth + sx] = sums.reduce(0) { $0 << 8 | $1 / n }
            }
        }
        PixelOps.boxBlur3(
            &small, width: smallWidth, height: smallHeight, radius: max(1, Int((radius / Double(factor)).rounded())))
        var out = [UInt32](repeating: 0, count: width * height)
        let f = Double(factor)
        for y in 0..<height {
            let sy = max(0, min(Double(smallHeight - 1), (Double(y) + 0.5) / f - 0.5))
            let y0 = Int(sy)
            let y1 = min(smallHeight - 1, y0 + 1)
            let wy = UInt32(((sy - Double(y0)) * 256).rounded())
            for x in 0..<width {
                let sx = max(0, min(Double(smallWidth - 1), (Double(x) + 0.5) / f - 0.5))
                let x0 = Int(sx)
                let x1 = min(smallWidth - 1, x0 + 1)
                let wx = UInt32(((sx - Double(x0)) * 256).rounded())
                var result: UInt32 = 0
                for shift in stride(from: UInt32(0), through: 24, by: 8) {
                    func c(_ x: Int, _ y: Int) -> UInt32 { small[y * smallWidth + x] >> shift & 0xff }
                    let top = c(x0, y0) * (256 - wx) + c(x1, y0) * wx
                    let bottom = c(x0, y1) * (256 - wx) + c(x1, y1) * wx
                    result |= min(255, (top * (256 - wy) + bottom * wy) >> 16) << shift
                }
                out[y * width + x] = result
            }
        }
        return out
    }

    static func png(
        argb base: UnsafeRawPointer, width: Int, height: Int, pitch: Int, twoPartBytes: Int = FastPNG.twoPartBytes
    ) -> Data {
        let rowBytes = width * 3
        var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        for y in 0..<height {
            raw[y * (rowBytes + 1)] = 2
            for x in 0..<width {
                let pixel = base.load(fromByteOffset: y * pitch + x * 4, as: UInt32.self)
                let up = y == 0 ? 0 : base.load(fromByteOffset: (y - 1) * pitch + x * 4, as: UInt32.self)
                for channel in 0..<3 {
                    let shift = UInt32(16 - 8 * channel)
                    raw[y * (rowBytes + 1) + 1 + x * 3 + channel] =
                        UInt8(truncatingIfNeeded: pixel >> shift) &- UInt8(truncatingIfNeeded: up >> shift)
                }
            }
        }
        // zlib when an eighth of the rows repeat the one above, else libdeflate.
        let repeated = (1..<max(1, height)).filter { y in
            (0..<width).allSatisfy {
                base.load(fromByteOffset: y * pitch + $0 * 4, as: UInt32.self)
                    == base.load(fromByteOffset: (y - 1) * pitch + $0 * 4, as: UInt32.self)
            }
        }.count
        let sharp = repeated * 8 >= height
        let stream: [UInt8]
        if raw.count >= twoPartBytes && height >= 2 {
            // Two parts, deflated one after the other here: the rows before the cut by zlib,
            // ended by a sync flush; the rest by zlib with the 32 KiB before them as dictionary
            // (a sharp picture, cut in the middle) or by libdeflate alone (cut at 3/8).
            let cutRow = min(height - 1, max(1, sharp ? height / 2 : height * 3 / 8))
            let cut = cutRow * (rowBytes + 1)
            let first = zlibRaw(raw[..<cut], dictionary: [], finish: false)
            let second =
                sharp
                ? zlibRaw(raw[cut...], dictionary: raw[max(0, cut - 32_768)..<cut], finish: true)
                : libdeflateRaw(raw[cut...])
            let adler = UInt32(adler32(1, raw, uInt(raw.count)))
            stream = [0x78, 0x01] + first + second + FastPNG.bigEndian(adler)
        } else {
            var compressed = [UInt8](repeating: 0, count: raw.count + raw.count / 64 + 1024)
            var length = compressed.count
            if sharp {
                var zlibLength = uLongf(length)
                #expect(compress2(&compressed, &zlibLength, raw, uLong(raw.count), Z_BEST_SPEED) == Z_OK)
                length = Int(zlibLength)
            } else {
                let compressor = libdeflate_alloc_compressor(1)!
                defer { libdeflate_free_compressor(compressor) }
                length = libdeflate_zlib_compress(compressor, raw, raw.count, &compressed, compressed.count)
                #expect(length > 0)
            }
            stream = Array(compressed[0..<length])
        }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func chunk(_ type: String, _ body: [UInt8]) {
            let bytes = Array(type.utf8) + body
            png.append(contentsOf: FastPNG.bigEndian(UInt32(body.count)) + bytes)
            png.append(contentsOf: FastPNG.bigEndian(UInt32(crc32(0, bytes, uInt(bytes.count)))))
        }
        chunk("IHDR", FastPNG.bigEndian(UInt32(width)) + FastPNG.bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
        chunk("IDAT", stream)
        chunk("IEND", [])
        return png
    }

    /// Raw deflate of `bytes` at zlib's fastest level after `dictionary`, ended by a sync flush or
    /// (`finish`) the final block. The stream lives on the heap (zlib checks its address).
    static func zlibRaw(_ bytes: ArraySlice<UInt8>, dictionary: ArraySlice<UInt8>, finish: Bool) -> [UInt8] {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deallocate() }
        #expect(fl_deflate_init_raw(stream, Z_BEST_SPEED) == Z_OK)
        defer { deflateEnd(stream) }
        if !dictionary.isEmpty {
            let set = Array(dictionary).withUnsafeBufferPointer {
                deflateSetDictionary(stream, $0.baseAddress, uInt($0.count))
            }
            #expect(set == Z_OK)
        }
        var input = Array(bytes)
        var out = [UInt8](repeating: 0, count: bytes.count + bytes.count / 64 + 1024)
        let result = input.withUnsafeMutableBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                stream.pointee.next_in = input.baseAddress
                stream.pointee.avail_in = uInt(input.count)
                stream.pointee.next_out = output.baseAddress
                stream.pointee.avail_out = uInt(output.count)
                return deflate(stream, finish ? Z_FINISH : Z_SYNC_FLUSH)
            }
        }
        #expect(result == (finish ? Z_STREAM_END : Z_OK) && stream.pointee.avail_in == 0)
        return Array(out[0..<out.count - Int(stream.pointee.avail_out)])
    }

    /// Raw deflate of `bytes` by libdeflate's fastest level, its last block final.
    static func libdeflateRaw(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        let compressor = libdeflate_alloc_compressor(1)!
        defer { libdeflate_free_compressor(compressor) }
        let input = Array(bytes)
        var out = [UInt8](repeating: 0, count: bytes.count + bytes.count / 64 + 1024)
        let length = libdeflate_deflate_compress(compressor, input, input.count, &out, out.count)
        #expect(length > 0)
        return Array(out[0..<length])
    }
}
