/// Where lines may break, and the Japanese line-start and line-end rules (kinsoku shori) that
/// every break obeys.
///
/// The shell's measurer breaks with ICU (UAX #14 with dictionaries for Thai, Lao, Khmer,
/// Myanmar and CJK, as iOS's own ICU does); `simpleOpportunities` is the approximation used
/// by measurers that have no ICU (tests): after white space, and around CJK characters.
public enum LineBreaking {
    /// Characters no line may start with: closing brackets and quotes, the ideographic comma and
    /// full stop, iteration marks, the prolonged sound mark, small kana, middle dots and
    /// their half-width forms (JIS X 4051's 行頭禁則 set, as the strict kinsoku of iOS's
    /// Japanese text applies it).
    public static let noLineStart: Set<Character> = Set(
        "、。，．,.）)］]｝}〕〉》」』】〙〗〟’”｠»"
            + "ゝゞーァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎゕゖㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ々〻"
            + "‐゠–〜～？！?!‼⁇⁈⁉・：；:;" + "｡､｣ｧｨｩｪｫｬｭｮｯｰ")

    /// Characters no line may end with: opening brackets and quotes (行末禁則).
    public static let noLineEnd: Set<Character> = Set("（(［[｛{〔〈《「『【〘〖〝‘“｟«｢")

    /// Whether a break before `characters[index]` keeps the kinsoku rules.
    public static func allowsBreak(_ characters: [Character], at index: Int) -> Bool {
        guard index > 0, index < characters.count else { return false }
        if noLineStart.contains(characters[index]) { return false }
        if noLineEnd.contains(characters[index - 1]) { return false }
        // A build setting left as written (`$(NAME)`, drawn marked) keeps its `$(` together.
        if characters[index - 1] == "$", characters[index] == "(" || characters[index] == "{" { return false }
        return true
    }

    /// Break opportunities without a dictionary: a line may start after white space, and
    /// before or after a CJK ideograph, kana or full-width form (not between two Latin letters,
    /// nor inside a Thai word, which needs a dictionary). Kinsoku applies.
    public static func simpleOpportunities(in text: String) -> [Int] {
        let characters = Array(text)
        var result: [Int] = []
        for index in characters.indices.dropFirst() {
            let before = characters[index - 1]
            let here = characters[index]
            let afterSpace = before.isWhitespace && !here.isWhitespace
            let aroundCJK = (isCJK(before) || isCJK(here)) && !here.isWhitespace
            if (afterSpace || aroundCJK) && allowsBreak(characters, at: index) { result.append(index) }
        }
        return result
    }

    /// Han, kana, CJK punctuation and full-width forms: characters between which CJK text breaks.
    static func isCJK(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x2E80...0x2FDF, 0x3000...0x30FF, 0x3190...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
            0xFF00...0xFF60, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }
}
