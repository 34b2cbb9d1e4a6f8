import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import ForceLabText
import Foundation
import Geometry
import QuickActions

#if canImport(Glibc)
    import Glibc
#endif

/// `forcelab bench lint`: wall time of whole `forcelab lint --all-locales` processes on a
/// generated app (4 items, 40 locales of InfoPlist.strings), and of one `MenuLayout.layout`
/// with the real font.
package enum LintBenchmark {
    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        let runs = try arguments.intOption("--runs", range: 1...10_000) ?? 50
        let layoutRuns = try arguments.intOption("--layout-runs", range: 1...10_000_000) ?? 20_000
        let font = try arguments.option("--font")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-bench-lint-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = try writeApp(in: folder)
        let times = try timeLintProcesses(plist: plist, font: font, runs: runs)

        let profile = try DeviceMenuProfile.load(name: nil, assets: nil)
        let measurer = TTFTextMeasurer(
            library: try FontLibrary(locator: FontLocator(override: font)), scale: profile.scale)
        var layouts = LayoutTimer(profile: profile, measurer: measurer, runs: layoutRuns)
        let layoutTimes = layouts.time(latinItems)
        let shapedTimes = layouts.time(shapedItems)
        // The same menu right to left, in Arabic (Firefox's and Onion Browser's own titles).
        let mirroredTimes = layouts.time(arabicItems, direction: .rightToLeft)
        Console.out(
            """
            lint --all-locales, 4 items x 40 locales, whole process (\(runs) runs, \(ProcessInfo.processInfo.activeProcessorCount) cores):
              median \(format(percentile(times, 0.5) * 1e3)) ms   p99 \(format(percentile(times, 0.99) * 1e3)) ms
            MenuLayout.layout, 4 items, real TTF measurer (\(layoutRuns) runs, cache warm after the first):
            \(microseconds(layoutTimes))
            MenuLayout.layout, 4 items in Arabic + Latin, Tamil, Thai and Japanese (shaped runs, fallback fonts, ICU breaks):
            \(microseconds(shapedTimes))
            the same, right to left, 4 Arabic items (mirrored):
            \(microseconds(mirroredTimes))
            """ + (layouts.sink < 0 ? "!" : ""))
        return 0
    }

    /// Wall time of `runs` whole `forcelab lint --all-locales` processes on `plist`, seconds each.
    static func timeLintProcesses(plist: String, font: String?, runs: Int) throws -> [Double] {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var times: [Double] = []
        var status: Int32 = 0
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = executable
            process.arguments =
                ["lint", plist, "--all-locales", "--format", "json"] + (font.map { ["--font", $0] } ?? [])
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let start = now()
            try process.run()
            process.waitUntilExit()
            times.append(now() - start)
            status = process.terminationStatus
        }
        guard status != 2 else { throw ToolError("forcelab: error: the lint run under benchmark exited 2") }
        return times
    }

    /// One report line: median, p99 and the first (cold) layout, in microseconds.
    static func microseconds(_ times: [Double]) -> String {
        "  median \(format(percentile(times, 0.5) * 1e6)) µs   p99 \(format(percentile(times, 0.99) * 1e6)) µs   first \(format(times[0] * 1e6)) µs"
    }

    /// Times `MenuLayout.layout` of one menu, `runs` times over, at the same icon each time.
    package struct LayoutTimer {
        package let profile: DeviceMenuProfile
        package let measurer: TTFTextMeasurer
        let runs: Int
        let anchor = Rect(x: 27, y: 662, width: 60, height: 60)
        /// The menus' heights added up, so the layouts cannot be optimized away.
        var sink = 0.0

        package mutating func time(_ items: [ShortcutItem], direction: LayoutDirection = .leftToRight) -> [Double] {
            var times: [Double] = []
            for _ in 0..<runs {
                let start = now()
                let menu = MenuLayout.layout(
                    items: items, anchor: anchor, screen: profile.screen, metrics: profile.metrics, measurer: measurer,
                    direction: direction)
                times.append(now() - start)
                sink += menu.frame.height
            }
            return times
        }
    }

    static var latinItems: [ShortcutItem] {
        [
            ShortcutItem(type: "a", title: "Paste from Clipboard", index: 0),
            ShortcutItem(
                type: "b", title: "Clear Data", subtitle: "Close tabs and clear all the browsing data", index: 1),
            ShortcutItem(type: "c", title: "Coller depuis le presse-papier", index: 2),
            ShortcutItem(type: "d", title: "Search", index: 3),
        ]
    }

    /// Shaped through fallback fonts, bidi and ICU line breaks: Arabic with Latin and digits,
    /// Tamil that wraps, Thai that wraps at a dictionary word, Japanese with a subtitle.
    static var shapedItems: [ShortcutItem] {
        [
            ShortcutItem(type: "a", title: "iPhone 15 رسالة جديدة", index: 0),
            ShortcutItem(type: "b", title: "புதிய தனிப்பயன் கீற்று", index: 1),
            ShortcutItem(type: "c", title: "แท็บส่วนตัวใหม่ของฉันที่ยาวมากจริงๆนะครับผมว่า", index: 2),
            ShortcutItem(type: "d", title: "新規プライベートタブ", subtitle: "閲覧履歴を残さずに開きます", index: 3),
        ]
    }

    static var arabicItems: [ShortcutItem] {
        [
            ShortcutItem(type: "a", title: "لسان جديد", index: 0),
            ShortcutItem(type: "b", title: "مسح البيانات", subtitle: "إغلاق التبويبات ومسح البيانات", index: 1),
            ShortcutItem(type: "c", title: "لسان خاص جديد", index: 2),
            ShortcutItem(type: "d", title: "تبويبة جديدة", index: 3),
        ]
    }

    /// Monotonic seconds; only the executable reads a clock.
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }

    package static func format(_ value: Double) -> String { String(format: "%.2f", value) }

    /// An Info.plist with 4 items whose titles are keys, and 40 `.lproj` folders translating them.
    static func writeApp(in folder: URL) throws -> String {
        let fm = FileManager.default
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        let keys = ["NewItemTitle", "SearchTitle", "ShareTitle", "ClearTitle"]
        var items = ""
        for (index, key) in keys.enumerated() {
            items += """
                        <dict>
                            <key>UIApplicationShortcutItemType</key><string>com.example.bench.\(index)</string>
                            <key>UIApplicationShortcutItemTitle</key><string>\(key)</string>
                            <key>UIApplicationShortcutItemSubtitle</key><string>\(index == 3 ? "ClearSubtitle" : "")</string>
                            <key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeAdd</string>
                        </dict>

                """
        }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>CFBundleDevelopmentRegion</key><string>en</string>
                <key>CFBundleDisplayName</key><string>Bench</string>
                <key>UIApplicationShortcutItems</key>
                <array>
            \(items)    </array>
            </dict>
            </plist>

            """
        try OutputFile.write(plist, to: folder.appendingPathComponent("Info.plist").path)
        let locales = [
            "ar", "bn", "ca", "cs", "da", "de", "el", "en", "es", "fa", "fi", "fr", "ga", "he", "hi", "hr", "hu", "id",
            "is", "it", "ja", "km", "ko", "mk", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sq", "sv",
            "th", "tr", "uk", "vi", "zh-Hans",
        ]
        for (number, locale) in locales.enumerated() {
            let lproj = folder.appendingPathComponent("Resources/\(locale).lproj")
            try fm.createDirectory(at: lproj, withIntermediateDirectories: true)
            var text = "/* Generated for the lint benchmark */\n\"CFBundleDisplayName\" = \"Bench\";\n"
            text += "\"NewItemTitle\" = \"New Item \(number)\";\n\"SearchTitle\" = \"Search Everything \(locale)\";\n"
            text +=
                "\"ShareTitle\" = \"Share With Someone Nearby Right Now \(number)\";\n\"ClearTitle\" = \"Clear Data\";\n"
            text += "\"ClearSubtitle\" = \"Close all the tabs and clear browsing data \(locale)\";\n"
            let data = number % 2 == 0 ? Data(text.utf8) : Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!
            try OutputFile.write(data, to: lproj.appendingPathComponent("InfoPlist.strings").path)
        }
        return folder.appendingPathComponent("Info.plist").path
    }
}
