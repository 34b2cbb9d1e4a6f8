#if canImport(Glibc)
import Glibc
#endif

/// Entry point: `forcelab [COMMAND] [OPTIONS]`; plain `forcelab` is `forcelab play`.
func runForceLab(_ raw: [String]) -> Int32 {
    var argv = raw
    if argv.first == "--help" || argv.first == "-h" || argv.first == "help" && argv.count == 1 {
        Console.out(Help.overview())
        return 0
    }
    if argv.first == "--version" {
        Console.out("forcelab \(Help.version)")
        return 0
    }
    if argv.first == "help" {
        let name = argv[1]
        guard let command = allCommands.first(where: { $0.name == name }) else {
            Console.error("forcelab: error: no command named '\(name)'; see forcelab --help")
            return 2
        }
        Console.out(command.usage)
        return 0
    }
    let command: Command.Type
    if let first = argv.first, !first.hasPrefix("-") {
        guard let found = allCommands.first(where: { $0.name == first }) else {
            Console.error("forcelab: error: no command named '\(first)'; see forcelab --help")
            return 2
        }
        command = found
        argv.removeFirst()
    } else {
        command = PlayCommand.self
    }
    if argv.contains("--help") || argv.contains("-h") {
        Console.out(command.usage)
        return 0
    }
    var arguments = Arguments(argv)
    do {
        return try command.run(&arguments)
    } catch {
        Console.error("\(error)")
        return 2
    }
}

setvbuf(stdout, nil, _IOFBF, 1 << 16)
let status = runForceLab(Array(CommandLine.arguments.dropFirst()))
fflush(stdout)
exit(status)
