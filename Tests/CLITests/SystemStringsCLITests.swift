import Foundation
import TestSupport
import Testing

/// A broken `Assets/system-strings.json` is the table's `path:line: error:` and exit 2, never a
/// crash or a silently English phone.
@Suite struct SystemStringsCLITests {
    @Test func aBrokenTableIsItsLineAndExitTwo() async throws {
        let root = try makeTemporaryDirectory()
        let assets = root.appendingPathComponent("Assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        for folder in ["devices", "scenes", "apps"] {
            try FileManager.default.createSymbolicLink(
                at: assets.appendingPathComponent(folder),
                withDestinationURL: packageRoot.appendingPathComponent("Assets/\(folder)"))
        }
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("Icons"), withDestinationURL: packageRoot.appendingPathComponent("Icons"))
        let table = assets.appendingPathComponent("system-strings.json")
        try Data("{\"languages\": {\n  \"de\": {\"source\": \"x\",\n    \"items\": {\"removeApp\": 7}}}}\n".utf8)
            .write(to: table)
        let out = root.appendingPathComponent("home.png").path
        let result = try await runForceLab(["render", "--assets", root.path, "--locale", "de", "-o", out])
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("system-strings.json:3: error: "), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
