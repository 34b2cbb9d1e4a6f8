import CSDL2
import Foundation
import QuickActions
import Testing

@testable import ForceLabSDL
@testable import ForceLabText

/// Every character iOS draws: colour emoji from Noto Color Emoji (joined sequences one glyph,
/// sized to the text, never QA018) and Urdu in Nastaliq. These need the fonts the Makefile
/// installs (fonts-noto-color-emoji, fonts-noto-core).
extension SDLDrawing {
    @Suite struct EmojiAndNastaliqTests {
        let fonts = sharedFonts
        let pixels: Int32 = 51  // 17 pt at 3x, as lint measures
        static let emojiFont = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
        static let nastaliq = "/usr/share/fonts/truetype/noto/NotoNastaliqUrdu-Regular.ttf"

        func family(_ run: FontLibrary.ShapedRun) -> String {
            guard let name = run.font?.familyName else { return "marker" }
            return name
        }

        /// The glyphs hb-shape (libharfbuzz-bin) makes of `text` in `font` at `size`: (glyph, x advance).
        static func hbShape(_ text: String, font: String, size: Int32) throws -> [(Int, Double)] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/hb-shape")
            process.arguments = ["--font-size=\(size)", "--no-glyph-names", "--output-format=json", font, text]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let glyphs = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
            return glyphs.map { (($0["g"] as? Int) ?? -1, ($0["ax"] as? Double) ?? 0) }
        }

        @Test func aZWJSequenceFlagAndKeycapAreEachOneColourGlyph() throws {
            let advance = try #require(fonts.emojiAdvance(pixels: pixels))
            // Sized to the text: Noto's 109 px strike brought to 51 px, 2550/2048 em wide.
            #expect(abs(Double(advance) - 51 * 2550 / 2048) <= 1, "\(advance)")
            for sequence in ["👨🏻‍💻", "🇩🇪", "1️⃣", "👨‍👩‍👧‍👦", "❤️"] {
                let line = try fonts.shape("\(sequence) Code Review", weight: .regular, pixels: pixels)
                let first = try #require(line.runs.first)
                #expect(first.text == sequence && first.colour, "\(sequence): \(line.runs.map(\.text))")
                #expect(family(first) == "Noto Color Emoji")
                #expect(first.width == advance, "\(sequence): one glyph is one emoji wide, not \(first.width) px")
                #expect(line.missing.isEmpty)
                // HarfBuzz's own answer for the same font: one glyph.
                let glyphs = try Self.hbShape(sequence, font: Self.emojiFont, size: 109)
                #expect(glyphs.count == 1, "\(sequence): hb-shape gives \(glyphs)")
            }
        }

        @Test func emojiAreDrawnInColourAtTheTextsSize() throws {
            let drawn = try #require(fonts.render("Party 🎉", weight: .regular, pixels: pixels))
            defer { drawn.free() }
            let colour = try #require(drawn.colour, "an emoji line has a colour layer")
            let surface = colour.pointee
            let rows = (0..<Int(surface.h)).map { y in
                (surface.pixels + y * Int(surface.pitch)).assumingMemoryBound(to: UInt32.self)
            }
            var coloured = 0
            var inked: [Int] = []
            for (y, row) in rows.enumerated() {
                for x in 0..<Int(surface.w) where row[x] >> 24 > 128 {
                    let (r, g, b) = (row[x] >> 16 & 0xFF, row[x] >> 8 & 0xFF, row[x] & 0xFF)
                    if max(r, g, b) - min(r, g, b) > 60 { coloured += 1 }
                    inked.append(y)
                }
            }
            #expect(coloured > 200, "the party popper is in colour: \(coloured) saturated pixels")
            // About an em tall (the 109 px strike is 128 px tall: 60 px at 51), not 128 px.
            let height = (inked.max() ?? 0) - (inked.min() ?? 0) + 1
            #expect((40...64).contains(height), "the emoji is \(height) px tall at 51 px text")
            // Text pixels stay in the tinted white mask; the emoji is not in it.
            let line = try fonts.shape("Party 🎉", weight: .regular, pixels: pixels)
            #expect(line.runs.map(\.colour) == [false, true])
        }

