import Foundation
import QuickActions
import SourceFormats

/// Finds font files: an explicit `--font PATH`, else Inter through fontconfig (`fc-match`),
/// else DejaVu Sans. The answer is cached per weight for the life of the process.
public final class FontLocator: @unchecked Sendable {
    /// Why no font could be used, with the path when there is one.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private let override: String?
    private var cache: [FontWeight: String] = [:]
    private let lock = NSLock()

    /// `override` is the `--font PATH` given by the user, used for every weight.
    public init(override: String? = nil) {
        self.override = override
    }

    /// Checks that an override exists and is readable, so a bad `--font` is reported up front.
    public func validate() throws {
        if let override {
            guard FileManager.default.isReadableFile(atPath: override) else {
                let wording =
                    FileManager.default.fileExists(atPath: override)
                    ? FileWording.unreadable("Permission denied") : FileWording.missing
                throw Failure(description: "\(override): error: \(wording)")
            }
        } else {
            _ = try path(for: .regular)
        }
    }

    /// The font file for `weight`.
    public func path(for weight: FontWeight) throws -> String {
        if let override { return override }
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[weight] { return cached }
        let style: String
        switch weight {
        case .regular: style = "Regular"
        case .medium: style = "Medium"
        case .semibold: style = "Semi Bold"
        case .bold: style = "Bold"
        }
        // Debian's fonts-inter first, by file name: asking fontconfig means a child process,
        // and Foundation's Process costs 50-100 ms per run (lint's whole budget is 150 ms).
        let packaged = "/usr/share/fonts/opentype/inter/Inter-\(style.replacingOccurrences(of: " ", with: "")).otf"
        if FileManager.default.isReadableFile(atPath: packaged) {
            cache[weight] = packaged
            return packaged
        }
        // Tried in order and only until one answers: each fc-match is a child process, and
        // Foundation's Process costs tens of milliseconds per run (lint's time budget is 150 ms).
        let candidates: [() -> String?] = [
            { Self.fcMatch("Inter:style=\(style)", family: "Inter") },
            { Self.fcMatch("Inter", family: "Inter") },
            {
                Self.fcMatch(
                    "DejaVu Sans" + (weight == .regular || weight == .medium ? "" : ":style=Bold"),
                    family: "DejaVu Sans")
            },
            { Self.knownPaths(for: weight).first { FileManager.default.isReadableFile(atPath: $0) } },
        ]
        guard let found = candidates.lazy.compactMap({ $0() }).first else {
            throw Failure(
                description:
                    "forcelab: error: no usable font: install fonts-inter (or fonts-dejavu-core), or pass --font PATH")
        }
        cache[weight] = found
        return found
    }

    /// Runs `fc-match` and accepts its answer only when it is the family asked for, because
    /// fontconfig always answers with *some* font.
    private static func fcMatch(_ pattern: String, family: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/fc-match")
        process.arguments = ["-f", "%{family}\n%{file}", pattern]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let text = String(data: data, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2 else { return nil }
        let families = lines[0].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let file = String(lines[1])
        guard families.contains(family), FileManager.default.isReadableFile(atPath: file) else { return nil }
        return file
    }

    private static func knownPaths(for weight: FontWeight) -> [String] {
        let bold = weight == .semibold || weight == .bold
        return [
            bold
                ? "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"
                : "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
            bold
                ? "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
                : "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        ]
    }
}
