// The one JSON string writer: the event log, recordings, profiles and lint's JSON reports all
// spell strings through it, so they escape alike.

/// `text` as a JSON string literal, with the escapes JSON requires.
public func jsonQuoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            // C0, DEL, C1, the bidirectional overrides and isolates and U+2028/U+2029 as \u
            // escapes: the same string to a JSON reader, and nothing raw on a terminal or page.
            switch scalar.value {
            case 0x00..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
