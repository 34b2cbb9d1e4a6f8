import Foundation
import SourceFormats

/// A project's `.forcelab.json`: rules turned off or re-levelled, paths left out, build
/// settings, and the default locale, device and iOS version of `forcelab lint`. Read with the
/// line of every value, so a bad one is `path:line: error: ...`. The command line wins over it.
public struct ProjectConfiguration: Equatable, Sendable {
    /// What a configuration does with one rule.
    public enum RuleSetting: Equatable, Sendable {
        case off
        case level(Severity)
    }

    /// The keys a configuration may hold, in the order the README documents them.
    public static let keys = ["rules", "exclude", "define", "locale", "device", "ios"]

    /// The file it was read from.
    public var path: String
    public var rules: [String: RuleSetting] = [:]
    /// Patterns relative to the file's folder (`Vendor/**`, `*.xcstrings`).
    public var exclude: [ExcludePattern] = []
    public var defines: [String: String] = [:]
    public var locale: String?
    public var device: String?
    /// The iOS version the menus follow, `"12"` or `"13.4"`.
    public var ios: String?
    /// The line of each top-level key's value, for errors found later (an unknown device).
    public var lines: [String: Int] = [:]

    public init(path: String) { self.path = path }

    /// The folder the exclude patterns are relative to.
    public var folder: String { FileSystemName.folder(of: path) }

    /// Parses `data`; `knownRules` are the IDs `rules` may name.
    public static func parse(_ data: Data, path: String, knownRules: Set<String>) throws -> ProjectConfiguration {
        let root = try PlistNode.readJSON(data, path: path)
        guard case .dictionary(let entries) = root.kind else {
            throw LoadError(
                path: path, line: root.line,
                "a .forcelab.json holds one JSON object ({\"rules\": {...}, \"exclude\": [...], ...})")
        }
        var config = ProjectConfiguration(path: path)
        var seen: Set<String> = []
        for (key, value) in entries {
            guard keys.contains(key) else {
                let near = keys.first { $0.lowercased() == key.lowercased() || $0 + "s" == key || $0 == key + "s" }
                throw config.error(
                    "unknown key \"\(key)\"" + (near.map { "; did you mean \"\($0)\"?" } ?? "")
                        + " (keys: \(keys.joined(separator: ", ")))", at: value)
            }
            guard seen.insert(key).inserted else { throw config.error("\"\(key)\" appears twice", at: value) }
            config.lines[key] = value.line
            try config.read(key, value, knownRules: knownRules)
        }
        return config
    }

    /// An error in the configuration at `node`'s line.
    private func error(_ message: String, at node: PlistNode) -> LoadError {
        LoadError(path: path, line: node.line, message)
    }

    /// Reads the value of the top-level key `key`, one of `keys`.
    private mutating func read(_ key: String, _ value: PlistNode, knownRules: Set<String>) throws {
        switch key {
        case "rules": try readRules(value, knownRules: knownRules)
        case "exclude": try readExclude(value)
        case "define": try readDefines(value)
        case "locale":
            guard let text = value.string, Self.isLocale(text) else {
                throw error(
                    "\"locale\" must be a locale such as \"de\", \"pt-BR\" or \"zh-Hans\", got \(Self.describe(value))",
                    at: value)
            }
            locale = text
        case "device":
            guard let text = value.string, !text.isEmpty else {
                throw error(
                    "\"device\" must be a device name such as \"iphone-xs\", got \(Self.describe(value))", at: value)
            }
            device = text
        case "ios":
            let text: String?
            switch value.kind {
            case .string(let s): text = s
            case .integer(let n): text = String(n)
            default: text = nil
            }
            guard let text, Self.isVersion(text) else {
                throw error(
                    "\"ios\" must be an iOS version such as \"12\" or \"13.4\", got \(Self.describe(value))", at: value)
            }
            ios = text
        default: break
        }
    }

    /// `"rules": {"QA012": "off", "QA005": "error"}`: each known rule at most once.
    private mutating func readRules(_ value: PlistNode, knownRules: Set<String>) throws {
        guard case .dictionary(let entries) = value.kind else {
            throw error("\"rules\" must be an object: {\"QA012\": \"off\", \"QA005\": \"error\"}", at: value)
        }
        for (id, setting) in entries {
            guard knownRules.contains(id) else {
                let hint =
                    knownRules.contains(id.uppercased())
                    ? "; rule IDs are upper case: \"\(id.uppercased())\""
                    : "; rules are QA001 to QA020 and HIG001 to HIG008"
                throw error("\"rules\": unknown rule \"\(id)\"" + hint, at: setting)
            }
            guard rules[id] == nil else { throw error("\"rules\": \"\(id)\" appears twice", at: setting) }
            switch setting.string {
            case "off"?: rules[id] = .off
            case let name? where Severity(rawValue: name) != nil:
                rules[id] = .level(Severity(rawValue: name)!)
            default:
                throw error(
                    "\"rules\": \"\(id)\" must be \"off\", \"error\", \"warning\" or \"note\", got \(Self.describe(setting))",
                    at: setting)
            }
        }
    }

