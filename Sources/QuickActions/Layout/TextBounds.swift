import Foundation

/// How much of one title or subtitle the checks look at. No menu shows more than a few dozen
/// characters of a title (two lines) or a subtitle (one line) on any device at any text size, so
/// the text is measured, title-cased and searched on a bounded prefix, and quoted cut with its
/// length: the work per string is bounded whatever the file holds (a 15 MiB title, under the
/// 16 MiB plist limit, costs what a 4,096-character one costs).
public enum TextBounds {
    /// Unicode scalars measured and checked: far past what the widest menu shows at the
    /// smallest text size (about 120 characters on two lines), with room for combining marks.
    public static let measured = 4096
    /// Unicode scalars quoted in a message before it is cut with its length.
    public static let quoted = 200

    /// The first `count` Unicode scalars of `text` (all of it when shorter), never splitting one.
    public static func prefix(_ text: String, _ count: Int) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars.prefix(count) { scalars.append(scalar) }
        return String(scalars)
    }

    /// `text` bounded to `measured` scalars, and whether it was cut.
    public static func measuredPrefix(_ text: String) -> (text: String, cut: Bool) {
        var index = text.unicodeScalars.startIndex
        var taken = 0
        while taken < measured, index != text.unicodeScalars.endIndex {
            text.unicodeScalars.formIndex(after: &index)
            taken += 1
        }
        guard index != text.unicodeScalars.endIndex else { return (text, false) }
        return (String(text.unicodeScalars[..<index]), true)
    }

    /// How many Unicode scalars `text` holds, counted on its UTF-8 bytes (every byte that does
    /// not continue a sequence starts a scalar): one tight pass, where `unicodeScalars.count`
    /// decodes every scalar (a 15 MiB title is counted in milliseconds).
    public static func scalarCount(_ text: String) -> Int {
        if let count = text.utf8.withContiguousStorageIfAvailable({ bytes in
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
            return count
        }) {
            return count
        }
        return text.unicodeScalars.count
    }

    /// `text` without the white space and line breaks at its ends, walking only those ends and
    /// copying at most `measured` scalars: its head, whether more followed, and the trimmed
    /// text's whole length in scalars. nil when it is blank.
    public static func trimmedHead(_ text: String) -> (head: String, cut: Bool, length: Int)? {
        let scalars = text.unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { CharacterSet.whitespacesAndNewlines.contains(scalar) }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return nil }
        let leading = scalars.distance(from: scalars.startIndex, to: first)
        let trailing = scalars.distance(from: last, to: scalars.endIndex) - 1
        let length = scalarCount(text) - leading - trailing
        let end = scalars.index(first, offsetBy: min(measured, length) - 1)
        return (String(scalars[first...end]), length > measured, length)
    }

    /// 15728640 as "15,728,640".
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return (value < 0 ? "-" : "") + out
    }
}
