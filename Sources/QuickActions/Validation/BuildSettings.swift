/// Build settings in text (`$(PRODUCT_NAME)`, `${PRODUCT_NAME}`, `$(NAME:rfc1034identifier)`),
/// replaced by `--define NAME=VALUE` values when given.
public enum BuildSettings {
    /// `text` with every defined setting replaced, and the names of those left as written.
    public static func expand(_ text: String, defines: [String: String]) -> (text: String, undefined: [String]) {
        // A byte scan, not Foundation's `contains` (a UTF-16 search): a title may be 15 MiB.
        guard text.utf8.contains(UInt8(ascii: "$")) else { return (text, []) }
        var result = ""
        var undefined: [String] = []
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{" else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let closer: Character = rest[afterDollar] == "(" ? ")" : "}"
            guard let close = rest[afterDollar...].firstIndex(of: closer) else {
                result += rest[dollar...]
                rest = rest[rest.endIndex...]
                break
            }
            let inner = rest[rest.index(after: afterDollar)..<close]
            let name = String(inner.split(separator: ":", maxSplits: 1).first ?? "")
            if let value = defines[name] {
                result += value
            } else {
                result += rest[dollar...close]
                if !undefined.contains(name) { undefined.append(name) }
            }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return (result, undefined)
    }

    /// Whether `text` holds any `$(...)` or `${...}` setting.
    public static func containsSetting(_ text: String) -> Bool {
        text.contains("$(") || text.contains("${")
    }
}
