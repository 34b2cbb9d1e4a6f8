import Foundation
import TestSupport
import Testing

/// The phone's language picks the Han face, as iOS does, whichever way the language was reached.
/// Han characters such as 直 写 骨 角 are drawn differently in the Japanese and the Simplified
/// Chinese faces (Noto Sans CJK JP and SC), so two phones showing the same Han text in `ja` and
/// in `zh-Hans` must draw different pixels; before the locale had one home, replay (and the
/// window's L) never told the fonts, and both were drawn with the Japanese face.
@Suite struct LocaleFontCLITests {
    /// Han-only titles, the same in both localizations: only the face can tell them apart.
    static let hanStrings = """
        "CFBundleDisplayName" = "直写骨角";
        "NEW_SKETCH" = "直写骨角";
        "PALETTES" = "写骨";
        "PALETTES_SUBTITLE" = "直角";
        "LAYERS" = "骨角";
        "SCAN" = "直写";
        """

    /// A copy of the Sketchbook fixture whose `ja` and `zh-Hans` localizations say the same Han text.
    static func hanApp(in folder: URL) throws -> URL {
        let fm = FileManager.default
        let app = folder.appendingPathComponent("Sketchbook")
        try fm.copyItem(at: packageRoot.appendingPathComponent("Tests/Fixtures/own-app/Sketchbook"), to: app)
        let bundle = app.appendingPathComponent("Sketchbook")
        for locale in ["ja", "zh-Hans"] {
            let lproj = bundle.appendingPathComponent("\(locale).lproj")
            try fm.createDirectory(at: lproj, withIntermediateDirectories: true)
            try hanStrings.write(
                to: lproj.appendingPathComponent("InfoPlist.strings"), atomically: true, encoding: .utf8)
        }
        return app
    }

    /// The project's own-app recording with its header's locale set to `locale`, beside the app.
    static func recording(locale: String, in folder: URL) throws -> URL {
        let original = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/Replays/own-app-menu-ja.jsonl"), encoding: .utf8)
        let text = original.replacingOccurrences(of: "\"locale\":\"ja\"", with: "\"locale\":\"\(locale)\"")
            .replacingOccurrences(
                of: "\"apps\":[\"../Fixtures/own-app/Sketchbook\"]", with: "\"apps\":[\"Sketchbook\"]")
        #expect(text.contains("\"locale\":\"\(locale)\"") && text.contains("\"apps\":[\"Sketchbook\"]"))
        let url = folder.appendingPathComponent("menu-\(locale).jsonl")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func aReplayInZhHansDrawsHanWithTheSimplifiedFace() async throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.hanApp(in: folder)
        // Both in one process, ja first: the font library and the frame writer's caches are
        // shared between the recordings, so the second must not reuse the first's Han glyphs.
        let recordings = try ["ja", "zh-Hans"].map { try Self.recording(locale: $0, in: folder).path }
        let out = folder.appendingPathComponent("out")
        let result = try await runForceLab(
            ["replay"] + recordings + ["--golden", out.path, "--update-goldens", "--every", "30", "--scale", "1"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        var frames: [String: [String: Data]] = [:]
        for locale in ["ja", "zh-Hans"] {
            let stem = out.appendingPathComponent("menu-\(locale)")
            let names = try FileManager.default.contentsOfDirectory(atPath: stem.path).filter { $0.hasSuffix(".png") }
            frames[locale] = try Dictionary(
                uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: stem.appendingPathComponent($0))) })
        }
        let ja = try #require(frames["ja"])
        let zh = try #require(frames["zh-Hans"])
        #expect(!ja.isEmpty && Set(ja.keys) == Set(zh.keys), "\(ja.keys.sorted()) \(zh.keys.sorted())")
        // The same layout and text in every frame; the Han glyphs differ wherever a label or a
        // menu title shows, which is every frame (the home-screen label is always on screen).
        let differing = ja.keys.filter { ja[$0] != zh[$0] }
        #expect(
            differing.count == ja.count,
            "frames drawn alike in ja and zh-Hans: \(ja.keys.filter { ja[$0] == zh[$0] }.sorted())")
    }
    /// A contact sheet of both locales draws each cell in its own locale's face (one font
    /// library serves every cell, so the sheet must tell it each cell's language).
    @Test func aContactSheetDrawsEachLocalesCellInItsOwnFace() async throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try Self.hanApp(in: folder)
        let page = folder.appendingPathComponent("sheet.html")
        let result = try await runForceLab([
            "preview", app.path, "--locales", "ja,zh-Hans", "--slots", "top-left", "--format", "html", "-o", page.path,
        ])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let cells = folder.appendingPathComponent("sheet_cells")
        let names = try FileManager.default.contentsOfDirectory(atPath: cells.path).sorted()
        let ja = try #require(names.first { $0.contains("-ja-") }, "\(names)")
        let zh = try #require(names.first { $0.contains("-zh-Hans-") }, "\(names)")
        let jaPixels = try Data(contentsOf: cells.appendingPathComponent(ja))
        let zhPixels = try Data(contentsOf: cells.appendingPathComponent(zh))
        #expect(jaPixels != zhPixels, "the ja and zh-Hans cells are drawn alike: one face for both")
    }

    /// The sheet's cells are drawn by worker threads, each with its own font library: each must
    /// follow each cell's locale. With three workers on a row of four placements, the cells a
    /// second and third thread draw are in their own locale's face too, the same bytes as one
    /// thread draws.
    @Test func everyWorkerDrawsEachCellInItsOwnLocalesFace() async throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try Self.hanApp(in: folder)
        var drawn: [[String: Data]] = []
        for workers in ["1", "3"] {
            let page = folder.appendingPathComponent("sheet-\(workers).html")
            let result = try await runForceLab(
                ["preview", app.path, "--locales", "ja,zh-Hans", "--all-slots", "--format", "html", "-o", page.path],
                env: ["FORCELAB_WORKERS": workers])
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            let cells = folder.appendingPathComponent("sheet-\(workers)_cells")
            let names = try FileManager.default.contentsOfDirectory(atPath: cells.path).filter { $0.hasSuffix(".png") }
            drawn.append(
                try Dictionary(
                    uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: cells.appendingPathComponent($0))) }))
        }
        #expect(drawn[0] == drawn[1], "1 and 3 workers drew different cells")
        let cells = drawn[1]
        let ja = cells.keys.filter { $0.contains("-ja-") }.sorted()
        #expect(ja.count == 4, "\(cells.keys.sorted())")
        for name in ja {
            // `1-ja-top-left.png` and `5-zh-Hans-top-left.png`: the same placement in the other locale.
            let placement = name.split(separator: "-", maxSplits: 2).last.map(String.init) ?? ""
            let zh = try #require(cells.keys.first { $0.hasSuffix("-zh-Hans-" + placement) }, "\(cells.keys.sorted())")
            #expect(cells[name] != cells[zh], "\(name) and \(zh) are drawn alike: one face for both")
        }
    }
}
