/// `forcelab bench`: (being built; `bench classify` runs the force-engine benchmark).
enum BenchCommand: Command {
    static let name = "bench"
    static let summary = "(being built) benchmarks; `bench classify` measures the force engine"
    static let usage = "USAGE: forcelab bench classify [OPTIONS]\n\n" + ClassifyBenchmark.usage
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let positionals = arguments.remaining.filter { !$0.hasPrefix("-") }
        if positionals.first == "classify", let index = arguments.remaining.firstIndex(of: "classify") {
            var rest = arguments.remaining
            rest.remove(at: index)
            var classifyArguments = Arguments(rest)
            return try ClassifyBenchmark.run(&classifyArguments)
        }
        throw UsageError("bench is not built yet (only 'bench classify')")
    }
}
