import ForceLabCommandLine
import ForceLabOptions
import ForceLabTools
import Simulator
import SourceFormats

extension BenchCommand {

    static func drawingRun(_ arguments: inout Arguments) throws -> Int32 {
        let positionals = try arguments.positionals()
        guard let which = positionals.first else {
            throw UsageError("bench needs a benchmark name; see forcelab help bench")
        }
        if positionals.count > 1 { throw UsageError("unexpected argument '\(positionals[1])'") }
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
        case "sheet": return try SheetBenchmark.run(&arguments)
        case "replay-frames": return try ReplayFramesBenchmark.run(&arguments)
        case "pictures": return try PicturesBenchmark.run(&arguments)
        case "startup": return try StartupBenchmark.run(&arguments)
        default: throw UsageError(Suggestions.unknown("benchmark", which, known: benchmarks))
        }
    }
}
