/// Escaping by Unicode scalars. Swift's `String` and Foundation's `replacingOccurrences`
/// compare whole characters (extended grapheme clusters), so a delimiter followed by a combining
/// mark or a variation selector (`'\u{301}`, `,\u{FE0F}`) is not that delimiter to them, and an
/// escaper built on them leaves it raw. A shell, a CI runner's `Split(',')` or a parser reads
/// code points or bytes, and sees it. Every escaper of text from a file goes through here.
public enum ScalarText {
    /// `text` with each scalar for which `replacement` gives a string replaced by it.
    public static func replacing(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let written = replacement(scalar) {
                out.append(contentsOf: written.unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
