/// Seeded random recording event lines for the fast-path tests: mostly well-formed (known keys in
/// any order, repeated, extra keys, whitespace, numbers of every shape), then mutated (cut, bytes
/// replaced, inserted or dropped, including bytes that are not UTF-8).
enum RandomRecordingLine {
    static let types = [
        "move", "down", "up", "cancel", "tick", "key", "Move", "mov", "movee", "mo\\u0076e", "", "ticks", "k",
    ]
    static let keys = ["t", "type", "x", "y", "force"]
    static let oddKeys = ["id", "key", "tt", "forc", "forcee", "ty", "\\u0074", "X", "", "\u{e9}"]
    static let oddValues = [
        "null", "true", "false", "\"escape\"", "\"a\\\"b\"", "[1,2,{\"a\":null}]", "{}", "{\"n\":[]}",
        "\"\\uD83D\\uDE00\"",
    ]
    static let whitespace = ["", "", "", " ", "\t", "  ", "\r", "\n"]
    static let interesting: [UInt8] = [
        0x22, 0x5C, 0x2C, 0x3A, 0x7B, 0x7D, 0x20, 0x09, 0x2D, 0x2E, 0x30, 0x31, 0x39, 0x65, 0x45, 0x2B, 0x75, 0x80,
        0xBF,
        0xC0, 0xC3, 0xED, 0xF4, 0xF5, 0xFF, 0x00, 0x1F, 0x7F,
    ]

    static func pick<T>(_ items: [T], _ random: inout SeededGenerator) -> T {
        items[Int.random(in: 0..<items.count, using: &random)]
    }

    /// A number: plain decimals mostly, then every edge the grammar and the conversion have.
    static func number(_ random: inout SeededGenerator) -> String {
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
        }
        let sign = Int.random(in: 0..<5, using: &random) == 0 ? "-" : ""
        switch Int.random(in: 0..<14, using: &random) {
        case 0...4:
            let whole = Bool.random(using: &random) ? "0" : String(Int.random(in: 1...999, using: &random))
            return sign + whole
                + (Bool.random(using: &random) ? "." + digits(Int.random(in: 1...6, using: &random)) : "")
        case 5: return sign + "0" + (Bool.random(using: &random) ? ".000" : "")
        case 6:
            return sign + String(Int.random(in: 1...9, using: &random)) + digits(Int.random(in: 0...24, using: &random))
        case 7: return sign + "0." + digits(Int.random(in: 15...30, using: &random))
        case 8:
            return sign + digits(1) + "." + digits(Int.random(in: 0...4, using: &random)) + pick(["e", "E"], &random)
                + pick(["", "+", "-"], &random) + String(Int.random(in: 0...400, using: &random))
        case 9: return pick(["9007199254740993", "9007199254740992", "4503599627370497.5", "1e22", "1e23"], &random)
        case 10:
            return pick(["01", "1.", ".5", "-", "--1", "+1", "1.5.5", "0x10", "1e", "1e+", "NaN", "Infinity"], &random)
        case 11: return sign + digits(Int.random(in: 17...21, using: &random)).drop { $0 == "0" } + "1"
        case 12: return pick(["999999999999.9999995", "1000000000000", "1152921504606846976", "0.0000005"], &random)
        default: return sign + "0." + String(repeating: "0", count: Int.random(in: 0...25, using: &random)) + "5"
        }
    }

    static func value(for key: String, _ random: inout SeededGenerator) -> String {
        if Int.random(in: 0..<30, using: &random) == 0 { return pick(oddValues, &random) }
        if key == "type" {
            return "\""
                + (Int.random(in: 0..<6, using: &random) == 0
                    ? pick(types, &random) : pick(Array(types[0..<6]), &random)) + "\""
        }
        return number(&random)
    }

    /// A line: the known keys in a random order, some left out or repeated, some extra keys.
    static func make(_ random: inout SeededGenerator, valid: Bool = false) -> [UInt8] {
        var members: [String] = []
        for key in keys.shuffled(using: &random) where valid || Int.random(in: 0..<6, using: &random) > 0 {
            members.append("\"\(key)\":" + (valid ? validValue(key, &random) : value(for: key, &random)))
        }
        if !valid {
            if Int.random(in: 0..<6, using: &random) == 0 {
                members.append("\"\(pick(keys, &random))\":" + value(for: "x", &random))
            }
            if Int.random(in: 0..<6, using: &random) == 0 {
                members.insert("\"\(pick(oddKeys, &random))\":" + pick(oddValues + ["1"], &random), at: 0)
            }
        }
        func space() -> String { valid ? "" : pick(whitespace, &random) }
        let body = members.map { member in
            member.replacingOccurrences(of: "\":", with: "\"" + space() + ":" + space())
        }.joined(separator: space() + "," + space())
        return Array((space() + "{" + space() + body + space() + "}" + space()).utf8)
    }

    static func validValue(_ key: String, _ random: inout SeededGenerator) -> String {
        switch key {
        case "t": return "0." + String(Int.random(in: 100_000...999_999, using: &random))
        case "type": return "\"move\""
        default:
            return String(Int.random(in: 0...400, using: &random)) + "."
                + String(Int.random(in: 0...99, using: &random))
        }
    }

    /// Cuts the line, or replaces, inserts or drops a byte.
    static func mutate(_ line: inout [UInt8], _ random: inout SeededGenerator) {
        guard !line.isEmpty else { return }
        let at = Int.random(in: 0..<line.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: line.removeSubrange(at...)
        case 1: line[at] = pick(interesting, &random)
        case 2: line.insert(pick(interesting, &random), at: at)
        default: line.remove(at: at)
        }
    }
}
