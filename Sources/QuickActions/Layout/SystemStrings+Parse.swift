import SourceFormats

// Reading `Assets/system-strings.json`: the bytes come from the shell (BoundedFile); every
// problem is a `path:line: error:` at the value at fault.
extension SystemStrings {
    /// The keys a language's object may have.
    static let languageKeys = ["source", "reconstructed", "items", "labels"]

    /// Parses the table from the file's bytes. A language needs a `source` or a `reconstructed`
    /// reason; item keys must be known ones; every value is a non-empty string.
    public static func parse(_ bytes: [UInt8], path: String) throws(LoadError) -> SystemStrings {
        let root = try JSONReader.parse(bytes, path: path)
        guard let members = root.members else {
            throw LoadError(
                path: path, line: root.line, "expected an object with \"languages\", got \(root.kindDescription)")
        }
        for member in members where !["comment", "languages"].contains(member.key) {
            throw LoadError(
                path: path, line: member.keyLocation.line,
                "unknown key '\(member.key)' (expected \"comment\" and \"languages\")")
        }
        guard let table = root["languages"], let entries = table.members else {
            throw LoadError(path: path, line: root["languages"]?.line ?? root.line, "\"languages\" must be an object")
        }
        var languages: [String: Language] = [:]
        for entry in entries {
            if languages[entry.key] != nil {
                throw LoadError(path: path, line: entry.keyLocation.line, "language '\(entry.key)' is listed twice")
            }
            languages[entry.key] = try language(entry, path: path)
        }
        return SystemStrings(languages: languages)
    }

    private static func language(_ entry: JSONMember, path: String) throws(LoadError) -> Language {
        let node = entry.value
        guard let members = node.members else {
            throw LoadError(path: path, line: node.line, "language '\(entry.key)' must be an object")
        }
        for member in members where !languageKeys.contains(member.key) {
            let hint = Suggestions.phrase(for: member.key, in: languageKeys).map { "; \($0)" } ?? ""
            throw LoadError(
                path: path, line: member.keyLocation.line,
                "unknown key '\(member.key)' in language '\(entry.key)'\(hint)")
        }
        let source = try text(node["source"], "source", path: path)
        let reconstructed = try text(node["reconstructed"], "reconstructed", path: path)
        if source == nil && reconstructed == nil {
            throw LoadError(
                path: path, line: entry.keyLocation.line,
                "language '\(entry.key)' names no \"source\" and no \"reconstructed\" reason")
        }
        let items = try strings(node["items"], "items", known: itemKeys, path: path)
        let labels = try strings(node["labels"], "labels", known: nil, path: path)
        return Language(items: items, labels: labels, source: source, reconstructed: reconstructed)
    }

    private static func text(_ node: JSONNode?, _ key: String, path: String) throws(LoadError) -> String? {
        guard let node else { return nil }
        guard let text = node.string, !text.isEmpty else {
            throw LoadError(
                path: path, line: node.line, "\"\(key)\" must be a non-empty string, got \(node.kindDescription)")
        }
        return text
    }

    private static func strings(_ node: JSONNode?, _ key: String, known: [String]?, path: String) throws(LoadError)
        -> [String: String]
    {
        guard let node else { return [:] }
        guard let members = node.members else {
            throw LoadError(path: path, line: node.line, "\"\(key)\" must be an object of strings")
        }
        var result: [String: String] = [:]
        for member in members {
            if let known, !known.contains(member.key) {
                let hint = Suggestions.phrase(for: member.key, in: known).map { "; \($0)" } ?? ""
                throw LoadError(path: path, line: member.keyLocation.line, "unknown item '\(member.key)'\(hint)")
            }
            result[member.key] = try text(member.value, member.key, path: path)
        }
        return result
    }
}
