import ForceCore
import ForceLabOptions
import ForceLabSDL
import ForceLabText
import Geometry
import QuickActions
import Simulator

/// `forcelab bench lists`: frame times of the Mail list headless while it scrolls under a
/// dragging finger and while the peek hint animates (blur cross-fade active).
package enum ListsBenchmark {
    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        let frames = try arguments.intOption("--frames", range: 10...100_000) ?? 300
        let stage = try StageOptions.parse(&arguments, defaultScale: 2)
        let fonts = try stage.makeFonts()
        let measurer = TTFTextMeasurer(library: fonts, scale: stage.scale)
        let content = try SceneContent.load(scene: stage.scene, device: stage.device)
        guard let mail = stage.scene.apps.firstIndex(where: { $0.screen != nil }) else {
            throw UsageError("the scene has no app with an in-app list ('screen')")
        }
        let canvas = try HeadlessCanvas(
            size: stage.device.size, scale: stage.scale, fonts: fonts,
            images: ImageLibrary(iconsDirectory: stage.resources.icons))
        let renderer = PlaygroundRenderer()
        let release = stage.release
        var playground = Playground(
            content: content, release: release,
            pressModel: .of(device: stage.device, haptic: false, duration: ForceProfile.medium.hapticMode),
            measurer: measurer, profile: .medium)
        guard let slot = content.layout.visibleSlots(page: 0).first(where: { $0.app == mail }) else {
            throw UsageError("\(stage.scene.apps[mail].name) is not on the first page")
        }
        playground.play(PressScript.tap(at: slot.iconFrame.center, start: 10_000), until: 4_000_000)
        var list = ListFrames(playground: playground, canvas: canvas, renderer: renderer)
        let x = stage.device.size.width / 2
        let scrolling = list.scroll(x: x, frames: frames)
        let hinting = list.hint(at: Point(x: x, y: 300), frames: frames)

        let s = Timings(scrolling)
        let h = Timings(hinting)
        Console.out(
            "bench lists: \(stage.scene.apps[mail].name) list, \(Int(stage.device.size.width * stage.scale))x\(Int(stage.device.size.height * stage.scale)) px (scale \(format2(stage.scale))), software renderer, \(frames) frames each"
        )
        Console.out("  scrolling (drag): median \(format2(s.median)) ms, p99 \(format2(s.p99)) ms")
        Console.out("  peek hint (blur cross-fade): median \(format2(h.median)) ms, p99 \(format2(h.p99)) ms")
        return 0
    }
}

/// The open list, one 120 Hz step and one headless frame per finger sample.
private struct ListFrames {
    var playground: Playground
    let canvas: HeadlessCanvas
    let renderer: PlaygroundRenderer
    let step = Playground.time(ofStep: 1)
    var time: Int64

    init(playground: Playground, canvas: HeadlessCanvas, renderer: PlaygroundRenderer) {
        self.playground = playground
        self.canvas = canvas
        self.renderer = renderer
        time = playground.time
    }

    /// Steps with `sample` (if any), draws, and returns the drawing time in milliseconds.
    mutating func frame(_ sample: PressureSample?) -> Double {
        time += step
        if let sample { playground.handle(sample) }
        playground.advance(to: time)
        return Double(Stopwatch.time { canvas.draw(renderer.displayList(playground)) }) / 1e6
    }

    /// Scrolling: a finger drags the list up and down, 3 points a frame.
    mutating func scroll(x: Double, frames: Int) -> [Double] {
        var y = 600.0
        _ = frame(PressureSample(time: time + step, x: x, y: y, force: 0.05, phase: .down))
        var scrolling: [Double] = []
        for index in 0..<frames {
            y += (index / 80) % 2 == 0 ? -3 : 3
            scrolling.append(frame(PressureSample(time: time + step, x: x, y: y, force: 0.05, phase: .move)))
        }
        _ = frame(PressureSample(time: time + step, x: x, y: y, force: 0, phase: .up))
        return scrolling
    }

    /// Hint: presses on a row rise and fall below the peek threshold, so the blur animates.
    mutating func hint(at row: Point, frames: Int) -> [Double] {
        var hinting: [Double] = []
        var force = 0.02
        _ = frame(PressureSample(time: time + step, x: row.x, y: row.y, force: force, phase: .down))
        for index in 0..<frames {
            force = 0.02 + 0.2 * Double(index % 60) / 60
            hinting.append(frame(PressureSample(time: time + step, x: row.x, y: row.y, force: force, phase: .move)))
        }
        _ = frame(PressureSample(time: time + step, x: row.x, y: row.y, force: 0, phase: .up))
        return hinting
    }
}
