/// The formats a trace may be in.
public enum TraceFormat: String, Sendable, CaseIterable {
    /// ForceLab recording v1 (JSONL).
    case recording
    /// evemu text recording of an evdev device.
    case evemu
    /// JSON array of `UITouch.force` values at a fixed rate.
    case forceArray
}

/// Reads any supported trace as a stream of input events, detecting the format from its first
/// bytes (`[`: force array; `{` or `//`: recording; `#` or `X:`: evemu). Memory stays bounded
/// whatever the file size; malformed input is a `TraceError` naming the path and line.
public final class TraceReader {
    public let path: String
    public let format: TraceFormat
    /// The recording header (device and scene for evemu come from its `N:` line when present).
    public private(set) var header: RecordingHeader
    private let lines: LineReader
    private var recording: RecordingDecoder
    private var evemu: EvemuDecoder
    private var forceArray: ForceArrayDecoder
    private var pending: [PressureSample] = []
    private var pendingIndex = 0
    private var finished = false

    private init(path: String, format: TraceFormat, lines: LineReader, options: TraceOptions) {
        self.path = path
        self.format = format
        self.lines = lines
        header = RecordingHeader(forceUnit: format == .forceArray ? .uitouch : .normalized)
        recording = RecordingDecoder(path: path, usesFastPath: options.recordingFastPath)
        evemu = EvemuDecoder(
            path: path, curve: options.pressureCurve ?? .penDefault, screenWidth: options.screenWidth,
            screenHeight: options.screenHeight)
        forceArray = ForceArrayDecoder(
            path: path, rate: options.rate, x: options.aimX ?? options.screenWidth / 2,
            y: options.aimY ?? options.screenHeight / 2)
    }

    /// Opens a trace (`-` reads standard input) and reads its header.
    public static func open(path: String, options: TraceOptions = TraceOptions()) throws(TraceError) -> TraceReader {
        guard TraceLimits.rates.contains(options.rate) else {
            throw TraceError(
                path: path, line: nil,
                message:
                    "expected a frame rate in \(formatShort(TraceLimits.rates.lowerBound))...\(formatShort(TraceLimits.rates.upperBound)) Hz, got \(options.rate)"
            )
        }
        let lines = try LineReader(path: path)
        var prefix = try lines.prefix(256)
        if prefix.starts(with: [0xEF, 0xBB, 0xBF]) {
            lines.discard(3)
            prefix.removeFirst(3)
        }
        guard let firstIndex = prefix.firstIndex(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) })
        else {
            throw TraceError(
                path: path, line: 1,
                message: "expected a trace (ForceLab recording, evemu or UITouch force array), the file is empty")
        }
        let first = prefix[firstIndex]
        let second: UInt8? = firstIndex + 1 < prefix.count ? prefix[firstIndex + 1] : nil
        let format: TraceFormat
        if first == 0x5B {
            format = .forceArray
        } else if first == 0x7B || (first == 0x2F && second == 0x2F) {
            format = .recording
        } else if first == 0x23 || (second == 0x3A && [0x45, 0x41, 0x4E, 0x49, 0x50, 0x42].contains(first)) {
            format = .evemu
        } else {
            let line = 1 + prefix[..<firstIndex].filter { $0 == 0x0A }.count
            throw TraceError(
                path: path, line: line,
                message:
                    "expected a ForceLab recording ('{' header), an evemu recording ('# EVEMU' or 'E:' lines) or a JSON array of UITouch.force values ('[')"
            )
        }
        let reader = TraceReader(path: path, format: format, lines: lines, options: options)
        if format == .evemu, let desc = options.descPath { try reader.loadDescription(desc) }
        if format == .recording { try reader.readRecordingHeader() }
        return reader
    }

    /// The 1-based number of the line last read.
    public var lineNumber: Int { lines.lineNumber }

    private func loadDescription(_ descPath: String) throws(TraceError) {
        let desc = try LineReader(path: descPath)
        var decoder = EvemuDecoder(path: descPath, curve: .identity, screenWidth: 1, screenHeight: 1)
        while (try desc.withNextLine({ (bytes) throws(TraceError) in
            var cursor = FieldCursor(bytes: bytes)
            cursor.skipSpaces()
            guard cursor.count - cursor.position >= 2, bytes[cursor.position] == 0x41,
                bytes[cursor.position + 1] == 0x3A
            else {
                if cursor.count - cursor.position >= 2, bytes[cursor.position] == 0x4E,
                    bytes[cursor.position + 1] == 0x3A
                {
                    _ = try decoder.decode(bytes, line: desc.lineNumber)
                }
                return
            }
            cursor.position += 2
            try decoder.decodeAxis(&cursor, line: desc.lineNumber)
        })) != nil {}
        evemu.xRange = decoder.xRange
        evemu.yRange = decoder.yRange
        evemu.pressureRange = decoder.pressureRange
        if let name = decoder.deviceName { header.device = name }
    }

    private func readRecordingHeader() throws(TraceError) {
        while !recording.sawHeader {
            let read = try lines.withNextLine { (bytes) throws(TraceError) -> Bool in
                if RecordingDecoder.isSkippable(bytes) { return true }
                try recording.decodeHeader(bytes, line: lines.lineNumber)
                return true
            }
            if read == nil {
                throw TraceError(
                    path: path, line: max(lines.lineNumber, 1),
                    message: "expected the header {\"forcelab\":\"recording\",\"version\":1,...}, the file has none")
            }
        }
        header = recording.header
    }

    /// The next input event, or nil at the end of the trace.
    public func next() throws(TraceError) -> InputEvent? {
        switch format {
        case .recording:
            while true {
                let result = try lines.withNextLine { (bytes) throws(TraceError) -> InputEvent? in
                    if RecordingDecoder.isSkippable(bytes) { return nil }
                    return try recording.decodeEvent(bytes, line: lines.lineNumber)
                }
                guard let result else { return nil }
                if let event = result { return event }
            }
        case .evemu:
            while true {
                let result = try lines.withNextLine { (bytes) throws(TraceError) -> PressureSample? in
                    try evemu.decode(bytes, line: lines.lineNumber)
                }
                guard let result else {
                    if let name = evemu.deviceName, header.device == nil { header.device = name }
                    return nil
                }
                if let name = evemu.deviceName, header.device == nil { header.device = name }
                if let sample = result { return .touch(sample) }
            }
        case .forceArray:
            while pendingIndex >= pending.count {
                if finished { return nil }
                pending.removeAll(keepingCapacity: true)
                pendingIndex = 0
                let read: Void? = try lines.withNextLine { (bytes) throws(TraceError) in
                    try forceArray.decode(bytes, line: lines.lineNumber, into: &pending)
                }
                if read == nil {
                    finished = true
                    guard forceArray.isComplete else {
                        throw TraceError(
                            path: path, line: max(lines.lineNumber, 1),
                            message: "expected ']' to close the array (the file ends inside it)")
                    }
                }
            }
            defer { pendingIndex += 1 }
            return .touch(pending[pendingIndex])
        }
    }
}
