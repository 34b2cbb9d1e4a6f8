import ForceLabFiles
import ForceLabOptions
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The outcomes of a replay run as they come in: each recording's lines go out as soon as it and
/// every one before it are done, so a run cut short (a signal, a crash) has still reported
/// everything finished before. At the first golden mismatch the goldens' ENVIRONMENT.json is
/// checked, so the note about another machine comes before it.
package final class ReplayResults {
    package let settings: ReplaySettings
    package let child: Bool
    package let progress: ReplayProgress
    package private(set) var outcomes: [ReplayOutcome] = []
    /// What the goldens were made with, when it is not this machine (found at the first mismatch).
    package private(set) var environmentNote: String?
    /// Every file and folder the run's replays put in place, in the order they were committed.
    package private(set) var written: [String] = []
    /// How many recordings were replayed to their end, reported yet or not (a pool's child done
    /// after a slower one was cut short is never reported, but its files are in place).
    package private(set) var finished = 0
    private var environmentChecked: Bool
    /// Note lines already printed (each said once, whichever recordings carried it).
    private var printedNotes: Set<String> = []
    private let lock = NSLock()

    package init(settings: ReplaySettings, child: Bool, total: Int) {
        self.settings = settings
        self.child = child
        progress = ReplayProgress(total: child ? 0 : total)
        environmentChecked = child
    }

    /// Notes a replay's end and the files and folders it put in place (a pool's children call
    /// it in the order they end, before their outcomes are reported in the recordings' order).
    package func ended(_ outcome: ReplayOutcome) {
        lock.lock()
        written += outcome.written
        if outcome.status != ReplayInterrupted.status { finished += 1 }
        lock.unlock()
    }

    /// Prints one recording's lines (stdout, then stderr) and keeps its outcome.
    package func report(_ outcome: ReplayOutcome) {
        // A child prints nothing of it: its parent gets the outcome whole (`ReplayChildRecord`).
        if child {
            outcomes.append(outcome)
            return
        }
        progress.clear()
        if outcome.status == 1 && !environmentChecked {
            environmentChecked = true
            environmentNote = ReplayEnvironment.note(
                settings: settings, fonts: (outcomes + [outcome]).flatMap(\.fonts))
            if let environmentNote { Console.out("forcelab: note: \(environmentNote)") }
        }
        for line in outcome.out { Console.out(line) }
        fflush(StandardOutput.text)
        // A note (`--locale`'s) comes with each child's first recording: said once.
        for line in outcome.err where !line.contains(": note: ") || printedNotes.insert(line).inserted {
            Console.error(line)
        }
        outcomes.append(outcome)
    }
}
