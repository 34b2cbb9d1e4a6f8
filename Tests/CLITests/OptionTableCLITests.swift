import Foundation
import TestSupport
import Testing

/// The option tables are the one source of the command line: help names every option a command
/// accepts, every option a command reads is in a table, no command reads the raw arguments, and
/// every example in every help text runs.
@Suite struct OptionTableCLITests {
    struct Table {
        var name: String
        var listed: Bool
        var options: [[String: Any]]
        var examples: [[String: Any]]
    }

    static func tables() async throws -> [Table] {
        let result = try await runForceLab(["tables"])
        #expect(result.status == 0, "\(result.stderr)")
        let array = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
        return array.map {
            Table(
                name: $0["name"] as? String ?? "", listed: $0["listed"] as? Bool ?? false,
                options: $0["options"] as? [[String: Any]] ?? [], examples: $0["examples"] as? [[String: Any]] ?? [])
        }
    }

    @Test func helpNamesEveryOptionItsTableAccepts() async throws {
        let tables = try await Self.tables()
        #expect(tables.count >= 13)
        for table in tables where table.listed {
            let help = try await runForceLab(["help", table.name])
            #expect(help.status == 0)
            let usage = help.stdout.components(separatedBy: "\n\n").first ?? ""
            for option in table.options {
                let name = option["name"] as? String ?? ""
                if option["hidden"] as? Bool == true {
                    #expect(!help.stdout.contains(name + " "), "\(table.name): hidden \(name) shown")
                    continue
                }
                #expect(help.stdout.contains("  \(name)") || help.stdout.contains(", \(name)"), "\(table.name) \(name)")
                let spelled = (option["alias"] as? String) ?? name
                #expect(usage.contains("[\(spelled)"), "\(table.name): usage lacks \(spelled)")
            }
        }
    }

    /// A spelling names one row of its table: a second row would be shown in help but never
    /// parsed (the first one wins), as `bench --app` once was.
    @Test func noTableSpellsAnOptionTwice() async throws {
        for table in try await Self.tables() {
            var seen: Set<String> = []
            for option in table.options {
                for spelling in [option["name"] as? String, option["alias"] as? String].compactMap({ $0 }) {
                    #expect(seen.insert(spelling).inserted, "\(table.name): \(spelling) is in its table twice")
                }
            }
        }
    }

