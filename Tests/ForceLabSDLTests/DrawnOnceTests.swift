import Foundation
import Geometry
import Testing

@testable import ForceLabSDL
@testable import Simulator

/// A canvas drawn once (render, preview: layers straight onto it, blurs sampled into it) gives
/// the pixels of a canvas that caches every layer as a texture (replay, play).
extension SDLDrawing {
    @Suite struct DrawnOnceTests {
        func pictures(_ list: DisplayList, scale: Double, stage: Stage) throws -> (once: [UInt32], cached: [UInt32]) {
            let once = try HeadlessCanvas(
                size: list.size, scale: scale, fonts: sharedFonts, images: stage.images, drawnOnce: true)
            once.draw(list)
            let cached = try HeadlessCanvas(size: list.size, scale: scale, fonts: sharedFonts, images: stage.images)
            cached.draw(list)
            return (once.pixels(), cached.pixels())
        }

        @Test(arguments: [1.0, 2, 3])
        func homeScreenAndItsBlurAreTheSame(scale: Double) throws {
            let stage = try Stage(scale: scale)
            let home = stage.home.displayList(page: 0)
            let sharp = try pictures(home, scale: scale, stage: stage)
            #expect(sharp.once == sharp.cached)
            // The menu's background: the page blurred and dimmed, and the icon lifted over it.
            var blurred = stage.home.pageLayer(page: 0)
            blurred.blurRadius = PlaygroundRenderer.maximumBlur
            blurred.brightness = 0.76
            var list = DisplayList(size: stage.device.size, items: [.layer(blurred)])
            list.items += Array(home.items.dropFirst())
            let menu = try pictures(list, scale: scale, stage: stage)
            #expect(menu.once == menu.cached)
            #expect(menu.once != sharp.once)
            // A cross-fade (not opaque) and a moved layer take the texture path on both.
            blurred.opacity = 0.6
            var moved = stage.home.pageLayer(page: 0)
            moved.offset = Point(x: 12, y: 0)
            let fade = try pictures(
                DisplayList(size: stage.device.size, items: [.layer(moved), .layer(blurred)]), scale: scale,
                stage: stage)
            #expect(fade.once == fade.cached)
        }
    }
}
