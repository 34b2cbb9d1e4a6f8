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
    static func fittingPrefixCount(_ characters: [Character], maxWidth: Double, font: FontSpec, measurer: TextMeasurer)
        -> Int
    {
        var low = 0
        var high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if measurer.width(of: String(characters[0..<middle]), font: font) <= maxWidth {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return low
    }

    /// A title without a subtitle: up to two lines, broken at the last line-break opportunity
    /// (UAX #14, from the measurer, kinsoku kept) whose first line fits, else inside a word
    /// at a character boundary; the second line is cut with "…".
    public static func twoLines(
        _ text: String, maxWidth: Double, font: FontSpec, measurer: TextMeasurer
    ) -> (lines: [String], truncated: Bool) {
        lines(text, maxLines: 2, maxWidth: maxWidth, font: font, measurer: measurer)
    }

    /// A title wrapped as `twoLines` wraps it, onto at most `maxLines` lines (nil: as many as
    /// it takes, as the iOS 13+ context menu does at the accessibility text sizes); the last
    /// line allowed is cut with "…".
    public static func lines(
        _ text: String, maxLines: Int?, maxWidth: Double, font: FontSpec, measurer: TextMeasurer
    ) -> (lines: [String], truncated: Bool) {
        var rest = normalized(text)
        var lines: [String] = []
        while true {
            if let maxLines, lines.count + 1 >= maxLines {
                let last = oneLine(rest, maxWidth: maxWidth, font: font, measurer: measurer)
                return (lines + [last.text], last.truncated)
            }
            if measurer.width(of: rest, font: font) <= maxWidth { return (lines + [rest], false) }
            guard let (first, remainder) = firstLine(rest, maxWidth: maxWidth, font: font, measurer: measurer)
            else {
                let single = oneLine(rest, maxWidth: maxWidth, font: font, measurer: measurer)
                return (lines + [single.text], true)
            }
            lines.append(first)
            if remainder.isEmpty { return (lines, false) }
            rest = remainder
        }
    }

    /// The first line of `text` (which does not fit on one) and what follows it (leading
    /// white space dropped), or nil when not one character fits.
    static func firstLine(
        _ text: String, maxWidth: Double, font: FontSpec, measurer: TextMeasurer
    ) -> (String, String)? {
        let characters = Array(text)
        let fitting = fittingPrefixCount(characters, maxWidth: maxWidth, font: font, measurer: measurer)
        if fitting == 0 { return nil }
        var firstEnd = fitting
        var restStart = fitting
        // The last opportunity whose line, without its trailing white space, fits and is not
        // empty; an opportunity after white space past `fitting` counts (the spaces hang).
        func trimmedEnd(_ end: Int) -> Int {
            var end = end
            while end > 0, characters[end - 1].isWhitespace { end -= 1 }
            return end
        }
        // The end of the text is always an opportunity (trailing white space hangs there).
        let opportunities =
            measurer.lineBreakOpportunities(in: text).filter {
                $0 < characters.count && LineBreaking.allowsBreak(characters, at: $0)
            } + [characters.count]
        if let best = opportunities.last(where: { trimmedEnd($0) <= fitting && trimmedEnd($0) > 0 }) {
            firstEnd = trimmedEnd(best)
            restStart = best
        } else {
            // No opportunity fits: break inside the word, moved back past kinsoku characters.
            var index = fitting
            while index > 1, !LineBreaking.allowsBreak(characters, at: index) { index -= 1 }
            if LineBreaking.allowsBreak(characters, at: index) {
                firstEnd = index
                restStart = index
            }
        }
        var first = characters[0..<firstEnd]
        while let last = first.last, last.isWhitespace { first = first.dropLast() }
        var rest = characters[restStart...]
        while let head = rest.first, head.isWhitespace { rest = rest.dropFirst() }
        return (String(first), String(rest))
    }
}
