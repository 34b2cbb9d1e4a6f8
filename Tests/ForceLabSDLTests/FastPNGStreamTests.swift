import CSDL2
import ForceLabFiles
import Foundation
import Testing

@testable import ForceLabSDL

/// The streamed PNG (a contact sheet, band by band, each band deflated on a core of its own)
/// holds the filtered rows the one-shot encoder compresses, in a zlib stream whose check value
/// holds, the same bytes on every run for the same bands.
@Suite struct FastPNGStreamTests {
    /// The IHDR body and the IDAT chunks' bodies joined, of a PNG file's bytes; every CRC checked.
    static func chunks(_ png: [UInt8]) -> (header: [UInt8], data: [UInt8], types: [String]) {
        var header: [UInt8] = []
        var data: [UInt8] = []
        var types: [String] = []
        var at = 8
        while at + 12 <= png.count {
            let length = png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[at + 4..<at + 8], as: UTF8.self)
            let body = Array(png[at + 8..<at + 8 + length])
            let crc = png[at + 8 + length..<at + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            let expected = Array(png[at + 4..<at + 8 + length]).withUnsafeBufferPointer {
                UInt32(crc32(0, $0.baseAddress, uInt($0.count)))
            }
            #expect(crc == expected, "the CRC of chunk \(types.count + 1) (\(type))")
            types.append(type)
            if type == "IHDR" { header = body }
            if type == "IDAT" { data += body }
            at += 12 + length
        }
        return (header, data, types)
    }

    /// Pixels with still runs, edges and noise (a seeded generator: the same every run).
    static func pixels(width: Int, height: Int) -> [UInt32] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<width * height).map { index in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let x = index % width
            let y = index / width
            if y % 7 < 2 { return 0xFF00_0000 | UInt32(x * 3 & 0xFF) << 8 }
            return 0xFF00_0000 | UInt32(truncatingIfNeeded: state >> 40)
        }
    }

    /// A zlib stream inflated (its Adler-32 checked by zlib) to its known size; nil if it is not one.
    static func inflated(_ stream: [UInt8], size: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: size + 1)
        var length = uLongf(out.count)
        guard uncompress(&out, &length, stream, uLong(stream.count)) == Z_OK, Int(length) == size else { return nil }
        return Array(out[0..<size])
    }

    @Test(arguments: [[600], [1, 599], [37, 37, 200, 326], [599, 1], Array(repeating: 1, count: 600)])
    func theBandsHoldTheOneShotEncodersRows(bands: [Int]) throws {
        let width = 1000
        let height = bands.reduce(0, +)
        let pixels = Self.pixels(width: width, height: height)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func streamedFile(_ name: String) throws -> [UInt8] {
            let path = folder.appendingPathComponent(name).path
            let file = try OutputFile(path: path)
            let stream = try FastPNGStream(file: file, width: width, height: height)
            var row = 0
            try pixels.withUnsafeBytes { raw in
                for band in bands {
                    try stream.append(argb: raw.baseAddress! + row * width * 4, rows: band, pitch: width * 4)
                    row += band
                }
            }
            try stream.finish()
            try file.commit()
            return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        let bytes = try streamedFile("streamed.png")
        // The segments finish in any order on any number of cores; the file is the same.
        #expect(try streamedFile("again.png") == bytes)
        let streamed = Self.chunks(bytes)
        let oneShot = Self.chunks(
            Array(
                pixels.withUnsafeBytes {
                    FastPNG.encode(argb: $0.baseAddress!, width: width, height: height, pitch: width * 4)
                }))
        #expect(streamed.header == oneShot.header)
        let size = (width * 3 + 1) * height
        let rows = Self.inflated(oneShot.data, size: size)
        #expect(rows != nil)
        #expect(Self.inflated(streamed.data, size: size) == rows, "the rows, and the stream's Adler-32")
        #expect(streamed.types.first == "IHDR" && streamed.types.last == "IEND")
        // 1000 x 600 px, mostly noise, compress to more than one chunk of 1 MiB: the stream is cut.
        let chunks = streamed.types.filter { $0 == "IDAT" }.count
        #expect(chunks >= 2 && chunks == (streamed.data.count + (1 << 20) - 1) >> 20)
    }
}
