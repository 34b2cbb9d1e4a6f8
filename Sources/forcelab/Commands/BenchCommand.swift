/// `forcelab bench WHAT`: timings of the parts that have a budget.
enum BenchCommand: Command {
    static let name = "bench"
    static let summary = "time lint and layout (forcelab bench lint)"
    static let usage = "USAGE: forcelab bench lint [--runs N] [--layout-runs N] [--font PATH]"
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        var all = arguments.remaining
        guard let index = all.firstIndex(where: { !$0.hasPrefix("-") }) else {
            throw UsageError("bench needs what to time: lint")
        }
        let what = all.remove(at: index)
        var rest = Arguments(all)
        defer { arguments = rest }
        switch what {
        case "lint":
            return try LintBenchmark.run(&rest)
        default:
            throw UsageError("bench: unknown benchmark '\(what)'; known: lint")
        }
    }
}
