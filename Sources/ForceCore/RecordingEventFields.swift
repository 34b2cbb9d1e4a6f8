import SourceFormats

/// The `"type"` of a recording event line.
enum RecordingEventKind: Equatable {
    case touch(TouchPhase)
    case key
    case tick

    /// Reads a `"type"` value: `down`, `move`, `up`, `cancel`, `key` or `tick`.
    @inline(__always)
    static func decode(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> Self {
        let start = scanner.position
        let value = try scanner.scanString()
        // Moves first: most lines of a recording are moves.
        if scanner.matches(value, "move") { return .touch(.move) }
        if scanner.matches(value, "down") { return .touch(.down) }
        if scanner.matches(value, "up") { return .touch(.up) }
        if scanner.matches(value, "cancel") { return .touch(.cancel) }
        if scanner.matches(value, "key") { return .key }
        if scanner.matches(value, "tick") { return .tick }
        let text = scanner.decode(value)
        throw JSONSyntaxError(
            message: "expected type down, move, up, cancel, key or tick, got \"\(text)\"", offset: start)
    }
}

/// One event line's fields as written, before they are checked against the events before it.
struct RecordingEventFields {
    var time: Int64?
    var kind: RecordingEventKind?
    var x: Double?
    var y: Double?
    var force: Double?
    /// The key's name and the offset of its value, for the error that names an unknown key.
    var key: (name: String, offset: Int)?

    /// Reads the value of the field `name` (the scanner is positioned at it); unknown fields
    /// are skipped.
    @inline(__always)
    mutating func decodeField(_ name: ScannedString, _ scanner: inout JSONScanner) throws(JSONSyntaxError) {
        // Every known name is at most 5 bytes without escapes: anything else is skipped unread.
        guard !name.hasEscapes, name.end - name.start <= 5 else {
            try scanner.skipValue()
            return
        }
        scanner.skipWhitespace()
        if scanner.matches(name, "t") {
            time = try Self.decodeTime(&scanner)
        } else if scanner.matches(name, "type") {
            kind = try RecordingEventKind.decode(&scanner)
        } else if scanner.matches(name, "x") {
            x = try Self.decodeFinite(&scanner)
        } else if scanner.matches(name, "y") {
            y = try Self.decodeFinite(&scanner)
        } else if scanner.matches(name, "force") {
            force = try Self.decodeFinite(&scanner)
        } else if scanner.matches(name, "key") {
            let start = scanner.position
            key = (scanner.decode(try scanner.scanString()), start)
        } else {
            try scanner.skipValue()
        }
    }

    /// A time in seconds, as microseconds, below 1e12 s.
    @inline(__always)
    private static func decodeTime(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> Int64 {
        let start = scanner.position
        let number = try scanner.scanNumber()
        guard let value = scanner.microseconds(number), number.mantissa < 1 << 60 || number.exponent < 0,
            value < 1_000_000_000_000_000
        else { throw JSONSyntaxError(message: "expected a time in seconds below 1e12", offset: start) }
        return value
    }

    @inline(__always)
    private static func decodeFinite(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> Double {
        let start = scanner.position
        let number = try scanner.scanNumber()
        let value = scanner.doubleValue(number)
        guard value.isFinite else { throw JSONSyntaxError(message: "expected a finite number", offset: start) }
        return value
    }
}
