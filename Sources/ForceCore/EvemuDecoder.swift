import SourceFormats

/// The range of one evdev absolute axis, from an `A:` line.
struct AxisRange: Equatable {
    var minimum: Int64
    var maximum: Int64

    @inline(__always) func normalize(_ value: Int64) -> Double {
        min(max(Double(value - minimum) / Double(maximum - minimum), 0), 1)
    }
}

/// Decodes evemu text recordings (`E: sec.usec type code value`) into touch samples: `BTN_TOUCH`
/// is the contact, `ABS_PRESSURE` the pressure (through the pen curve), `ABS_X`/`ABS_Y` scaled
/// onto the screen, one sample per `SYN_REPORT`. Until a `BTN_TOUCH` is seen, pressure at or above
/// the contact threshold (1% of the axis range) is the contact: some tablets never send
/// `BTN_TOUCH`, and a hovering Intuos4 pen reports pressure 1/2047 for one frame before its tap.
/// Times are relative to the first event, so that epoch timestamps print readably.
struct EvemuDecoder {
    static let absX: Int64 = 0x00
    static let absY: Int64 = 0x01
    static let absPressure: Int64 = 0x18
    static let btnTouch: Int64 = 0x14A
    /// Normalized pressure that counts as contact on a device that has not sent `BTN_TOUCH`.
    static let contactThreshold = 0.01

    let path: String
    let curve: PressureCurve
    let screenWidth: Double
    let screenHeight: Double
    var xRange: AxisRange?
    var yRange: AxisRange?
    var pressureRange: AxisRange?
    private var firstTime: Int64?
    private var lastTime: Int64 = 0
    private var rawX: Int64?
    private var rawY: Int64?
    private var rawPressure: Int64 = 0
    private var button = false
    private var sawButton = false
    private var inContact = false
    /// The device name from an `N:` line or the `# Input device name:` comment.
    var deviceName: String?

    init(path: String, curve: PressureCurve, screenWidth: Double, screenHeight: Double) {
        self.path = path
        self.curve = curve
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
    }

    private func error(_ line: Int, _ message: String) -> TraceError {
        TraceError(path: path, line: line, message: message)
    }

    /// Decodes one line; returns a sample when the line is a `SYN_REPORT` ending a frame in contact.
    mutating func decode(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) throws(TraceError) -> PressureSample? {
        var cursor = FieldCursor(bytes: bytes)
        cursor.skipSpaces()
        guard let first = cursor.peek() else { return nil }
        if first == 0x23 { return nil }  // '#'
        guard cursor.count - cursor.position >= 2, bytes[cursor.position + 1] == 0x3A else {
            throw error(line, "expected an evemu line (E:, A:, N:, I:, P:, B: or a # comment)")
        }
        cursor.position += 2
        switch first {
        case 0x45:  // E:
            return try decodeEvent(&cursor, line: line)
        case 0x41:  // A:
            try decodeAxis(&cursor, line: line)
            return nil
        case 0x4E:  // N:
            cursor.skipSpaces()
            deviceName = String(decoding: UnsafeBufferPointer(rebasing: bytes[cursor.position...]), as: UTF8.self)
            return nil
        case 0x49, 0x50, 0x42, 0x53, 0x4C:  // I: P: B: S: L:
            return nil
        default:
            throw error(line, "expected an evemu line (E:, A:, N:, I:, P:, B: or a # comment)")
        }
    }

    /// Reads an `A: code min max fuzz flat [resolution]` line.
    mutating func decodeAxis(_ cursor: inout FieldCursor, line: Int) throws(TraceError) {
        guard let code = cursor.hex(), let minimum = cursor.decimal(), let maximum = cursor.decimal() else {
            throw error(line, "expected 'A: <code hex> <min> <max> <fuzz> <flat> [<resolution>]'")
        }
        let range = AxisRange(minimum: minimum, maximum: maximum)
        switch code {
        case EvemuDecoder.absX, EvemuDecoder.absY, EvemuDecoder.absPressure:
            guard maximum > minimum else {
                throw error(
                    line,
                    "expected an axis range with max above min for axis 0x\(String(code, radix: 16)), got \(minimum)...\(maximum)"
                )
            }
            if code == EvemuDecoder.absX {
                xRange = range
            } else if code == EvemuDecoder.absY {
                yRange = range
            } else {
                pressureRange = range
            }
        default: break
        }
    }

