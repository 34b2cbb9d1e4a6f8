import Foundation
import Testing

/// Compares `actual` with the golden file `Goldens/<name>`; a missing golden is recorded from
/// `actual` and the test fails with "recorded new baseline" so that the new file gets reviewed.
func assertGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = packageRoot.appendingPathComponent("Tests/CLITests/Goldens").appendingPathComponent(name)
    let fm = FileManager.default
    guard let data = fm.contents(atPath: url.path) else {
        try? fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let written = fm.createFile(atPath: url.path, contents: Data(actual.utf8))
        Issue.record(
            Comment(
                rawValue: written
                    ? "recorded new baseline at \(url.path); run again to compare"
                    : "no golden at \(url.path), and it could not be recorded"),
            sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return }
    let expectedLines = expected.components(separatedBy: "\n")
    let actualLines = actual.components(separatedBy: "\n")
    var diff: [String] = []
    for index in 0..<max(expectedLines.count, actualLines.count) {
        let e = index < expectedLines.count ? expectedLines[index] : "<none>"
        let a = index < actualLines.count ? actualLines[index] : "<none>"
        if e != a { diff.append("line \(index + 1):\n  - \(e)\n  + \(a)") }
        if diff.count >= 8 { break }
    }
    let report: String = "output differs from golden \(name):\n" + diff.joined(separator: "\n")
    Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
}
