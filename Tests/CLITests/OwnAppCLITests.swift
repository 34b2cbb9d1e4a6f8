import Foundation
import TestSupport
import Testing

/// `--app`, the real icon and IconFiles, and the contact sheet, run as a user would, on the
/// Sketchbook fixture (an app with an asset catalog: PNG, SVG and PDF images) and real apps.
@Suite(.serialized) struct OwnAppCLITests {
    static let sketchbook = "Tests/Fixtures/own-app/Sketchbook"

    func layout(_ args: [String]) async throws -> [[String: Any]] {
        let result = try await runForceLab(["layout", "--format", "json"] + args)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return ((object?["pages"] as? [[[String: Any]]]) ?? []).flatMap { $0 }
    }

    @Test func theAppJoinsTheHomeScreenAndTheOthersMoveOver() async throws {
        let before = try await layout([])
        let after = try await layout(["--app", Self.sketchbook, "--slot", "2,1"])
        #expect(after.first { $0["app"] as? String == "Sketchbook" }?["column"] as? Int == 2)
        // The app that had the slot is now one further on.
        let displaced = before.first { ($0["column"] as? Int) == 2 && ($0["row"] as? Int) == 1 }?["app"] as? String
        #expect(after.first { $0["app"] as? String == displaced }?["column"] as? Int == 3)
        #expect(after.count == before.count + 1)
    }

    @Test func theNameFollowsTheLocaleAndDefines() async throws {
        let german = try await runForceLab([
            "layout", "--format", "text", "--app", Self.sketchbook, "--define", "PRODUCT_NAME=Doodle",
        ])
        #expect(german.status == 0, "\(german.stderr)")
        #expect(german.stdout.contains("Sketchbook"), "the en localization names it")
        // Habitica's plist says $(PRODUCT_NAME) and its strings name nothing: the plist's folder.
        let habitica = try await layout(["--app", "Tests/Fixtures/real-plists/HabitRPG__habitica-ios"])
        #expect(habitica.first?["app"] as? String == "HabitRPG")
        let defined = try await layout([
            "--app", "Tests/Fixtures/real-plists/HabitRPG__habitica-ios", "--define", "PRODUCT_NAME=Habitica",
        ])
        #expect(defined.first?["app"] as? String == "Habitica")
    }

    @Test func renderAndPreviewDrawTheAppWithItsOwnImages() async throws {
        let directory = try makeTemporaryDirectory()
        let home = directory.appendingPathComponent("home.png").path
        let render = try await runForceLab(["render", "--app", Self.sketchbook, "--scale", "1", "-o", home])
        #expect(render.status == 0 && render.stderr.isEmpty, "\(render.stderr)")
        let menu = directory.appendingPathComponent("menu.png").path
        let preview = try await runForceLab([
            "preview", Self.sketchbook, "--locale", "ja", "--slot", "4,6", "--scale", "1", "-o", menu,
        ])
        #expect(preview.status == 0 && preview.stderr.isEmpty, "\(preview.stderr)")
        #expect(try pngSize(menu) == (375, 812))
    }

    @Test func theContactSheetHoldsEveryLocaleAndPlacement() async throws {
        let directory = try makeTemporaryDirectory()
        let sheet = directory.appendingPathComponent("sheet.png").path
        let result = try await runForceLab(["preview", Self.sketchbook, "--all-locales", "--all-slots", "-o", sheet])
        #expect(result.status == 0, "\(result.stderr)")
        let size = try pngSize(sheet)
        // 5 locales x 4 placements, 4 cells a row: 5 rows, each taller than a menu of 4 items.
        #expect(size.width > 4 * 200 && size.width < 4 * 375 + 200)
        #expect(size.height > 5 * 250)
        let two = directory.appendingPathComponent("two.png").path
        let chosen = try await runForceLab([
            "preview", Self.sketchbook, "--locales", "de,ja", "--slots", "top-left;4,7", "-o", two,
        ])
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(try pngSize(two).width < size.width)
    }

