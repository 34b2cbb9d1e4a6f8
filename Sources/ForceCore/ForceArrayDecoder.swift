import SourceFormats

/// Decodes a JSON array of `UITouch.force` values, one per frame at a fixed rate, into touch
/// samples at a fixed aim point: a value above 0 after a 0 (or at the start) is a `down`, a `0`
/// after a touch is its `up`. Streams line by line; numbers never span lines.
struct ForceArrayDecoder {
    enum Expecting { case open, firstValueOrClose, value, commaOrClose, nothing }

    let path: String
    let rate: Double
    let x: Double
    let y: Double
    private var expecting = Expecting.open
    private var frame: Int64 = 0
    private var touching = false

    init(path: String, rate: Double, x: Double, y: Double) {
        self.path = path
        self.rate = rate
        self.x = x
        self.y = y
    }

    var isComplete: Bool { expecting == .nothing }

    private func error(_ line: Int, _ message: String, column: Int) -> TraceError {
        TraceError(path: path, line: line, message: "\(message) (column \(column + 1))")
    }

    /// Decodes one line, appending the samples it yields.
    mutating func decode(_ bytes: UnsafeBufferPointer<UInt8>, line: Int, into samples: inout [PressureSample])
        throws(TraceError)
    {
        var scanner = JSONScanner(bytes)
        while true {
            scanner.skipWhitespace()
            guard let byte = scanner.peek() else { return }
            switch expecting {
            case .open:
                guard byte == 0x5B else {
                    throw error(line, "expected '[' to open an array of UITouch.force values", column: scanner.position)
                }
                scanner.position += 1
                expecting = .firstValueOrClose
            case .firstValueOrClose, .value:
                if byte == 0x5D && expecting == .firstValueOrClose {
                    scanner.position += 1
                    expecting = .nothing
                    continue
                }
                let start = scanner.position
                let number: ScannedNumber
                do throws(JSONSyntaxError) { number = try scanner.scanNumber() } catch {
                    throw self.error(line, "expected a number (a UITouch.force value)", column: start)
                }
                let value = scanner.doubleValue(number)
                guard value.isFinite, value >= 0 else {
                    throw error(line, "expected a UITouch.force >= 0, got \(formatShort(value))", column: start)
                }
                guard value <= ForceUnit.uitouchMaximum * 1.001 else {
                    throw error(
                        line,
                        "expected a UITouch.force of at most 6.6667 (maximumPossibleForce), got \(formatShort(value))",
                        column: start)
                }
                guard append(value, into: &samples) else {
                    throw error(
                        line,
                        "expected at most \(TraceLimits.durationText) of frames at \(formatShort(rate)) Hz; longer arrays are refused",
                        column: start)
                }
                expecting = .commaOrClose
            case .commaOrClose:
                scanner.position += 1
                if byte == 0x2C {
                    expecting = .value
                } else if byte == 0x5D {
                    expecting = .nothing
                } else {
                    throw error(line, "expected ',' or ']'", column: scanner.position - 1)
                }
            case .nothing:
                throw error(line, "expected nothing after the closing ']'", column: scanner.position)
            }
        }
    }

    /// Appends the frame's sample; false when the frame lies beyond `TraceLimits.maximumDuration`.
    private mutating func append(_ value: Double, into samples: inout [PressureSample]) -> Bool {
        let seconds = (Double(frame) * 1_000_000 / rate).rounded()
        guard seconds.isFinite, seconds <= Double(TraceLimits.maximumDuration) else { return false }
        let time = Int64(seconds)
        frame += 1
        let force = min(value / ForceUnit.uitouchMaximum, 1)
        if value > 0 {
            samples.append(PressureSample(time: time, x: x, y: y, force: force, phase: touching ? .move : .down))
            touching = true
        } else if touching {
            samples.append(PressureSample(time: time, x: x, y: y, force: 0, phase: .up))
            touching = false
        }
        return true
    }
}
