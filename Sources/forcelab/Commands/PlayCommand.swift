import CSDL2
import Foundation
import ForceLabSDL
import Simulator

/// `forcelab play`: the interactive window (the default command).
enum PlayCommand: Command {
    static let name = "play"
    static let summary = "Open the simulator window on a scene (the default command)"
    static let usage = """
        USAGE: forcelab play [--scene S] [--device D] [--scale N] [--font PATH] [--assets DIR]
                             [--frames N] [--screenshot FILE]

        Opens a window showing the scene's home screen. Needs a display (X11 or Wayland); where
        there is none it exits with status 2 within 2 seconds and says so (use 'forcelab render').

        OPTIONS:
          --scene S          A scene name in Assets/scenes or a path (default: default).
          --device D         A device name in Assets/devices or a path (default: iphone-xs).
          --scale N          Window pixels per point (default: the largest of 2, 1.5, 1, 0.75, 0.5 that fits).
          --font PATH        A font file to use instead of Inter.
          --frames N         Quit after N frames (for tests and scripts).
          --screenshot FILE  Save the last frame as PNG when quitting.

        KEYS: Esc or Q quits; Left/Right change page.
        """

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let frames = try arguments.intOption("--frames", range: 1...100_000_000)
        let screenshot = try arguments.option("--screenshot")
        var stage = try StageOptions.parse(&arguments, defaultScale: 0)
        let requestedScale: Double? = stage.scale == 0 ? nil : stage.scale
        try arguments.finish()

        // Never hang: if opening the display stalls, say so and leave with status 2.
        let opened = Watchdog(seconds: 2) {
            Console.error("forcelab: error: the display did not answer within 2 s; use 'forcelab render -o out.png' for a headless picture")
            exit(2)
        }
        let fonts = try stage.makeFonts()
        let window: WindowCanvas
        do {
            window = try WindowCanvas(title: "ForceLab: \(stage.scene.name) on \(stage.device.displayName)", size: stage.device.size,
                                      scale: requestedScale, fonts: fonts, images: ImageLibrary(iconsDirectory: stage.resources.icons))
        } catch let unavailable as WindowCanvas.Unavailable {
            opened.cancel()
            Console.error(unavailable.description)
            return 2
        }
        opened.cancel()
        stage.scale = window.scale

        let measurer = TTFTextMeasurer(library: fonts, scale: window.scale)
        let home = HomeScreenRenderer(scene: stage.scene, layout: HomeScreenLayout(scene: stage.scene, device: stage.device), measurer: measurer)
        var page = 0
        var frameCount = 0
        var running = true
        var event = SDL_Event()
        while running {
            while SDL_PollEvent(&event) != 0 {
                switch SDL_EventType(event.type) {
                case SDL_QUIT:
                    running = false
                case SDL_KEYDOWN:
                    switch SDL_KeyCode(UInt32(event.key.keysym.sym)) {
                    case SDLK_ESCAPE, SDLK_q: running = false
                    case SDLK_LEFT: page = max(0, page - 1)
                    case SDLK_RIGHT: page = min(stage.scene.pages.count - 1, page + 1)
                    default: break
                    }
                default:
                    break
                }
            }
            window.draw(home.displayList(page: page))
            frameCount += 1
            if let frames, frameCount >= frames { running = false }
            if !running, let screenshot { try window.screenshot(to: screenshot) }
            window.present()
        }
        return 0
    }
}

/// Runs `action` on a background thread after `seconds` unless cancelled first.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    init(seconds: Double, action: @escaping @Sendable () -> Void) {
        let thread = Thread { [self] in
            Thread.sleep(forTimeInterval: seconds)
            lock.lock()
            let fire = !cancelled
            lock.unlock()
            if fire { action() }
        }
        thread.start()
    }

    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }
}
