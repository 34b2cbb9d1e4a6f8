import Foundation

/// The wording rules' tests on a title: whether it names the app, and its title-cased form.
extension Validator {
    /// Whether `text` holds `word` as a whole word, ignoring case. A hyphen joins a compound
    /// into one word: German "Neue E-Mail" does not name the app "Mail" ("Mail's" does).
    static func contains(_ text: String, word: String) -> Bool {
        func joins(_ c: Character?) -> Bool {
            guard let c else { return false }
            // Japanese, Chinese, Thai, Khmer, Lao, Myanmar and Korean particles run on without a
            // space ("Godを消さないで"): a letter of those scripts is not part of a Latin name.
            if let scalar = c.unicodeScalars.first, Self.writtenWithoutSpaces(scalar) { return false }
            return c.isLetter || c.isNumber || c == "-" || c == "\u{2010}"
        }
        var searchRange = text.startIndex..<text.endIndex
        while let range = text.range(of: word, options: [.caseInsensitive], range: searchRange) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !joins(before) && !joins(after) {
                return true
            }
            searchRange = range.upperBound..<text.endIndex
        }
        return false
    }

    /// Scripts whose words are not separated by spaces (or, in Korean, whose particles attach
    /// to the noun): Han, kana, Hangul, Thai, Lao, Khmer, Myanmar.
    static func writtenWithoutSpaces(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1100...0x11FF, 0x1780...0x17FF, 0x3040...0x30FF, 0x3130...0x318F,
            0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF66...0xFF9F,
            0x20000...0x2FFFF:
            return true
        default: return false
        }
    }

    /// Words that stay lower case inside an English title (articles, short conjunctions and prepositions).
    static let minorWords: Set<String> = [
        "a", "an", "the", "and", "but", "or", "nor", "for", "so", "yet", "as", "at", "by", "in", "of", "off", "on",
        "per", "to", "up", "via", "vs", "from", "into", "with", "onto", "over",
    ]

    /// The title-cased form of `title`, or nil when it has no letters to judge. Only the first
    /// letter of each word is raised; words starting with a non-letter are left alone.
    static func titleCased(_ title: String) -> String? {
        let words = title.split(separator: " ", omittingEmptySubsequences: false)
        guard words.contains(where: { $0.contains(where: { $0.isLetter }) }) else { return nil }
        let lastIndex = words.lastIndex(where: { !$0.isEmpty }) ?? 0
        let firstIndex = words.firstIndex(where: { !$0.isEmpty }) ?? 0
        var result: [String] = []
        for (index, word) in words.enumerated() {
            guard let first = word.first, first.isLetter, first.isLowercase else {
                result.append(String(word))
                continue
            }
            let isEdge = index == firstIndex || index == lastIndex
            if !isEdge && minorWords.contains(word.lowercased()) {
                result.append(String(word))
                continue
            }
            result.append(first.uppercased() + word.dropFirst())
        }
        return result.joined(separator: " ")
    }
}
