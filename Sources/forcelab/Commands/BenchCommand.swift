import Simulator

/// `forcelab bench`: the benchmarks the issues name, printed as figures (never pass/fail).
enum BenchCommand: Command {
    static let name = "bench"
    static let summary = "Print benchmark figures (render, classify, lint, ...)"
    static let usage = """
        USAGE: forcelab bench BENCHMARK [OPTIONS]

        Benchmarks print medians and tails; build with 'swift build -c release' first.

        BENCHMARKS:
          render [--scale N] [--frames N]   Home screen rendered headless (software renderer).
          play [--scale N] [--cycles N]     Playground frames while pressing (hint blur, menu), and memory.
          classify [OPTIONS]                The force classifier alone, and classify vs python3 json.
          lint [--runs N] [--layout-runs N] [--font PATH]
                                            forcelab lint on 4 items x 40 locales; one menu layout.
          lists [--scale N] [--frames N]    The Mail list scrolling and its peek hint (blur), headless.
          replay [--runs N] [--minutes M] [--frame-seconds S]
                                            forcelab replay: real-time factor without frames and with a
                                            PNG every step at scale 2; peak RSS at 1, 5, 10 minutes.

          calibrate [--presses N] [--runs N]
                                            calibrate --plot of 10,000 presses: read and cluster, plot, PNG.
          huge-title [--runs N]             lint of a 16 MiB Info.plist with a 15 MiB title (bounded work).

        """ + VideoBenchmark.usage + "\n\n" + ClassifyBenchmark.usage

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        var positionals = arguments.remaining.filter { !$0.hasPrefix("-") }
        guard let which = positionals.first else {
            throw UsageError("bench needs a benchmark name; see forcelab help bench")
        }
        if let index = arguments.remaining.firstIndex(of: which) {
            var rest = arguments.remaining
            rest.remove(at: index)
            arguments = Arguments(rest)
        }
        positionals.removeFirst()
        switch which {
        case "render": return try RenderBenchmark.run(&arguments)
        case "play": return try PlayBenchmark.run(&arguments)
        case "classify": return try ClassifyBenchmark.run(&arguments)
        case "lint": return try LintBenchmark.run(&arguments)
        case "lists": return try ListsBenchmark.run(&arguments)
        case "replay": return try ReplayBenchmark.run(&arguments)
        case "calibrate": return try CalibrateBenchmark.run(&arguments)
        case "huge-title": return try HugeTitleBenchmark.run(&arguments)
        case "video": return try VideoBenchmark.run(&arguments)
        default: throw UsageError("no benchmark named '\(which)'; see forcelab help bench")
        }
    }
}
