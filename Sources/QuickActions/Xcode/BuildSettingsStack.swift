import Foundation

/// A target's build settings in one configuration, resolved as Xcode resolves them: layers from
/// lowest to highest (Xcode's defaults, the project's xcconfig, the project's settings, the
/// target's xcconfig, the target's settings), where `$(inherited)` and a setting naming itself
/// mean the value below, and any other reference is the other setting's final value.
public struct BuildSettingsStack: Sendable {
    /// Where the target is built: what conditions (`[sdk=iphoneos*]`, `[config=Debug]`) match.
    public struct Context: Sendable {
        public var configuration: String
        public var sdk = "iphoneos"
        public var arch = "arm64"

        public init(configuration: String) { self.configuration = configuration }
    }

    /// Every value of each setting that applies, lowest first.
    private var values: [String: [String]] = [:]

    /// Builds the stack from `layers`, lowest first; assignments whose conditions do not match
    /// `context` are left out.
    public init(layers: [[BuildSettingAssignment]], context: Context) {
        for layer in layers {
            for assignment in layer where Self.matches(assignment.conditions, context) {
                values[assignment.name, default: []].append(assignment.value)
            }
        }
    }

    /// The names defined in any layer.
    public var names: [String] { values.keys.sorted() }

    /// The final value of `name`, nil when no layer defines it. References nobody defines stay
    /// as written.
    public func value(_ name: String) -> String? {
        var memo: [String: String] = [:]
        return value(name, memo: &memo)
    }

    /// Every setting's final value.
    public var resolved: [String: String] {
        var memo: [String: String] = [:]
        var table: [String: String] = [:]
        for name in values.keys { table[name] = value(name, memo: &memo) }
        return table
    }

    /// The final value of `name`, each setting's worked out once (`memo`), so a file of settings
    /// each naming the one before twice stays linear.
    private func value(_ name: String, memo: inout [String: String]) -> String? {
        guard let list = values[name] else { return nil }
        var visiting: Set<String> = []
        return evaluate(name, at: list.count - 1, visiting: &visiting, memo: &memo)
    }

    private func evaluate(_ name: String, at index: Int, visiting: inout Set<String>, memo: inout [String: String])
        -> String?
    {
        guard index >= 0, let list = values[name] else { return nil }
        let key = "\(name)#\(index)"
        if let known = memo[key] { return known }
        // A loop (A = $(B), B = $(A)) ends in the text as written, as it cannot be resolved.
        guard visiting.insert(key).inserted else { return nil }
        defer { visiting.remove(key) }
        var seen = visiting
        let expanded = BuildSettingExpander.expand(list[index], bare: true) { reference in
            if reference == "inherited" || reference == name {
                return evaluate(name, at: index - 1, visiting: &seen, memo: &memo) ?? ""
            }
            guard let others = values[reference] else { return nil }
            return evaluate(reference, at: others.count - 1, visiting: &seen, memo: &memo)
        }
        memo[key] = expanded.text
        return expanded.text
    }

    /// Whether every condition (`sdk=iphoneos*`, `arch=*`, `config=Debug`) holds in `context`.
    static func matches(_ conditions: [String], _ context: Context) -> Bool {
        conditions.allSatisfy { condition in
            let parts = condition.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return false }
            switch parts[0] {
            case "sdk": return glob(parts[1], matches: context.sdk)
            case "arch": return glob(parts[1], matches: context.arch)
            case "config": return glob(parts[1], matches: context.configuration)
            case "variant": return glob(parts[1], matches: "normal")
            default: return false
            }
        }
    }

    /// `pattern` with `*` wildcards against `text`.
    static func glob(_ pattern: String, matches text: String) -> Bool {
        let pieces = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        if pieces.count == 1 { return pattern == text }
        var rest = Substring(text)
        guard rest.hasPrefix(pieces[0]) else { return false }
        rest = rest.dropFirst(pieces[0].count)
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.hasSuffix(pieces.last!)
    }
}
