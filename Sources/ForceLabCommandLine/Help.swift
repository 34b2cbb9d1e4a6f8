import ForceLabOptions

/// The text of `forcelab --help`.
package enum Help {
    package static let version = "0.1.0"

    package static func overview() -> String {
        var lines = [
            "forcelab: a desktop simulator of iPhone 3D Touch and home-screen quick actions.",
            "",
            "USAGE: forcelab [COMMAND] [OPTIONS]   (no command: forcelab play)",
            "",
            "COMMANDS:",
        ]
        let width = allCommands.map { $0.name.count }.max() ?? 8
        for command in allCommands {
            lines.append("  " + command.name.padded(to: width + 2) + command.summary)
        }
        lines += [
            "",
            "Run 'forcelab help COMMAND' or 'forcelab COMMAND --help' for a command's options.",
            "Assets are found next to the package (or FORCELAB_ASSETS / --assets DIR).",
        ]
        return lines.joined(separator: "\n")
    }
}
