import CSDL2
import ForceLabFiles
import Foundation

/// A PNG written band by band as its rows are drawn, in `FastPNG`'s encoding (RGB, the `Up`
/// filter, zlib's fastest level), so a picture too large to hold twice (a contact sheet of 416
/// cells) never exists whole in memory. The zlib stream is cut into IDAT chunks of a fixed size,
/// so the bytes depend only on the pixels, never on how they were handed in.
public final class FastPNGStream {
    /// The size of every IDAT chunk but the last.
    static let chunkSize = 1 << 20
    private let file: OutputFile
    private let width: Int
    private let height: Int
    private var rows = 0
    /// Allocated once: zlib's state points back at its stream, which must never move.
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private var above: [UInt32]
    private var filtered: [UInt8] = []
    private var pending: [UInt8] = []
    private var output = [UInt8](repeating: 0, count: 1 << 16)
    private var isFinished = false

    /// Starts the file: the PNG signature and header.
    public init(file: OutputFile, width: Int, height: Int) throws {
        self.file = file
        self.width = width
        self.height = height
        above = [UInt32](repeating: 0, count: width)
        stream.initialize(to: z_stream())
        precondition(fl_deflate_init(stream, Z_BEST_SPEED) == Z_OK, "zlib could not start")
        try file.write([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        try writeChunk("IHDR", FastPNG.bigEndian(UInt32(width)) + FastPNG.bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
    }

    /// Appends `count` rows of ARGB8888 pixels, `pitch` bytes apart (alpha dropped).
    public func append(argb base: UnsafeRawPointer, rows count: Int, pitch: Int) throws {
        precondition(rows + count <= height, "more rows than the PNG's height")
        let rowBytes = width * 3 + 1
        if filtered.count < rowBytes * count { filtered = [UInt8](repeating: 0, count: rowBytes * count) }
        filtered.withUnsafeMutableBufferPointer { out in
            above.withUnsafeMutableBufferPointer { previous in
                for y in 0..<count {
                    let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
                    FastPNG.filterUp(
                        row: row, above: UnsafePointer(previous.baseAddress!), width: width,
                        into: out.baseAddress! + y * rowBytes)
                    previous.baseAddress!.update(from: row, count: width)
                }
            }
        }
        rows += count
        try compress(count: rowBytes * count, flush: rows == height ? Z_FINISH : Z_NO_FLUSH)
    }

    /// Writes the last chunks; the caller commits the file.
    public func finish() throws {
        precondition(rows == height, "the PNG's rows were not all appended")
        guard !isFinished else { return }
        isFinished = true
        try writeChunk("IDAT", pending)
        pending = []
        try writeChunk("IEND", [])
    }

    private func compress(count: Int, flush: Int32) throws {
        try filtered.withUnsafeMutableBufferPointer { input in
            stream.pointee.next_in = input.baseAddress
            stream.pointee.avail_in = uInt(count)
            var result: Int32 = Z_OK
            repeat {
                result = output.withUnsafeMutableBufferPointer { out in
                    stream.pointee.next_out = out.baseAddress
                    stream.pointee.avail_out = uInt(out.count)
                    return deflate(stream, flush)
                }
                precondition(result == Z_OK || result == Z_STREAM_END || result == Z_BUF_ERROR, "zlib failed")
                let produced = output.count - Int(stream.pointee.avail_out)
                pending += output[0..<produced]
                while pending.count >= Self.chunkSize {
                    try writeChunk("IDAT", pending[0..<Self.chunkSize])
                    pending.removeFirst(Self.chunkSize)
                }
            } while stream.pointee.avail_out == 0 || (flush == Z_FINISH && result != Z_STREAM_END)
        }
    }

    private func writeChunk<C: Collection>(_ type: String, _ body: C) throws where C.Element == UInt8 {
        var bytes = FastPNG.bigEndian(UInt32(body.count))
        bytes += Array(type.utf8)
        bytes += body
        let crc = bytes[4...].withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        bytes += FastPNG.bigEndian(UInt32(crc))
        try file.write(bytes)
    }
}
