import ForceCore
import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `forcelab bench classify`: the classifier alone on synthetic samples in memory (samples/s),
/// the trace reader alone on a generated 1,000,000-sample recording with and without its fast
/// path, then `forcelab classify`, `calibrate` and `compare` on that file against Python readers
/// of it (`json.loads` and, when installed, `orjson.loads`), in one run. Figures are reported,
/// never asserted. Timing reads the monotonic clock here, in the executable; ForceCore never does.
package enum ClassifyBenchmark {
    package static let usage = """
        USAGE: forcelab bench classify [--samples N] [--lines N] [--runs N] [--no-python]

          --samples N   synthetic samples for the classifier-alone run (default 10000000)
          --lines N     samples in the generated JSONL recording (default 1000000)
          --runs N      timed runs of each measurement; the median is reported (default 5)
          --no-python   skip the python3 comparisons (json, and orjson when python3 can import it)
        """

    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        let sampleCount = try arguments.intOption("--samples", range: 1...500_000_000) ?? 10_000_000
        let lineCount = try arguments.intOption("--lines", range: 1...100_000_000) ?? 1_000_000
        let runs = try arguments.intOption("--runs", range: 1...100) ?? 5
        let skipPython = arguments.flag("--no-python")

        classifierAlone(sampleCount: sampleCount, runs: runs)
        try onARecording(lineCount: lineCount, runs: runs, skipPython: skipPython)
        return 0
    }

    /// The classifier alone on synthetic samples in memory, for each target.
    static func classifierAlone(sampleCount: Int, runs: Int) {
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
    }

    /// The reader alone, then classify, calibrate, compare and the Python readers, on one
    /// generated recording, in one run.
    static func onARecording(lineCount: Int, runs: Int, skipPython: Bool) throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/bench-\(lineCount).jsonl"
        try writeRecording(path: path, count: lineCount)
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        Console.out(
            "\nthe reader, classify, calibrate and compare on a \(lineCount)-sample recording (\(format(Double(size) / 1e6, 1)) MB), \(runs) runs, median"
        )
        try readerAlone(path: path, lines: lineCount, bytes: size, runs: runs)
        let executable = currentExecutable()
        func line(_ name: String, _ time: Double) {
            Console.out(
                "  \(name.padded(to: 20)) \(format(time * 1000, 1)) ms  \(format(Double(lineCount) / time / 1e6, 2)) M lines/s  \(format(Double(size) / time / 1e6, 0)) MB/s"
            )
        }
        let swiftTime = try medianTime(runs: runs, executable, ["classify", "--target", "row", path])
        line("forcelab classify", swiftTime)
        line("forcelab calibrate", try medianTime(runs: runs, executable, ["calibrate", path]))
        line(
            "forcelab compare",
            try medianTime(runs: runs, executable, ["compare", path, "--profile", "light", "--profile", "firm"]))
        guard !skipPython else { return }
        let readers = [
            ("python3 json.loads", "import json,sys; [json.loads(l) for l in open(sys.argv[1])]"),
            ("python3 orjson.loads", "import orjson,sys; [orjson.loads(l) for l in open(sys.argv[1],'rb')]"),
        ]
        let hasOrjson = pythonHasOrjson()
        for (name, script) in readers {
            guard hasOrjson || !name.contains("orjson") else {
                Console.out("  \(name.padded(to: 20)) skipped: python3 cannot import orjson (pip install orjson)")
                continue
            }
            let time = try medianTime(runs: runs, "/usr/bin/env", ["python3", "-c", script, path])
            line(name, time)
            Console.out(
                "  ratio: forcelab classify is \(format(time / swiftTime, 2))x faster than \(name) (target: at least 3x orjson)"
            )
        }
    }

    /// The trace reader alone, in this process: every event of the file read with the fast path
    /// for recording lines and without it (the full JSON reader on every line).
    static func readerAlone(path: String, lines: Int, bytes: Int, runs: Int) throws {
        for fast in [true, false] {
            var options = TraceOptions()
            options.recordingFastPath = fast
            var times: [Double] = []
            for _ in 0..<runs {
                let start = monotonicSeconds()
                let reader = try TraceReader.open(path: path, options: options)
                var count = 0
                while try reader.next() != nil { count += 1 }
                times.append(monotonicSeconds() - start)
                guard count == lines else { throw ToolError("forcelab: error: read \(count) events, not \(lines)") }
            }
            let median = times.sorted()[times.count / 2]
            let name = fast ? "reader, fast path" : "reader, full JSON"
            Console.out(
                "  \(name.padded(to: 20)) \(format(median * 1000, 1)) ms  \(format(Double(lines) / median / 1e6, 2)) M lines/s  \(format(Double(bytes) / median / 1e6, 0)) MB/s  (in process)"
            )
        }
    }

    static func pythonHasOrjson() -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import orjson"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
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

    /// The median of `runs` whole processes, each timed from `posix_spawn` to its exit
    /// (Foundation's `Process` added about 45 ms of its own to each).
    static func medianTime(runs: Int, _ executable: String, _ arguments: [String]) throws -> Double {
        var times: [Double] = []
        for _ in 0..<runs { times.append(try StartupBenchmark.spawnTime(executable, arguments)) }
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
