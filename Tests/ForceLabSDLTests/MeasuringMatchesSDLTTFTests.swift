import CSDL2
import Foundation
import QuickActions
import TestSupport
import Testing

@testable import ForceLabSDL
@testable import ForceLabText
@testable import Simulator

/// The text engine measures over FreeType and HarfBuzz without SDL (CTextEngine, SDL_ttf
/// 2.20.1's arithmetic); the picture draws with SDL_ttf. Here both measure the same corpus and
/// must agree exactly: every shortcut title and subtitle of the fixtures and the real apps'
/// localizations (each in its own language: Urdu in Nastaliq), and hostile strings, at every
/// pixel size a device's menu uses at every text size. For each run of each shaped line:
/// TTF_SizeUTF8's width and height with the run's direction and script; for every font the
/// line's shaping opened: TTF_GlyphIsProvided32 of every scalar, ascent, height and family
/// name (fallback chooses by these alone); and the overhang against the SDL_ttf picture's ink.
extension SDLDrawing {
    @Suite struct MeasuringMatchesSDLTTFTests {
        /// Strings that make shaping, bidi, fallback and markers work.
        static let hostile: [String] = [
            "", " ", "  ", "e\u{301}\u{301}\u{301}", "\u{301}", "a\u{20DD}",
            "Zalgo z\u{35B}\u{346}\u{353}a\u{33F}\u{323}",
            "مرحبا بالعالم", "iPhone 15 رسالة جديدة", "שלום עולם 123", "\u{202E}reversed\u{202C} text",
            "\u{200F}\u{200E}\u{200D}\u{200C}", "اردو زبان کی خبریں", "ܫܠܡܐ", "ދިވެހި",
            "🎉", "👨🏻‍💻 Code", "🇩🇪🇹🇭", "1️⃣#️⃣", "👨‍👩‍👧‍👦", "❤️ ❤︎ ☺", "\u{1FAE8}\u{1FAE9} new emoji",
            "สวัสดีครับ ผู้ใหญ่", "กี่ก้ำก๊ำก๋ำ", "မြန်မာဘာသာ", "བོད་ཡིག་ཀྱི་སྐད", "ភាសាខ្មែរ", "ພາສາລາວ",
            "日本語のテキスト", "新しいプライベートタブ「とても長い」", "简体中文 繁體中文", "한국어 텍스트",
            "हिन्दी क्षत्रिय", "தமிழ் எழுத்து", "ქართული", "Ελληνικά Кириллица Հայերեն", "ᏣᎳᎩ ᐃᓄᒃᑎᑐᑦ ᠮᠣᠩᠭᠣᠯ",
            String(repeating: "Very long title that goes on ", count: 40),
            String(repeating: "رسالة طويلة جدا ", count: 30), String(repeating: "ยาวมาก", count: 60),
            "\u{1}\u{7}\t\n\r\u{1B}\u{7F}\u{85}\u{2028}\u{FEFF}x", "\u{E000}\u{F8FF}\u{10FFFD}\u{FFFD}",
            "\u{1D400}\u{1D7D8} math", "AVATAR WAVE Ta Te To Yo", "ffi fl ﬁ ﬀ", "Ǆǅǆ İı ß ẞ",
            "\u{E0067}\u{E0062}🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
        ]

        /// Every title and subtitle (and localized string) of every app under the fixtures.
        static func corpus() throws -> [(text: String, language: String?)] {
            var found: [(String, String?)] = []
            var seen: Set<String> = []
            func add(_ text: String, _ language: String?) {
                if seen.insert("\(language ?? "")\u{0}\(text)").inserted { found.append((text, language)) }
            }
            let root = packageRoot.appendingPathComponent("Tests/Fixtures")
            let walker = FileManager.default.enumerator(atPath: root.path)
            var plists: [String] = []
            while let path = walker?.nextObject() as? String {
                if path.hasSuffix("Info.plist") || path.hasSuffix(".plist") && !path.contains("/fuzz/") {
                    plists.append(root.appendingPathComponent(path).path)
                }
            }
            #expect(plists.count > 20, "the real apps' plists are under Tests/Fixtures: \(plists.count)")
            for path in plists.sorted() {
                guard let app = try? AppShortcuts.load(path: path) else { continue }
                for locale in [nil] + app.locales {
                    for item in app.localized(locale: locale) {
                        if let title = item.title { add(title, locale) }
                        if let subtitle = item.subtitle { add(subtitle, locale) }
                    }
                }
                for (locale, strings) in app.localizations {
                    for value in strings.values where value.count < 400 { add(value, locale) }
                }
            }
            for text in hostile { add(text, nil) }
            for text in hostile { add(text, "ur") }
            return found
        }

        /// Pixel sizes and weights of every device's menu title and subtitle at every text size.
        static func sizes() throws -> [(pixels: Int32, weight: FontWeight)] {
            let folder = packageRoot.appendingPathComponent("Assets/devices")
            var all: Set<String> = []
            var result: [(Int32, FontWeight)] = []
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") {
                let device = try DeviceProfile.load(path: folder.appendingPathComponent(name).path)
                for size in DynamicTypeSize.allCases {
                    let menu = device.quickActionMenu.scaled(to: size, screenWidth: device.size.width)
                    for font in [menu.titleFont, menu.subtitleFont] {
                        let pixels = Int32((font.size * device.scale).rounded())
                        if all.insert("\(pixels) \(font.weight)").inserted { result.append((pixels, font.weight)) }
                    }
                }
            }
            return result.sorted { ($0.0, "\($0.1)") < ($1.0, "\($1.1)") }
        }

