/// "Did you mean": the known names closest to a mistyped one, by edit distance (Damerau's
/// optimal string alignment: a swapped pair of letters is one edit, as `hdu` for `hud`).
public enum Suggestions {
    /// The known names nearest `typed` if any is within reach (ties in name order, at most three).
    public static func closest(to typed: String, in known: [String]) -> [String] {
        let lowered = typed.lowercased()
        let limit = max(1, min(3, lowered.count / 3))
        let scored = known.map { name -> (String, Int) in
            let target = name.lowercased()
            var distance = editDistance(lowered, target)
            // `iphone15` for `iphone-15`, `xs` for `iphone-xs`: punctuation and a unique part count little.
            if strip(lowered) == strip(target) { distance = min(distance, 1) }
            return (name, distance)
        }
        // Only the closest: `iphone15` suggests iphone-15, not iphone-11 one edit further.
        guard let best = scored.map(\.1).min(), best <= limit else { return [] }
        return Array(scored.filter { $0.1 == best }.map(\.0).sorted().prefix(3))
    }

    /// "; did you mean 'preview'?" or "; did you mean 'a' or 'b'?", or nil when nothing is close.
    public static func phrase(for typed: String, in known: [String]) -> String? {
        let near = closest(to: typed, in: known)
        guard !near.isEmpty else { return nil }
        let quoted = near.map { "'\($0)'" }
        let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
        return "did you mean \(list)?"
    }

    /// The one line for an unknown name: the closest ones when any is close, else every name.
    public static func unknown(_ kind: String, _ typed: String, known: [String]) -> String {
        if let phrase = phrase(for: typed, in: known) { return "no \(kind) named '\(typed)'; \(phrase)" }
        return "no \(kind) named '\(typed)'; known \(kind)s: \(known.joined(separator: ", "))"
    }

    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }

    private static func strip(_ text: String) -> String {
        String(text.filter { $0.isLetter || $0.isNumber })
    }
}
