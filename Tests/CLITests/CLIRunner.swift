import Foundation
import TestSupport

/// The same root, under the name the classify tests use.
let cliPackageRoot = packageRoot

/// The built `forcelab` binary: next to the test bundle when SwiftPM runs it, else .build/debug.
let forcelabBinary: URL = {
    let fm = FileManager.default
    var candidates: [URL] = []
    for argument in [CommandLine.arguments.first, Bundle.main.executablePath].compactMap({ $0 }) {
        var dir = URL(fileURLWithPath: argument).deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(dir.appendingPathComponent("forcelab"))
            dir = dir.deletingLastPathComponent()
        }
    }
    candidates += [".build/debug/forcelab", ".build/release/forcelab"].map { packageRoot.appendingPathComponent($0) }
    return candidates.first { fm.isExecutableFile(atPath: $0.path) && !$0.hasDirectoryPath } ?? candidates.last!
}()

/// What one run of the binary printed and returned.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Standard output's bytes as written (a PNG or report on `-o -`), not decoded as UTF-8.
    var stdoutBytes = Data()
}

/// Runs `forcelab` with `args` (and optional standard input) in `directory`, waits, and returns
/// its exit status and output. `env` entries are added to the inherited environment.
///
/// Suspends while the child runs instead of holding a thread of Swift Testing's pool (as many
/// threads as cores), so tests that spawn nothing go on meanwhile; see `runToEnd`.
func runForceLab(_ args: [String], stdin: String? = nil, env: [String: String] = [:], directory: URL? = nil)
    async throws -> CLIResult
{
    let process = Process()
    process.executableURL = forcelabBinary
    process.arguments = args
    var environment = ProcessInfo.processInfo.environment
    // The binary's raster cache in a folder of this test run's, never the machine's ~/.cache:
    // what an earlier build left there cannot change a golden.
    environment["XDG_CACHE_HOME"] = testRasterCacheHome
    for (key, value) in env { environment[key] = value }
    process.environment = environment
    // Relative paths in tests (and in golden output) are relative to the package root.
    process.currentDirectoryURL = directory ?? packageRoot
    return try await runToEnd(process, stdin: Data((stdin ?? "").utf8))
}

/// Runs `process` to its end with its standard output and error captured (and `stdin`, when
/// given, written to its standard input, then closed), and returns its status and output.
///
/// The waiting is done on threads of its own, not on Swift Concurrency's cooperative pool: the
/// calling task suspends until the child has exited and both pipes are read to their end. The
/// input is written and each pipe read by its own thread, so a child that fills a pipe (or reads
/// no input) never blocks another. At most `ChildProcessSlots.shared.width` children run at once
/// (as many as the pool's threads, which bounded them before), so a run of tests does not start
/// every child process at the same time. `whileRunning` is given the child once it has started
/// (to signal it, say); the result is returned after it has returned.
func runToEnd(_ process: Process, stdin: Data?, whileRunning: (RunningChild) async -> Void = { _ in }) async throws
    -> CLIResult
{
    ignoreBrokenPipes
    await ChildProcessSlots.shared.acquire()
    do {
        let result = try await runToEndInSlot(process, stdin: stdin, whileRunning: whileRunning)
        await ChildProcessSlots.shared.release()
        return result
    } catch {
        await ChildProcessSlots.shared.release()
        throw error
    }
}

/// SIGPIPE ignored, once for the test process: a child that exits without reading all of its
/// input would otherwise end the whole test run with signal 13 instead of failing one test.
private let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

private func runToEndInSlot(_ process: Process, stdin: Data?, whileRunning: (RunningChild) async -> Void) async throws
    -> CLIResult
{
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = stdin.map { _ in Pipe() }
    if let input { process.standardInput = input }
    let exited = ExitSignal()
    process.terminationHandler = { _ in exited.fire() }
    try process.run()
    let writing = input.map { input in
        OffPoolThread.start {
            // A child that exits without reading all of it: EPIPE, ignored (see ignoreBrokenPipes).
            if let stdin, !stdin.isEmpty { try? input.fileHandleForWriting.write(contentsOf: stdin) }
            try? input.fileHandleForWriting.close()
            return Data()
        }
    }
    let reading = OffPoolThread.start { out.fileHandleForReading.readDataToEndOfFile() }
    let readingErrors = OffPoolThread.start { err.fileHandleForReading.readDataToEndOfFile() }
    await whileRunning(RunningChild(pid: process.processIdentifier, exited: exited))
    let outData = await reading.value()
    let errData = await readingErrors.value()
    _ = await writing?.value()
    await exited.wait()
    return CLIResult(
        status: process.terminationStatus,
        stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self),
        stdoutBytes: outData
    )
}

