import CSDL2
import Foundation

/// The haptic click: a 12 ms decaying tick played through SDL audio when an output device
/// exists. Without one the playground stays silent (the visual pulse still shows).
public final class ClickSound {
    private var device: SDL_AudioDeviceID = 0
    private var samples: [Int16] = []

    /// Opens the default output device; `nil` when there is none (no error: sound is optional).
    public init?() {
        guard Self.outputLikelyExists() else { return nil }
        guard SDL_InitSubSystem(fl_init_audio()) == 0 else { return nil }
        var wanted = SDL_AudioSpec()
        wanted.freq = 48_000
        wanted.format = fl_audio_s16()
        wanted.channels = 1
        wanted.samples = 512
        var obtained = SDL_AudioSpec()
        device = SDL_OpenAudioDevice(nil, 0, &wanted, &obtained, 0)
        guard device != 0 else {
            SDL_QuitSubSystem(fl_init_audio())
            return nil
        }
        // A short damped 170 Hz + 2.3 kHz tick: close to the Taptic Engine's "peek" tap heard on a desk.
        let count = 48_000 * 12 / 1000
        samples = (0..<count).map { index in
            let t = Double(index) / 48_000
            let envelope = exp(-t * 420)
            let value = (0.55 * sin(2 * Double.pi * 170 * t) + 0.45 * sin(2 * Double.pi * 2300 * t)) * envelope
            return Int16(max(-1, min(1, value)) * 22_000)
        }
        SDL_PauseAudioDevice(device, 0)
    }

    /// Whether a sound server or a sound card is there: probing ALSA with no card prints a page
    /// of library errors on stderr, which a silent machine (CI, Xvfb) should not see.
    static func outputLikelyExists() -> Bool {
        let fm = FileManager.default
        if let runtime = ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"],
            fm.fileExists(atPath: runtime + "/pulse/native") || fm.fileExists(atPath: runtime + "/pipewire-0")
        {
            return true
        }
        let devices = (try? fm.contentsOfDirectory(atPath: "/dev/snd")) ?? []
        return devices.contains { $0.hasPrefix("pcm") }
    }

    deinit { close() }

    /// Stops and closes the device: paused and emptied first, so closing never waits for queued
    /// sound to drain (a sound server's close took about a second that way).
    public func close() {
        guard device != 0 else { return }
        SDL_PauseAudioDevice(device, 1)
        SDL_ClearQueuedAudio(device)
        SDL_CloseAudioDevice(device)
        device = 0
        SDL_QuitSubSystem(fl_init_audio())
    }

    /// Queues one click (dropping any still queued, so clicks never pile up late).
    public func play() {
        guard device != 0 else { return }
        SDL_ClearQueuedAudio(device)
        samples.withUnsafeBytes { raw in
            _ = SDL_QueueAudio(device, raw.baseAddress, UInt32(raw.count))
        }
    }
}
