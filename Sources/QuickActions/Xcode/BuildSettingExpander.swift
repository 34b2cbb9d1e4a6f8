import Foundation

/// Replaces build-setting references in text as Xcode does: `$(NAME)`, `${NAME}`, nested names
/// (`$(A_$(B))`), modifiers (`$(NAME:rfc1034identifier)`, `:c99extidentifier`, `:identifier`,
/// `:lower`, `:upper`, `:default=VALUE`), and in build settings themselves the bare `$NAME`.
/// A name the lookup does not know stays as written, and is listed.
enum BuildSettingExpander {
    /// The longest text an expansion makes: past it the rest stays as written (settings that
    /// each repeat the one before would otherwise double their length at every step).
    static let maximumLength = 1 << 16

    /// `text` with every reference `lookup` knows replaced, and the names it did not know.
    static func expand(
        _ text: String, bare: Bool, lookup: (String) -> String?
    ) -> (text: String, undefined: [String]) {
        // A byte scan, not Foundation's `contains` (a UTF-16 search of a 15 MiB title).
        guard text.utf8.contains(UInt8(ascii: "$")) else { return (text, []) }
        var undefined: [String] = []
        let scalars = Array(text.unicodeScalars)
        var result: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard result.count < maximumLength else {
                result.append(contentsOf: scalars[index...])
                break
            }
            guard scalar == "$", index + 1 < scalars.count else {
                result.append(scalar)
                index += 1
                continue
            }
            let opener = scalars[index + 1]
            if opener == "(" || opener == "{", let close = closing(scalars, from: index + 1) {
                let inner = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
                let name = expand(inner, bare: bare, lookup: lookup)
                undefined += name.undefined
                let parts = name.text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                if let value = lookup(parts[0]) ?? defaultValue(parts.dropFirst()) {
                    result.append(contentsOf: apply(parts.dropFirst(), to: value).unicodeScalars)
                } else {
                    result.append(contentsOf: scalars[index...close])
                    undefined.append(parts[0])
                }
                index = close + 1
                continue
            }
            if bare, isNameStart(opener) {
                var end = index + 1
                while end < scalars.count, isNameStart(scalars[end]) || ("0"..."9").contains(scalars[end]) { end += 1 }
                let name = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
                if let value = lookup(name) {
                    result.append(contentsOf: value.unicodeScalars)
                } else {
                    result.append(contentsOf: scalars[index..<end])
                    undefined.append(name)
                }
                index = end
                continue
            }
            result.append(scalar)
            index += 1
        }
        var unique: [String] = []
        for name in undefined where !unique.contains(name) { unique.append(name) }
        return (String(String.UnicodeScalarView(result)), unique)
    }

    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// The index of the bracket closing the one at `open`, counting nested ones; nil when unclosed.
    private static func closing(_ scalars: [Unicode.Scalar], from open: Int) -> Int? {
        let (opener, closer): (Unicode.Scalar, Unicode.Scalar) = scalars[open] == "(" ? ("(", ")") : ("{", "}")
        var depth = 0
        for index in open..<scalars.count {
            if scalars[index] == opener { depth += 1 }
            if scalars[index] == closer {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// `:default=VALUE` among `modifiers`: what an undefined or empty setting becomes.
    private static func defaultValue(_ modifiers: ArraySlice<String>) -> String? {
        modifiers.first { $0.hasPrefix("default=") }.map { String($0.dropFirst(8)) }
    }

    /// `value` through each modifier in turn; an unknown modifier leaves it as it is.
    static func apply(_ modifiers: ArraySlice<String>, to value: String) -> String {
        var text = value
        for modifier in modifiers {
            switch modifier {
            case "lower": text = text.lowercased()
            case "upper": text = text.uppercased()
            case "rfc1034identifier":
                text = replacing(text, keep: { isAlphanumeric($0) || $0 == "-" || $0 == "." }, with: "-")
            case "c99extidentifier", "identifier":
                text = replacing(text, keep: { isAlphanumeric($0) || $0 == "_" }, with: "_")
                if let first = text.unicodeScalars.first, ("0"..."9").contains(first) { text = "_" + text }
            default:
                if modifier.hasPrefix("default="), text.isEmpty { text = String(modifier.dropFirst(8)) }
            }
        }
        return text
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        isNameStart(scalar) && scalar != "_" || ("0"..."9").contains(scalar)
    }

    private static func replacing(_ text: String, keep: (Unicode.Scalar) -> Bool, with replacement: Character) -> String
    {
        String(text.unicodeScalars.map { keep($0) ? Character($0) : replacement })
    }
}
