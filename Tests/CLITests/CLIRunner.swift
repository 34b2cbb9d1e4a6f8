import Foundation

/// The package root, found from this file's path, so tests read fixtures and assets in place.
let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

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
}

/// Runs `forcelab` with `args` (and optional standard input) in `directory`, waits, and returns
/// its exit status and output. `env` entries are added to the inherited environment.
func runForceLab(_ args: [String], stdin: String? = nil, env: [String: String] = [:], directory: URL? = nil) throws
    -> CLIResult
{
    let process = Process()
    process.executableURL = forcelabBinary
    process.arguments = args
    var environment = ProcessInfo.processInfo.environment
    for (key, value) in env { environment[key] = value }
    process.environment = environment
    // Relative paths in tests (and in golden output) are relative to the package root.
    process.currentDirectoryURL = directory ?? packageRoot
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try? input.fileHandleForWriting.close()
    // Read both pipes concurrently so a full pipe never blocks the child.
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
    let errData = errBox.data
    process.waitUntilExit()
    return CLIResult(
        status: process.terminationStatus,
        stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self)
    )
}

/// A fresh temporary directory for one test.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
