import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `forcelab bench huge-title`: whole `forcelab lint` processes on an Info.plist at the 16 MiB
/// plist limit whose one title is 15 MiB (15,728,640 characters) with a line break in it and a
/// subtitle of 512 KiB: the work per string must be bounded (under 2 s and 200 MB).
package enum HugeTitleBenchmark {
    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        let runs = try arguments.intOption("--runs", range: 1...1000) ?? 5
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-bench-huge-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let plist = folder.appendingPathComponent("Info.plist").path
        let bytes = try writePlist(to: plist)
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var times: [Double] = []
        var status: Int32 = 0
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = executable
            process.arguments = ["lint", plist, "--format", "text"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let start = LintBenchmark.now()
            try process.run()
            process.waitUntilExit()
            times.append(LintBenchmark.now() - start)
            status = process.terminationStatus
        }
        guard status != 2 else { throw ToolError("forcelab: error: the lint run under benchmark exited 2") }
        // The largest resident set of any child waited for (all of them run the same lint).
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        Console.out(
            """
            lint of an Info.plist of \(bytes) bytes (limit \(16 << 20)) with a 15,728,640-character title, whole process (\(runs) runs):
              median \(LintBenchmark.format(LintBenchmark.percentile(times, 0.5) * 1e3)) ms   max \(LintBenchmark.format((times.max() ?? 0) * 1e3)) ms   peak resident \(usage.ru_maxrss / 1024) MB
            """)
        return 0
    }

    /// One item: a title of 15 MiB (`a` with a line break after the first 100), a subtitle of
    /// 512 KiB, padded with a comment of spaces to just under 16 MiB. Returns the file's size.
    static func writePlist(to path: String) throws -> Int {
        let title = String(repeating: "a", count: 100) + "\n" + String(repeating: "a", count: (15 << 20) - 101)
        let subtitle = String(repeating: "Sub ", count: (512 << 10) / 4)
        let head = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>CFBundleDisplayName</key><string>Huge</string>
                <key>UIApplicationShortcutItems</key>
                <array>
                    <dict>
                        <key>UIApplicationShortcutItemType</key><string>com.example.huge</string>
                        <key>UIApplicationShortcutItemTitle</key><string>
            """
        let tail = """
            </string>
                        <key>UIApplicationShortcutItemSubtitle</key><string>\(subtitle)</string>
                    </dict>
                </array>
            </dict>
            </plist>

            """
        var text = head + title + tail
        let room = (16 << 20) - text.utf8.count - 16
        if room > 0 { text += "<!--" + String(repeating: " ", count: max(0, room - 8)) + "-->\n" }
        try OutputFile.write(text, to: path)
        return text.utf8.count
    }
}
