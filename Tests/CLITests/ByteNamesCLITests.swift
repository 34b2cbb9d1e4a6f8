import Foundation
import TestSupport
import Testing

/// Names are bytes: an app whose folders are named with bytes that are not UTF-8 (its root, an
/// asset-catalog group, a folder holding an `.lproj`) lints and previews exactly as the same app
/// under plain names does: its catalogs' images, its localizations and the device its
/// `.forcelab.json` names are all found. The names are made by bash (`$'\xff'`), which Swift's
/// `Process` arguments cannot carry.
@Suite struct ByteNamesCLITests {
    /// Runs `script` in bash in `work`, with `$FL` the forcelab binary.
    static func bash(_ script: String, in work: URL) async throws -> CLIResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        var environment = ProcessInfo.processInfo.environment
        environment["FL"] = forcelabBinary.path
        environment["FORCELAB_ASSETS"] = packageRoot.appendingPathComponent("Assets").path
        process.environment = environment
        process.currentDirectoryURL = work
        return try await runToEnd(process, stdin: nil)
    }

    /// The Sketchbook fixture twice: under `plain/` and under `b\xFFd/`, where the catalog's
    /// `Shortcuts` group is `Shortcuts\xFE` and `ja.lproj` sits in `Res\xFD/` (`Res/` in the
    /// plain copy); each root holds a `.forcelab.json` naming `Devices/phone.json`, and the
    /// Japanese title of one item is too long to fit.
    static let setUp = #"""
        set -e
        fixture="$1"
        for root in plain $'b\xffd'; do
          mkdir -p "$root/Devices"
          cp -R "$fixture" "$root/Sketchbook"
          cp "$FORCELAB_ASSETS/devices/iphone-8.json" "$root/Devices/phone.json"
          printf '{\n  "device": "Devices/phone.json"\n}\n' > "$root/.forcelab.json"
          # A Japanese title too long for its menu: a finding only the ja localization gives.
          long=$(printf 'レイヤー%.0s' $(seq 1 30))
          sed -i "s/\"レイヤー\"/\"$long\"/" "$root/Sketchbook/Sketchbook/ja.lproj/InfoPlist.strings"
        done
        app=$'b\xffd'/Sketchbook/Sketchbook
        mv "$app/Assets.xcassets/Shortcuts" "$app/Assets.xcassets/"$'Shortcuts\xfe'
        mkdir "$app/"$'Res\xfd' plain/Sketchbook/Sketchbook/Res
        mv "$app/ja.lproj" "$app/"$'Res\xfd/'
        mv plain/Sketchbook/Sketchbook/ja.lproj plain/Sketchbook/Sketchbook/Res/
        """#

    @Test func lintAndPreviewFindEverythingUnderByteNames() async throws {
        let work = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let fixture = packageRoot.appendingPathComponent("Tests/Fixtures/own-app/Sketchbook").path
        let made = try await Self.bash(Self.setUp.replacingOccurrences(of: "\"$1\"", with: "'\(fixture)'"), in: work)
        try #require(made.status == 0, "\(made.stderr)")
        var outputs: [String] = []
        for root in ["plain", "$'b\\xffd'"] {
            let lint = try await Self.bash(
                "\"$FL\" lint \(root)/Sketchbook --all-locales --format json; echo \"status $?\"", in: work)
            let preview = try await Self.bash(
                "\"$FL\" preview \(root)/Sketchbook --locale ja --scale 1 -o \(root).png && md5sum < \(root).png",
                in: work)
            #expect(preview.status == 0, "\(preview.stderr)")
            outputs.append(lint.stdout + lint.stderr + "\npicture " + preview.stdout)
        }
        let shown = outputs[1].replacingOccurrences(of: "b\\\\xFFd", with: "plain")
            .replacingOccurrences(of: "Shortcuts\\\\xFE", with: "Shortcuts").replacingOccurrences(
                of: "Res\\\\xFD", with: "Res")
        #expect(shown == outputs[0])
        // The same results, and real ones: the ja localization was read (its long title found),
        // the configured device was found (a missing one is status 2).
        #expect(outputs[0].contains("\"locale\":\"ja\""), "\(outputs[0])")
        #expect(outputs[0].contains("status 0\n"), "\(outputs[0])")
        #expect(!outputs[1].contains("\u{FFFD}"), "\(outputs[1])")
        #expect(outputs[1].contains("b\\\\xFFd"), "\(outputs[1])")
    }

    /// A device path in `.forcelab.json` under a byte-named root is opened there (a broken file
    /// is reported as itself); a missing one is an error at the key, the root's byte as `\xFF`.
    @Test func aMissingConfiguredDeviceUnderAByteNameIsReportedAtTheKey() async throws {
        let work = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let fixture = packageRoot.appendingPathComponent("Tests/Fixtures/own-app/Sketchbook").path
        let made = try await Self.bash(Self.setUp.replacingOccurrences(of: "\"$1\"", with: "'\(fixture)'"), in: work)
        try #require(made.status == 0, "\(made.stderr)")
        // Found relative to the configuration: a broken device file is reported as itself.
        let broken = try await Self.bash(
            "echo '{' > $'b\\xffd'/Devices/phone.json; \"$FL\" lint $'b\\xffd'/Sketchbook; echo \"status $?\"", in: work
        )
        #expect(broken.stdout.hasSuffix("status 2\n"), "\(broken.stdout)\(broken.stderr)")
        #expect(broken.stderr.contains("/b\\xFFd/Devices/phone.json:2: error: malformed JSON"), "\(broken.stderr)")
        let result = try await Self.bash(
            "rm $'b\\xffd'/Devices/phone.json; \"$FL\" lint $'b\\xffd'/Sketchbook; echo \"status $?\"", in: work)
        #expect(result.stdout.hasSuffix("status 2\n"), "\(result.stdout)\(result.stderr)")
        #expect(
            result.stderr.contains("b\\xFFd/.forcelab.json:2: error: \"device\": no device file 'Devices/phone.json'"),
            "\(result.stderr)")
    }
}
