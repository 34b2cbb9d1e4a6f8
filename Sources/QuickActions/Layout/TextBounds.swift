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
