/// Makes text from files safe to print on a terminal: control characters (ESC, BEL, CR, line
/// breaks, the C1 set and DEL) are written as visible escapes, so a file name or a title cannot
/// move the cursor, retitle the terminal, ring the bell or split one error line into several.
public enum ControlCharacters {
    /// `text` with every control character escaped (`\e` for ESC, `\n`, `\r`, `\t`, else `\x07`,
    /// `\u{9B}`); a backslash stays as it is, so text without control characters is unchanged.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                out.append(scalar)
                continue
            }
            let visible: String
            switch scalar {
            case "\n": visible = "\\n"
            case "\r": visible = "\\r"
            case "\t": visible = "\\t"
            case "\u{1B}": visible = "\\e"
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                visible = scalar.value < 0x100 ? "\\x" + (hex.count < 2 ? "0" : "") + hex : "\\u{\(hex)}"
            }
            out.append(contentsOf: visible.unicodeScalars)
        }
        return String(out)
    }

    /// C0 controls, DEL and C1 controls (CSI, U+009B, starts a terminal sequence as ESC [ does).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F: return true
        default: return false
        }
    }
}
