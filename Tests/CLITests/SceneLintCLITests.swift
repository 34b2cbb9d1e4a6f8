import Foundation
import TestSupport
import Testing

/// `forcelab lint scene.json`: the HIG rules through the real binary, with the QA formats and
/// exit statuses.
@Suite struct SceneLintCLITests {
    @Test func defaultSceneIsClean() async throws {
        let result = try await runForceLab(["lint", "Assets/scenes/default.json"], directory: packageRoot)
        #expect(result.status == 0)
        #expect(result.stdout == "0 errors, 0 warnings, 0 notes\n")
    }

    @Test func brokenSceneReportsHIGRulesAndExits1() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcelab-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("scene.json").path
        let text = """
            {"apps": [{"name": "A", "icon": "mail", "screen": {"title": "T", "rows": [
              {"id": "r1", "title": "R", "peek": {"title": "P"}, "editMenu": true}]}}],
             "pages": [["A"]]}
            """
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try await runForceLab(["lint", path, "--format", "xcode"], directory: packageRoot)
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                \(path):2: error: A: row 'R' peeks but has no pop destination; pressing on must open the content full screen [HIG001]
                \(path):2: error: A: row 'R' enables both peek and the edit menu; a press cannot mean both [HIG002]

                """)
        let disabled = try await runForceLab(["lint", path, "--disable", "HIG001,HIG002"], directory: packageRoot)
        #expect(disabled.status == 0)
    }
}
