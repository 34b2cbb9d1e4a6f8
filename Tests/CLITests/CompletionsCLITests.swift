import Foundation
import TestSupport
import Testing

/// `forcelab completions`: the bash script is sourced and its function called with COMP_WORDS,
/// as bash calls it on Tab.
@Suite struct CompletionsCLITests {
    /// What `_forcelab` offers for `words` (the last one being typed), one per line.
    static func complete(_ words: [String]) async throws -> [String] {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let script = """
            source <('\(forcelabBinary.path)' completions bash) || exit 9
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            _forcelab; printf '%s\\n' "${COMPREPLY[@]}"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = packageRoot
        let result = try await runToEnd(process, stdin: nil)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesCommandsOptionsNamesLocalesAndFiles() async throws {
        #expect(try await Self.complete(["forcelab", "rend"]) == ["render"])
        #expect(try await Self.complete(["forcelab", "co"]) == ["compare", "completions"])
        #expect(try await Self.complete(["forcelab", "render", "--dev"]) == ["--device"])
        #expect(
            try await Self.complete(["forcelab", "lint", "--all-"]) == [
                "--all-locales", "--all-devices", "--all-text-sizes",
            ])
        #expect(
            try await Self.complete(["forcelab", "render", "--device", "iphone-15-p"]) == [
                "iphone-15-plus", "iphone-15-pro", "iphone-15-pro-max",
            ])
        #expect(try await Self.complete(["forcelab", "layout", "--scene", "def"]) == ["default"])
        #expect(try await Self.complete(["forcelab", "classify", "--profile", "fi"]).contains("firm"))
        #expect(try await Self.complete(["forcelab", "classify", "--target", ""]) == ["plain", "row", "icon"])
        // The localizations of the app on the line.
        #expect(try await Self.complete(["forcelab", "lint", "Assets/apps/Mail", "--locale", "f"]) == ["fr"])
        #expect(
            try await Self.complete(["forcelab", "preview", "--app", "Assets/apps/Mail", "--locale", "j"]) == ["ja"])
        // Files for paths.
        #expect(try await Self.complete(["forcelab", "lint", "Assets/apps/Mai"]) == ["Assets/apps/Mail"])
        #expect(try await Self.complete(["forcelab", "rules", "QA01"]).count == 10)
        // No command: play's options.
        #expect(try await Self.complete(["forcelab", "--hu"]) == ["--hud"])
    }

    @Test func everyShellGetsAScriptAndAnUnknownOneIsAUsageError() async throws {
        for shell in ["bash", "zsh", "fish"] {
            let result = try await runForceLab(["completions", shell])
            #expect(result.status == 0)
            #expect(result.stdout.contains("max-diff-pixels"), "\(shell)")
        }
        let fish = try await runForceLab(["completions", "fish"])
        #expect(fish.stdout.contains("-n '__fish_seen_subcommand_from render' -l output -s o -r -F"))
        let typo = try await runForceLab(["completions", "bahs"])
        #expect(typo.status == 2)
        #expect(typo.stderr == "forcelab: error: no shell named 'bahs'; did you mean 'bash'?\n")
    }
}
