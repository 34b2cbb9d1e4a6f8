import Foundation
import Testing

@testable import QuickActions

/// Where a named plist's app is: its catalogs are searched under the app's root (the project's
/// folder when there is one up to four folders above, else two folders above the plist, never
/// past a folder holding `.git`), and its localizations up to that root.
@Suite struct AppRootTests {
    /// A folder tree in a fresh temporary folder: path -> contents (nil: a folder).
    func tree(_ entries: [String: String?]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("app-root-\(UUID().uuidString)")
        for (path, contents) in entries.sorted(by: { $0.key < $1.key }) {
            let url = root.appendingPathComponent(path)
            if let contents {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url)
            } else {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            }
        }
        return root
    }

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleDisplayName</key><string>Demo</string>
        <key>UIApplicationShortcutItems</key><array><dict>
        <key>UIApplicationShortcutItemType</key><string>new</string>
        <key>UIApplicationShortcutItemTitle</key><string>New Note</string>
        </dict></array>
        </dict></plist>
        """
    static let german = "\"CFBundleDisplayName\" = \"Demo DE\";\n\"New Note\" = \"Neue Notiz\";\n"

    @Test func localizationsAreFoundUpToTheProjectsFolder() throws {
        // The plist three folders below the project; the strings in the project's Resources/.
        let files: [String: String?] = [
            "Proj/Sources/App/Support/Info.plist": Self.plist,
            "Proj/Resources/de.lproj/InfoPlist.strings": Self.german,
        ]
        let withProject = try tree(files.merging(["Proj/Demo.xcodeproj": nil]) { $1 })
        defer { try? FileManager.default.removeItem(at: withProject) }
        let plist = withProject.appendingPathComponent("Proj/Sources/App/Support/Info.plist").path
        let source = try AppSource.load(path: plist)
        #expect(source.root == withProject.appendingPathComponent("Proj").path)
        #expect(source.shortcuts.localizations["de"]?["New Note"] == "Neue Notiz")
        #expect(source.shortcuts.appName(locale: "de") == "Demo DE")
        // No project: the search stops two folders above the plist (Proj/Sources), short of them.
        let alone = try tree(files)
        defer { try? FileManager.default.removeItem(at: alone) }
        let lone = try AppSource.load(path: alone.appendingPathComponent("Proj/Sources/App/Support/Info.plist").path)
        #expect(lone.root == alone.appendingPathComponent("Proj/Sources").path)
        #expect(lone.shortcuts.localizations.isEmpty, "\(lone.shortcuts.localizationFiles)")
        // Loaded without a root, only the plist's folder and its parent are searched.
        #expect(try AppShortcuts.load(path: plist).localizations.isEmpty)
    }

    @Test func theSearchNeverPassesAFolderHoldingGit() throws {
        let root = try tree([
            "Repo/.git/HEAD": "ref: refs/heads/main\n",
            "Repo/App/Info.plist": Self.plist,
            "Outside/Other/Info.plist": Self.plist,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        // Two folders above Repo/App/Info.plist is the temporary folder: .git stops it at Repo.
        #expect(
            XcodeProjectFinder.appRoot(ofPlist: root.appendingPathComponent("Repo/App/Info.plist").path)
                == root.appendingPathComponent("Repo").path)
        // Without .git: two folders above the plist.
        #expect(
            XcodeProjectFinder.appRoot(ofPlist: root.appendingPathComponent("Outside/Other/Info.plist").path)
                == root.path)
        // A folder holding .git is the root even when it is the plist's own.
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Outside/Other/.git"), withIntermediateDirectories: true)
        #expect(
            XcodeProjectFinder.appRoot(ofPlist: root.appendingPathComponent("Outside/Other/Info.plist").path)
                == root.appendingPathComponent("Outside/Other").path)
    }
}
