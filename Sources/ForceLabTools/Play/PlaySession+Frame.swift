import CSDL2
import CSignals
import ForceCore
import ForceLabOptions
import ForceLabSDL
import Simulator

/// One frame of the interactive loop: input in, the steps time has paid for, the files kept
/// current, screenshots, and the idle wait.
extension PlaySession {
    /// Polls SDL's events and the pen, and acts on them (keys, pressure, Q, S, R, L, F12).
    func pollInput(_ loop: inout PlayLoop) {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            for action in mapper.map(event) { handle(action, loop: &loop) }
        }
        if let pen {
            for input in pen.poll() { synthesizer.apply(input) }
        }
    }

    private func handle(_ action: ShellAction, loop: inout PlayLoop) {
        switch action {
        case .desk(.wheel(let steps)) where !synthesizer.isPressing:
            // No button held: the wheel scrolls. Whole notches become recorded keys
            // (`wheelUp` / `wheelDown`), so replays scroll the same way.
            for key in wheelScroll.notches(steps) {
                playground.handleKey(key)
                record(.key(time: playground.time, key: key))
            }
        case .desk(let input):
            synthesizer.apply(input)
        case .key(let key):
            playground.handleKey(key)
            record(.key(time: playground.time, key: key))
            resizeWindowIfNeeded()
        case .quit:
            loop.running = false
        case .saveProfile:
            saveProfile()
        case .toggleRecording:
            toggleRecording()
        case .cycleLocale:
            stepLocale(by: 1)
        case .previousLocale:
            stepLocale(by: -1)
        case .openLocalePicker:
            openLocalePicker()
        case .picker(let input):
            pickerInput(input)
        case .takeScreenshot:
            pendingScreenshot = defaultFileName(extension: "png")
        }
    }

    /// Runs the fixed steps `steps`: the synthesizer's pressure samples, then the playground's time.
    func simulate(steps: Range<Int64>, into samples: inout [PressureSample]) {
        let stepLength = Playground.time(ofStep: 1)
        for step in steps {
            let time = Playground.time(ofStep: step)
            samples.removeAll(keepingCapacity: true)
            synthesizer.step(to: time, step: stepLength, into: &samples)
            for sample in samples {
                playground.handle(sample)
                record(.touch(sample))
            }
            playground.advance(to: time)
        }
    }

    /// Every frame: a recording or log line is on disk within a second of happening; twice a
    /// second, edited scene, app and device files are reloaded.
    func keepFilesCurrent(now: UInt64, lastWatch: inout UInt64) {
        log?.tick()
        recording?.file.tick()
        if now - lastWatch > 500_000_000 {
            lastWatch = now
            reloadIfChanged()
        }
    }

    /// The `--screenshot` file when the session ends (not when a signal ends it), and F12's.
    func takeScreenshots(sessionEnding: Bool) {
        if sessionEnding, fl_signals_requested() == 0, let screenshot = options.screenshot {
            do { try window.screenshot(to: screenshot) } catch { failures.append("\(error)") }
        }
        if let path = pendingScreenshot {
            pendingScreenshot = nil
            do {
                try window.screenshot(to: path)
                playground.showBanner("Screenshot saved", detail: path)
            } catch {
                failures.append("\(error)")
                playground.showBanner("Screenshot failed", detail: "\(error)", isError: true)
            }
        }
    }

    /// Without vsync (software renderer, Xvfb) do not spin: about 120 frames a second.
    func idleUntilNextFrame(startedAt frameStart: UInt64) {
        let spent = Stopwatch.now() - frameStart
        if spent < 8_000_000 { SDL_Delay(UInt32((8_000_000 - spent) / 1_000_000)) }
    }

    /// The playground's log to the event log file, with a click where the phone would tick.
    func drainLog() {
        for entry in playground.drainLog() {
            log?.write(entry.jsonLine)
            switch entry {
            case .ui(_, .menuOpened): click?.play()
            case .gesture(let event) where event.kind == .peek || event.kind == .pop: click?.play()
            default: break
            }
        }
    }

    func resizeWindowIfNeeded() {
        let size = PlaygroundRenderer().size(of: playground)
        let width = Int32((size.width * window.scale).rounded())
        let height = Int32((size.height * window.scale).rounded())
        var currentWidth: Int32 = 0
        var currentHeight: Int32 = 0
        SDL_GetWindowSize(window.window, &currentWidth, &currentHeight)
        if currentWidth != width || currentHeight != height {
            SDL_SetWindowSize(window.window, width, height)
        }
    }
}
