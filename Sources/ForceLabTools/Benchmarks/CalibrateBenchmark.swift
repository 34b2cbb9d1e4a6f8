import ForceCore
import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import Foundation
import Simulator

/// `forcelab bench calibrate`: `calibrate --plot` on a generated recording of N presses in three
/// levels (default 10,000): reading and clustering, building the plot, drawing and writing the
/// PNG, each the median of several runs. Figures are reported, never asserted.
package enum CalibrateBenchmark {
    package static let usage = """
        USAGE: forcelab bench calibrate [--presses N] [--runs N]

          --presses N   presses in the generated recording, 33 samples each (default 10000)
          --runs N      timed runs; the median is reported (default 5)
        """

    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        let presses = try arguments.intOption("--presses", range: 1...1_000_000) ?? 10_000
        let runs = try arguments.intOption("--runs", range: 1...100) ?? 5
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcelab-bench-calibrate-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("presses.jsonl").path
        try OutputFile.write(recording(presses: presses), to: trace)
        let plotPath = directory.appendingPathComponent("plot.png").path
        let fonts = try PlotFile.fonts()
        let measurer = PlotFile.measurer(fonts: fonts)
        var read: [Double] = []
        var build: [Double] = []
        var draw: [Double] = []
        var total: [Double] = []
        var levels = 0
        var kept = 0
        for _ in 0..<runs {
            var calibration: Calibration?
            var plot: StreamedPlot?
            let t0 = Stopwatch.now()
            calibration = try Calibration.run(
                traces: [trace], base: .medium, target: .row, curvesIn: FileManager.default.temporaryDirectory.path)
            let t1 = Stopwatch.now()
            plot = CalibrationPlot.picture(calibration!, measurer: measurer)
            let t2 = Stopwatch.now()
            try PlotFile.write(plot!, fonts: fonts, to: plotPath)
            let t3 = Stopwatch.now()
            levels = calibration!.clustering.levels.count
            kept = calibration!.retainedBytes
            read.append(Double(t1 - t0) / 1e6)
            build.append(Double(t2 - t1) / 1e6)
            draw.append(Double(t3 - t2) / 1e6)
            total.append(Double(t3 - t0) / 1e6)
        }
        Console.out(
            "calibrate --plot: \(presses) presses (\(presses * 33) samples), \(levels) levels, \(runs) runs, median ms")
        Console.out("  read, cluster, classify  \(format2(Timings(read).median))")
        Console.out("  lay out the plot         \(format2(Timings(build).median))")
        Console.out("  draw (curves read back from their file) and write the PNG  \(format2(Timings(draw).median))")
        Console.out("  total (in process)       \(format2(Timings(total).median))")
        Console.out("  cluster the peaks alone  \(format2(clusterTime(presses: presses, runs: runs)))")
        Console.out(
            "kept through the pass: \(kept) bytes, \(kept / presses) a press (no sample: the curves wait in a temporary file)"
        )
        return 0
    }

    /// The median milliseconds `PeakClustering.cluster` takes over `presses` peaks in three
    /// noisy levels: the figure that shows the three-level search stays sub-quadratic (the old
    /// O(n^2) search made 25 million cost evaluations at 10,000 peaks).
    static func clusterTime(presses: Int, runs: Int) -> Double {
        var rng = UInt64(0x9E37_79B9_7F4A_7C15)
        let centres = [0.1, 0.45, 0.9]
        let peaks = (0..<presses).map { index -> Double in
            rng ^= rng << 13
            rng ^= rng >> 7
            rng ^= rng << 17
            return centres[index % 3] + (Double(rng % 1_000_000) / 1_000_000 - 0.5) * 0.08
        }
        var times: [Double] = []
        for _ in 0..<runs {
            let t0 = Stopwatch.now()
            let clustering = PeakClustering.cluster(peaks)
            times.append(Double(Stopwatch.now() - t0) / 1e6)
            withExtendedLifetime(clustering) {}
        }
        return Timings(times).median
    }

    /// Presses in three levels (0.1, 0.45, 0.9, ±0.04), 0.33 s each, 0.5 s apart.
    package static func recording(presses: Int) -> String {
        var rng = UInt64(0x2545_F491_4F6C_DD1D)
        func random() -> Double {
            rng ^= rng << 13
            rng ^= rng >> 7
            rng ^= rng << 17
            return Double(rng % 1_000_000) / 1_000_000
        }
        var lines = ["{\"forcelab\":\"recording\",\"version\":1}"]
        lines.reserveCapacity(presses * 33 + 1)
        let centres = [0.1, 0.45, 0.9]
        for index in 0..<presses {
            let t = Double(index) * 0.5
            let peak = centres[index % 3] + (random() - 0.5) * 0.08
            lines.append("{\"t\":\(formatFixed(t, decimals: 6)),\"type\":\"down\",\"x\":100,\"y\":200,\"force\":0.02}")
            for step in 1...25 {
                let force = 0.02 + (peak - 0.02) * Double(step) / 25
                lines.append(
                    "{\"t\":\(formatFixed(t + Double(step) * 0.008, decimals: 6)),\"type\":\"move\",\"x\":100,\"y\":200,\"force\":\(formatFixed(force, decimals: 5))}"
                )
            }
            for step in 1...5 {
                let force = peak * (1 - Double(step) / 6)
                lines.append(
                    "{\"t\":\(formatFixed(t + 0.2 + Double(step) * 0.02, decimals: 6)),\"type\":\"move\",\"x\":100,\"y\":200,\"force\":\(formatFixed(force, decimals: 5))}"
                )
            }
            lines.append("{\"t\":\(formatFixed(t + 0.33, decimals: 6)),\"type\":\"up\",\"x\":100,\"y\":200}")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
