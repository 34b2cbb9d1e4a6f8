import Foundation

/// The package root, found from this file's path.
let cliPackageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The built `forcelab`: next to the test bundle, or in .build/debug.
func forceLabExecutable() -> URL {
    var candidates: [URL] = []
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    candidates.append(bundle.appendingPathComponent("forcelab"))
    candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("forcelab"))
    candidates.append(cliPackageRoot.appendingPathComponent(".build/debug/forcelab"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
}

/// Runs `forcelab` with `args` (and `stdin`), capturing standard output, standard error and status.
func runForceLab(_ args: [String], stdin: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = forceLabExecutable()
    process.arguments = args
    process.currentDirectoryURL = cliPackageRoot
    let outPipe = Pipe()
    let errPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    let inPipe = Pipe()
    process.standardInput = stdin == nil ? FileHandle.nullDevice : inPipe
    try process.run()
    if let stdin {
        inPipe.fileHandleForWriting.write(Data(stdin.utf8))
        try inPipe.fileHandleForWriting.close()
    }
    final class Box: @unchecked Sendable { var data = Data() }
    let errBox = Box()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
        errBox.data = errPipe.fileHandleForReading.readDataToEndOfFile()
        group.leave()
    }
    let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errBox.data, as: UTF8.self))
}
