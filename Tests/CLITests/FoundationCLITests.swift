import Foundation
import Testing

@Suite(.serialized) struct FoundationCLITests {
    @Test func helpListsEveryCommand() async throws {
        let result = try await runForceLab(["--help"])
        #expect(result.status == 0)
        for command in ["play", "render", "layout", "classify", "lint", "preview", "replay", "bench"] {
            #expect(result.stdout.contains("  \(command) "), "--help should list \(command)")
        }
        for command in ["play", "render", "bench"] {
            let help = try await runForceLab(["help", command])
            #expect(help.status == 0)
            #expect(help.stdout.hasPrefix("USAGE: forcelab \(command)"))
            #expect(try await runForceLab([command, "--help"]).stdout == help.stdout)
        }
    }

    @Test func unknownCommandsAndOptionsAreUsageErrors() async throws {
        let unknown = try await runForceLab(["frobnicate"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no command named 'frobnicate'"))
        let badOption = try await runForceLab(["render", "-o", "/tmp/x.png", "--colour", "red"])
        #expect(badOption.status == 2)
        #expect(badOption.stderr == "forcelab: error: unknown option '--colour'; see forcelab help render\n")
        // Something close gets the closest names, in one line.
        let typo = try await runForceLab(["render", "--outptu", "x.png"])
        #expect(typo.stderr == "forcelab: error: unknown option '--outptu'; did you mean '--output'?\n")
        #expect(
            try await runForceLab(["previw"]).stderr
                == "forcelab: error: no command named 'previw'; did you mean 'preview'?\n")
        #expect(try await runForceLab(["lint", "--formt", "json", "x"]).stderr.hasSuffix("did you mean '--format'?\n"))
        #expect(try await runForceLab(["play", "--hdu"]).stderr.hasSuffix("did you mean '--hud'?\n"))
        let device = try await runForceLab(["render", "--device", "iphone15", "-o", "x.png"])
        #expect(device.stderr == "forcelab: error: no device named 'iphone15'; did you mean 'iphone-15'?\n")
        let far = try await runForceLab(["render", "--device", "nokia-3310", "-o", "x.png"])
        #expect(far.stderr.contains("known devices: iphone-11, "))
        let scene = try await runForceLab(["layout", "--scene", "defualt"])
        #expect(scene.stderr == "forcelab: error: no scene named 'defualt'; did you mean 'default'?\n")
        let profile = try await runForceLab(["classify", "--profile", "frim", "Tests/Replays/peek-pop-row.jsonl"])
        #expect(profile.stderr == "forcelab: error: no profile named 'frim'; did you mean 'firm'?\n")
        let rule = try await runForceLab(["lint", "--disable", "QA05", "x"])
        #expect(rule.stderr.contains("unknown rule 'QA05'; did you mean"))
        let noOutput = try await runForceLab(["render"])
        #expect(noOutput.status == 2)
        #expect(noOutput.stderr.contains("-o OUT.png"))
    }

    @Test func renderWritesTheSameBytesTwice() async throws {
        let directory = try makeTemporaryDirectory()
        let first = directory.appendingPathComponent("a.png").path
        let second = directory.appendingPathComponent("b.png").path
        #expect(try await runForceLab(["render", "--scale", "1", "-o", first]).status == 0)
        #expect(try await runForceLab(["render", "--scale", "1", "--output", second]).status == 0)
        let a = try Data(contentsOf: URL(fileURLWithPath: first))
        let b = try Data(contentsOf: URL(fileURLWithPath: second))
        #expect(a.count > 10_000)
        #expect(a == b, "render must be byte-identical run to run")
        // 375 x 812 at scale 1: the PNG header says so.
        let width = a[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = a[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 375 && height == 812)
    }

    @Test func missingOrBrokenFilesAreOneLineErrors() async throws {
        let directory = try makeTemporaryDirectory()
        let out = directory.appendingPathComponent("x.png").path

        let missingScene = try await runForceLab(["render", "--scene", "/nonexistent/scene.json", "-o", out])
        #expect(missingScene.status == 2)
        #expect(missingScene.stderr == "/nonexistent/scene.json: error: no such file or folder\n")

        let broken = directory.appendingPathComponent("broken.json")
        try Data("{\n  \"apps\": [\n    {\"name\": \"Mail\", \"icon\": \"mail\"},\n  ]\n  \"pages\"\n".utf8).write(
            to: broken)
        let brokenResult = try await runForceLab(["render", "--scene", broken.path, "-o", out])
        #expect(brokenResult.status == 2)
        #expect(brokenResult.stderr.hasPrefix("\(broken.path):"), "\(brokenResult.stderr)")
        #expect(brokenResult.stderr.contains(": error: "))
        #expect(brokenResult.stderr.split(separator: "\n").count == 1)

        let missingIcon = directory.appendingPathComponent("icon.json")
        try Data(
            "{\n  \"apps\": [\n    {\"name\": \"Ghost\", \"icon\": \"ghost\"}\n  ],\n  \"pages\": [[\"Ghost\"]]\n}\n"
                .utf8
        ).write(to: missingIcon)
        let iconResult = try await runForceLab(["render", "--scene", missingIcon.path, "-o", out])
        #expect(iconResult.status == 2)
        #expect(iconResult.stderr.hasPrefix("\(missingIcon.path):3: error: icon 'ghost'"), "\(iconResult.stderr)")

        let missingFont = try await runForceLab(["render", "--font", "/nonexistent/font.ttf", "-o", out])
        #expect(missingFont.status == 2)
        #expect(missingFont.stderr == "/nonexistent/font.ttf: error: no such file or folder\n")

        let unknownDevice = try await runForceLab(["render", "--device", "nokia-3310", "-o", out])
        #expect(unknownDevice.status == 2)
        #expect(unknownDevice.stderr.contains("iphone-xs"))

        let badFolder = try await runForceLab(["render", "-o", "/nonexistent-dir/x.png"])
        #expect(badFolder.status == 2)
        #expect(badFolder.stderr.hasPrefix("/nonexistent-dir/x.png: error:"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func playWithoutADisplayExitsWithAHint() async throws {
        // No timing assertion: that it returns at all (and with status 2) is what the test shows;
        // the 2 s bound is the Watchdog's job, and .ci/run's timeout catches a hang.
        let result = try await runForceLab(["play", "--frames", "10"], env: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        #expect(result.status == 2)
        #expect(result.stderr.contains("forcelab render"))
        #expect(result.stderr.split(separator: "\n").count == 1)

        let dummy = try await runForceLab(["--frames", "10"], env: ["SDL_VIDEODRIVER": "dummy"])
        #expect(dummy.status == 2)
        #expect(dummy.stderr.contains("forcelab render"))
    }

    @Test func assetsCanBeMovedWithAnEnvironmentVariable() async throws {
        let result = try await runForceLab(
            ["render", "-o", "/tmp/never.png"], env: ["FORCELAB_ASSETS": "/nonexistent"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/nonexistent: error: not a ForceLab assets folder"))
    }
}

@Suite(.serialized) struct PreviewAndLayoutCLITests {
    @Test func previewDrawsTheMenuOfAnInfoPlistAndOfAManifest() async throws {
        let directory = try makeTemporaryDirectory()
        for (input, name) in [
            ("Assets/apps/Mail", "mail.png"), ("Assets/apps/Messages/shortcuts.json", "messages.png"),
            ("Tests/Fixtures/real-plists/OnionBrowser__OnionBrowser/Resources/Info.plist", "onion.png"),
        ] {
            let out = directory.appendingPathComponent(name).path
            let result = try await runForceLab([
                "preview", input, "--scale", "1", "--locale", "de", "--slot", "4,6", "-o", out,
            ])
            #expect(result.status == 0, "\(input): \(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: out))
        }
    }

    @Test func previewRejectsBadInputWithOneLine() async throws {
        let out = try makeTemporaryDirectory().appendingPathComponent("x.png").path
        let missing = try await runForceLab(["preview", "/nonexistent/Info.plist", "-o", out])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("/nonexistent/Info.plist"))
        let slot = try await runForceLab(["preview", "Assets/apps/Mail", "--slot", "9,1", "-o", out])
        #expect(slot.status == 2)
        #expect(slot.stderr.contains("--slot expects COLUMN,ROW"))
        #expect(!FileManager.default.fileExists(atPath: out))
        // A locale the app does not ship pictures what iOS shows, with a note (it was exit 2).
        let locale = try await runForceLab(["preview", "Assets/apps/Mail", "--locale", "xx", "-o", out])
        #expect(locale.status == 0)
        #expect(
            locale.stderr
                == "Assets/apps/Mail/Info.plist:12: note: no localization 'xx'; iOS shows the development region's text (en) (it has de, en, fr, ja, ru)\n"
        )
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test func layoutPrintsEveryIconAsJSON() async throws {
        let result = try await runForceLab(["layout", "--format", "json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let pages = object["pages"] as! [[[String: Any]]]
        #expect(pages[0].count == 24)
        let mail = pages[0][0]
        #expect(mail["app"] as? String == "Mail")
        let centre = mail["center"] as! [String: Any]
        #expect(centre["x"] as? Int == 57 && centre["y"] as? Int == 104)
        #expect((object["dock"] as! [Any]).count == 4)
        let text = try await runForceLab(["layout", "--format", "text"])
        #expect(text.stdout.contains("Mail"))
        #expect(try await runForceLab(["layout", "--format", "yaml"]).status == 2)
    }
}

extension PreviewAndLayoutCLITests {
    @Test(arguments: [("iphone-8", 375, 667), ("iphone-8-plus", 414, 736), ("iphone-xs", 375, 812)])
    func everyDeviceRenders(device: String, width: Int, height: Int) async throws {
        let out = try makeTemporaryDirectory().appendingPathComponent("\(device).png").path
        let result = try await runForceLab(["render", "--device", device, "--scale", "1", "-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        let png = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(png[16..<20].reduce(0) { $0 << 8 | Int($1) } == width)
        #expect(png[20..<24].reduce(0) { $0 << 8 | Int($1) } == height)
        let preview = try await runForceLab([
            "preview", "Assets/apps/Mail", "--device", device, "--slot", "4,6", "--scale", "1", "-o", out,
        ])
        #expect(preview.status == 0, "\(preview.stderr)")
    }
}
