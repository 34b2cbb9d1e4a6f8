import Foundation
import Testing

@testable import Simulator

/// The window's reload: the banner names the files that changed, and the `reloaded` log entry
/// lists them (a field added with issue 22).
@Suite struct ReloadBannerTests {
    @Test func theBannerNamesEachFileByItsFolder() {
        #expect(ChangedFiles.describe(["/home/me/src/MyApp/Info.plist"]) == "MyApp/Info.plist")
        #expect(
            ChangedFiles.describe([
                "/p/Client/Configuration/Lumen.xcconfig", "/p/Client.xcodeproj/project.pbxproj",
            ]) == "Configuration/Lumen.xcconfig, Client.xcodeproj/project.pbxproj")
        // Two plists of the same name are told apart by their folders.
        #expect(
            ChangedFiles.describe(["/a/MyApp/de.lproj/InfoPlist.strings", "/a/MyApp/fr.lproj/InfoPlist.strings"])
                == "de.lproj/InfoPlist.strings, fr.lproj/InfoPlist.strings")
        // A file with no folder, or in the root or the working folder: its name alone.
        #expect(ChangedFiles.describe(["default.json", "/etc.json", "./x.json"]) == "default.json, etc.json, x.json")
        // Past three: how many more.
        #expect(
            ChangedFiles.describe(["/a/b/1", "/a/b/2", "/a/b/3", "/a/b/4", "/a/b/5"])
                == "b/1, b/2, b/3 and 2 more")
        #expect(ChangedFiles.describe([]) == "")
    }

    @Test func theReloadedEntryListsTheChangedFiles() throws {
        var playground = try makePlayground()
        _ = playground.drainLog()
        let content = playground.content
        playground.reload(content, files: ["/src/MyApp/Info.plist", "/src/MyApp/de.lproj/InfoPlist.strings"])
        let line = try #require(playground.drainLog().last?.jsonLine)
        #expect(line.contains(#""ui":"reloaded","scene":"#), "\(line)")
        let files = #","files":["/src/MyApp/Info.plist","/src/MyApp/de.lproj/InfoPlist.strings"]}"#
        #expect(line.hasSuffix(files), "\(line)")
        // A reload that read no file (the locale changed) writes the entry as before.
        playground.reload(content)
        let plain = try #require(playground.drainLog().last?.jsonLine)
        #expect(!plain.contains("files"), "\(plain)")
    }
}
