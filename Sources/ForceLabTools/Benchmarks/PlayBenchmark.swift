import ForceCore
import ForceLabOptions
import ForceLabSDL
import ForceLabText
import Foundation
import QuickActions
import Simulator

/// `forcelab bench play`: the playground's frame cost while pressing (hint blur animating,
/// menu opening), headless with the software renderer, plus resident memory.
package enum PlayBenchmark {
    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        let cycles = try arguments.intOption("--cycles", range: 1...1000) ?? 20
        var stage = try StageOptions.parse(&arguments, defaultScale: 2)
        if stage.scale == stage.device.scale { stage.scale = 2 }
        let fonts = try stage.makeFonts()
        let measurer = TTFTextMeasurer(library: fonts, scale: stage.scale)
        let release = stage.release
        let content = try SceneContent.load(scene: stage.scene, device: stage.device).withLint(
            measurer: measurer, metrics: stage.device.menuMetrics(for: release))
        var playground = Playground(
            content: content, release: release,
            pressModel: .of(device: stage.device, haptic: false, duration: ForceProfile.medium.hapticMode),
            measurer: measurer, profile: .medium)
        let canvas = try HeadlessCanvas(
            size: stage.device.size, scale: stage.scale, fonts: fonts,
            images: ImageLibrary(iconsDirectory: stage.resources.icons))
        let cycleTimes = try timePressCycles(cycles, playground: &playground, canvas: canvas)
        let px = "\(Int(stage.device.size.width * stage.scale))x\(Int(stage.device.size.height * stage.scale))"
        Console.out(
            "bench play: \(cycles) press cycles, \(px) px (scale \(format2(stage.scale))), software renderer, one frame per 120 Hz step"
        )
        for (name, times) in [
            ("hint (blur cross-fade animating)", cycleTimes.hint), ("menu open over the blur", cycleTimes.menu),
            ("resting home screen", cycleTimes.rest),
        ] where !times.isEmpty {
            let t = Timings(times)
            Console.out(
                "  \(name): median \(format2(t.median)) ms, p99 \(format2(t.p99)) ms over \(times.count) frames")
        }
        Console.out("  peak resident memory: \(peakResidentMegabytes()) MB")
        return 0
    }

    /// One cycle per app: a press rising for 400 ms (hint blur animating), the menu open for
    /// 300 ms, then release and Esc. Every fixed step is a frame: simulate, build, draw. Returns
    /// the frame times in milliseconds by what the screen showed.
    static func timePressCycles(_ cycles: Int, playground: inout Playground, canvas: HeadlessCanvas) throws -> (
        hint: [Double], menu: [Double], rest: [Double]
    ) {
        let renderer = PlaygroundRenderer()
        let apps = ["Mail", "Maps", "Photos", "Music"]
        var hintTimes: [Double] = []
        var menuTimes: [Double] = []
        var restTimes: [Double] = []
        var step: Int64 = 0
        for cycle in 0..<(cycles + 1) {
            let app = apps[cycle % apps.count]
            guard let slot = playground.slot(named: app) else { throw UsageError("the scene has no app named \(app)") }
            let start = Playground.time(ofStep: step + 1)
            var samples = PressScript.press(
                at: slot.iconFrame.center, start: start, peak: 0.3, rise: 400_000, hold: 700_000)
            samples.reverse()
            let end = start + 1_000_000
            while Playground.time(ofStep: step) < end {
                step += 1
                let time = Playground.time(ofStep: step)
                let elapsed = Stopwatch.time {
                    while let next = samples.last, next.time <= time { playground.handle(samples.removeLast()) }
                    playground.advance(to: time)
                    canvas.draw(renderer.displayList(playground))
                }
                // The first cycle warms the caches (icons, text, blurred layers): not counted.
                guard cycle > 0 else { continue }
                let ms = Double(elapsed) / 1e6
                switch playground.mode {
                case .pressing where playground.hintProgress > 0: hintTimes.append(ms)
                case .menu: menuTimes.append(ms)
                default: restTimes.append(ms)
                }
            }
            playground.handleKey(.escape)
        }
        return (hintTimes, menuTimes, restTimes)
    }

    /// VmHWM of this process, in MB.
    static func peakResidentMegabytes() -> String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return "?" }
        let kilobytes = Double(line.split(separator: " ").compactMap { Double($0) }.first ?? 0)
        return format2(kilobytes / 1024)
    }
}