    private mutating func decodeEvent(_ cursor: inout FieldCursor, line: Int) throws(TraceError) -> PressureSample? {
        guard let time = cursor.seconds(), let type = cursor.hex(), let code = cursor.hex(),
            let value = cursor.decimal()
        else { throw error(line, "expected 'E: <seconds>.<microseconds> <type hex> <code hex> <value>'") }
        cursor.skipSpaces()
        if let next = cursor.peek(), next != 0x23 {
            throw error(line, "expected the end of the line or a # comment after the event value")
        }
        let start = firstTime ?? time
        if firstTime == nil { firstTime = time }
        let relative = time - start
        guard relative >= lastTime else {
            throw error(
                line,
                "expected time >= \(formatSeconds(lastTime + start)) (times must not decrease), got \(formatSeconds(time))"
            )
        }
        guard relative <= TraceLimits.maximumDuration else {
            throw error(
                line,
                "expected a time within \(TraceLimits.durationText) of the first event (\(formatSeconds(start))), got \(formatSeconds(time)); longer recordings are refused"
            )
        }
        lastTime = relative
        switch (type, code) {
        case (3, EvemuDecoder.absX):
            guard xRange != nil else { throw missingRange(line, "ABS_X") }
            rawX = value
        case (3, EvemuDecoder.absY):
            guard yRange != nil else { throw missingRange(line, "ABS_Y") }
            rawY = value
        case (3, EvemuDecoder.absPressure):
            guard pressureRange != nil else { throw missingRange(line, "ABS_PRESSURE") }
            rawPressure = value
        case (1, EvemuDecoder.btnTouch):
            button = value != 0
            sawButton = true
        case (0, 0):
            return frame(at: relative)
        default:
            break
        }
        return nil
    }

    private func missingRange(_ line: Int, _ axis: String) -> TraceError {
        error(line, "expected an axis range for \(axis) before its first event: add the A: lines or pass --desc FILE")
    }

    private mutating func frame(at time: Int64) -> PressureSample? {
        let pressure = pressureRange.map { rawPressure > $0.minimum ? $0.normalize(rawPressure) : 0 } ?? 0
        let contact = sawButton ? button : pressure >= EvemuDecoder.contactThreshold
        let x =
            xRange.map { range in rawX.map { range.normalize($0) * screenWidth } ?? screenWidth / 2 } ?? screenWidth / 2
        let y =
            yRange.map { range in rawY.map { range.normalize($0) * screenHeight } ?? screenHeight / 2 } ?? screenHeight
            / 2
        defer { inContact = contact }
        switch (inContact, contact) {
        case (false, true): return PressureSample(time: time, x: x, y: y, force: curve.apply(pressure), phase: .down)
        case (true, true): return PressureSample(time: time, x: x, y: y, force: curve.apply(pressure), phase: .move)
        case (true, false): return PressureSample(time: time, x: x, y: y, force: 0, phase: .up)
        case (false, false): return nil
        }
    }
}

/// Reads whitespace-separated fields of an ASCII line.
struct FieldCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var count: Int { bytes.count }

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipSpaces() {
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
    }

    /// A field ends at whitespace or the end of the line.
    private func atFieldEnd() -> Bool {
        position >= bytes.count || bytes[position] == 0x20 || bytes[position] == 0x09
    }

    mutating func hex() -> Int64? {
        skipSpaces()
        var value: Int64 = 0
        var digits = 0
        while position < bytes.count, let digit = hexValue(bytes[position]) {
            guard digits < 15 else { return nil }
            value = value << 4 | Int64(digit)
            digits += 1
            position += 1
        }
        return digits > 0 && atFieldEnd() ? value : nil
    }

    mutating func decimal() -> Int64? {
        skipSpaces()
        var negative = false
        if position < bytes.count, bytes[position] == 0x2D || bytes[position] == 0x2B {
            negative = bytes[position] == 0x2D
            position += 1
        }
        var value: Int64 = 0
        var digits = 0
        while position < bytes.count, isDigit(bytes[position]) {
            guard digits < 18 else { return nil }
            value = value * 10 + Int64(bytes[position] - 0x30)
            digits += 1
            position += 1
        }
        return digits > 0 && atFieldEnd() ? (negative ? -value : value) : nil
    }

    /// `sec.usec` as microseconds (up to 6 fractional digits).
    mutating func seconds() -> Int64? {
        skipSpaces()
        var whole: Int64 = 0
        var digits = 0
        while position < bytes.count, isDigit(bytes[position]) {
            guard digits < 12 else { return nil }
            whole = whole * 10 + Int64(bytes[position] - 0x30)
            digits += 1
            position += 1
        }
        guard digits > 0 else { return nil }
        var fraction: Int64 = 0
        var fractionDigits = 0
        if position < bytes.count, bytes[position] == 0x2E {
            position += 1
            while position < bytes.count, isDigit(bytes[position]) {
                guard fractionDigits < 6 else { return nil }
                fraction = fraction * 10 + Int64(bytes[position] - 0x30)
                fractionDigits += 1
                position += 1
            }
            guard fractionDigits > 0 else { return nil }
        }
        while fractionDigits < 6 {
            fraction *= 10
            fractionDigits += 1
        }
        return atFieldEnd() ? whole * 1_000_000 + fraction : nil
    }
}