        @Test func textPresentationCharactersStayInTheTextFonts() throws {
            #expect(EmojiPresentation.isEmoji("🎉") && EmojiPresentation.isEmoji("❤️"))
            #expect(EmojiPresentation.isEmoji("🇩🇪") && EmojiPresentation.isEmoji("1️⃣"))
            #expect(EmojiPresentation.isEmoji("👍🏽") && EmojiPresentation.isEmoji("👨🏻‍💻"))
            #expect(!EmojiPresentation.isEmoji("1") && !EmojiPresentation.isEmoji("#"))
            #expect(!EmojiPresentation.isEmoji("™") && !EmojiPresentation.isEmoji("❤"))
            #expect(!EmojiPresentation.isEmoji("🎉\u{FE0E}"))
            let digits = try fonts.shape("Call 112", weight: .regular, pixels: pixels)
            #expect(digits.runs.allSatisfy { !$0.colour })
        }

        @Test func anEmojiNewerThanTheFontIsAMarkerOneEmojiWideAndNotReported() throws {
            // U+1FAE9 (face with bags under the eyes, Emoji 16.0) is newer than Debian's Noto 2.042.
            let line = try fonts.shape("Tired \u{1FAE9}", weight: .regular, pixels: pixels)
            guard let last = line.runs.last, last.font == nil else { return }  // a newer font draws it
            #expect(line.missing.isEmpty)
            #expect(last.width == fonts.emojiAdvance(pixels: pixels))
        }

        @Test func emojiTitlesNeverGiveQA018() throws {
            let measurer = TTFTextMeasurer(library: fonts, scale: 3)
            let font = FontSpec(size: 17)
            for title in ["New Party 🎉", "👨🏻‍💻 Code Review", "Trip 🇩🇪", "Rate 1️⃣", "Family 👨‍👩‍👧‍👦 👍🏽", "🫠🪿"] {
                #expect(measurer.undrawableCharacters(in: title, font: font).isEmpty, "\(title)")
            }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-emoji-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let manifest = folder.appendingPathComponent("shortcuts.json")
            try Data(
                #"{"app": "Mail", "static": [{"type": "a", "title": "New Party 🎉", "subtitle": "Trip 🇩🇪 1️⃣"}, {"type": "b", "title": "👨🏻‍💻 Code"}]}"#
                    .utf8
            ).write(to: manifest)
            let app = try AppShortcuts.load(path: manifest.path)
            let found = Validator(metrics: .iPhoneXS, measurer: measurer).validate(app, locales: [nil])
            #expect(!found.contains { $0.rule == "QA018" }, "\(found.map(\.message))")
        }

        @Test func urduPicksTheNastaliqFaceAndArabicKeepsNaskh() throws {
            let before = fonts.language
            defer { fonts.language = before }
            let text = "نیا نجی ٹیب"
            fonts.language = "ur"
            let urdu = try fonts.shape(text, weight: .regular, pixels: pixels)
            #expect(urdu.runs.count == 1 && urdu.runs[0].rightToLeft)
            #expect(urdu.runs.map(family) == ["Noto Nastaliq Urdu"])
            // The Regular face: Debian's Bold file also says weight 80, its style name tells them apart.
            let style = try #require(urdu.runs[0].font?.styleName)
            #expect(style == "Regular")
            // HarfBuzz's own shaping of the same string in the same font: the same advance.
            let glyphs = try Self.hbShape(text, font: Self.nastaliq, size: pixels)
            let advance = glyphs.map(\.1).reduce(0, +)
            #expect(
                abs(Double(urdu.width) - advance) <= Double(glyphs.count), "ours \(urdu.width), hb-shape \(advance)")
            for language in ["ar", "fa", nil] {
                fonts.language = language
                let naskh = try fonts.shape(text, weight: .regular, pixels: pixels)
                #expect(naskh.runs.map(family) == ["Noto Sans Arabic"], "\(language ?? "none")")
            }
        }

        @Test func lintMeasuresUrduInNastaliqWhateverTheLibrarysLanguage() throws {
            let measurer = TTFTextMeasurer(library: fonts, scale: 3)
            let font = FontSpec(size: 17)
            let text = "نیا نجی ٹیب"
            let urdu = measurer.speaking("ur").width(of: text, font: font)
            let arabic = measurer.speaking("ar").width(of: text, font: font)
            #expect(urdu != arabic)
            #expect(fonts.language != "ur", "speaking restores the library's language")
            let before = fonts.language
            defer { fonts.language = before }
            fonts.language = "ur"
            #expect(urdu == Double(try fonts.shape(text, weight: .regular, pixels: pixels).width) / 3)
            // Nastaliq lines are tall: the menu grows its rows for them, as for Myanmar.
            let overhang = measurer.speaking("ur").lineOverhang(of: text, font: font)
            #expect(overhang.above + overhang.below > 0)
        }
    }
}
