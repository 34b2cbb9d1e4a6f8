import SourceFormats

/// Decodes ForceLab recording v1 (JSONL) lines into input events, one line at a time.
struct RecordingDecoder {
    let path: String
    var header = RecordingHeader()
    var sawHeader = false
    private var lastTime: Int64 = 0
    private var lastX = 0.0
    private var lastY = 0.0
    private var lastForce = 0.0
    private var forceScale = 1.0
    /// Whether event lines try `RecordingFastPath` before the full reader.
    let usesFastPath: Bool

    init(path: String, usesFastPath: Bool = true) {
        self.path = path
        self.usesFastPath = usesFastPath
    }

    /// Whether a line holds nothing to decode (blank or a `//` comment).
    @inline(__always)
    static func isSkippable(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < line.count, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        if index == line.count { return true }
        return line[index] == 0x2F && index + 1 < line.count && line[index + 1] == 0x2F
    }

    private func error(_ line: Int, _ message: String, column: Int? = nil) -> TraceError {
        TraceError(path: path, line: line, message: column.map { "\(message) (column \($0 + 1))" } ?? message)
    }

    /// Reads the header line.
    mutating func decodeHeader(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) throws(TraceError) {
        var scanner = JSONScanner(bytes)
        var isRecording = false
        var version: Double?
        do throws(JSONSyntaxError) {
            try scanner.expect(0x7B, "the header object {\"forcelab\":\"recording\",\"version\":1,...}")
            try forEachField(&scanner) { (scanner: inout JSONScanner, key: ScannedString) throws(JSONSyntaxError) in
                if scanner.matches(key, "forcelab") {
                    try Self.decodeRecordingMarker(&scanner, isRecording: &isRecording)
                } else if scanner.matches(key, "version") {
                    scanner.skipWhitespace()
                    let number = try scanner.scanNumber()
                    version = scanner.doubleValue(number)
                } else {
                    try header.decodeField(key, &scanner)
                }
            }
            scanner.skipWhitespace()
            if !scanner.atEnd { throw scanner.fail("expected the end of the line after the header object") }
        } catch {
            throw self.error(line, error.message, column: error.offset)
        }
        guard isRecording else {
            throw self.error(
                line, "expected the header {\"forcelab\":\"recording\",\"version\":1,...} as the first line")
        }
        guard let version else { throw self.error(line, "expected \"version\":1 in the header") }
        guard version == 1 else {
            throw self.error(line, "expected version 1, got \(formatShort(version)) (this reader knows only version 1)")
        }
        forceScale = header.forceUnit == .uitouch ? 1 / ForceUnit.uitouchMaximum : 1
        sawHeader = true
    }

    /// Reads the value of `"forcelab"`, which must be `"recording"`. A value that is not a string
    /// leaves `isRecording` as an earlier `"forcelab"` key set it.
    private static func decodeRecordingMarker(
        _ scanner: inout JSONScanner, isRecording: inout Bool
    ) throws(JSONSyntaxError) {
        scanner.skipWhitespace()
        let start = scanner.position
        if scanner.peek() == 0x22 {
            let value = try scanner.scanString()
            isRecording = scanner.matches(value, "recording")
        } else {
            try scanner.skipValue()
        }
        if !isRecording {
            throw JSONSyntaxError(message: "expected \"forcelab\":\"recording\"", offset: start)
        }
    }

    /// Decodes one event line.
    @inline(__always)
    mutating func decodeEvent(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) throws(TraceError) -> InputEvent {
        let fields: RecordingEventFields
        if usesFastPath, let fast = RecordingFastPath.fields(bytes) {
            fields = fast
        } else {
            fields = try scanEventFields(bytes, line: line)
        }
        let time = try checkedTime(fields.time, line: line)
        lastTime = time
        switch fields.kind {
        case nil: throw self.error(line, "expected a \"type\" field (down, move, up, cancel, key or tick)")
        case .key?:
            guard let key = fields.key else { throw self.error(line, "expected a \"key\" field on a key event") }
            guard let known = PlaygroundKey(rawValue: key.name) else {
                throw self.error(
                    line, "expected a key (\(PlaygroundKey.names)), got \(jsonQuoted(key.name))", column: key.offset)
            }
            return .key(time: time, key: known)
        case .tick?: return .tick(time: time)
        case .touch(let phase)?: return .touch(try touchSample(fields, phase: phase, time: time, line: line))
        }
    }

