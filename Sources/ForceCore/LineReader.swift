import SourceFormats

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file line by line in 1 MiB chunks through SourceFormats' `BoundedFile.Stream`, so a file of any size streams
/// in bounded memory. Lines longer than `maximumLineLength` are an error, not a reason to grow.
/// Recordings and replay's golden event logs read through it.
package final class LineReader {
    static let chunkSize = 1 << 20
    static let maximumLineLength = 1 << 20

    let path: String
    private let file: BoundedFile.Stream
    private var buffer: UnsafeMutableBufferPointer<UInt8>
    private var start = 0
    private var end = 0
    private var scanned = 0
    private var atEOF = false
    /// The 1-based number of the line last returned (0 before the first).
    package private(set) var lineNumber = 0

    /// Opens `path` (`-` is standard input) through SourceFormats' `BoundedFile`, with its
    /// file-kind check and its messages.
    package init(path: String) throws(TraceError) {
        self.path = path
        if path == "-" {
            file = .standardInput
        } else {
            do throws(BoundedFile.Failure) {
                file = try BoundedFile.Stream(path: path)
            } catch {
                var message = error.message(limit: Int.max)
                if case .notRegular = error { message += " (use - to read standard input)" }
                throw TraceError(path: path, line: nil, message: message)
            }
        }
        buffer = .allocate(capacity: LineReader.chunkSize + LineReader.maximumLineLength + 1)
    }

    deinit { buffer.deallocate() }

    /// The first bytes of the file (at least `count` unless the file is shorter), without consuming them.
    func prefix(_ count: Int) throws(TraceError) -> [UInt8] {
        while end - start < count && !atEOF { try fill() }
        return Array(buffer[start..<min(end, start + count)])
    }

    /// Drops `count` bytes not yet read (a byte-order mark).
    func discard(_ count: Int) {
        start = min(start + count, end)
        scanned = max(scanned, start)
    }

    private func fill() throws(TraceError) {
        if start > 0 {
            let length = end - start
            if length > 0 { memmove(buffer.baseAddress!, buffer.baseAddress! + start, length) }
            scanned -= start
            start = 0
            end = length
        }
        let room = min(LineReader.chunkSize, buffer.count - end)
        guard room > 0 else { return }
        let count: Int
        do throws(BoundedFile.Failure) {
            count = try file.read(into: UnsafeMutableRawBufferPointer(start: buffer.baseAddress! + end, count: room))
        } catch {
            throw TraceError(path: path, line: lineNumber + 1, message: error.message(limit: Int.max))
        }
        if count == 0 { atEOF = true }
        end += count
    }

    /// Calls `body` with the next line (without its `\n`, `\r\n` or lone `\r`: Unix, Windows and
    /// classic Mac line ends), or returns nil at the end. The bytes are valid only inside `body`.
    @inline(__always)
    package func withNextLine<R>(_ body: (UnsafeBufferPointer<UInt8>) throws(TraceError) -> R) throws(TraceError) -> R?
    {
        while true {
            if scanned < end {
                let base = buffer.baseAddress!
                let found = memchr(base + scanned, 0x0A, end - scanned)
                let newline = found.map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? end
                // A CR before the LF (or anywhere, without one) that is not the CR of a CR LF ends the line.
                if let cr = memchr(base + scanned, 0x0D, newline - scanned) {
                    let index = base.distance(to: cr.assumingMemoryBound(to: UInt8.self))
                    if index + 1 < end {
                        if buffer[index + 1] != 0x0A { return try emit(upTo: index, skip: 1, body) }
                    } else if atEOF {
                        return try emit(upTo: index, skip: 1, body)
                    } else {
                        // The CR is the last byte read: whether an LF follows is in the next chunk.
                        scanned = index
                        if end - start > LineReader.maximumLineLength { throw lineTooLong() }
                        try fill()
                        continue
                    }
                }
                if found != nil { return try emit(upTo: newline, skip: 1, body) }
            }
            scanned = end
            if end - start > LineReader.maximumLineLength { throw lineTooLong() }
            if atEOF {
                if start == end { return nil }
                return try emit(upTo: end, skip: 0, body)
            }
            try fill()
        }
    }

    private func lineTooLong() -> TraceError {
        TraceError(
            path: path, line: lineNumber + 1,
            message: "expected a line of at most \(LineReader.maximumLineLength) bytes")
    }

    @inline(__always)
    private func emit<R>(upTo lineEnd: Int, skip: Int, _ body: (UnsafeBufferPointer<UInt8>) throws(TraceError) -> R)
        throws(TraceError) -> R
    {
        lineNumber += 1
        let length = lineEnd - start
        var stop = lineEnd
        if stop > start && buffer[stop - 1] == 0x0D { stop -= 1 }
        let line = UnsafeBufferPointer(rebasing: buffer[start..<stop])
        start = lineEnd + skip
        scanned = start
        if length > LineReader.maximumLineLength {
            throw TraceError(
                path: path, line: lineNumber,
                message: "expected a line of at most \(LineReader.maximumLineLength) bytes")
        }
        return try body(line)
    }
}
