import ForceLabOptions
import ForceLabSDL
import ForceLabText
import Simulator

/// `forcelab bench render`: frame times of the home screen rendered headless.
package enum RenderBenchmark {
    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        let frames = try arguments.intOption("--frames", range: 10...100_000) ?? 500
        let stage = try StageOptions.parse(&arguments)
        let fonts = try stage.makeFonts()
        let measurer = TTFTextMeasurer(library: fonts, scale: stage.scale)
        let home = HomeScreenRenderer(
            scene: stage.scene, layout: HomeScreenLayout(scene: stage.scene, device: stage.device), measurer: measurer)
        let canvas = try HeadlessCanvas(
            size: stage.device.size, scale: stage.scale, fonts: fonts,
            images: ImageLibrary(iconsDirectory: stage.resources.icons))

        // The first frame builds every cache (icons rasterized, text shaped, layer drawn).
        let cold = Double(Stopwatch.time { canvas.draw(home.displayList(page: 0)) }) / 1e6
        var times: [Double] = []
        for _ in 0..<frames {
            times.append(Double(Stopwatch.time { canvas.draw(home.displayList(page: 0)) }) / 1e6)
        }
        let warm = Timings(times)
        Console.out(
            "bench render: home screen, \(Int(stage.device.size.width * stage.scale))x\(Int(stage.device.size.height * stage.scale)) px (scale \(format2(stage.scale))), software renderer, \(frames) frames"
        )
        Console.out("  first frame (cold caches): \(format2(cold)) ms")
        Console.out(
            "  frame time: median \(format2(warm.median)) ms, p99 \(format2(warm.p99)) ms, min \(format2(warm.min)) ms")
        return 0
    }
}