/// A blocking piece of work (`readDataToEndOfFile`, a write to a pipe) on a thread of its own,
/// whose result a task awaits without holding a thread of the cooperative pool.
final class OffPoolThread<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Value?
    private var waiter: CheckedContinuation<Value, Never>?

    private init() {}

    static func start(_ work: @escaping () -> Value) -> OffPoolThread {
        let job = OffPoolThread()
        let thread = Thread { job.finish(work()) }
        thread.start()
        return job
    }

    private func finish(_ data: Value) {
        lock.lock()
        result = data
        let waiting = waiter
        waiter = nil
        lock.unlock()
        waiting?.resume(returning: data)
    }

    /// The work's result, once it has finished (at once if it has).
    func value() async -> Value {
        await withCheckedContinuation { continuation in
            lock.lock()
            if let result {
                lock.unlock()
                continuation.resume(returning: result)
            } else {
                waiter = continuation
                lock.unlock()
            }
        }
    }
}

/// A started child, to signal while it runs.
struct RunningChild: Sendable {
    let pid: Int32
    fileprivate let exited: ExitSignal

    /// Sends `signal` unless the child has already exited and been reaped (its pid may then
    /// belong to another process).
    func send(_ signal: Int32) {
        exited.ifRunning { kill(pid, signal) }
    }

    /// Waits until `condition` holds, then sends `signals` in order, `gap` apart (two signals
    /// sent together are merged by the kernel into one pending signal). Returns whether the
    /// condition was seen before `timeout` passed or the child exited; the signals are sent
    /// either way.
    ///
    /// The polling and the signalling run on a thread of their own, timed by the wall clock,
    /// never on the cooperative pool: while other tests hold the pool's threads (as many as
    /// cores), a task polling there may not run again until the child has finished, so a
    /// window of seconds was missed and the signal sent to a child that had exited.
    func signal(
        _ signals: [Int32], gap: Duration = .milliseconds(3), every interval: Duration = .milliseconds(2),
        within timeout: Duration, when condition: @escaping () -> Bool
    ) async -> Bool {
        let child = self
        return await OffPoolThread.start {
            let clock = ContinuousClock()
            let deadline = clock.now.advanced(by: timeout)
            var seen = false
            while !child.exited.hasFired, clock.now < deadline {
                if condition() {
                    seen = true
                    break
                }
                Thread.sleep(forTimeInterval: interval.seconds)
            }
            for (index, signal) in signals.enumerated() {
                if index > 0 { Thread.sleep(forTimeInterval: gap.seconds) }
                child.send(signal)
            }
            return seen
        }.value()
    }
}

extension Duration {
    /// The duration in seconds, for `Thread.sleep`.
    fileprivate var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}

/// Fired once by a process's termination handler; awaited by the task that started it.
final class ExitSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var fired = false
    private var waiter: CheckedContinuation<Void, Never>?

    func fire() {
        lock.lock()
        fired = true
        let waiting = waiter
        waiter = nil
        lock.unlock()
        waiting?.resume()
    }

    /// Whether the child has exited.
    var hasFired: Bool {
        lock.lock()
        defer { lock.unlock() }
        return fired
    }

    /// Runs `body` (under the lock, so `fire` waits for it) unless the child has exited.
    func ifRunning(_ body: () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        if !fired { body() }
    }

    func wait() async {
        await withCheckedContinuation { continuation in
            lock.lock()
            if fired {
                lock.unlock()
                continuation.resume()
            } else {
                waiter = continuation
                lock.unlock()
            }
        }
    }
}

/// Bounds how many child processes the tests run at once; a test waiting for a slot suspends.
actor ChildProcessSlots {
    static let shared = ChildProcessSlots(width: max(2, ProcessInfo.processInfo.activeProcessorCount))

    let width: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(width: Int) { self.width = width }

    func acquire() async {
        if running < width {
            running += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the slot to the longest-waiting test, if any (it keeps `running` as it is).
    func release() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// A fresh temporary directory for one test.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A cache folder made once per test process (left with the system's temporary files), never
/// the machine's ~/.cache; if it cannot be made here, the binary makes its cache under the name.
let testRasterCacheHome: String =
    (try? makeTemporaryDirectory().path) ?? NSTemporaryDirectory() + "forcelab-tests-no-cache"
