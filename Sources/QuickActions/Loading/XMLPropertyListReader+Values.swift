import Foundation

/// The values of a property list's elements: text parsed by element type, containers built
/// from their children.
extension XMLPropertyListReader.Parser {
    /// The value of `frame`, an element other than `plist` and `key`, whose character data is `text`.
    func value(of frame: XMLPropertyListReader.Frame, text: String) throws -> PlistNode {
        switch frame.element {
        case "string": return PlistNode(kind: .string(text), line: frame.line)
        case "integer":
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            let hex = trimmed.hasPrefix("0x") ? Int(trimmed.dropFirst(2), radix: 16) : nil
            guard let number = Int(trimmed) ?? hex else {
                throw fail(
                    "<integer> holds '\(trimmed.prefix(40))', not a whole number (or one beyond 64 bits)",
                    line: frame.line)
            }
            return PlistNode(kind: .integer(number), line: frame.line)
        case "real":
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let number = Double(trimmed) else {
                throw fail("<real> holds '\(trimmed.prefix(40))', not a number", line: frame.line)
            }
            return PlistNode(kind: .real(number), line: frame.line)
        case "true", "false":
            guard text.allSatisfy(\.isWhitespace) else {
                throw fail("<\(frame.element)/> holds text", line: frame.line)
            }
            return PlistNode(kind: .bool(frame.element == "true"), line: frame.line)
        case "date":
            return PlistNode(kind: .date(text.trimmingCharacters(in: .whitespacesAndNewlines)), line: frame.line)
        case "data":
            let compact = text.filter { !$0.isWhitespace }
            guard let data = Data(base64Encoded: compact) else {
                throw fail("<data> is not valid base64", line: frame.line)
            }
            return PlistNode(kind: .data(data), line: frame.line)
        case "array": return PlistNode(kind: .array(frame.children), line: frame.line)
        default:  // dict
            guard frame.keys.count == frame.children.count else {
                throw fail("a <key> in this <dict> has no value", line: frame.line)
            }
            let entries = zip(frame.keys, frame.children).map { (key: $0.0.0, value: $0.1) }
            return PlistNode(kind: .dictionary(entries), line: frame.line)
        }
    }
}
