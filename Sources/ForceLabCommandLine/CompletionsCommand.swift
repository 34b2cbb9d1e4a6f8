import ForceLabFiles
import ForceLabOptions
import SourceFormats

/// `forcelab completions bash|zsh|fish`: a completion script generated from the option tables.
package enum CompletionsCommand: Command {
    package static let table = CommandTable(
        name: "completions",
        summary: "Print a bash, zsh or fish completion script (commands, options, names, locales, files)",
        positionals: [
            PositionalSpec(name: "SHELL", help: "bash, zsh or fish.", completion: .words(["bash", "zsh", "fish"]))
        ],
        options: [SharedOptions.assets],
        discussion: """
            The script completes commands, every command's options, the values of --device, --scene
            and --profile (the names in this installation's Assets), --format and other fixed words,
            the localizations of the app named on the line (for --locale), and files.
            """,
        sections: [
            (
                "INSTALL",
                """
                  bash  source <(forcelab completions bash)      (or save it in ~/.local/share/bash-completion/completions/forcelab)
                  zsh   source <(forcelab completions zsh)       (in ~/.zshrc, after compinit)
                  fish  forcelab completions fish > ~/.config/fish/completions/forcelab.fish
                """
            )
        ],
        examples: [
            Example("completions bash", "the bash script"),
            Example("completions fish", "the fish script"),
        ])

    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        let given = try arguments.positionals()
        guard given.count == 1, let shell = given.first else {
            throw UsageError("completions needs a SHELL: bash, zsh or fish")
        }
        let resources = try Resources.locate(override: try arguments.option("--assets"))
        let names = CompletionScripts.Names(
            devices: resources.knownNames(in: "devices"), scenes: resources.knownNames(in: "scenes"))
        switch shell {
        case "bash": Console.out(CompletionScripts.bash(names))
        case "zsh": Console.out(CompletionScripts.zsh(names))
        case "fish": Console.out(CompletionScripts.fish(names))
        default: throw UsageError(Suggestions.unknown("shell", shell, known: ["bash", "zsh", "fish"]))
        }
        return 0
    }
}
