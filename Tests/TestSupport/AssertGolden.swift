import Foundation
import Testing

/// A picture a golden can hold: a test target that draws (ForceLabSDLTests) conforms its canvas,
/// so this target needs no SDL.
public protocol GoldenPicture {
    var goldenWidth: Int { get }
    var goldenHeight: Int { get }
    /// The pixels, 0xAARRGGBB, row by row, alpha forced opaque.
    func goldenPixels() -> [UInt32]
    func saveGoldenPNG(_ path: String) throws
    /// A PNG file's size and pixels (0xAARRGGBB), or nil when it cannot be read.
    static func readGoldenPNG(_ path: String) -> (width: Int, height: Int, pixels: [UInt32])?
}

/// What a golden holds.
public enum GoldenValue {
    /// Text compared exactly; a mismatch names the first differing lines.
    case text(String)
    /// An event log (JSON Lines), compared line by line like text.
    case log(String)
    /// A picture compared pixel by pixel (PNG encoders may differ; pixels may not).
    case image(any GoldenPicture)
    /// A file's bytes (a PNG the binary wrote, which writes the same bytes for the same picture).
    case bytes(Data)
}

/// Compares `actual` with the golden at `path` (relative to the package root). A missing golden
/// is recorded and the test fails with "recorded new baseline" so the new file gets reviewed;
/// with `FORCELAB_RECORD_GOLDENS=1` every golden is re-recorded and the test passes.
public func assertGolden(_ actual: GoldenValue, at path: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = packageRoot.appendingPathComponent(path)
    let exists = FileManager.default.fileExists(atPath: url.path)
    if recordingGoldens || !exists {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try write(actual, to: url)
            if !exists {
                Issue.record(
                    "recorded new baseline at \(url.path); look at it, then run again to compare",
                    sourceLocation: sourceLocation)
            }
        } catch {
            Issue.record(
                "no golden at \(url.path), and it could not be recorded: \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    if let problem = difference(actual, golden: url) {
        Issue.record(Comment(rawValue: "\(path): \(problem)"), sourceLocation: sourceLocation)
    }
}

func write(_ value: GoldenValue, to url: URL) throws {
    switch value {
    case .text(let text), .log(let text): try Data(text.utf8).write(to: url)
    case .image(let picture): try picture.saveGoldenPNG(url.path)
    case .bytes(let data): try data.write(to: url)
    }
}

/// Why `actual` is not the golden at `url`, or nil when it is. A differing picture or file is
/// written beside the golden as `NAME.actual.png`.
func difference(_ actual: GoldenValue, golden url: URL) -> String? {
    let actualPath = url.deletingPathExtension().path + ".actual." + url.pathExtension
    switch actual {
    case .text(let text), .log(let text):
        let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return expected == text ? nil : "differs from its golden:\n" + lineDifference(expected, text)
    case .bytes(let data):
        guard let expected = FileManager.default.contents(atPath: url.path), expected != data else { return nil }
        try? data.write(to: URL(fileURLWithPath: actualPath))
        return "differs from its golden; the new file is at \(actualPath)"
    case .image(let picture):
        return pictureDifference(picture, golden: url, actualPath: actualPath)
    }
}

func pictureDifference(_ picture: any GoldenPicture, golden url: URL, actualPath: String) -> String? {
    guard let golden = type(of: picture).readGoldenPNG(url.path) else { return "cannot read the golden PNG" }
    guard golden.width == picture.goldenWidth, golden.height == picture.goldenHeight else {
        return
            "the golden is \(golden.width)x\(golden.height), the picture \(picture.goldenWidth)x\(picture.goldenHeight)"
    }
    let pixels = picture.goldenPixels()
    var differing = 0
    var first: Int?
    for index in pixels.indices where pixels[index] != golden.pixels[index] {
        differing += 1
        if first == nil { first = index }
    }
    guard differing > 0, let first else { return nil }
    try? picture.saveGoldenPNG(actualPath)
    return
        "differs from its golden in \(differing) pixels, first at (\(first % golden.width), \(first / golden.width)); actual written to \(actualPath)"
}

/// The first eight differing lines, as `line N: - expected / + actual`.
func lineDifference(_ expected: String, _ actual: String) -> String {
    let expectedLines = expected.components(separatedBy: "\n")
    let actualLines = actual.components(separatedBy: "\n")
    var diff: [String] = []
    for index in 0..<max(expectedLines.count, actualLines.count) where diff.count < 8 {
        let e = index < expectedLines.count ? expectedLines[index] : "<none>"
        let a = index < actualLines.count ? actualLines[index] : "<none>"
        if e != a { diff.append("line \(index + 1):\n  - \(e)\n  + \(a)") }
    }
    return diff.joined(separator: "\n")
}
