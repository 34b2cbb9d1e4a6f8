import ForceLabSDL
import Foundation
import Testing

/// Compares the canvas with the golden PNG `Goldens/<name>` pixel by pixel (decoded, so PNG
/// encoder differences do not matter). A missing golden is recorded from the canvas and the
/// test fails with "recorded new baseline" so that the new picture gets reviewed.
func assertGoldenImage(_ canvas: HeadlessCanvas, named name: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
{
    let url = packageRoot.appendingPathComponent("Tests/ForceLabSDLTests/Goldens").appendingPathComponent(name)
    let fm = FileManager.default
    guard fm.fileExists(atPath: url.path) else {
        try? fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try canvas.savePNG(url.path)
        Issue.record(
            Comment(rawValue: "recorded new baseline at \(url.path); look at it, then run again to compare"),
            sourceLocation: sourceLocation)
        return
    }
    guard let golden = PNGReader.pixels(path: url.path) else {
        Issue.record(Comment(rawValue: "cannot read golden \(url.path)"), sourceLocation: sourceLocation)
        return
    }
    guard golden.width == canvas.pixelWidth, golden.height == canvas.pixelHeight else {
        Issue.record(
            Comment(
                rawValue:
                    "golden \(name) is \(golden.width)x\(golden.height), picture is \(canvas.pixelWidth)x\(canvas.pixelHeight)"
            ), sourceLocation: sourceLocation)
        return
    }
    let actual = canvas.pixels().map { $0 | 0xff00_0000 }
    var differing = 0
    var first: (Int, Int)?
    for index in actual.indices where actual[index] != golden.pixels[index] {
        differing += 1
        if first == nil { first = (index % golden.width, index / golden.width) }
    }
    guard differing > 0, let (x, y) = first else { return }
    let failed = url.deletingPathExtension().path + ".actual.png"
    try? canvas.savePNG(failed)
    Issue.record(
        Comment(
            rawValue:
                "picture differs from golden \(name) in \(differing) pixels, first at (\(x), \(y)); actual written to \(failed)"
        ), sourceLocation: sourceLocation)
}
