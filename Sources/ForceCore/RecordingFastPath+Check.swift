import SourceFormats

/// The fast path held against the full reader, one line at a time: the check behind
/// `RecordingFastPathTests` and the `FuzzRecordingFastPath` target (public so the fuzz target,
/// built without testing, can call it).
public enum RecordingFastPathCheck {
    /// Whether the fast path reads `line` itself (false: it goes to the full reader).
    public static func accepts(_ line: UnsafeBufferPointer<UInt8>) -> Bool { RecordingFastPath.fields(line) != nil }

    /// Nil when the fast path declines `line` or reads exactly the fields the full reader reads
    /// (the same bits in every number); otherwise what differs.
    public static func mismatch(_ line: UnsafeBufferPointer<UInt8>) -> String? {
        guard let fast = RecordingFastPath.fields(line) else { return nil }
        let full: RecordingEventFields
        do throws(TraceError) {
            full = try RecordingDecoder(path: "line").scanEventFields(line, line: 1)
        } catch {
            return "the fast path read a line the full reader refuses (\(error.description)): fast \(fast.summary)"
        }
        return fast.summary == full.summary ? nil : "fast \(fast.summary), full \(full.summary)"
    }

    /// `mismatch` of a line given as bytes.
    public static func mismatch(_ line: [UInt8]) -> String? { line.withUnsafeBufferPointer { mismatch($0) } }

    /// `accepts` of a line given as bytes.
    public static func accepts(_ line: [UInt8]) -> Bool { line.withUnsafeBufferPointer { accepts($0) } }
}

extension RecordingEventFields {
    /// Every field, numbers by their bits (so -0 differs from 0).
    var summary: String {
        func bits(_ value: Double?) -> String { value.map { "0x" + String($0.bitPattern, radix: 16) } ?? "nil" }
        let kindText = kind.map { "\($0)" } ?? "nil"
        let keyText = key.map { "\($0.name)@\($0.offset)" } ?? "nil"
        return
            "t \(time.map(String.init) ?? "nil") type \(kindText) x \(bits(x)) y \(bits(y)) force \(bits(force)) key \(keyText)"
    }
}
