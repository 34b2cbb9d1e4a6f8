/// Text made safe for XML 1.0 attributes and character data (the lint reporters and replay's JUnit).
public enum XMLText {
    /// Escapes `& < > " '`, writes tab, line feed and carriage return as character references
    /// (so attribute values keep them), and replaces what XML 1.0 cannot hold at all (other
    /// control characters, U+FFFE, U+FFFF) with U+FFFD.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
