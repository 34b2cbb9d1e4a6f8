import Foundation
import TestSupport
import Testing

/// One golden helper: no test keeps its own record-or-compare code, so
/// `FORCELAB_RECORD_GOLDENS=1` re-records every golden (a test's own code ignored it).
@Suite struct GoldenHelperSourceTests {
    @Test func onlyAssertGoldenRecordsOrComparesGoldens() throws {
        let tests = packageRoot.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? []
        var offenders: [String] = []
        for file in files where file.hasSuffix(".swift") && !file.hasPrefix("TestSupport/") {
            let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
            // Split so this file does not match itself.
            if text.contains("recorded new " + "baseline") || text.contains("\".actual" + ".png\"") {
                offenders.append(file)
            }
        }
        #expect(files.count > 50)
        #expect(offenders.isEmpty, "compare and record through assertGolden instead: \(offenders)")
    }
}
