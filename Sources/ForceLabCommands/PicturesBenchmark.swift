import ForceLabCommandLine
import ForceLabOptions
import ForceLabSDL
import ForceLabTools
import Foundation
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// `forcelab bench pictures`: `render` and `preview` run in this process (no process start-up,
/// no dynamic loading), each writing its PNG, and the two costliest steps of a preview alone:
/// the blur of the 1125x2436 home screen (reduced, blurred, sampled back) and its PNG encoding.
enum PicturesBenchmark {
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let runs = try arguments.intOption("--runs", range: 1...1000) ?? 20
        let resources = try Resources.locate(override: try arguments.option("--assets"))
        let app =
            try arguments.option("--app")
            ?? FileSystemName.join(resources.root, "Tests/Fixtures/real-plists/Floorp-Projects__floorp-ios")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcelab-bench-pictures-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let out = folder.appendingPathComponent("picture.png").path
        let render = try median(runs) {
            var words = try Arguments.parsing(["-o", out, "--assets", resources.root], table: RenderCommand.table)
            _ = try RenderCommand.run(&words)
        }
        let preview = try median(runs) {
            var words = try Arguments.parsing(
                [app, "-o", out, "--assets", resources.root, "--define", "MOZ_BUNDLE_DISPLAY_NAME=Firefox"],
                table: PreviewCommand.table)
            _ = try PreviewCommand.run(&words)
        }
        let picture = try PixelImage.load(out)
        let blur = try median(runs) {
            picture.pixels.withUnsafeBytes { source in
                let reduced = ReducedBlur(
                    argb: source.baseAddress!, pitch: picture.width * 4, width: picture.width, height: picture.height,
                    radius: 42)
                var target = [UInt32](unsafeUninitializedCapacity: picture.pixels.count) { _, count in
                    count = picture.pixels.count
                }
                target.withUnsafeMutableBytes {
                    reduced.draw(
                        into: $0.baseAddress!, pitch: picture.width * 4,
                        bounds: ReducedBlur.Bounds(width: picture.width, height: picture.height),
                        at: (0, 0), shade: 192)
                }
            }
        }
        var bytes = 0
        let png = try median(runs) {
            bytes =
                picture.pixels.withUnsafeBytes {
                    FastPNG.encode(
                        argb: $0.baseAddress!, width: picture.width, height: picture.height, pitch: picture.width * 4)
                }.count
        }
        Console.out(
            """
            bench pictures: in-process, no start-up (\(runs) runs each, medians):
            \(line("render -o OUT.png (default scene, iphone-xs, 1125x2436)", render))
            \(line("preview \(FileSystemName.name(of: app)) -o OUT.png", preview))
            \(line("of a preview: blur (reduce, blur, sample back)", blur))
            \(line("of a preview: PNG encoding (FastPNG, \(bytes) bytes)", png))
            """)
        return 0
    }

    /// The medians of `runs` timings of `body`, in milliseconds: wall time, the CPU time of this
    /// thread (what a loaded machine does not inflate much), and the CPU time of every thread of
    /// the process (the PNG of a large picture is deflated in two parts on two threads).
    private static func median(
        _ runs: Int, _ body: () throws -> Void
    ) throws -> (wall: Double, cpu: Double, allThreads: Double) {
        var wall: [Double] = []
        var cpu: [Double] = []
        var allThreads: [Double] = []
        for _ in 0..<runs {
            let (start, processStart) = (cpuTime(CLOCK_THREAD_CPUTIME_ID), cpuTime(CLOCK_PROCESS_CPUTIME_ID))
            wall.append(Double(try Stopwatch.time(body)) / 1e6)
            cpu.append(Double(cpuTime(CLOCK_THREAD_CPUTIME_ID) - start) / 1e6)
            allThreads.append(Double(cpuTime(CLOCK_PROCESS_CPUTIME_ID) - processStart) / 1e6)
        }
        return (Timings(wall).median, Timings(cpu).median, Timings(allThreads).median)
    }

    private static func cpuTime(_ clock: clockid_t) -> UInt64 {
        var spec = timespec()
        clock_gettime(clock, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    private static func line(_ label: String, _ time: (wall: Double, cpu: Double, allThreads: Double)) -> String {
        "  " + label.padding(toLength: 58, withPad: " ", startingAt: 0)
            + "\(format2(time.wall)) ms wall, \(format2(time.cpu)) ms CPU, \(format2(time.allThreads)) ms all threads"
    }
}
