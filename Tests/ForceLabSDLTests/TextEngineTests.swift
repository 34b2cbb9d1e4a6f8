import CSDL2
import ForceLabText
import Foundation
import QuickActions
import Testing

@testable import ForceLabSDL
@testable import Simulator

/// The text engine: runs by bidi level and script, a font per run, HarfBuzz shaping, ICU line
/// breaks, and the marker for characters no font draws. These need the fonts the Makefile
/// installs (Inter, Noto core and CJK).
extension SDLDrawing {
    @Suite struct TextEngineTests {
        let fonts = sharedFonts
        let pixels: Int32 = 51  // 17 pt at 3x, as lint measures

        func fileName(_ run: FontLibrary.ShapedRun) -> String {
            guard let name = run.font?.familyName else { return "marker" }
            return name
        }

        @Test func latinTextIsOneRunInTheUIFontWithSDLDefaults() throws {
            let line = try fonts.shape("Paste from Clipboard", weight: .regular, pixels: pixels)
            #expect(line.runs.count == 1)
            #expect(line.runs[0].font == (try fonts.font(weight: .regular, pixels: pixels)))
            #expect(line.runs[0].script == nil && !line.runs[0].rightToLeft)
            #expect(line.missing.isEmpty)
        }

        @Test func mixedLatinArabicAndDigitsAreOrderedByTheBidiAlgorithm() throws {
            // A left-to-right paragraph (its first strong letter is Latin): "iPhone 15 " then
            // the Arabic word, drawn right to left in an Arabic font.
            let line = try fonts.shape("iPhone 15 رسالة", weight: .regular, pixels: pixels)
            #expect(!line.rightToLeft)
            #expect(line.runs.map(\.text) == ["iPhone 15 ", "رسالة"])
            #expect(line.runs.map(\.rightToLeft) == [false, true])
            #expect(fileName(line.runs[0]) == "Inter")
            #expect(fileName(line.runs[1]) == "Noto Sans Arabic")
            #expect(line.runs[1].script == "Arab")
            #expect(line.runs[0].x == 0 && line.runs[1].x == line.runs[0].width)
            // Arabic first: a right-to-left paragraph; the Latin and the number sit at its left.
            let rtl = try fonts.shape("رسالة iPhone 15", weight: .regular, pixels: pixels)
            #expect(rtl.rightToLeft)
            #expect(
                rtl.runs.map(\.text) == ["iPhone 15", " رسالة"] || rtl.runs.map(\.text) == ["iPhone 15", "رسالة "])
            #expect(rtl.runs.last.map(fileName) == "Noto Sans Arabic")
            // Digits inside Arabic stay left to right, in their own run between the words.
            let digits = try fonts.shape("رسالة 15 جديدة", weight: .regular, pixels: pixels)
            let trimmed = digits.runs.map { $0.text.trimmingCharacters(in: .whitespaces) }
            #expect(trimmed == ["جديدة", "15", "رسالة"], "\(digits.runs.map(\.text))")
            #expect(digits.runs.contains { $0.text == "15" && !$0.rightToLeft })
        }