    /// Reads an event line's fields; only the syntax and each value's own range are checked here.
    @inline(__always)
    func scanEventFields(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) throws(TraceError)
        -> RecordingEventFields
    {
        var scanner = JSONScanner(bytes)
        var fields = RecordingEventFields()
        var problem: (String, Int)?
        do throws(JSONSyntaxError) {
            try scanner.expect(0x7B, "'{' to open an event object")
            try forEachField(&scanner) { (scanner: inout JSONScanner, name: ScannedString) throws(JSONSyntaxError) in
                try fields.decodeField(name, &scanner)
            }
            scanner.skipWhitespace()
            if !scanner.atEnd { problem = ("expected the end of the line after the object", scanner.position) }
        } catch {
            throw self.error(line, error.message, column: error.offset)
        }
        if let (message, column) = problem { throw self.error(line, message, column: column) }
        return fields
    }

    /// The event's time: present, within the recording limit and not before the previous event.
    @inline(__always)
    private func checkedTime(_ time: Int64?, line: Int) throws(TraceError) -> Int64 {
        guard let time else { throw self.error(line, "expected a \"t\" field (seconds)") }
        guard time >= 0 else { throw self.error(line, "expected t >= 0, got \(formatSeconds(time))") }
        guard time <= TraceLimits.maximumDuration else {
            throw self.error(
                line,
                "expected t at most \(formatSeconds(TraceLimits.maximumDuration)) s (\(TraceLimits.durationText); longer recordings are refused), got \(formatSeconds(time)) s"
            )
        }
        guard time >= lastTime else {
            throw self.error(
                line, "expected t >= \(formatSeconds(lastTime)) (times must not decrease), got \(formatSeconds(time))")
        }
        return time
    }

    /// A touch sample: fields a line leaves out keep the previous event's value (a down must
    /// give its position; a down without a force, an up and a cancel have force 0).
    @inline(__always)
    private mutating func touchSample(
        _ fields: RecordingEventFields, phase: TouchPhase, time: Int64, line: Int
    ) throws(TraceError) -> PressureSample {
        if phase == .down {
            guard fields.x != nil, fields.y != nil else {
                throw self.error(line, "expected \"x\" and \"y\" on a down event")
            }
        }
        if let x = fields.x { lastX = x }
        if let y = fields.y { lastY = y }
        if let force = fields.force {
            lastForce = try normalizedForce(force, line: line)
        } else if phase == .down {
            lastForce = 0
        }
        if phase == .up || phase == .cancel { lastForce = 0 }
        return PressureSample(time: time, x: lastX, y: lastY, force: lastForce, phase: phase)
    }

    /// A force as written, in the header's unit, normalized to 0...1 (with a little slack above 1).
    @inline(__always)
    private func normalizedForce(_ force: Double, line: Int) throws(TraceError) -> Double {
        let value = force * forceScale
        // Messages quote the force as written: scaling there and back would print 7.000000000000001.
        guard value >= 0 else { throw self.error(line, "expected force >= 0, got \(formatShort(force))") }
        if value > 1.001 {
            throw self.error(
                line,
                header.forceUnit == .uitouch
                    ? "expected a UITouch.force of at most 6.6667, got \(formatShort(force))"
                    : "expected force in 0...1, got \(formatShort(force)); declare \"force_unit\":\"uitouch\" in the header for raw UITouch.force values"
            )
        }
        return min(value, 1)
    }
}

/// Calls `body` with each key of an object whose `{` is already consumed, positioned at its value;
/// consumes the closing `}`.
@inline(__always)
func forEachField(
    _ scanner: inout JSONScanner, _ body: (inout JSONScanner, ScannedString) throws(JSONSyntaxError) -> Void
) throws(JSONSyntaxError) {
    scanner.skipWhitespace()
    if scanner.peek() == 0x7D {
        scanner.position += 1
        return
    }
    while true {
        let key = try scanner.scanString()
        try scanner.expect(0x3A, "':' after a key")
        try body(&scanner, key)
        scanner.skipWhitespace()
        guard let next = scanner.peek() else {
            throw scanner.fail("expected ',' or '}' (the line ends inside the object)")
        }
        if next == 0x7D {
            scanner.position += 1
            return
        }
        guard next == 0x2C else { throw scanner.fail("expected ',' or '}'") }
        scanner.position += 1
        scanner.skipWhitespace()
    }
}
