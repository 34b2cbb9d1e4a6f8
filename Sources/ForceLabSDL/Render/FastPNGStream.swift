import CSDL2
import ForceLabFiles
import Foundation

/// A PNG written band by band as its rows are drawn (RGB, the `Up` filter, zlib's fastest level),
/// so a picture too large to hold twice (a contact sheet of 416 cells) never exists whole in
/// memory. Each band handed in is deflated on a core of its own, as one segment of the zlib
/// stream (pigz's way): the last 32 KiB of the band before as its dictionary, ended by a sync
/// flush (byte-aligned, not final) or, for the last band, by the stream's end; the Adler-32s of
/// the segments are combined. A segment's bytes depend only on its band's rows and the rows
/// before, and the stream is cut into IDAT chunks of a fixed size, so the file depends only on
/// the pixels and where the bands meet, never on the number of cores or the order the segments
/// finish in.
public final class FastPNGStream {
    /// The size of every IDAT chunk but the last.
    static let chunkSize = 1 << 20
    /// The deflate window: what a segment may refer back to.
    static let window = 1 << 15
    /// Bands compressing at once (memory: each holds its filtered rows and their deflate).
    static let inFlight = 2
    private let file: OutputFile
    private let width: Int
    private let height: Int
    private var rows = 0
    private var above: [UInt32]
    /// The last `window` filtered bytes handed in: the next segment's dictionary.
    private var history: [UInt8] = []
    private var segments: [Segment] = []
    private var written = 0
    private var adler: uLong = adler32(0, nil, 0)
    private var pending: [UInt8] = []
    private var isFinished = false
    private let room = DispatchSemaphore(value: FastPNGStream.inFlight)

    /// One band's deflate, filled by the worker that compresses it.
    private final class Segment: @unchecked Sendable {
        let done = DispatchSemaphore(value: 0)
        var bytes: [UInt8] = []
        var adler: uLong = 0
        var length = 0
    }

    /// Starts the file: the PNG signature and header.
    public init(file: OutputFile, width: Int, height: Int) throws {
        self.file = file
        self.width = width
        self.height = height
        above = [UInt32](repeating: 0, count: width)
        try file.write([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        try writeChunk("IHDR", FastPNG.bigEndian(UInt32(width)) + FastPNG.bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
        // The zlib header: deflate with a 32 KiB window, the fastest level (a multiple of 31).
        pending = [0x78, 0x01]
    }

    /// Appends `count` rows of ARGB8888 pixels, `pitch` bytes apart (alpha dropped): filtered
    /// here, deflated on another core; the pixels may be freed when this returns.
    public func append(argb base: UnsafeRawPointer, rows count: Int, pitch: Int) throws {
        precondition(rows + count <= height, "more rows than the PNG's height")
        guard count > 0 else { return }
        let rowBytes = width * 3 + 1
        let filtered = [UInt8](unsafeUninitializedCapacity: rowBytes * count) { out, initialized in
            above.withUnsafeMutableBufferPointer { previous in
                for y in 0..<count {
                    let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
                    FastPNG.filterUp(
                        row: row, above: UnsafePointer(previous.baseAddress!), width: width,
                        into: out.baseAddress! + y * rowBytes)
                    previous.baseAddress!.update(from: row, count: width)
                }
            }
            initialized = rowBytes * count
        }
        rows += count
        let dictionary = history
        history = Array((dictionary + filtered.suffix(Self.window)).suffix(Self.window))
        let segment = Segment()
        let last = rows == height
        room.wait()
        segments.append(segment)
        DispatchQueue.global().async { [room] in
            segment.length = filtered.count
            segment.adler = filtered.withUnsafeBufferPointer { uLong(libdeflate_adler32(1, $0.baseAddress, $0.count)) }
            segment.bytes = Self.deflateSegment(filtered, dictionary: dictionary, last: last)
            segment.done.signal()
            room.signal()
        }
        try writeFinished(waiting: false)
    }

    /// Writes the last chunks; the caller commits the file.
    public func finish() throws {
        precondition(rows == height, "the PNG's rows were not all appended")
        guard !isFinished else { return }
        isFinished = true
        try writeFinished(waiting: true)
        pending += FastPNG.bigEndian(UInt32(adler))
        try writeChunk("IDAT", pending)
        pending = []
        try writeChunk("IEND", [])
    }

    /// Writes the segments done, in order (all of them, waiting, when `waiting`).
    private func writeFinished(waiting: Bool) throws {
        while written < segments.count {
            let segment = segments[written]
            if waiting { segment.done.wait() } else if segment.done.wait(timeout: .now()) != .success { return }
            adler = adler32_combine(adler, segment.adler, .init(segment.length))
            pending += segment.bytes
            segment.bytes = []
            written += 1
            if pending.count >= Self.chunkSize {
                var start = 0
                while pending.count - start >= Self.chunkSize {
                    try writeChunk("IDAT", pending[start..<start + Self.chunkSize])
                    start += Self.chunkSize
                }
                pending.removeFirst(start)
            }
        }
    }

    /// One segment of the stream: raw deflate of `input` after `dictionary`, ended by a sync flush
    /// (or the stream's end when `last`).
    static func deflateSegment(_ input: [UInt8], dictionary: [UInt8], last: Bool) -> [UInt8] {
        input.withUnsafeBufferPointer { source in
            dictionary.withUnsafeBufferPointer { deflateSegment(source, dictionary: $0, last: last) }
        }
    }

    /// `deflateSegment` over memory the caller holds (a whole picture's filtered rows).
    static func deflateSegment(
        _ source: UnsafeBufferPointer<UInt8>, dictionary: UnsafeBufferPointer<UInt8>, last: Bool
    ) -> [UInt8] {
        // zlib keeps the stream's address and checks it on every call: the stream lives on the
        // heap, never in a Swift local whose address an `&` argument does not promise to keep.
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deallocate() }
        precondition(fl_deflate_init_raw(stream, Z_BEST_SPEED) == Z_OK, "zlib could not start")
        defer { deflateEnd(stream) }
        if let base = dictionary.baseAddress, !dictionary.isEmpty {
            precondition(
                deflateSetDictionary(stream, base, uInt(dictionary.count)) == Z_OK, "zlib refused the dictionary")
        }
        let bound = Int(deflateBound(stream, uLong(source.count))) + 16
        return [UInt8](unsafeUninitializedCapacity: bound) { out, initialized in
            // zlib's input pointer is not const; it never writes through it.
            stream.pointee.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.pointee.avail_in = uInt(source.count)
            stream.pointee.next_out = out.baseAddress
            stream.pointee.avail_out = uInt(bound)
            let result = deflate(stream, last ? Z_FINISH : Z_SYNC_FLUSH)
            // A sync flush cut short by a full buffer would leave avail_out at 0 and the
            // segment truncated; the bound leaves room, and this says so if it ever does not.
            precondition(
                (last ? result == Z_STREAM_END : result == Z_OK) && stream.pointee.avail_in == 0
                    && stream.pointee.avail_out > 0, "zlib failed")
            initialized = bound - Int(stream.pointee.avail_out)
        }
    }

    private func writeChunk<C: Collection>(_ type: String, _ body: C) throws where C.Element == UInt8 {
        var bytes = FastPNG.bigEndian(UInt32(body.count))
        bytes += Array(type.utf8)
        bytes += body
        let crc = bytes[4...].withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        bytes += FastPNG.bigEndian(UInt32(crc))
        try file.write(bytes)
    }
}
