import CSignals
import ForceLabOptions

#if canImport(Glibc)
    import Glibc
#endif

/// A signal (SIGINT, SIGTERM, SIGHUP) noted while a command stages its outputs: thrown at the
/// next check, so every staged file and folder is removed as the error unwinds, and the run
/// exits 128+N saying that nothing was written.
package struct Interruption: SignalInterruption, CustomStringConvertible {
    package let signal: Int32

    package var description: String {
        "forcelab: interrupted by \(ReplayInterrupted.name(of: signal)): nothing was written or changed"
    }

    /// From here on a signal is noted instead of ending the process (a second one still does).
    static func begin() { fl_signals_begin_session(1) }

    /// Throws when a signal has come; `cleanup` runs first.
    package static func check(cleanup: () -> Void = {}) throws {
        let signal = fl_signals_requested()
        guard signal != 0 else { return }
        cleanup()
        throw Interruption(signal: signal)
    }
}
