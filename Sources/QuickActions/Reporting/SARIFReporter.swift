/// SARIF 2.1.0 as GitHub code scanning reads it: one run, the rule table in
/// `tool.driver.rules`, one result per finding with its rule, level, message, location (a URI
/// relative to the repository root, `%SRCROOT%`, and the line) and a partial fingerprint that
/// does not move when lines above the finding are added.
enum SARIFReporter {
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The key of `partialFingerprints`: versioned, as SARIF §3.27.17 recommends.
    static let fingerprintKey = "forcelabFinding/v1"

    static func render(_ diagnostics: [Diagnostic], context: LintReportContext) -> String {
        let rules = ruleTable(context.rules, diagnostics)
        let index = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let results = diagnostics.map { result($0, ruleIndex: index[$0.rule] ?? 0, context: context) }
        let driver: JSONText = .object([
            ("name", .string("ForceLab")),
            ("version", .string(context.toolVersion)),
            ("semanticVersion", .string(context.toolVersion)),
            ("rules", .array(rules.map(rule))),
        ])
        let run: JSONText = .object([
            ("tool", .object([("driver", driver)])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        let log: JSONText = .object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        return log.rendered() + "\n"
    }

    /// The rules that ran, then any a finding names that the table lacks (so every ruleIndex is valid).
    static func ruleTable(_ rules: [RuleDescriptor], _ diagnostics: [Diagnostic]) -> [RuleDescriptor] {
        var rules = rules
        for d in diagnostics where !rules.contains(where: { $0.id == d.rule }) {
            rules.append(
                RuleDescriptor(
                    id: d.rule, name: d.rule, shortDescription: d.rule, fullDescription: d.rule,
                    defaultLevel: d.severity, help: ""))
        }
        return rules
    }

    /// A `reportingDescriptor` of `tool.driver.rules`.
    static func rule(_ rule: RuleDescriptor) -> JSONText {
        var help = rule.help
        if help.isEmpty { help = rule.shortDescription }
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.name)),
            ("shortDescription", .object([("text", .string(rule.shortDescription))])),
            ("fullDescription", .object([("text", .string(rule.fullDescription))])),
            ("defaultConfiguration", .object([("level", .string(level(rule.defaultLevel)))])),
            ("help", .object([("text", .string(help)), ("markdown", .string("**\(rule.id)**: \(help)"))])),
            (
                "properties",
                .object([("tags", .array([.string(rule.id.hasPrefix("HIG") ? "hig" : "quick-actions")]))])
            ),
        ])
    }

    /// One finding as a `result`: its rule, level, message, location and fingerprint.
    static func result(_ d: Diagnostic, ruleIndex: Int, context: LintReportContext) -> JSONText {
        let path = context.relativePath(d.file)
        var location: [(String, JSONText)] = [("uri", .string(PathText.uriReference(path)))]
        if !path.hasPrefix("/") { location.append(("uriBaseId", .string("%SRCROOT%"))) }
        var properties: [(String, JSONText)] = []
        if let item = d.item { properties.append(("item", .integer(item))) }
        if let locale = d.locale { properties.append(("locale", .string(locale))) }
        if let rendered = d.rendered { properties.append(("rendered", .array(rendered.map(JSONText.string)))) }
        // Without the line: a finding keeps its identity when lines above it move.
        let identity = [d.rule, path, d.item.map(String.init) ?? "-", d.locale ?? "-", d.message].joined(
            separator: "\u{1F}")
        let physicalLocation: JSONText = .object([
            ("artifactLocation", .object(location)),
            ("region", .object([("startLine", .integer(max(1, d.line)))])),
        ])
        var result: [(String, JSONText)] = [
            ("ruleId", .string(d.rule)),
            ("ruleIndex", .integer(ruleIndex)),
            ("level", .string(level(d.severity))),
            ("message", .object([("text", .string(d.message))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation)])])),
            ("partialFingerprints", .object([(fingerprintKey, .string(PathText.fingerprint(identity)))])),
        ]
        if !properties.isEmpty { result.append(("properties", .object(properties))) }
        return .object(result)
    }

    /// SARIF's `level`: `error`, `warning` or `note`, the same words as ForceLab's severities.
    static func level(_ severity: Severity) -> String { severity.rawValue }
}
