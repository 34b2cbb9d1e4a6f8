import ForceLabText
import Foundation
import Geometry
import QuickActions
import Testing

@testable import ForceLabSDL
@testable import Simulator

/// What `forcelab lint` says a title shows as (`rendered`) is what the menu picture draws:
/// the same lines, cut at the same places, and no ink past the text's frame. Titles in scripts
/// that need shaping, bidi, fallback fonts and dictionary line breaks, at the device's 3x.
extension SDLDrawing {
    @Suite struct LintMatchesPictureTests {
        static let items: [(title: String, subtitle: String?)] = [
            ("புதிய தனிப்பயன் கீற்றுகளை இப்போதே திறக்கவும் மற்றும் சேமிக்கவும்", nil),
            ("iPhone 15 رسالة جديدة إلى جميع الأصدقاء والعائلة الآن", "رسالة طويلة 🎉 جدا لا تتسع في سطر 👨‍👩‍👧‍👦 واحد أبدا"),
            ("แท็บส่วนตัวใหม่ของฉัน 🇹🇭 ที่ยาวมากจริงๆนะครับผมว่าไม่พอดีแน่นอน 👍🏽", nil),
            ("新しいプライベートタブを開きます、「とても長いタイトル」です。", nil),
        ]

        @Test func lintsRenderedLinesAreTheLinesTheMenuDraws() throws {
            let scale = 3.0
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "forcelab-lint-picture-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let manifest = folder.appendingPathComponent("shortcuts.json")
            let entries = Self.items.enumerated().map { index, item in
                ["type": "t\(index)", "title": item.title].merging(item.subtitle.map { ["subtitle": $0] } ?? [:]) {
                    a, _ in a
                }
            }
            try JSONSerialization.data(withJSONObject: ["app": "Mail", "static": entries]).write(to: manifest)

            // Lint, measuring at the device's scale.
            let stage = try Stage(scale: scale)
            let measurer = TTFTextMeasurer(library: sharedFonts, scale: scale)
            let app = try AppShortcuts.load(path: manifest.path)
            let diagnostics = Validator(metrics: stage.device.quickActionMenu, measurer: measurer).validate(
                app, locales: [nil])
            var linted: [Int: [String]] = [:]
            for diagnostic in diagnostics where ["QA005", "QA006"].contains(diagnostic.rule) {
                linted[diagnostic.item!] = diagnostic.rendered
            }
            #expect(linted.count == Self.items.count, "every title here is too long: \(diagnostics.map(\.message))")
            #expect(!diagnostics.contains { $0.rule == "QA018" })

            // The picture: the app in the first slot, pressed until its menu opens.
            var scene = stage.scene
            scene.apps.append(SceneApp(name: "Mail", icon: "mail", manifest: manifest.path))
            scene.pages[0][0] = scene.apps.count - 1
            let content = try SceneContent.load(scene: scene, device: stage.device)
            var playground = Playground(
                content: content, measurer: measurer, menuMetrics: stage.device.quickActionMenu, profile: .medium,
                haptic: false)
            let slot = try #require(
                playground.content.layout.visibleSlots(page: 0).first { $0.app == scene.apps.count - 1 })
            playground.play(
                PressScript.press(at: slot.iconFrame.center, start: 100_000, peak: 0.5, rise: 150_000, hold: 350_000),
                until: 700_000)
            guard case .menu(let menu) = playground.mode else {
                Issue.record("no menu")
                return
            }
            let list = PlaygroundRenderer().displayList(playground)
            let canvas = try HeadlessCanvas(
                size: stage.device.size, scale: scale, fonts: sharedFonts, images: stage.images)
            canvas.draw(list)
            if let keep = ProcessInfo.processInfo.environment["FORCELAB_KEEP_PICTURE"] { try canvas.savePNG(keep) }

            for row in menu.layout.rows {
                // The menu's own runs: inside the row's text frame (the home screen's labels lie
                // under the platter).
                let drawn = list.textRuns.filter {
                    row.textFrame.contains($0.frame.center) && $0.frame.minX == row.textFrame.minX
                }
                let titleRuns = drawn.filter { $0.font == stage.device.quickActionMenu.titleFont }.map(\.text)
                #expect(
                    titleRuns == linted[row.item],
                    "item \(row.item): the picture draws \(titleRuns), lint says \(linted[row.item] ?? [])")
                #expect(titleRuns == row.titleLines)
                // Every drawn line is measured to fit, and its ink stays inside the text frame.
                for run in drawn {
                    #expect(
                        measurer.width(of: run.text, font: run.font) <= row.textFrame.width,
                        "\(run.text) is wider than the text frame")
                    var ink = 0
                    for y in stride(from: run.frame.minY, to: run.frame.maxY, by: 1 / scale) {
                        for x in stride(from: row.textFrame.maxX + 1, to: row.frame.maxX - 2, by: 1 / scale) {
                            let c = canvas.color(at: Point(x: x, y: y))
                            if c.r < 120 && c.g < 120 && c.b < 120 { ink += 1 }
                        }
                    }
                    #expect(
                        ink == 0,
                        "\(run.text): \(ink) dark pixels right of the text frame \(row.textFrame) in row \(row.frame), icons \(menu.layout.iconSide)"
                    )
                }
            }
        }
    }
}
