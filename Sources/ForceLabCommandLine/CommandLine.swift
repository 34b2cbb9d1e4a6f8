import ForceLabOptions
import SourceFormats

/// Entry point: `forcelab [COMMAND] [OPTIONS]`; plain `forcelab` is `forcelab play`.
package func runForceLab(_ raw: [String]) -> Int32 {
    var argv = raw
    if argv.first == "--help" || argv.first == "-h" || argv.first == "help" && argv.count == 1 {
        Console.out(Help.overview())
        return 0
    }
    if argv.first == "--version" {
        Console.out("forcelab \(Help.version)")
        return 0
    }
    do {
        if argv.first == "help" {
            Console.out(try findCommand(argv[1]).usage)
            return 0
        }
        var command: Command.Type = PlayCommand.self
        if let first = argv.first, !first.hasPrefix("-") {
            command = try findCommand(first)
            argv.removeFirst()
        }
        switch try ArgumentParser.parse(argv, table: command.table) {
        case .help:
            Console.out(command.usage)
            return 0
        case .parsed(var arguments):
            return try command.run(&arguments)
        }
    } catch let interruption as SignalInterruption {
        Console.error("\(interruption)")
        return 128 + interruption.signal
    } catch {
        Console.error("\(error)")
        return 2
    }
}

/// The command called `name`, or a usage error with the closest names.
package func findCommand(_ name: String) throws -> Command.Type {
    if let found = (allCommands + toolCommands).first(where: { $0.name == name }) { return found }
    let phrase = Suggestions.phrase(for: name, in: allCommands.map { $0.name }) ?? "see forcelab --help"
    throw UsageError("no command named '\(name)'; \(phrase)")
}
