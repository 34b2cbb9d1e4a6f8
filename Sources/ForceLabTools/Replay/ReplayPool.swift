import CSignals
import ForceLabOptions
import Foundation
import QuickActions
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// Runs recordings in up to N child processes of this same binary (`/proc/self/exe replay
/// --child ...`), never threads: SDL_ttf and FreeType are not thread-safe. Each child prints
/// what an in-process replay would; results come back in the recordings' order, whatever
/// order the children finish in. `report` gets each outcome as soon as it and all before it are
/// known. A signal is forwarded to the running children (CSignals); none starts after it.
package enum ReplayPool {
    package static func run(
        _ recordings: [String], settings: ReplaySettings, jobs: Int, progress: ReplayProgress,
        failures: [String: String], report: @escaping (ReplayOutcome) -> Void,
        ended: @escaping (ReplayOutcome) -> Void
    ) {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var outcomes: [ReplayOutcome?]
            var reported = 0
            let report: (ReplayOutcome) -> Void
            init(count: Int, report: @escaping (ReplayOutcome) -> Void) {
                outcomes = Array(repeating: nil, count: count)
                self.report = report
            }
            /// Reports the finished outcomes at the front, in order (called with the lock held).
            func drain() {
                while reported < outcomes.count, let outcome = outcomes[reported],
                    outcome.status != ReplayInterrupted.status
                {
                    report(outcome)
                    reported += 1
                }
            }
        }
        let results = Results(count: recordings.count, report: report)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = jobs
        for (index, recording) in recordings.enumerated() {
            let arguments = settings.childArguments(for: recording)
            let failure = failures[recording]
            queue.addOperation {
                guard fl_signals_requested() == 0 else { return }
                let outcome =
                    failure.map { ReplayOutcome(status: 2, err: [$0]) }
                    ?? runChild(executable: executable, arguments: arguments)
                results.lock.lock()
                // In any order, reported or not: a child done after a slower one was cut short
                // has still put its files in place.
                ended(outcome)
                results.outcomes[index] = outcome
                if outcome.status != ReplayInterrupted.status {
                    progress.finished(recording, failed: outcome.status != 0)
                }
                results.drain()
                results.lock.unlock()
            }
        }
        queue.waitUntilAllOperationsAreFinished()
        results.lock.lock()
        if fl_signals_requested() == 0 {
            for index in results.outcomes.indices where results.outcomes[index] == nil {
                results.outcomes[index] = ReplayOutcome(
                    status: 2, err: ["forcelab: error: the replay child of \(recordings[index]) did not report"])
            }
            results.drain()
        }
        results.lock.unlock()
    }

    private static func runChild(executable: String, arguments: [String]) -> ReplayOutcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return ReplayOutcome(
                status: 2,
                err: ["forcelab: error: cannot start a replay child (\(executable)): \(error.localizedDescription)"])
        }
        // Signals reach the child through its parent too (kill(1) names only the parent).
        let slot = fl_signals_register_child(process.processIdentifier)
        defer { fl_signals_unregister_child(slot) }
        if fl_signals_requested() != 0 { kill(process.processIdentifier, fl_signals_requested()) }
        // Read both pipes at once so a child filling one never blocks.
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errBox.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        func lines(_ data: Data) -> [String] {
            String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true).map(
                String.init)
        }
        var status = process.terminationStatus
        let interrupted = fl_signals_requested()
        if interrupted != 0 && (status == 128 + interrupted || process.terminationReason == .uncaughtSignal) {
            // A child that committed its files before the signal says so in its record.
            var outcome = ReplayOutcome(status: ReplayInterrupted.status)
            outcome.written = ReplayChildRecord.find(in: outData)?.written ?? []
            return outcome
        }
        if process.terminationReason == .uncaughtSignal { status = 2 }
        var outcome: ReplayOutcome
        if let record = ReplayChildRecord.find(in: outData) {
            outcome = ReplayOutcome(
                status: status, out: record.out, err: record.err + lines(errBox.data), fonts: record.fonts,
                timeline: record.timeline)
            outcome.written = record.written ?? []
        } else {
            outcome = ReplayOutcome(status: status, out: lines(outData), err: lines(errBox.data))
        }
        if process.terminationReason == .uncaughtSignal {
            outcome.err.append(
                "forcelab: error: the replay of \(arguments.last ?? "?") crashed (signal \(process.terminationStatus))")
        }
        return outcome
    }
}

/// A progress bar on stderr when it is a terminal; nothing otherwise (the per-recording result
/// lines on stdout are the plain progress then).
package final class ReplayProgress: @unchecked Sendable {
    private let total: Int
    private let enabled: Bool
    private var done = 0
    private var failed = 0

    init(total: Int) {
        self.total = total
        enabled = isatty(2) == 1 && total > 0
        draw(current: nil)
    }

    package func finished(_ recording: String, failed didFail: Bool) {
        done += 1
        if didFail { failed += 1 }
        draw(current: FileSystemName.name(of: recording))
    }

    private func draw(current: String?) {
        guard enabled else { return }
        let width = 30
        let filled = total == 0 ? width : done * width / total
        var line =
            "\r[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
            + "] \(done)/\(total)"
        if failed > 0 { line += ", \(failed) failed" }
        if let current { line += "  " + ControlCharacters.escaped(String(current.prefix(40))) }
        fputs(line + "\u{1B}[K", stderr)
    }

    /// Clears the bar so the summary starts on a clean line.
    package func clear() {
        guard enabled else { return }
        fputs("\r\u{1B}[K", stderr)
    }
}