    /// `"exclude": ["Vendor/**"]`: non-empty patterns relative to the configuration's folder.
    private mutating func readExclude(_ value: PlistNode) throws {
        guard let patterns = value.array else {
            throw error("\"exclude\" must be an array of path patterns: [\"Vendor/**\"]", at: value)
        }
        for pattern in patterns {
            guard let text = pattern.string, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw error(
                    "\"exclude\": each pattern must be a non-empty string, got \(Self.describe(pattern))", at: pattern)
            }
            guard !text.hasPrefix("/") else {
                throw error(
                    "\"exclude\": \"\(text)\" is absolute; patterns are relative to the folder of \(path)", at: pattern)
            }
            exclude.append(ExcludePattern(text))
        }
    }

    /// `"define": {"PRODUCT_NAME": "Mail"}`: build settings and their string values.
    private mutating func readDefines(_ value: PlistNode) throws {
        guard case .dictionary(let entries) = value.kind else {
            throw error("\"define\" must be an object of build settings: {\"PRODUCT_NAME\": \"Mail\"}", at: value)
        }
        for (name, setting) in entries {
            guard Self.isBuildSettingName(name) else {
                throw error(
                    "\"define\": \"\(name)\" is not a build setting name (letters, digits and _, not starting with a digit)",
                    at: setting)
            }
            guard let text = setting.string else {
                throw error("\"define\": \"\(name)\" must be a string, got \(Self.describe(setting))", at: setting)
            }
            defines[name] = text
        }
    }

    /// Whether `file` (as the command line names it, resolved against `workingDirectory`) is
    /// under the configuration's folder and matched by an exclude pattern.
    public func excludes(_ file: String, workingDirectory: String) -> Bool {
        guard !exclude.isEmpty else { return false }
        let absolute = PathText.standardized(file.hasPrefix("/") ? file : workingDirectory + "/" + file)
        let base = PathText.standardized(
            folder.hasPrefix("/") ? folder : workingDirectory + "/" + (folder.isEmpty ? "." : folder))
        let prefix = base == "/" ? "/" : base + "/"
        guard absolute.hasPrefix(prefix) else { return false }
        let relative = String(absolute.dropFirst(prefix.count))
        return exclude.contains { $0.matches(relative) }
    }

    /// The findings as configured: rules that are off dropped, re-levelled ones at their new
    /// severity, findings in excluded files dropped.
    public func apply(to diagnostics: [Diagnostic], workingDirectory: String) -> [Diagnostic] {
        diagnostics.compactMap { d in
            var d = d
            switch rules[d.rule] {
            case .off?: return nil
            case .level(let severity)?: d.severity = severity
            case nil: break
            }
            return excludes(d.file, workingDirectory: workingDirectory) ? nil : d
        }
    }

    private static func describe(_ node: PlistNode) -> String {
        switch node.kind {
        case .string(let s): return "\"\(s)\""
        case .integer(let n): return String(n)
        case .real(let x): return String(x)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array: return "an array"
        case .dictionary: return "an object"
        case .date, .data: return "a value"
        }
    }

    static func isBuildSettingName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy {
            $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
    }

    static func isLocale(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard let language = parts.first, (2...3).contains(language.count) || language == "Base",
            language.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count)
                && part.unicodeScalars.allSatisfy {
                    ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                }
        }
    }

    static func isVersion(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isNumber) }),
            let major = Int(parts[0])
        else { return false }
        return IOSRelease.isVersionNumber(major)
    }
}

/// One `exclude` pattern, matched against a path relative to the configuration's folder:
/// `*` and `?` within a name, `**` any number of folders; a pattern without `/` matches a name
/// at any depth (as in .gitignore); a pattern that matches a folder excludes all under it; a
/// last `/**` matches what is inside a folder, not the folder.
public struct ExcludePattern: Equatable, Sendable {
    public let text: String
    private let segments: [Substring]

    public init(_ text: String) {
        self.text = text
        var trimmed = Substring(text)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        var parts = trimmed.split(separator: "/", omittingEmptySubsequences: true)
        if parts.count == 1 && parts[0] != "**" { parts.insert("**", at: 0) }
        segments = parts
    }

    /// Whether `path` (relative, `/`-separated) or one of its folders matches.
    public func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/", omittingEmptySubsequences: true)
        for count in stride(from: names.count, through: 1, by: -1) where Self.match(segments[...], names[0..<count]) {
            return true
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ names: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return names.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            // A last `**` is what is inside (as in .gitignore): at least one name.
            if rest.isEmpty { return !names.isEmpty }
            var remaining = names
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let name = names.first, matchName(Array(first.unicodeScalars)[...], Array(name.unicodeScalars)[...])
        else { return false }
        return match(pattern.dropFirst(), names.dropFirst())
    }

    private static func matchName(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        if first == "*" {
            var remaining = name
            while true {
                if matchName(pattern.dropFirst(), remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let character = name.first, first == "?" || first == character else { return false }
        return matchName(pattern.dropFirst(), name.dropFirst())
    }
}
