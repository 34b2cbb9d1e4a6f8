import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The contacts' force curves for `--plot`, kept in an unlinked temporary file (in the folder the
/// shell hands it: `TMPDIR`, else `/tmp`) rather than in memory: memory holds a 64 KiB write buffer and one 8-byte start a
/// contact, the file 12 bytes a point (time and force, read back bit for bit). The plot reads
/// one curve at a time while it draws. Without curves (`keeping: false`) it holds nothing.
public struct ContactCurves: Sendable {
    private let file: CurveFile?
    /// Where each contact's points begin, in points from the file's start, and where the last ends.
    private var starts: [Int] = [0]

    /// No curves.
    public init() { file = nil }

    /// Curves to be appended, in a new temporary file in `folder`; none without one.
    init(in folder: String?) throws(TraceError) {
        file = try folder.map { folder throws(TraceError) in try CurveFile(folder: folder) }
    }

    /// How many contacts have a curve.
    public var count: Int { starts.count - 1 }

    /// Contact `index`'s curve, read back from the file.
    public subscript(index: Int) -> [ContactCurvePoint] {
        guard let file, index >= 0, index < count else { return [] }
        return file.read(from: starts[index], count: starts[index + 1] - starts[index])
    }

    /// Hands contact `index`'s points to `body` in order, read a piece at a time, until `body`
    /// returns false: a plot that shows the first seconds of a long contact reads only those.
    public func visit(_ index: Int, _ body: (ContactCurvePoint) -> Bool) {
        guard let file, index >= 0, index < count else { return }
        var first = starts[index]
        let end = starts[index + 1]
        while first < end {
            let piece = min(end - first, CurveFile.pieceLength)
            for point in file.read(from: first, count: piece) where !body(point) { return }
            first += piece
        }
    }

    /// Adds points to the curve of the contact being read.
    mutating func append(_ points: [ContactCurvePoint]) throws(TraceError) {
        guard let file, !points.isEmpty else { return }
        try file.append(points)
    }

    /// Whether curves are kept.
    var keeps: Bool { file != nil }

    /// Ends the curve of the contact being read with its last `points`.
    mutating func end(_ points: [ContactCurvePoint]) throws(TraceError) {
        guard let file else { return }
        if !points.isEmpty { try file.append(points) }
        starts.append(file.written)
    }

    /// Writes out what is buffered (before reading back).
    func finish() throws(TraceError) { try file?.flush() }

    /// Why a curve could not be read back from the file (an I/O error), or nil: a plot drawn
    /// from these curves must not be written then (`StreamedPlot.failure`).
    public var readFailure: TraceError? { file?.readFailure }

    /// Makes every later read back fail as an I/O error would (tests).
    func failReadsForTesting() { file?.failReads() }

    /// The bytes held in memory: the starts and the write buffer.
    public var bytesInMemory: Int { starts.capacity * MemoryLayout<Int>.stride + (file?.bufferCapacity ?? 0) }
}

/// The temporary file behind `ContactCurves`: written once in order, then only read (`pread`),
/// so sharing it between threads is safe.
final class CurveFile: @unchecked Sendable {
    private let descriptor: Int32
    private let folder: String
    private var buffer: [UInt8] = []
    private var flushedBytes = 0
    /// The first failed read back, kept until the plot asks (a reader cannot throw mid-draw).
    private let firstReadFailure = Mutex<TraceError?>(nil)
    var readFailure: TraceError? { firstReadFailure.withLock { $0 } }
    static let pointBytes = 12
    /// Points read back at a time by `ContactCurves.visit`.
    static let pieceLength = 4096
    private static let bufferSize = 1 << 16

    init(folder: String) throws(TraceError) {
        self.folder = folder
        var template = Array((folder + "/forcelab-curves-XXXXXX").utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Self.failure(folder, "cannot make a temporary file") }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit { close(descriptor) }

    var bufferCapacity: Int { buffer.capacity }

    /// Points written so far (flushed or buffered).
    var written: Int { (flushedBytes + buffer.count) / Self.pointBytes }

    func append(_ points: [ContactCurvePoint]) throws(TraceError) {
        for point in points {
            // Written out before it would outgrow its capacity, so the buffer never grows.
            if buffer.count + Self.pointBytes > Self.bufferSize { try flush() }
            withUnsafeBytes(of: point.time.littleEndian) { buffer.append(contentsOf: $0) }
            withUnsafeBytes(of: point.force.bitPattern.littleEndian) { buffer.append(contentsOf: $0) }
        }
    }

    func flush() throws(TraceError) {
        var offset = 0
        while offset < buffer.count {
            let result = buffer.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { throw Self.failure(folder, "cannot write the plot's curves") }
            offset += result
        }
        flushedBytes += buffer.count
        buffer.removeAll(keepingCapacity: true)
    }

    /// Puts a pipe where the file was: `pread` then fails (ESPIPE), as a disk error would (tests).
    func failReads() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        _ = dup2(ends[1], descriptor)
        close(ends[0])
        close(ends[1])
    }

    func read(from first: Int, count: Int) -> [ContactCurvePoint] {
        guard count > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: count * Self.pointBytes)
        var done = 0
        while done < bytes.count {
            let result = bytes.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress! + done, $0.count - done, off_t(first * Self.pointBytes + done))
            }
            if result < 0, errno == EINTR { continue }
            // A file written moments ago by this process comes back short only on an I/O error:
            // the curve is drawn empty and the plot is refused (`readFailure`), never a crash.
            guard result > 0 else {
                let error = Self.failure(folder, "cannot read the plot's curves back")
                firstReadFailure.withLock { if $0 == nil { $0 = error } }
                return []
            }
            done += result
        }
        return (0..<count).map { index in
            let base = index * Self.pointBytes
            var time: UInt64 = 0
            var force: UInt32 = 0
            for byte in 0..<8 { time |= UInt64(bytes[base + byte]) << (8 * UInt64(byte)) }
            for byte in 0..<4 { force |= UInt32(bytes[base + 8 + byte]) << (8 * UInt32(byte)) }
            return ContactCurvePoint(time: Int64(bitPattern: time), force: Float(bitPattern: force))
        }
    }

    private static func failure(_ folder: String, _ what: String) -> TraceError {
        TraceError(path: folder, line: nil, message: "\(what): \(String(cString: strerror(errno)))")
    }
}
