/// Cuts text to the menu's width the way the menu shows it: one line ending in "…", or a title
/// wrapped onto two lines with the "…" at the end of the second. Works on grapheme clusters
/// and real measured widths, never on character counts.
public enum TextFitting {
    /// The ellipsis iOS draws at the end of cut text (U+2026).
    public static let ellipsis = "…"

    /// Text as the menu lays it out: a line break inside a title shows as a space.
    public static func normalized(_ text: String) -> String {
        guard text.contains(where: { $0.isNewline }) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    /// `text` on one line of `maxWidth` points: as is when it fits, else the longest prefix
    /// (trailing white space dropped) followed by "…" that fits; "" when not even "…" fits.
    public static func oneLine(
        _ text: String, maxWidth: Double, font: FontSpec, measurer: TextMeasurer
    ) -> (text: String, truncated: Bool) {
        let text = normalized(text)
        if measurer.width(of: text, font: font) <= maxWidth { return (text, false) }
        let characters = Array(text)
        func candidate(_ count: Int) -> String {
            var prefix = characters[0..<count]
            while let last = prefix.last, last.isWhitespace { prefix = prefix.dropLast() }
            return String(prefix) + ellipsis
        }
        // The width of candidate(k) never decreases with k, so binary search for the largest k that fits.
        var low = -1
        var high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if measurer.width(of: candidate(middle), font: font) <= maxWidth { low = middle } else { high = middle - 1 }
        }
        return (low < 0 ? "" : candidate(low), true)
    }

    /// The number of leading characters of `characters` that fit in `maxWidth` (no ellipsis).
    static func fittingPrefixCount(_ characters: [Character], maxWidth: Double, font: FontSpec, measurer: TextMeasurer) -> Int {
        var low = 0
        var high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if measurer.width(of: String(characters[0..<middle]), font: font) <= maxWidth { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// A title without a subtitle: up to two lines, broken at white space when a word boundary
    /// falls inside the first line, else inside a word; the second line is cut with "…".
    public static func twoLines(
        _ text: String, maxWidth: Double, font: FontSpec, measurer: TextMeasurer
    ) -> (lines: [String], truncated: Bool) {
        let text = normalized(text)
        if measurer.width(of: text, font: font) <= maxWidth { return ([text], false) }
        let characters = Array(text)
        let fitting = fittingPrefixCount(characters, maxWidth: maxWidth, font: font, measurer: measurer)
        if fitting == 0 {
            let single = oneLine(text, maxWidth: maxWidth, font: font, measurer: measurer)
            return ([single.text], true)
        }
        var firstEnd = fitting
        var restStart = fitting
        if !characters[fitting].isWhitespace {
            // Break after the last white space that has text before it, when there is one.
            if let space = characters[0..<fitting].lastIndex(where: { $0.isWhitespace }),
               characters[0..<space].contains(where: { !$0.isWhitespace }) {
                firstEnd = space
                restStart = space + 1
            }
        }
        var first = characters[0..<firstEnd]
        while let last = first.last, last.isWhitespace { first = first.dropLast() }
        var rest = characters[restStart...]
        while let head = rest.first, head.isWhitespace { rest = rest.dropFirst() }
        if rest.isEmpty { return ([String(first)], false) }
        let second = oneLine(String(rest), maxWidth: maxWidth, font: font, measurer: measurer)
        return ([String(first), second.text], second.truncated)
    }
}
