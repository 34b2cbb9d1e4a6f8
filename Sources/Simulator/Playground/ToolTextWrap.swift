import QuickActions

/// Wraps a tool's own text (banners, the HUD's lint lines) to a width, measured: lines break
/// after spaces and after path separators, never inside a word, so `presses.jsonl` and
/// `de.lproj/InfoPlist.strings` stay whole. A single word wider than the line keeps its end
/// (the file name) behind a leading "…".
enum ToolTextWrap {
    /// The lines of `text` at most `width` points wide in `font`; at most `maximumLines`, the last
    /// one ending in "…" when text was left over.
    static func lines(
        _ text: String, width: Double, font: FontSpec, measurer: TextMeasurer, maximumLines: Int = .max
    ) -> [String] {
        var lines: [String] = []
        var line = ""
        for piece in pieces(of: text) {
            let candidate = line + piece
            if measurer.width(of: candidate.trailingSpaceTrimmed, font: font) <= width || line.isEmpty {
                line = candidate
                continue
            }
            lines.append(line.trailingSpaceTrimmed)
            line = piece
        }
        if !line.isEmpty { lines.append(line.trailingSpaceTrimmed) }
        lines = lines.map { fit($0, width: width, font: font, measurer: measurer) }
        guard lines.count > maximumLines, maximumLines > 0 else { return lines }
        var kept = Array(lines.prefix(maximumLines))
        kept[maximumLines - 1] = ellipsized(kept[maximumLines - 1], width: width, font: font, measurer: measurer)
        return kept
    }

    /// The text cut after each space (runs of spaces stay with the word before them) and after
    /// each `/`.
    static func pieces(of text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var previous: Character?
        for character in text {
            if let previous, previous == " " && character != " " || previous == "/" {
                pieces.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    /// A line that is one word too wide for `width`: its end, behind "…".
    static func fit(_ line: String, width: Double, font: FontSpec, measurer: TextMeasurer) -> String {
        guard measurer.width(of: line, font: font) > width else { return line }
        var tail = Substring(line)
        while !tail.isEmpty && measurer.width(of: "…" + tail, font: font) > width { tail = tail.dropFirst() }
        return "…" + tail
    }

    /// `line` with "…" at its end, shortened by whole words (or characters, for one word) to fit.
    static func ellipsized(_ line: String, width: Double, font: FontSpec, measurer: TextMeasurer) -> String {
        var words = pieces(of: line)
        while words.count > 1 && measurer.width(of: words.joined().trailingSpaceTrimmed + " …", font: font) > width {
            words.removeLast()
        }
        var text = words.joined().trailingSpaceTrimmed
        while text.count > 1 && measurer.width(of: text + " …", font: font) > width { text.removeLast() }
        return text + " …"
    }
}

extension String {
    fileprivate var trailingSpaceTrimmed: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
