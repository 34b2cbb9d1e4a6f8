import CSDL2
import Foundation
import Testing
@testable import ForceLabSDL

/// Compares a headless canvas with a checked-in PNG, pixel for pixel. A missing golden is
/// written and the test fails with "recorded new baseline" (look at it, then run again). On a
/// mismatch the actual picture is written next to the golden as `NAME.actual.png`.
func assertPNGGolden(_ canvas: HeadlessCanvas, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    let url = goldens.appendingPathComponent(name + ".png")
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    guard FileManager.default.fileExists(atPath: url.path) else {
        try canvas.savePNG(url.path)
        Issue.record("recorded new baseline \(url.path)", sourceLocation: sourceLocation)
        return
    }
    guard let loaded = IMG_Load(url.path) else {
        Issue.record("cannot read golden \(url.path)", sourceLocation: sourceLocation)
        return
    }
    defer { SDL_FreeSurface(loaded) }
    let expected = Surfaces.argbPixels(of: loaded, width: Int(loaded.pointee.w), height: Int(loaded.pointee.h))
    // Goldens are opaque RGB: compare colour only.
    let actual = canvas.pixels().map { $0 | 0xff00_0000 }
    let sameSize = Int(loaded.pointee.w) == canvas.pixelWidth && Int(loaded.pointee.h) == canvas.pixelHeight
    let differing = sameSize ? zip(actual, expected).filter { $0 != $1 }.count : actual.count
    if differing > 0 {
        let actualURL = url.deletingPathExtension().appendingPathExtension("actual.png")
        try canvas.savePNG(actualURL.path)
        Issue.record("\(name): \(differing) pixels differ from the golden; see \(actualURL.path)", sourceLocation: sourceLocation)
    }
}