    /// Every `--option` literal a command reads (`arguments.option("--x")` and its kin) is in some
    /// table, and nothing in the executable looks at the raw argument list but `main.swift`.
    @Test func noCommandReadsOptionsOutsideTheTablesOrTheRawArguments() async throws {
        let declared = Set(try await Self.tables().flatMap { $0.options.compactMap { $0["name"] as? String } })
        // The executable, its command line and drawing commands, and the libraries that read
        // its options (ForceLabTools' `parse`s, lint's options and command).
        let sources = packageRoot.appendingPathComponent("Sources")
        let folders = [
            "forcelab", "ForceLabCommandLine", "ForceLabCommands", "ForceLabOptions", "ForceLabTools", "ForceLabLint",
            "ForceLabLintCommand",
        ]
        let files = folders.flatMap { folder in
            (FileManager.default.enumerator(atPath: sources.appendingPathComponent(folder).path)?.compactMap {
                $0 as? String
            } ?? []).map { folder + "/" + $0 }
        }
        let read = try NSRegularExpression(
            pattern:
                #"arguments\.(?:option|options|flag|intOption|doubleOption|given|outputOption|folderOption|optionGroups)\("(-[^"]*)""#
        )
        // Lists of options read together (`optionGroups`' followers: `xcodeOptions`).
        let list = try NSRegularExpression(pattern: #"static let \w*[oO]ptions = \[([^\]]*)\]"#)
        let quoted = try NSRegularExpression(pattern: #""(-[^"]*)""#)
        var seen = 0
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            var names = read.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                (text as NSString).substring(with: $0.range(at: 1))
            }
            for match in list.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let body = (text as NSString).substring(with: match.range(at: 1))
                names += quoted.matches(in: body, range: NSRange(body.startIndex..., in: body)).map {
                    (body as NSString).substring(with: $0.range(at: 1))
                }
            }
            for name in names {
                seen += 1
                #expect(declared.contains(name), "\(file) reads \(name), which no option table declares")
            }
            if file != "forcelab/main.swift" {
                // Only where the program finds itself (argv[0]) may CommandLine.arguments appear.
                let raw = text.components(separatedBy: "CommandLine.arguments").dropFirst()
                #expect(raw.allSatisfy { $0.hasPrefix("[0]") }, "\(file) reads CommandLine.arguments")
                #expect(!text.contains(".remaining"), "\(file) reads unparsed arguments")
            }
        }
        #expect(seen > 100)
    }

    /// Every example of every help text, run as a user would paste it (through the shell), in a
    /// folder of its own that sees the repository's Assets and Tests.
    @Test func everyHelpExampleRuns() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-examples-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Assets", "Tests"] {
            try FileManager.default.createSymbolicLink(
                at: folder.appendingPathComponent(name), withDestinationURL: packageRoot.appendingPathComponent(name))
        }
        var count = 0
        for table in try await Self.tables() {
            for example in table.examples {
                let line = example["line"] as? String ?? ""
                let display = example["needsDisplay"] as? Bool ?? false
                let expected = display ? 2 : (example["status"] as? Int ?? 0)
                let result = try await runShell(
                    "cd '\(folder.path)' && exec '\(forcelabBinary.path)' \(line)",
                    env: ["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "2", "DISPLAY": "", "WAYLAND_DISPLAY": ""])
                #expect(Int(result.status) == expected, "forcelab \(line): \(result.stderr)")
                if display { #expect(result.stderr.contains("forcelab render"), "forcelab \(line): \(result.stderr)") }
                count += 1
            }
        }
        #expect(count >= 20)
    }

    @Test func optionSpellingsParseAlike() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-spell-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spaced = try await runForceLab(["layout", "--format", "text", "--scene", "default"])
        let joined = try await runForceLab(["layout", "--format=text", "--scene=default"])
        #expect(spaced.status == 0 && spaced.stdout == joined.stdout)
        // After `--` everything is positional, flags included.
        let dashes = try await runForceLab(["lint", "--", "--strict"])
        #expect(dashes.status == 2)
        #expect(dashes.stderr.hasPrefix("--strict:"), "\(dashes.stderr)")
        let flagValue = try await runForceLab(["devices", "--sources=yes"])
        #expect(flagValue.stderr == "forcelab: error: --sources takes no value, got '--sources=yes'\n")
        let missing = try await runForceLab(["layout", "--scene"])
        #expect(missing.stderr == "forcelab: error: --scene needs a value\n")
        let choice = try await runForceLab(["layout", "--format", "jsn"])
        #expect(choice.stderr == "forcelab: error: --format expects json or text, got 'jsn'; did you mean 'json'?\n")
        let help = try await runForceLab(["render", "--page", "x", "-h"])
        #expect(help.status == 0 && help.stdout.hasPrefix("USAGE: forcelab render"))
    }

    /// `make docs` output: Docs/COMMANDS.md is what `forcelab reference` writes now.
    @Test func commandReferenceIsCurrent() async throws {
        let result = try await runForceLab(["reference"])
        #expect(result.status == 0)
        let file = try String(
            contentsOf: packageRoot.appendingPathComponent("Docs/COMMANDS.md"), encoding: .utf8)
        #expect(file == result.stdout, "Docs/COMMANDS.md is out of date: run make docs")
        for name in ["render", "lint", "replay", "rules", "completions"] {
            #expect(file.contains("## forcelab \(name)"))
        }
    }
}
