import Foundation
import TestSupport
import Testing

/// A named plist keeps its app: god-ios names one of three plists (`Production/Info.plist`),
/// and its icon and string catalog sit one folder up. The search for them goes up to the
/// project's folder, else two folders above the plist, never past a folder holding `.git`.
@Suite(.serialized) struct NamedPlistCLITests {
    static let god = "Tests/Fixtures/real-plists/0x1-company__god-ios"
    static let production = "App/Multiplatform/Production/Info.plist"

    /// The home screen with the app at `plist` installed, as PNG bytes.
    func render(_ plist: String) async throws -> Data {
        let out = try makeTemporaryDirectory().appendingPathComponent("home.png")
        let result = try await runForceLab(["render", "--app", plist, "--scale", "1", "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        return try Data(contentsOf: out)
    }

    /// A copy of god-ios in a fresh folder, changed by `change` (given the copy's folder).
    func copy(_ change: (URL) throws -> Void) throws -> String {
        let folder = try makeTemporaryDirectory().appendingPathComponent("god")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent(Self.god), to: folder)
        try change(folder)
        return folder.appendingPathComponent(Self.production).path
    }

    @Test func godsNamedPlistKeepsTheIconAndCatalogsOneFolderUp() async throws {
        let named = try await render(Self.god + "/" + Self.production)
        let noCatalog = try await render(
            try copy {
                try FileManager.default.removeItem(at: $0.appendingPathComponent("App/Multiplatform/Assets.xcassets"))
            })
        // The icon set one folder up is drawn: without it the app gets a letter icon.
        #expect(named != noCatalog)
        // The string catalog one folder up: the Japanese title, which repeats the app's name.
        let lint = try await runForceLab([
            "lint", Self.god + "/" + Self.production, "--locale", "ja", "--format", "xcode",
        ])
        #expect(lint.stdout.contains("Godを消さないで") && lint.stdout.contains("[QA011]"), "\(lint.stdout)")
    }

    @Test func theSearchStopsAtGitAndTwoFoldersUpWithoutAProject() async throws {
        let found = try await render(Self.god + "/" + Self.production)
        let missing = try await render(
            try copy {
                try FileManager.default.removeItem(at: $0.appendingPathComponent("App/Multiplatform/Assets.xcassets"))
            })
        func git(_ folder: String) -> (URL) throws -> Void {
            { try Data("ref: refs/heads/main\n".utf8).write(to: $0.appendingPathComponent(folder + "/.git")) }
        }
        // A repository whose root is the plist's folder: the catalog one folder up is outside it.
        #expect(try await render(try copy(git("App/Multiplatform/Production"))) == missing)
        // Its root is the catalog's folder: found, the repository's root included.
        #expect(try await render(try copy(git("App/Multiplatform"))) == found)
        // The catalog three folders above the plist: past the two searched without a project...
        func moveCatalogUp(_ folder: URL) throws {
            try FileManager.default.moveItem(
                at: folder.appendingPathComponent("App/Multiplatform/Assets.xcassets"),
                to: folder.appendingPathComponent("Assets.xcassets"))
        }
        #expect(try await render(try copy(moveCatalogUp)) == missing)
        // ...but inside the project's folder when an .xcodeproj sits there.
        let project = try copy {
            try moveCatalogUp($0)
            try FileManager.default.createDirectory(
                at: $0.appendingPathComponent("God.xcodeproj"), withIntermediateDirectories: true)
        }
        #expect(try await render(project) == found)
    }
}
