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

    init(path: String) { self.path = path }

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
                } else if scanner.matches(key, "version") {
                    scanner.skipWhitespace()
                    let number = try scanner.scanNumber()
                    version = scanner.doubleValue(number)
                } else if scanner.matches(key, "apps") {
                    // The --app paths: an array of strings.
                    scanner.skipWhitespace()
                    try scanner.expect(0x5B, "an array of app paths")
                    var apps: [String] = []
                    scanner.skipWhitespace()
                    if scanner.peek() == 0x5D {
                        scanner.position += 1
                    } else {
                        while true {
                            scanner.skipWhitespace()
                            guard scanner.peek() == 0x22 else { throw scanner.fail("expected an app path (a string)") }
                            apps.append(scanner.decode(try scanner.scanString()))
                            guard apps.count <= 64 else { throw scanner.fail("more than 64 apps") }
                            scanner.skipWhitespace()
                            if scanner.peek() == 0x2C {
                                scanner.position += 1
                                continue
                            }
                            try scanner.expect(0x5D, "',' or ']' after an app path")
                            break
                        }
                    }
                    header.apps = apps
                } else if scanner.matches(key, "device") || scanner.matches(key, "scene")
                    || scanner.matches(key, "profile") || scanner.matches(key, "locale") || scanner.matches(key, "slot")
                {
                    let field =
                        scanner.matches(key, "device")
                        ? 0
                        : scanner.matches(key, "scene")
                            ? 1 : scanner.matches(key, "profile") ? 2 : scanner.matches(key, "locale") ? 3 : 4
                    scanner.skipWhitespace()
                    if scanner.peek() != 0x22 {
                        if try scanner.scanLiteral() == .null { return }
                        throw scanner.fail("expected a string")
                    }
                    let value = scanner.decode(try scanner.scanString())
                    switch field {
                    case 0: header.device = value
                    case 1: header.scene = value
                    case 2: header.profile = value
                    case 3: header.locale = value
                    default: header.slot = value
                    }
                } else if scanner.matches(key, "haptic") {
                    scanner.skipWhitespace()
                    switch try scanner.scanLiteral() {
                    case .true?: header.haptic = true
                    case .false?: header.haptic = false
                    case .null?: break
                    case nil: throw scanner.fail("expected \"haptic\": true or false")
                    }
                } else if scanner.matches(key, "ios") {
                    scanner.skipWhitespace()
                    let start = scanner.position
                    if scanner.peek() == 0x6E, try scanner.scanLiteral() == .null { return }
                    let number = try scanner.scanNumber()
                    let value = scanner.doubleValue(number)
                    guard value == value.rounded(), value >= 1, value <= 99 else {
                        throw JSONSyntaxError(
                            message: "expected \"ios\" as a whole major version such as 12 or 18", offset: start)
                    }
                    header.ios = Int(value)
                } else if scanner.matches(key, "force_unit") {
                    scanner.skipWhitespace()
                    let start = scanner.position
                    let value = scanner.decode(try scanner.scanString())
                    guard let unit = ForceUnit(rawValue: value) else {
                        throw JSONSyntaxError(
                            message: "expected force_unit \"normalized\" or \"uitouch\", got \"\(value)\"",
                            offset: start)
                    }
                    header.forceUnit = unit
                } else {
                    try scanner.skipValue()
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

    /// Decodes one event line.
    @inline(__always)
    mutating func decodeEvent(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) throws(TraceError) -> InputEvent {
        var scanner = JSONScanner(bytes)
        var time: Int64?
        var kind: UInt8 = 0  // 1 down, 2 move, 3 up, 4 cancel, 5 key, 6 tick
        var x: Double?
        var y: Double?
        var force: Double?
        var key: (name: String, offset: Int)?
        var problem: (String, Int)?
        do throws(JSONSyntaxError) {
            try scanner.expect(0x7B, "'{' to open an event object")
            try forEachField(&scanner) { (scanner: inout JSONScanner, name: ScannedString) throws(JSONSyntaxError) in
                guard !name.hasEscapes, name.end - name.start <= 5 else {
                    try scanner.skipValue()
                    return
                }
                scanner.skipWhitespace()
                let valueStart = scanner.position
                if scanner.matches(name, "t") {
                    let number = try scanner.scanNumber()
                    guard let value = scanner.microseconds(number), number.mantissa < 1 << 60 || number.exponent < 0,
                        value < 1_000_000_000_000_000
                    else { throw JSONSyntaxError(message: "expected a time in seconds below 1e12", offset: valueStart) }
                    time = value
                } else if scanner.matches(name, "type") {
                    let value = try scanner.scanString()
                    if scanner.matches(value, "move") {
                        kind = 2
                    } else if scanner.matches(value, "down") {
                        kind = 1
                    } else if scanner.matches(value, "up") {
                        kind = 3
                    } else if scanner.matches(value, "cancel") {
                        kind = 4
                    } else if scanner.matches(value, "key") {
                        kind = 5
                    } else if scanner.matches(value, "tick") {
                        kind = 6
                    } else {
                        let text = scanner.decode(value)
                        throw JSONSyntaxError(
                            message: "expected type down, move, up, cancel, key or tick, got \"\(text)\"",
                            offset: valueStart)
                    }
                } else if scanner.matches(name, "x") || scanner.matches(name, "y") || scanner.matches(name, "force") {
                    let number = try scanner.scanNumber()
                    let value = scanner.doubleValue(number)
                    guard value.isFinite else {
                        throw JSONSyntaxError(message: "expected a finite number", offset: valueStart)
                    }
                    if scanner.matches(name, "x") {
                        x = value
                    } else if scanner.matches(name, "y") {
                        y = value
                    } else {
                        force = value
                    }
                } else if scanner.matches(name, "key") {
                    key = (scanner.decode(try scanner.scanString()), valueStart)
                } else {
                    try scanner.skipValue()
                }
            }
            scanner.skipWhitespace()
            if !scanner.atEnd { problem = ("expected the end of the line after the object", scanner.position) }
        } catch {
            throw self.error(line, error.message, column: error.offset)
        }
        if let (message, column) = problem { throw self.error(line, message, column: column) }
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
        lastTime = time
        switch kind {
        case 0: throw self.error(line, "expected a \"type\" field (down, move, up, cancel, key or tick)")
        case 5:
            guard let key else { throw self.error(line, "expected a \"key\" field on a key event") }
            guard let known = PlaygroundKey(rawValue: key.name) else {
                throw self.error(
                    line, "expected a key (\(PlaygroundKey.names)), got \(jsonQuoted(key.name))", column: key.offset)
            }
            return .key(time: time, key: known)
        case 6: return .tick(time: time)
        default: break
        }
        if kind == 1 {
            guard x != nil, y != nil else { throw self.error(line, "expected \"x\" and \"y\" on a down event") }
        }
        if let x { lastX = x }
        if let y { lastY = y }
        if var value = force {
            value *= forceScale
            guard value >= 0 else { throw self.error(line, "expected force >= 0, got \(formatShort(value))") }
            if value > 1.001 {
                throw self.error(
                    line,
                    header.forceUnit == .uitouch
                        ? "expected a UITouch.force of at most 6.6667, got \(formatShort(value / forceScale))"
                        : "expected force in 0...1, got \(formatShort(value)); declare \"force_unit\":\"uitouch\" in the header for raw UITouch.force values"
                )
            }
            lastForce = min(value, 1)
        } else if kind == 1 {
            lastForce = 0
        }
        let phase: TouchPhase
        switch kind {
        case 1: phase = .down
        case 2: phase = .move
        case 3:
            phase = .up
            lastForce = 0
        default:
            phase = .cancel
            lastForce = 0
        }
        return .touch(PressureSample(time: time, x: lastX, y: lastY, force: lastForce, phase: phase))
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
