/// Makes text from files safe to print on a terminal: control characters (ESC, BEL, CR, line
/// breaks, the C1 set and DEL) and the bidirectional overrides and isolates are written as
/// visible escapes, so a file name or a title cannot move the cursor, retitle the terminal, ring
/// the bell, reorder what is shown ("Trojan Source", CVE-2021-42574) or split one error line into
/// several.
public enum ControlCharacters {
    /// `text` with every control character escaped (`\e` for ESC, `\n`, `\r`, `\t`, else `\x07`,
    /// `\u{9B}`, `\u{202E}`); a backslash stays as it is, so text without control characters is
    /// unchanged.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out.append(contentsOf: visible(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// One printed line: `escaped`, and never the start of a GitHub Actions workflow command.
    /// The runner reads a line as a command when, after leading white space, it begins with `::`,
    /// or when it holds `##[` anywhere (the older syntax); the first `:` of such a start is
    /// written `\x3A` and the second `#` of `##[` as `\x23`, so the line reads the same to a person
    /// and is inert to the runner.
    /// With `keepingTabs`, tabs stay (columns of a table, fields of a line between processes).
    public static func line(_ text: String, keepingTabs: Bool = false) -> String {
        var out =
            keepingTabs && text.contains("\t")
            ? text.split(separator: "\t", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(
                separator: "\t") : escaped(text)
        out = inertOldCommands(out)
        // By scalars, not characters: `::` followed by a combining mark is one character `:` and
        // one `:\u{301}` to Swift, but begins with `::` to a reader that compares code units.
        let scalars = Array(out.unicodeScalars)
        let start = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.endIndex
        if scalars.count - start >= 2, scalars[start] == ":", scalars[start + 1] == ":" {
            var line = String.UnicodeScalarView()
            line.append(contentsOf: scalars[..<start])
            line.append(contentsOf: "\\x3A".unicodeScalars)
            line.append(contentsOf: scalars[(start + 1)...])
            out = String(line)
        }
        return out
    }

    /// `text` with the second `#` of every `##[` written `\x23`, matched by scalars, so a
    /// combining mark after the `[` does not hide it (to Swift `[\u{301}` is one character).
    static func inertOldCommands(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 3 else { return text }
        var out = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if scalar == "#", index > 0, scalars[index - 1] == "#", index + 1 < scalars.count,
                scalars[index + 1] == "["
            {
                out.append(contentsOf: "\\x23".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// The visible spelling of one control character.
    public static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\u{1B}": return "\\e"
        case _ where rawByteScalars.contains(scalar.value):
            // A byte of a file name that is not UTF-8, carried as its stand-in: the byte itself.
            let hex = String(scalar.value - 0x10_FD00, radix: 16, uppercase: true)
            return "\\x" + hex
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return scalar.value < 0x100 ? "\\x" + (hex.count < 2 ? "0" : "") + hex : "\\u{\(hex)}"
        }
    }

    /// C0 controls, DEL, C1 controls (CSI, U+009B, starts a terminal sequence as ESC [ does), the
    /// bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) and the
    /// line and paragraph separators (U+2028, U+2029), which some readers break lines at; and
    /// the stand-ins of a file name's bytes that are not UTF-8 (`FileSystemName`), which are
    /// shown as the byte they stand for (`\xFF`), never as a private-use character.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
        case rawByteScalars: return true
        default: return false
        }
    }

    /// The scalars `FileSystemName` carries a name's invalid bytes 0x80...0xFF as.
    static let rawByteScalars: ClosedRange<UInt32> = 0x10_FD80...0x10_FDFF
}
