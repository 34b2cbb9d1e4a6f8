import ForceLabOptions

/// Every command, in the order `forcelab --help` lists them: the order a newcomer meets them.
/// Add new commands here.
package let allCommands: [Command.Type] = [
    PlayCommand.self,
    RenderCommand.self,
    LayoutCommand.self,
    DevicesCommand.self,
    LintCommand.self,
    RulesCommand.self,
    PreviewCommand.self,
    ClassifyCommand.self,
    CalibrateCommand.self,
    CompareCommand.self,
    ReplayCommand.self,
    BenchCommand.self,
    CompletionsCommand.self,
]

/// Commands that tools use and help does not list: the tables as JSON (tests) and the command
/// reference as Markdown (`make docs`).
package let toolCommands: [Command.Type] = [TablesCommand.self, ReferenceCommand.self]
