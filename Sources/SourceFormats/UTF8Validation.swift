/// The one UTF-8 validator every reader uses (JSON, XML property lists, strings files, manifests):
/// where the first byte that is not UTF-8 sits, for "invalid UTF-8" errors with a line.
public enum UTF8Validation {
    /// The byte offset of the first invalid sequence, or nil when `bytes` is valid UTF-8.
    @inlinable
    public static func firstInvalidOffset<C: Collection>(in bytes: C) -> Int? where C.Element == UInt8 {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The 1-based line of byte `offset`.
    public static func line(ofOffset offset: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        for byte in bytes[0..<min(offset, bytes.count)] where byte == 0x0A { line += 1 }
        return line
    }
}
