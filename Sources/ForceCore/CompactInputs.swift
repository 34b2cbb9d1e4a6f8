/// Inputs kept for a second pass in a few bytes each, losslessly: `calibrate` knows the profile
/// it proposes only once every contact is in, and classifies every input again with it. An
/// `InputEvent` is 40 bytes in an array; here a touch sample is a header byte, the time since the
/// input before as a variable-length integer, and each of force, x and y as a short decimal when
/// the number is one (a recording's `0.4137` is 4137 at scale 4: two bytes) or its 8 bytes when
/// not, x and y left out when they repeat the sample before. A recording's presses take 5 to 9
/// bytes a sample. Every value reads back bit for bit (a decimal is kept only when dividing it
/// back gives the same `Double`, which IEEE division, correctly rounded, makes exact).
struct CompactInputs {
    private var bytes: [UInt8] = []
    /// The keys of `.key` inputs, in order (rare: a byte each would save nothing).
    private var keys: [PlaygroundKey] = []
    private var lastTime: Int64 = 0
    private var lastX: UInt64 = 0
    private var lastY: UInt64 = 0
    private(set) var count = 0

    /// The bytes held, for the figures.
    var byteCount: Int { bytes.count + keys.count }

    private static let touchKind: UInt8 = 0, keyKind: UInt8 = 1, tickKind: UInt8 = 2
    private static let sameX: UInt8 = 1 << 4, sameY: UInt8 = 1 << 5
    private static let phases = TouchPhase.allCases
    /// Scales tried for a decimal, 10^0 ... 10^6; the tag byte `raw` marks 8 bytes as they are.
    private static let scales: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]
    private static let raw: UInt8 = 0xFF

    mutating func append(_ input: InputEvent) {
        count += 1
        switch input {
        case .touch(let sample):
            let xBits = sample.x.bitPattern
            let yBits = sample.y.bitPattern
            var header = Self.touchKind | UInt8(Self.phases.firstIndex(of: sample.phase)!) << 2
            if xBits == lastX { header |= Self.sameX }
            if yBits == lastY { header |= Self.sameY }
            bytes.append(header)
            appendTime(sample.time)
            appendNumber(sample.force)
            if xBits != lastX { appendNumber(sample.x) }
            if yBits != lastY { appendNumber(sample.y) }
            lastX = xBits
            lastY = yBits
        case .key(let time, let key):
            bytes.append(Self.keyKind)
            appendTime(time)
            keys.append(key)
        case .tick(let time):
            bytes.append(Self.tickKind)
            appendTime(time)
        }
    }

    /// Calls `body` with every input, in the order appended.
    func visit(_ body: (InputEvent) -> Void) {
        var reader = Reader(bytes: bytes)
        var keyIndex = 0
        var time: Int64 = 0
        var x: UInt64 = 0
        var y: UInt64 = 0
        for _ in 0..<count {
            let header = reader.byte()
            time = time &+ Self.unzigzag(reader.varint())
            switch header & 3 {
            case Self.touchKind:
                let force = reader.number()
                if header & Self.sameX == 0 { x = reader.number().bitPattern }
                if header & Self.sameY == 0 { y = reader.number().bitPattern }
                body(
                    .touch(
                        PressureSample(
                            time: time, x: Double(bitPattern: x), y: Double(bitPattern: y), force: force,
                            phase: Self.phases[Int(header >> 2 & 3)])))
            case Self.keyKind:
                body(.key(time: time, key: keys[keyIndex]))
                keyIndex += 1
            default:
                body(.tick(time: time))
            }
        }
    }

    private mutating func appendTime(_ time: Int64) {
        appendVarint(Self.zigzag(time &- lastTime))
        lastTime = time
    }

    private mutating func appendNumber(_ value: Double) {
        for (tag, scale) in Self.scales.enumerated() {
            let scaled = (value * scale).rounded()
            guard abs(scaled) < 9.0e15 else { break }
            // Checked as it will be read back (so -0.0, which would come back as 0.0, stays raw).
            let integer = Int64(scaled)
            if (Double(integer) / scale).bitPattern == value.bitPattern {
                bytes.append(UInt8(tag))
                appendVarint(Self.zigzag(integer))
                return
            }
        }
        bytes.append(Self.raw)
        var bits = value.bitPattern
        for _ in 0..<8 {
            bytes.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    private mutating func appendVarint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    static func zigzag(_ value: Int64) -> UInt64 { UInt64(bitPattern: (value << 1) ^ (value >> 63)) }
    static func unzigzag(_ value: UInt64) -> Int64 { Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1) }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        mutating func byte() -> UInt8 {
            defer { position += 1 }
            return bytes[position]
        }

        mutating func varint() -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let next = byte()
                value |= UInt64(next & 0x7F) << shift
                if next < 0x80 { return value }
                shift += 7
            }
        }

        mutating func number() -> Double {
            let tag = byte()
            if tag == CompactInputs.raw {
                var bits: UInt64 = 0
                for index in 0..<8 { bits |= UInt64(byte()) << (8 * UInt64(index)) }
                return Double(bitPattern: bits)
            }
            return Double(CompactInputs.unzigzag(varint())) / CompactInputs.scales[Int(tag)]
        }
    }
}
