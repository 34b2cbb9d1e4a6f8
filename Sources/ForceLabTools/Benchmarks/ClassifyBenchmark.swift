import ForceCore
import ForceLabOptions
import ForceLabSDL
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `forcelab bench classify`: the classifier alone on synthetic samples in memory (samples/s),
/// then `forcelab classify` on a generated 1,000,000-sample recording against a Python reader of
/// the same file. Figures are reported, never asserted. Timing reads the monotonic clock here, in
/// the executable; ForceCore never does.
package enum ClassifyBenchmark {
    package static let usage = """
        USAGE: forcelab bench classify [--samples N] [--lines N] [--runs N] [--no-python]

          --samples N   synthetic samples for the classifier-alone run (default 10000000)
          --lines N     samples in the generated JSONL recording (default 1000000)
          --runs N      timed runs of each measurement; the median is reported (default 5)
          --no-python   skip the python3 comparison
        """

    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        let sampleCount = try arguments.intOption("--samples", range: 1...500_000_000) ?? 10_000_000
        let lineCount = try arguments.intOption("--lines", range: 1...100_000_000) ?? 1_000_000
        let runs = try arguments.intOption("--runs", range: 1...100) ?? 5
        let skipPython = arguments.flag("--no-python")

        let samples = syntheticSamples(count: sampleCount)
        Console.out("classifier alone: \(sampleCount) synthetic samples, \(runs) runs, median")
        for target in TargetKind.allCases {
            var times: [Double] = []
            var eventTotal = 0
            for _ in 0..<runs {
                var classifier = ForceClassifier(profile: .medium, target: target)
                var events: [GestureEvent] = []
                events.reserveCapacity(1024)
                eventTotal = 0
                let start = monotonicSeconds()
                for sample in samples {
                    classifier.process(sample, into: &events)
                    if events.count > 1000 {
                        eventTotal += events.count
                        events.removeAll(keepingCapacity: true)
                    }
                }
                times.append(monotonicSeconds() - start)
                eventTotal += events.count
            }
            let median = times.sorted()[times.count / 2]
            let rate = Double(sampleCount) / median
            Console.out(
                "  target \(target.rawValue.padded(to: 6)) \(format(median * 1000, 1)) ms  \(format(rate / 1e6, 1)) M samples/s  (\(eventTotal) events)"
            )
        }

        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/bench-\(lineCount).jsonl"
        try writeRecording(path: path, count: lineCount)
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        Console.out(
            "\nforcelab classify on a \(lineCount)-sample recording (\(format(Double(size) / 1e6, 1)) MB), \(runs) runs, median"
        )
        let executable = currentExecutable()
        let swiftTime = try medianTime(runs: runs, executable, ["classify", "--target", "row", path])
        Console.out(
            "  forcelab classify  \(format(swiftTime * 1000, 1)) ms  \(format(Double(lineCount) / swiftTime / 1e6, 2)) M lines/s"
        )
        if !skipPython {
            let script = "import json,sys; [json.loads(l) for l in open(sys.argv[1])]"
            let pythonTime = try medianTime(runs: runs, "/usr/bin/env", ["python3", "-c", script, path])
            Console.out(
                "  python3 json.loads \(format(pythonTime * 1000, 1)) ms  \(format(Double(lineCount) / pythonTime / 1e6, 2)) M lines/s"
            )
            Console.out(
                "  ratio: forcelab classify is \(format(pythonTime / swiftTime, 2))x faster than python3 (target: at least 3x)"
            )
        }
        return 0
    }

    /// Deterministic presses: 200-sample contacts ramping to a peak force drawn from a seeded LCG.
    static func syntheticSamples(count: Int) -> [PressureSample] {
        var samples: [PressureSample] = []
        samples.reserveCapacity(count)
        var seed: UInt64 = 0x5EED
        var time: Int64 = 0
        while samples.count < count {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let peak = 0.1 + Double(seed >> 11) / Double(1 << 53) * 0.85
            let length = 200
            let position = samples.count % length
            let phase: TouchPhase = position == 0 ? .down : position == length - 1 ? .up : .move
            let ramp = Double(min(position, length - position)) / Double(length / 2)
            let jitter = Double((seed >> 20) & 0xFF) / 255 * 0.02
            samples.append(
                PressureSample(
                    time: time, x: 187.5 + jitter * 50, y: 406, force: phase == .up ? 0 : min(peak * ramp + jitter, 1),
                    phase: phase))
            time += 4000
        }
        return samples
    }

    static func writeRecording(path: String, count: Int) throws {
        let file = try OutputFile(path: path)
        let writer = RecordingWriter(header: RecordingHeader(device: "iphone-xs", scene: "default"))
        var text = writer.headerLine() + "\n"
        for sample in syntheticSamples(count: count) {
            text += writer.line(for: .touch(sample))
            text += "\n"
            if text.utf8.count > 1 << 20 {
                try file.write(text)
                text = ""
            }
        }
        try file.write(text)
        try file.commit()
    }

    static func medianTime(runs: Int, _ executable: String, _ arguments: [String]) throws -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            let start = monotonicSeconds()
            try process.run()
            process.waitUntilExit()
            times.append(monotonicSeconds() - start)
            guard process.terminationStatus == 0 else {
                throw ToolError(
                    "forcelab: error: benchmark run of \(executable) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)"
                )
            }
        }
        return times.sorted()[times.count / 2]
    }

    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    static func currentExecutable() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 { return String(cString: buffer) }
        return CommandLine.arguments[0]
    }

    static func makeTemporaryDirectory() throws -> String {
        var template = Array((NSTemporaryDirectory() + "/forcelab-bench-XXXXXX").utf8CString)
        guard let result = mkdtemp(&template) else {
            throw ToolError("forcelab: error: cannot create a temporary directory")
        }
        return String(cString: result)
    }

    package static func format(_ value: Double, _ decimals: Int) -> String {
        formatFixed(value, decimals: decimals, trim: false)
    }
}