        @Test func theTextEngineMeasuresExactlyAsSDLTTF() throws {
            let library = try FontLibrary(locator: FontLocator())
            let corpus = try Self.corpus()
            let sizes = try Self.sizes()
            #expect(corpus.count > 500, "corpus: \(corpus.count) strings")
            #expect(sizes.count > 10, "sizes: \(sizes.map(\.pixels))")
            var differences: [String] = []
            var compared = (runs: 0, glyphs: 0, overhangs: 0, lines: 0)
            var checkedFonts: Set<ObjectIdentifier> = []
            var checkedGlyphs: [ObjectIdentifier: Set<UInt32>] = [:]
            func differ(_ what: String) {
                if differences.count < 40 { differences.append(what) }
            }
            // Every string at the smallest, a middle and the largest size; at the other sizes every
            // twelfth string (the whole product, 53,724 runs, took 4.7 minutes of a debug build;
            // FORCELAB_FULL_TEXT_IDENTITY=1 runs it all).
            let full = ProcessInfo.processInfo.environment["FORCELAB_FULL_TEXT_IDENTITY"] == "1"
            for (sizeIndex, (pixels, weight)) in sizes.enumerated() {
                let every = full || [0, sizes.count / 2, sizes.count - 1].contains(sizeIndex) ? 1 : 12
                for (textIndex, (text, language)) in corpus.enumerated() where textIndex % every == 0 {
                    library.language = language
                    let line = try library.shape(text, weight: weight, pixels: pixels)
                    compared.lines += 1
                    for run in line.runs {
                        guard let font = run.font else { continue }
                        let ttf = try #require(library.ttf(font), "SDL_ttf opens \(font.path)")
                        library.prepare(ttf, rightToLeft: run.rightToLeft, script: run.script)
                        var w: Int32 = 0
                        var h: Int32 = 0
                        let status = TTF_SizeUTF8(ttf, run.text, &w, &h)
                        let mine = font.size(of: run.text, rightToLeft: run.rightToLeft, script: run.script)
                        compared.runs += 1
                        if (status == 0) != (mine != nil) || (status == 0 && (mine!.width != w || mine!.height != h)) {
                            differ(
                                "\(pixels) px \(font.path) \(run.rightToLeft ? "RTL" : "LTR") \(run.script ?? "-") "
                                    + "\(run.text.debugDescription): SDL_ttf \(w)x\(h), engine \(mine.map { "\($0.width)x\($0.height)" } ?? "failed")"
                            )
                        }
                    }
                    // Every font the shaping opened: glyph coverage decides fallback.
                    let scalars = Set(text.unicodeScalars.map(\.value))
                    for font in library.openedFonts {
                        let ttf = try #require(library.ttf(font))
                        if checkedFonts.insert(ObjectIdentifier(font)).inserted {
                            let family = TTF_FontFaceFamilyName(ttf).map { String(cString: $0) }
                            if TTF_FontAscent(ttf) != font.ascent || TTF_FontHeight(ttf) != font.height
                                || family != font.familyName
                            {
                                differ(
                                    "\(font.path) at \(font.drawingSize): SDL_ttf ascent \(TTF_FontAscent(ttf)) height "
                                        + "\(TTF_FontHeight(ttf)) \(family ?? "-"), engine \(font.ascent) \(font.height) \(font.familyName ?? "-")"
                                )
                            }
                        }
                        let key = ObjectIdentifier(font)
                        for scalar in scalars where checkedGlyphs[key, default: []].insert(scalar).inserted {
                            compared.glyphs += 1
                            if (TTF_GlyphIsProvided32(ttf, scalar) != 0) != font.provides(scalar) {
                                differ("\(font.path): U+\(String(scalar, radix: 16)) provided differs")
                            }
                        }
                    }
                    // The overhang against the ink of SDL_ttf's picture (what it was measured on before).
                    let tall = line.runs.contains {
                        FontLibrary.tallScripts.contains($0.script ?? "") || FontLibrary.isNastaliq($0.font)
                    }
                    if tall {
                        compared.overhangs += 1
                        let engine = library.overhang(of: text, weight: weight, pixels: pixels)
                        let drawn = Self.pictureOverhang(library, text, weight: weight, pixels: pixels)
                        if engine != drawn {
                            differ("\(pixels) px overhang \(text.debugDescription): picture \(drawn), engine \(engine)")
                        }
                    }
                }
            }
            library.language = nil
            #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
            #expect(compared.overhangs > 50 && compared.runs > (full ? 10_000 : 5_000), "\(compared)")
            print("MeasuringMatchesSDLTTF: \(corpus.count) strings at \(sizes.count) sizes: \(compared)")
        }

        /// The overhang as it was found before the engine left SDL: the ink rows of `render`'s surface.
        static func pictureOverhang(_ library: FontLibrary, _ text: String, weight: FontWeight, pixels: Int32) -> (
            above: Int32, below: Int32
        ) {
            guard let main = try? library.font(weight: weight, pixels: pixels),
                let drawn = library.render(text, weight: weight, pixels: pixels)
            else { return (0, 0) }
            defer { drawn.free() }
            let surface = drawn.surface.pointee
            let pitch = Int(surface.pitch)
            guard let pixelsPointer = surface.pixels else { return (0, 0) }
            var first: Int32?
            var last: Int32 = 0
            for y in 0..<surface.h {
                let row = (pixelsPointer + Int(y) * pitch).assumingMemoryBound(to: UInt32.self)
                if (0..<Int(surface.w)).contains(where: { row[$0] >> 24 >= 64 }) {
                    if first == nil { first = y }
                    last = y
                }
            }
            guard let first else { return (0, 0) }
            let top = drawn.top
            let bottom = top + main.height
            return (max(0, top - first), max(0, last + 1 - bottom))
        }
    }
}