    @Test(arguments: ["png", "html"])
    func theSheetIsTheSameBytesFromOneWorkerAndFromThree(format: String) async throws {
        let directory = try makeTemporaryDirectory()
        var outputs: [[String: Data]] = []
        var messages: [String] = []
        for workers in ["1", "3"] {
            let folder = directory.appendingPathComponent("w\(workers)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let result = try await runForceLab(
                [
                    "preview", "Tests/Fixtures/real-plists/Floorp-Projects__floorp-ios", "--locales", "ar,de,ja,ta,fa",
                    "--all-slots", "--define", "MOZ_BUNDLE_DISPLAY_NAME=Firefox", "--format", format, "-o",
                    folder.appendingPathComponent("sheet.\(format)").path,
                ], env: ["FORCELAB_WORKERS": workers])
            #expect(result.status == 0, "\(result.stderr)")
            messages.append(result.stderr)
            var files: [String: Data] = [:]
            for name in FileManager.default.subpaths(atPath: folder.path) ?? [] {
                files[name] = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
            }
            outputs.append(files)
        }
        #expect(
            outputs[0].keys.filter { $0.hasSuffix(".png") }.count == (format == "png" ? 1 : 20),
            "\(outputs[0].keys.sorted())")
        #expect(outputs[0] == outputs[1])
        // A missing IconFile picture is reported once, however many workers draw it.
        #expect(messages[0] == messages[1])
    }

    @Test func theHTMLSheetLinksOnePNGPerCellAndListsTheLint() async throws {
        let directory = try makeTemporaryDirectory()
        let page = directory.appendingPathComponent("report.html").path
        let result = try await runForceLab([
            "preview", "Tests/Fixtures/real-plists/OnionBrowser__OnionBrowser/Resources/Info.plist", "--all-locales",
            "--all-slots", "--format", "html", "-o", page,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let images = html.components(separatedBy: "<img src=\"report_cells/").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        #expect(!images.isEmpty && images.count % 4 == 0)
        for image in images {
            #expect(
                FileManager.default.fileExists(atPath: directory.appendingPathComponent("report_cells/" + image).path),
                "\(image)")
        }
        #expect(!html.contains("<script"))
        #expect(html.contains("[QA"), "the lint messages sit beside the cells")
    }

    @Test func badCatalogsAndImagesAreOneLineOrAWarningNeverACrash() async throws {
        let directory = try makeTemporaryDirectory()
        let app = directory.appendingPathComponent("Bad")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent(Self.sketchbook), to: app)
        let assets = app.appendingPathComponent("Sketchbook/Assets.xcassets")
        let out = directory.appendingPathComponent("x.png").path
        // A huge PNG (by its header), a PDF that is not one, an SVG that is garbage: warnings.
        var png = Data([
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 1, 0, 0, 0, 1, 0, 0,
        ])
        png.append(Data(count: 64))
        try png.write(to: assets.appendingPathComponent("Shortcuts/layers.imageset/layers@3x.png"))
        try Data("%PDF-1.4 this is not a PDF".utf8).write(
            to: assets.appendingPathComponent("Shortcuts/brush.imageset/brush.pdf"))
        try Data("<svg".utf8).write(to: assets.appendingPathComponent("Shortcuts/palette.imageset/palette.svg"))
        // A 3 GB sparse app icon: never read.
        let sparse = assets.appendingPathComponent("AppIcon.appiconset/icon-1024.png").path
        #expect(truncate(sparse, 3 << 30) == 0)
        let images = try await runForceLab(["preview", app.path, "--scale", "1", "-o", out])
        #expect(images.status == 0, "\(images.stderr)")
        #expect(images.stderr.contains("warning"), "\(images.stderr)")
        #expect(!images.stderr.contains("Fatal"))
        // A broken Contents.json: the file and line.
        try Data("{\n  \"images\" : [\n    { \"filename\" : }\n  ]\n}\n".utf8).write(
            to: assets.appendingPathComponent("AppIcon.appiconset/Contents.json"))
        let broken = try await runForceLab(["render", "--app", app.path, "-o", out])
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("AppIcon.appiconset/Contents.json:3: error:"), "\(broken.stderr)")
        #expect(broken.stderr.split(separator: "\n").count == 1)
    }

    /// Width and height from a PNG's IHDR.
    func pngSize(_ path: String) throws -> (width: Int, height: Int) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(24)
        let bytes = [UInt8](data)
        guard bytes.count == 24 else { return (0, 0) }
        return (bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, bytes[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }
}
