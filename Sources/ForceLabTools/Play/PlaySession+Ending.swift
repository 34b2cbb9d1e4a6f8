import CSignals
import ForceCore
import ForceLabOptions
import Simulator

/// How a session ends: every contact lifted, the streams finished, figures and failures printed,
/// and the exit status (0, 2 for a file not written, 128+N for signal N).
extension PlaySession {
    /// Lifts anything still down, in the step after the last one run, so logs and recordings end
    /// every contact; then ends the recording with a tick so its replay runs as long as the session.
    func liftContacts(afterStep stepsTaken: Int64, samples: inout [PressureSample]) {
        synthesizer.apply(.focusLost)
        samples.removeAll()
        synthesizer.step(
            to: Playground.time(ofStep: stepsTaken + 1), step: Playground.time(ofStep: 1), into: &samples)
        for sample in samples {
            playground.handle(sample)
            record(.touch(sample))
        }
        drainLog()
        record(.tick(time: playground.time))
    }

    /// Finishes the streams: flushed, synced, renamed into place; a failure is reported here.
    func finishStreams() {
        for file in [log, recording?.file].compactMap({ $0 }) {
            do { try file.finish() } catch  where !failures.contains("\(error)") { failures.append("\(error)") } catch {
            }
        }
        log = nil
        recording = nil
    }

    /// `--stats`: the frame-time figures and peak memory, on stderr.
    func printStats() {
        let t = Timings(frameTimes)
        Console.error(
            "forcelab: \(frameTimes.count) frames on \(window.videoDriver)/\(window.rendererName) at scale \(format2(window.scale)): frame time median \(format2(t.median)) ms, p99 \(format2(t.p99)) ms; peak resident memory \(PlayBenchmark.peakResidentMegabytes()) MB"
        )
    }

    /// Prints the files that could not be written and returns the session's exit status.
    func exitStatus() -> Int32 {
        for failure in failures { Console.error(failure) }
        let signal = fl_signals_requested()
        if signal != 0 { return 128 + signal }
        return failures.isEmpty ? 0 : 2
    }
}
