import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs recordings in up to N child processes of this same binary (`/proc/self/exe replay
/// --child ...`), never threads: SDL_ttf and FreeType are not thread-safe. Each child prints
/// what an in-process replay would; results come back in the recordings' order, whatever
/// order the children finish in.
enum ReplayPool {
    static func run(_ recordings: [String], settings: ReplaySettings, jobs: Int, progress: ReplayProgress) -> [ReplayOutcome] {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var outcomes: [ReplayOutcome?]
            init(count: Int) { outcomes = Array(repeating: nil, count: count) }
        }
        let results = Results(count: recordings.count)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = jobs
        for (index, recording) in recordings.enumerated() {
            let arguments = settings.childArguments(for: recording)
            queue.addOperation {
                let outcome = runChild(executable: executable, arguments: arguments)
                results.lock.lock()
                results.outcomes[index] = outcome
                progress.finished(recording, failed: outcome.status != 0)
                results.lock.unlock()
            }
        }
        queue.waitUntilAllOperationsAreFinished()
        return results.outcomes.map { $0 ?? ReplayOutcome(status: 2, err: ["forcelab: error: a replay child did not report"]) }
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
            return ReplayOutcome(status: 2, err: ["forcelab: error: cannot start a replay child (\(executable)): \(error.localizedDescription)"])
        }
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
            String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        }
        var status = process.terminationStatus
        if process.terminationReason == .uncaughtSignal { status = 2 }
        var outcome = ReplayOutcome(status: status, out: lines(outData), err: lines(errBox.data))
        ReplayEnvironment.takeFontsLine(from: &outcome)
        if process.terminationReason == .uncaughtSignal {
            outcome.err.append("forcelab: error: the replay of \(arguments.last ?? "?") crashed (signal \(process.terminationStatus))")
        }
        return outcome
    }
}

/// A progress bar on stderr when it is a terminal; nothing otherwise (the per-recording result
/// lines on stdout are the plain progress then).
final class ReplayProgress: @unchecked Sendable {
    private let total: Int
    private let enabled: Bool
    private var done = 0
    private var failed = 0

    init(total: Int) {
        self.total = total
        enabled = isatty(2) == 1 && total > 0
        draw(current: nil)
    }

    func finished(_ recording: String, failed didFail: Bool) {
        done += 1
        if didFail { failed += 1 }
        draw(current: (recording as NSString).lastPathComponent)
    }

    private func draw(current: String?) {
        guard enabled else { return }
        let width = 30
        let filled = total == 0 ? width : done * width / total
        var line = "\r[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] \(done)/\(total)"
        if failed > 0 { line += ", \(failed) failed" }
        if let current { line += "  " + String(current.prefix(40)) }
        fputs(line + "\u{1B}[K", stderr)
    }

    /// Clears the bar so the summary starts on a clean line.
    func clear() {
        guard enabled else { return }
        fputs("\r\u{1B}[K", stderr)
    }
}
