/// A file that could not be used: this file, this line, this column, this message, this hint.
///
/// The one error type of every reader (JSON, plists, strings, recordings, scenes, devices,
/// profiles). It prints as the single line `path:line: error: message` (or `path: error: message`
/// when the whole file is at fault), the form editors and CI annotate; the column and the hint
/// are there for reporters that can show more.
public struct LoadError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The path as the user gave it (or as found next to it).
    public var path: String
    /// The 1-based line of the problem; nil when the file as a whole is at fault.
    public var line: Int?
    /// The 1-based column (in bytes of the line) of the problem, when known.
    public var column: Int?
    public var message: String
    /// What to do about it, when there is more to say than the message.
    public var hint: String?

    /// An error at `line` (1 unless told: most readers blame the first line when nothing better is
    /// known; pass `line: nil` for a file that could not be read at all).
    public init(path: String, line: Int? = 1, column: Int? = nil, _ message: String, hint: String? = nil) {
        self.path = path
        self.line = line.map { max(1, $0) }
        self.column = column.map { max(1, $0) }
        self.message = message
        self.hint = hint
    }

    /// The error at a byte offset of `bytes` (line and column computed from it).
    public init(path: String, offset: Int, in bytes: UnsafeBufferPointer<UInt8>, _ message: String, hint: String? = nil)
    {
        let location = SourcePosition(offset: offset, in: bytes)
        self.init(path: path, line: location.line, column: location.column, message, hint: hint)
    }

    /// `path:line: error: message`, one line.
    public var description: String {
        if let line { return "\(path):\(line): error: \(message)" }
        return "\(path): error: \(message)"
    }
}

/// A place in a text file: 1-based line and 1-based column (bytes from the line's start).
public struct SourcePosition: Equatable, Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The line and column of byte `offset` (clamped to the text).
    public init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var line = 1
        var lineStart = 0
        let end = min(max(offset, 0), bytes.count)
        var index = 0
        while index < end {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        self.init(line: line, column: end - lineStart + 1)
    }

    /// The line and column of byte `offset` of an array of bytes.
    public init(offset: Int, in bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { SourcePosition(offset: offset, in: $0) }
    }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}
