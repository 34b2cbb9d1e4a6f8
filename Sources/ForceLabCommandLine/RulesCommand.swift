import ForceLabFiles
import ForceLabOptions
import QuickActions
import Simulator
import SourceFormats

/// `forcelab rules`: the lint rules, listed or one explained, from the same descriptors the
/// SARIF report carries, so the two cannot say different things.
package enum RulesCommand: Command {
    package static let table = CommandTable(
        name: "rules",
        summary: "List the lint rules (QA, HIG) or explain one: what it checks, why, an example, the fix",
        positionals: [
            PositionalSpec(
                name: "ID", help: "A rule ID (QA005, HIG003): explain that rule.", optional: true,
                completion: .words(allDescriptors.map(\.id)))
        ],
        options: [SharedOptions.format(["text", "json"], "text, or json (the SARIF rule objects' fields).")],
        discussion: """
            Without ID, one line a rule: its ID, default severity and what it reports. With ID, the
            rule in full: what it checks and why (with the HIG or documentation source), an example
            that triggers it and how to fix it. The text is the one 'lint --format sarif' puts in
            its rule table.
            """,
        examples: [
            Example("rules", "every rule, one line each"),
            Example("rules QA005", "why a title with a subtitle must fit one line, and the fix"),
        ])

    static var allDescriptors: [RuleDescriptor] {
        Rule.allCases.map(\.descriptor) + HIGRule.allCases.map(\.descriptor)
    }

    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        let json = try arguments.option("--format") == "json"
        let given = try arguments.positionals()
        if given.count > 1 { throw UsageError("unexpected argument '\(given[1])'") }
        let rules = allDescriptors
        guard let wanted = given.first else {
            if json {
                Console.out(JSONValue.array(rules.map(object)).text)
            } else {
                let width = rules.map(\.id.count).max() ?? 6
                for rule in rules {
                    Console.out(
                        rule.id.padded(to: width + 2) + rule.defaultLevel.rawValue.padded(to: 9) + rule.shortDescription
                    )
                }
            }
            return 0
        }
        guard let rule = rules.first(where: { $0.id == wanted.uppercased() }) else {
            throw UsageError(Suggestions.unknown("rule", wanted, known: rules.map(\.id)))
        }
        Console.out(json ? object(rule).text : explanation(rule))
        return 0
    }

    /// The explanation of one rule, from its descriptor.
    static func explanation(_ rule: RuleDescriptor) -> String {
        func paragraph(_ text: String) -> String {
            let words = text.split(separator: " ").map(String.init)
            let lines = HelpGenerator.wrap(words, first: "", indent: "", width: HelpGenerator.width - 2)
            return lines.map { "  " + $0 }.joined(separator: "\n")
        }
        return [
            "\(rule.id) \(rule.name) (\(rule.defaultLevel.rawValue))", paragraph(rule.shortDescription), "",
            "WHAT IT CHECKS AND WHY:", paragraph(rule.fullDescription), "", "EXAMPLE:", paragraph(rule.example), "",
            "FIX:", paragraph(rule.help), "", "SOURCE:", paragraph(rule.source),
        ].joined(separator: "\n")
    }

    static func object(_ rule: RuleDescriptor) -> JSONValue {
        .object([
            ("id", .string(rule.id)), ("name", .string(rule.name)), ("level", .string(rule.defaultLevel.rawValue)),
            ("shortDescription", .string(rule.shortDescription)), ("fullDescription", .string(rule.fullDescription)),
            ("help", .string(rule.help)), ("example", .string(rule.example)), ("source", .string(rule.source)),
        ])
    }
}
