import Foundation
import Testing

/// `forcelab devices`, `--ios` on every command that draws or measures, `lint --all-devices`.
@Suite struct DevicesCLITests {
    @Test func devicesListsTheCatalogueInReleaseOrder() async throws {
        let result = try await runForceLab(["devices"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 44, "a header and 43 iPhones")
        #expect(lines[0].hasPrefix("name "))
        #expect(
            lines[1].hasPrefix("iphone-6s ") && lines[35].hasPrefix("iphone-16-pro-max ")
                && lines[43].hasPrefix("iphone-18-pro-max "))
        let xs = try #require(lines.first { $0.hasPrefix("iphone-xs ") })
        for cell in ["375 x 812", "@3x", "44 / 34", "notch 44", "3D Touch", "12-18", " 12"] {
            #expect(xs.contains(cell), "\(xs)")
        }
        let fifteen = try #require(lines.first { $0.hasPrefix("iphone-15 ") })
        for cell in ["393 x 852", "59 / 34", "Dynamic Island 54", "Haptic Touch", "17-18,26-27"] {
            #expect(fifteen.contains(cell), "\(fifteen)")
        }
        let json = try await runForceLab(["devices", "--format", "json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 43)
        #expect((array.first?["ios"] as? [String: Int]) == ["min": 9, "max": 15, "default": 12])
        let seventeen = try #require(lines.first { $0.hasPrefix("iphone-17 ") })
        for cell in ["402 x 874", "62 / 34", "Dynamic Island 54", "Haptic Touch", "26-27", " 26"] {
            #expect(seventeen.contains(cell), "\(seventeen)")
        }
        let air = try #require(lines.first { $0.hasPrefix("iphone-air ") })
        #expect(air.contains("420 x 912") && air.contains("68 / 34"), "\(air)")
        let sixteenE = try #require(lines.first { $0.hasPrefix("iphone-16e ") })
        #expect(sixteenE.contains("390 x 844") && sixteenE.contains("notch 47") && sixteenE.contains("18,26-27"))
        let mini = try #require(array.first { $0["name"] as? String == "iphone-13-mini" })
        #expect((mini["size"] as? [String: Int]) == ["width": 375, "height": 812])
        #expect(mini["nativeScale"] as? Double == 2.88)
        for name in ["iphone-xs", "iphone-xs-max", "iphone-xr"] {
            let phone = try #require(array.first { $0["name"] as? String == name })
            #expect((phone["ios"] as? [String: Int])?["max"] == 18, "\(name) stops at iOS 18")
        }
        let sources = try await runForceLab(["devices", "--sources"])
        #expect(sources.stdout.contains("    cornerRadius: markbattistella/BezelKit"), "the new phones cite BezelKit")
        #expect(sources.stdout.contains("    safeArea: csl.cool"), "the Dynamic Island phones cite their safe area")
    }

    @Test func iosOutsideTheDevicesRangeIsAUsageError() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("x.png").path
        let outside = try await runForceLab(["render", "--device", "iphone-8", "--ios", "18", "-o", out])
        #expect(outside.status == 2)
        #expect(
            outside.stderr == "forcelab: error: iPhone 8 (iphone-8) runs iOS 11 to 16; --ios 18 is outside that range\n"
        )
        let unknown = try await runForceLab(["preview", "Assets/apps/Mail/Info.plist", "--ios", "19", "-o", out])
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr
                == "forcelab: error: --ios: there is no iOS 19: after iOS 18 Apple numbers releases by year, so iOS 19 to 25 do not exist and the release after 18 is iOS 26 (2025), then 27 (2026)\n"
        )
        for number in ["20", "25"] {
            let skipped = try await runForceLab(["render", "--device", "iphone-17", "--ios", number, "-o", out])
            #expect(skipped.status == 2 && skipped.stderr.contains("there is no iOS \(number)"), "\(skipped.stderr)")
        }
        let beyond = try await runForceLab(["render", "--ios", "28", "-o", out])
        #expect(beyond.stderr == "forcelab: error: --ios: ForceLab draws iOS 9 to 18, 26 and 27, got 28\n")
        let dropped = try await runForceLab(["render", "--device", "iphone-xr", "--ios", "26", "-o", out])
        #expect(
            dropped.stderr
                == "forcelab: error: iPhone XR (iphone-xr) runs iOS 12 to 18; --ios 26 is outside that range\n")
        let tooNew = try await runForceLab(["render", "--device", "iphone-17", "--ios", "18", "-o", out])
        #expect(tooNew.stderr.contains("iPhone 17 (iphone-17) runs iOS 26 and 27; --ios 18"), "\(tooNew.stderr)")
        let lint = try await runForceLab([
            "lint", "Assets/apps/Mail/Info.plist", "--device", "iphone-16", "--ios", "17",
        ])
        #expect(
            lint.status == 2 && lint.stderr.contains("iPhone 16 (iphone-16) runs iOS 18, 26 and 27"), "\(lint.stderr)")
        let both = try await runForceLab([
            "lint", "Assets/apps/Mail/Info.plist", "--all-devices", "--device", "iphone-16",
        ])
        #expect(both.status == 2 && both.stderr.contains("--all-devices"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func previewDrawsTheMenuOfTheChosenRelease() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (device, ios) in [("iphone-8", "12"), ("iphone-15", "18")] {
            let out = directory.appendingPathComponent("\(device).png").path
            let result = try await runForceLab([
                "preview", "Assets/apps/Mail/Info.plist", "--device", device, "--ios", ios, "--scale", "1", "-o", out,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: out))
        }
    }

    @Test func lintMeasuresWithTheDeviceAndReleaseAndNamesWhereATitleIsCut() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Titles beside a subtitle get one line: 179 pt of text in the iOS 12 platter, 184 pt in
        // the iOS 13+ context menu, measured with Inter at the device's pixel scale.
        let manifest = directory.appendingPathComponent("shortcuts.json")
        try Data(
            #"{"app": "Mail", "static": [{"type": "a", "title": "Open Latest Mailboxes", "subtitle": "x"}, {"type": "b", "title": "Open Latest Messages", "subtitle": "x"}, {"type": "c", "title": "Mark Everything as Read", "subtitle": "x"}]}"#
                .utf8
        ).write(to: manifest)
        func cut(_ args: [String]) async throws -> Int {
            try await runForceLab(["lint", manifest.path, "--format", "json"] + args).stdout.components(
                separatedBy: "\"QA005\""
            ).count - 1
        }
        #expect(try await cut(["--device", "iphone-xs", "--ios", "12"]) == 3)
        #expect(try await cut(["--device", "iphone-xs", "--ios", "18"]) == 2)
        #expect(try await cut(["--device", "iphone-6s", "--ios", "15"]) == 1, "the 6s measures at 2x")
        #expect(try await cut(["--device", "iphone-12-mini"]) == 2)
        let all = try await runForceLab(["lint", manifest.path, "--all-devices"])
        #expect(all.status == 0, "\(all.stderr)")
        let lines = all.stdout.split(separator: "\n").filter { $0.contains("[QA005]") }
        #expect(lines.count == 3)
        #expect(
            lines.contains {
                $0.contains("item 0") && $0.contains("cut on iPhone 6s (iOS 9–12), ")
                    && $0.contains("iPhone XR (iOS 12); fits on every other device and iOS")
            }, "\(all.stdout)")
        #expect(
            lines.contains {
                $0.contains("item 1") && $0.contains("fits only on iPhone 6s (iOS 13–15), ")
                    && !$0.contains("iPhone 12 mini")
            }, "fits on a 6s, cut on a 12 mini: \(all.stdout)")
        #expect(lines.contains { $0.contains("item 2") && $0.contains("cut on every device in every iOS it runs") })
    }

    @Test func lintNotesThatTheXROnIOS12HasNoHomeScreenQuickActions() async throws {
        let twelve = try await runForceLab([
            "lint", "Assets/apps/Mail/Info.plist", "--device", "iphone-xr", "--ios", "12", "--format", "json",
        ])
        #expect(twelve.status == 0, "\(twelve.stderr)")
        #expect(twelve.stdout.contains(#""rule":"QA020""#) && twelve.stdout.contains("iPhone XR on iOS 12"))
        let thirteen = try await runForceLab([
            "lint", "Assets/apps/Mail/Info.plist", "--device", "iphone-xr", "--ios", "13", "--format", "json",
        ])
        #expect(!thirteen.stdout.contains("QA020"), "the XR has icon menus from iOS 13")
        let disabled = try await runForceLab([
            "lint", "Assets/apps/Mail/Info.plist", "--device", "iphone-xr", "--ios", "12", "--disable", "QA020",
        ])
        #expect(!disabled.stdout.contains("QA020"))
    }

    @Test func hapticTimingTwoReadsFastAsTheReleaseHasItAndOldRecordingsKeepTheirs() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A 0.25 s press on Mail (iPhone 17): iOS 26's Fast (0.2 s) opens the menu; the fixed
        // table's Fast (0.3 s) does not (a recording without "haptic_timing" replays as made).
        func replay(timing: String) async throws -> String {
            let recording = directory.appendingPathComponent("fast\(timing.count).jsonl")
            try Data(
                (#"{"forcelab":"recording","version":1,"device":"iphone-17","scene":"default","force_unit":"normalized","ios":26"#
                    + timing + "}\n"
                    + #"{"t":0,"type":"down","x":61.5,"y":122,"force":0.05}"# + "\n"
                    + #"{"t":0.25,"type":"move","x":61.5,"y":122,"force":0.05}"# + "\n"
                    + #"{"t":0.26,"type":"up","x":61.5,"y":122}"# + "\n" + #"{"t":1,"type":"tick"}"# + "\n").utf8
            ).write(to: recording)
            let log = directory.appendingPathComponent("log\(timing.count).jsonl")
            let result = try await runForceLab([
                "replay", recording.path, "--haptic-touch", "fast", "--events", log.path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            return (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        }
        let byRelease = try await replay(timing: #","haptic_timing":2"#)
        #expect(byRelease.contains("menuOpened") && !byRelease.contains("appOpened"), "\(byRelease)")
        let old = try await replay(timing: "")
        #expect(old.contains(#""ui":"screen""#) && !old.contains("menuOpened"), "\(old)")
    }

    @Test func aRecordingsHeaderIOSIsCheckedAgainstItsDevice() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let recording = directory.appendingPathComponent("old-phone.jsonl")
        try Data(
            #"""
            {"forcelab":"recording","version":1,"device":"iphone-6s","scene":"default","force_unit":"normalized","ios":18}
            {"t":0.1,"type":"tick"}

            """#.utf8
        ).write(to: recording)
        let result = try await runForceLab(["replay", recording.path])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "\(recording.path):1: error: iPhone 6s (iphone-6s) runs iOS 9 to 15; the header's \"ios\" 18 is outside that range\n",
            "\(result.stderr)")
        let overridden = try await runForceLab(["replay", recording.path, "--ios", "15"])
        #expect(overridden.status == 0, "\(overridden.stderr)")
        let skipped = directory.appendingPathComponent("skipped.jsonl")
        try Data(
            #"""
            {"forcelab":"recording","version":1,"device":"iphone-17","scene":"default","force_unit":"normalized","ios":19}
            {"t":0.1,"type":"tick"}

            """#.utf8
        ).write(to: skipped)
        let nineteen = try await runForceLab(["replay", skipped.path])
        #expect(
            nineteen.status == 2
                && nineteen.stderr.hasPrefix("\(skipped.path):1: error: the header's \"ios\" 19: there is no iOS 19"),
            "\(nineteen.stderr)")
    }
}
