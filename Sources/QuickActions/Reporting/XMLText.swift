/// Text made safe for XML 1.0 and HTML: the one markup escaper of every report (the lint
/// reporters, replay's JUnit, the contact sheet's page and the replay report's page).
public enum XMLText {
    /// Escapes `& < > " '`, writes tab, line feed and carriage return as character references
    /// (so attribute values keep them), and writes every other control character (C0, DEL, C1,
    /// the bidirectional overrides and isolates) and what XML 1.0 cannot hold at all (U+FFFE,
    /// U+FFFF) visibly, as `ControlCharacters` spells them (`\x00`, `\u{202E}`). The result is
    /// good character data and a good quoted attribute value in XML 1.0 and in HTML alike.
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
                if ControlCharacters.isControl(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += ControlCharacters.visible(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A relative path as the value of an `href` or `src`: every byte of each name outside RFC
    /// 3986's unreserved set percent-encoded (so no name can carry a scheme such as `javascript:`,
    /// a query or a fragment), the names joined by `/`; empty names and `.`/`..` are dropped, so
    /// the URL never leaves the page's folder. Ready to put between double quotes as it is.
    public static func url(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." && $0 != ".." }.map {
            PathText.uriReference(String($0))
        }
        .joined(separator: "/")
    }
}
