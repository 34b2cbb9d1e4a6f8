import Foundation
import TestSupport
import Testing

/// A German phone's long system item through the real binary: "Home-Bildschirm bearbeiten" wraps
/// onto two lines, as UIKit's menu cell wraps a title (two lines at the standard text sizes),
/// instead of being cut ("Home-Bildschirm be…"); the menu grows by the extra line (a golden,
/// looked at).
@Suite struct SystemItemWrapCLITests {
    @Test func aGermanSystemItemWrapsOntoTwoLines() async throws {
        let out = try makeTemporaryDirectory().appendingPathComponent("menu.png")
        let result = try await runForceLab(
            [
                "preview", "Assets/apps/Mail", "--locale", "de", "--device", "iphone-15", "--ios", "18", "--slot",
                "1,1",
                "--scale", "1", "-o", out.path,
            ], directory: packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        assertGolden(.bytes(try Data(contentsOf: out)), at: "Tests/CLITests/Goldens/text/menu-de-system-item-wraps.png")
    }
}