        @Test func theLineIsAsWideAsItsRunsAndDrawnAsWide() throws {
            for text in [
                "iPhone 15 رسالة", "לשונית פרטית חדשה", "புதிய தனிப்பயன் கீற்று", "新規プライベートタブ", "Private \u{10FFFD} Tab",
            ] {
                let line = try fonts.shape(text, weight: .regular, pixels: pixels)
                #expect(line.width == line.runs.map(\.width).reduce(0, +), "\(text)")
                guard let drawn = fonts.render(text, weight: .regular, pixels: pixels) else {
                    Issue.record("\(text) not drawn")
                    continue
                }
                defer { SDL_FreeSurface(drawn.surface) }
                #expect(
                    abs(drawn.surface.pointee.w - line.width) <= 2,
                    "\(text): drawn \(drawn.surface.pointee.w) px, measured \(line.width)")
            }
        }

        @Test func arabicIsShapedAsHarfBuzzShapesIt() throws {
            // hb-shape (libharfbuzz-bin) with the same font and size gives the advances; our run
            // must be as wide (SDL_ttf rounds each advance to whole pixels: allow 1 px a glyph).
            let text = "لسان خاص جديد"
            let line = try fonts.shape(text, weight: .regular, pixels: pixels)
            #expect(line.runs.count == 1 && line.runs[0].rightToLeft && fileName(line.runs[0]) == "Noto Sans Arabic")
            let path = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
            guard FileManager.default.fileExists(atPath: "/usr/bin/hb-shape"),
                FileManager.default.fileExists(atPath: path)
            else {
                Issue.record("hb-shape or Noto Sans Arabic missing: make installs libharfbuzz-bin and fonts-noto-core")
                return
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/hb-shape")
            process.arguments = [
                "--font-size=\(pixels)", "--no-glyph-names", "--no-clusters", "--output-format=json", path, text,
            ]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let glyphs = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
            let advance = glyphs.compactMap { $0["ax"] as? Double }.reduce(0, +)
            // Joined forms: 13 characters become fewer, differently shaped glyphs than isolated
            // forms would be; the total advance matches within a pixel a glyph.
            #expect(
                abs(Double(line.width) - advance) <= Double(glyphs.count), "ours \(line.width) px, hb-shape \(advance)")
        }

        /// A piece in one font is one run only while HarfBuzz would shape all of it alike: Latin
        /// after Arabic digits set in the Arabic font is shaped as Latin, never as Arabic.
        @Test func latinIsNeverShapedWithTheArabicShaper() throws {
            let line = try fonts.shape("Hello مرحبا 123 world", weight: .regular, pixels: pixels)
            for run in line.runs where run.script == "Arab" {
                #expect(!run.text.contains { $0.isASCII && $0.isLetter }, "\(line.runs.map { ($0.text, $0.script) })")
            }
            #expect(line.runs.map(\.text).joined().count == "Hello مرحبا 123 world".count)
        }

        @Test func eachScriptGetsItsNotoFontPerRun() throws {
            let expected = [
                ("לשונית פרטית חדשה", "Noto Sans Hebrew"), ("زبانه‌ی خصوصی جدید", "Noto Sans Arabic"),
                ("புதிய தனிப்பயன் கீற்று", "Noto Sans Tamil"), ("တစ်ကိုယ်ရေသုံး တပ်ဗ်အသစ်", "Noto Sans Myanmar"),
                ("แท็บส่วนตัวใหม่", "Noto Sans Thai"), ("新規プライベートタブ", "Noto Sans CJK JP"),
            ]
            for (text, family) in expected {
                let line = try fonts.shape(text, weight: .regular, pixels: pixels)
                #expect(line.runs.count == 1, "\(text): \(line.runs.map(\.text))")
                #expect(line.runs.map(fileName) == [family], "\(text)")
                #expect(line.missing.isEmpty)
            }
        }

        @Test func aCharacterNoFontDrawsIsAMarkerAndReported() throws {
            let measurer = TTFTextMeasurer(library: fonts, scale: 3)
            let font = FontSpec(size: 17)
            let text = "Private \u{10FFFD} Tab"
            #expect(measurer.undrawableCharacters(in: text, font: font) == ["\u{10FFFD}"])
            #expect(measurer.undrawableCharacters(in: "Private Tab", font: font).isEmpty)
            let line = try fonts.shape(text, weight: .regular, pixels: pixels)
            let marker = try #require(line.runs.first { $0.font == nil })
            #expect(marker.missing == "\u{10FFFD}" && marker.width > 0)
            // The marker is ink (a filled box), not an empty .notdef outline.
            let drawn = try #require(fonts.render(text, weight: .regular, pixels: pixels))
            defer { SDL_FreeSurface(drawn.surface) }
            var inked = 0
            let surface = drawn.surface.pointee
            let row = surface.pixels.assumingMemoryBound(to: UInt32.self)
            for y in 0..<Int(surface.h) {
                for x in Int(marker.x)..<Int(marker.x + marker.width)
                where row[y * Int(surface.pitch) / 4 + x] >> 24 > 200 { inked += 1 }
            }
            #expect(inked > Int(marker.width) * 10, "the marker should be a filled box, found \(inked) inked pixels")
            // Lint reports it.
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-qa018-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let manifest = folder.appendingPathComponent("shortcuts.json")
            try Data(#"{"app": "Mail", "static": [{"type": "a", "title": "Private \#u{10FFFD} Tab"}]}"#.utf8).write(
                to: manifest)
            let app = try AppShortcuts.load(path: manifest.path)
            let found = Validator(metrics: .iPhoneXS, measurer: measurer).validate(app, locales: [nil]).filter {
                $0.rule == "QA018"
            }
            #expect(
                found.map(\.message) == [
                    "title of item 1 \"Private \u{10FFFD} Tab\": no font draws U+10FFFD; its width is unknown"
                ])
            #expect(found.first?.severity == .warning)
        }

        @Test func thaiBreaksAtDictionaryWordsAndJapaneseKeepsKinsoku() throws {
            // แท็บ|ส่วนตัว|ใหม่ ("tab", "private", "new"): ICU's Thai dictionary.
            let thai = "แท็บส่วนตัวใหม่"
            let breaks = fonts.lineBreakOpportunities(in: thai)
            // ICU's dictionary gives แท็บ|ส่วน|ตัว|ใหม่ (ส่วนตัว is two words to it): no break
            // inside a word, one after แท็บ and one before ใหม่.
            let first = Array("แท็บ").count
            let last = Array(thai).count - Array("ใหม่").count
            #expect(breaks.contains(first) && breaks.contains(last), "\(Self.split(thai, at: breaks))")
            #expect(!breaks.contains { $0 < first || $0 > last }, "\(Self.split(thai, at: breaks))")
            // Myanmar and Khmer by dictionary too: a break inside the run of letters, at a syllable.
            #expect(!fonts.lineBreakOpportunities(in: "တစ်ကိုယ်ရေသုံး").isEmpty)
            #expect(!fonts.lineBreakOpportunities(in: "សម្អាតទិន្នន័យ").isEmpty)
            // Japanese breaks between characters, never before 、。」 or small kana, never after 「.
            let japanese = Array("新しいタブを開きます、「とても長いタイトル」です。ちょっと")
            let opportunities = fonts.lineBreakOpportunities(in: String(japanese))
            #expect(opportunities.count > 10)
            for index in opportunities where index < japanese.count {
                #expect(
                    !LineBreaking.noLineStart.contains(japanese[index]), "a line would start with \(japanese[index])")
                #expect(
                    !LineBreaking.noLineEnd.contains(japanese[index - 1]),
                    "a line would end with \(japanese[index - 1])")
            }
            // Latin: after spaces and hyphens, as UAX #14 says.
            #expect(
                Self.split("Paste from Clipboard", at: fonts.lineBreakOpportunities(in: "Paste from Clipboard")) == [
                    "Paste ", "from ", "Clipboard",
                ])
        }

        @Test func aThaiTitleWrapsAtAWordAsLintMeasuresIt() throws {
            let measurer = TTFTextMeasurer(library: fonts, scale: 3)
            let title = "แท็บส่วนตัวใหม่ของฉันที่ยาวมากจริงๆนะครับผมว่า"
            let metrics = MenuMetrics.iPhoneXS
            let wrapped = TextFitting.twoLines(
                title, maxWidth: metrics.textWidth, font: metrics.titleFont, measurer: measurer)
            #expect(wrapped.lines.count == 2)
            let breaks = Set(fonts.lineBreakOpportunities(in: title))
            #expect(
                breaks.contains(wrapped.lines[0].count), "the first line \(wrapped.lines[0]) does not end at a word")
            for line in wrapped.lines {
                #expect(measurer.width(of: line, font: metrics.titleFont) <= metrics.textWidth)
            }
        }

        static func split(_ text: String, at breaks: [Int]) -> [String] {
            let characters = Array(text)
            var pieces: [String] = []
            var start = 0
            for index in breaks + [characters.count] where index > start {
                pieces.append(String(characters[start..<index]))
                start = index
            }
            return pieces
        }
    }
}
