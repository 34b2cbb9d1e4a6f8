import ForceLabText
import Foundation
import Geometry
import QuickActions
import TestSupport
import Testing

@testable import ForceLabSDL
@testable import Simulator

/// One font library for the whole test run: opening fonts is the slow part.
let sharedFonts: FontLibrary = try! FontLibrary(locator: FontLocator())

/// The default scene on the iPhone XS, ready to draw.
struct Stage {
    let device: DeviceProfile
    let scene: Scene
    let layout: HomeScreenLayout
    let home: HomeScreenRenderer
    let images = ImageLibrary(iconsDirectory: packageRoot.appendingPathComponent("Icons").path)

    init(scale: Double = 1) throws {
        device = try DeviceProfile.load(path: packageRoot.appendingPathComponent("Assets/devices/iphone-xs.json").path)
        scene = try Scene.load(
            path: packageRoot.appendingPathComponent("Assets/scenes/default.json").path, device: device)
        layout = HomeScreenLayout(scene: scene, device: device)
        home = HomeScreenRenderer(
            scene: scene, layout: layout, measurer: TTFTextMeasurer(library: sharedFonts, scale: scale))
    }

    func canvas(scale: Double) throws -> HeadlessCanvas {
        try HeadlessCanvas(size: device.size, scale: scale, fonts: sharedFonts, images: images)
    }
}

extension SDLDrawing {
    @Suite struct HeadlessRenderTests {
        @Test func iconCentresShowTheirColours() throws {
            let stage = try Stage(scale: 2)
            let canvas = try stage.canvas(scale: 2)
            canvas.draw(stage.home.displayList(page: 0))
            // Mail's icon is blue; Messages' (in the dock) green; Notes' yellow; Wallet's black.
            let mail = stage.layout.pages[0][0].iconFrame
            let corner = canvas.color(at: Point(x: mail.minX + 4, y: mail.maxY - 4))
            #expect(corner.b > 150 && corner.r < 120, "Mail icon near its corner is \(corner.hex)")
            let messages = stage.layout.dock[2].iconFrame
            let green = canvas.color(at: Point(x: messages.minX + 5, y: messages.maxY - 5))
            #expect(green.g > 150 && green.r < 150 && green.b < 120, "Messages icon is \(green.hex)")
            // The rounded corner mask: the very corner pixel shows the wallpaper, not the icon.
            let outside = canvas.color(at: Point(x: mail.minX + 0.5, y: mail.minY + 0.5))
            let wallpaper = canvas.color(at: Point(x: mail.minX - 5, y: mail.minY + 0.5))
            #expect(abs(Int(outside.b) - Int(wallpaper.b)) < 40, "corner \(outside.hex) vs wallpaper \(wallpaper.hex)")
        }

        @Test func labelsPutInkInTheirTextRegion() throws {
            let stage = try Stage(scale: 2)
            let canvas = try stage.canvas(scale: 2)
            canvas.draw(stage.home.displayList(page: 0))
            let label = stage.layout.pages[0][0].labelFrame!
            var bright = 0
            for y in stride(from: label.minY, to: label.maxY, by: 0.5) {
                for x in stride(from: label.minX, to: label.maxX, by: 0.5) {
                    let c = canvas.color(at: Point(x: x, y: y))
                    if c.r > 220 && c.g > 220 && c.b > 220 { bright += 1 }
                }
            }
            #expect(bright > 20, "the label 'Mail' should put white ink under the icon, found \(bright) white pixels")
            // And between two icons' labels there is only wallpaper.
            let gap = Point(x: label.maxX + 1, y: label.midY - 20)
            let c = canvas.color(at: gap)
            #expect(!(c.r > 220 && c.g > 220 && c.b > 220))
        }

        @Test func theSameListGivesTheSameBytes() throws {
            let stage = try Stage(scale: 1)
            let first = try stage.canvas(scale: 1)
            first.draw(stage.home.displayList(page: 0))
            let second = try stage.canvas(scale: 1)
            second.draw(stage.home.displayList(page: 0))
            #expect(first.pixels() == second.pixels())
        }

        @Test func staticLayersAreBuiltOnceAndReused() throws {
            let stage = try Stage(scale: 1)
            let canvas = try stage.canvas(scale: 1)
            let list = stage.home.displayList(page: 0)
            canvas.draw(list)
            let afterFirst = canvas.renderer.stats
            #expect(afterFirst.layersBuilt == 1)
            for _ in 0..<5 { canvas.draw(list) }
            #expect(canvas.renderer.stats == afterFirst, "later frames must reuse the cached textures")
        }

        @Test func blurredLayersSoftenEdgesAndAreCachedPerRadius() throws {
            let stage = try Stage(scale: 1)
            let canvas = try stage.canvas(scale: 1)
            var layer = stage.home.pageLayer(page: 0)
            canvas.draw(DisplayList(size: stage.device.size, items: [.layer(layer)]))
            let mail = stage.layout.pages[0][0].iconFrame
            let sharpEdge = canvas.color(at: Point(x: mail.minX - 2, y: mail.midY))
            layer.blurRadius = 12
            canvas.draw(DisplayList(size: stage.device.size, items: [.layer(layer)]))
            let blurredEdge = canvas.color(at: Point(x: mail.minX - 2, y: mail.midY))
            #expect(sharpEdge != blurredEdge, "blur should bleed the icon's colour past its edge")
            canvas.draw(DisplayList(size: stage.device.size, items: [.layer(layer)]))
            #expect(canvas.renderer.stats.blursBuilt == 1)
        }

        @Test func pngFilesAreWrittenWhole() throws {
            let stage = try Stage(scale: 1)
            let canvas = try stage.canvas(scale: 1)
            canvas.draw(stage.home.displayList(page: 0))
            let path = FileManager.default.temporaryDirectory.appendingPathComponent(
                "forcelab-\(UUID().uuidString).png"
            ).path
            try canvas.savePNG(path)
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(data.starts(with: [0x89, 0x50, 0x4e, 0x47]))
            #expect(throws: (any Error).self) { try canvas.savePNG("/nonexistent-folder/x.png") }
        }
    }
}

@Suite struct PixelOpsTests {
    @Test func roundedRectCoverageIsSymmetricAndAntialiased() {
        let c = PixelOps.roundedRectCoverage(width: 40, height: 30, radius: 10)
        #expect(c[0] == 0)
        #expect(c[15 * 40 + 20] == 255)
        #expect(c[0] == c[39] && c[0] == c[29 * 40] && c[0] == c[29 * 40 + 39])
        // Somewhere along the corner arc there is partial coverage: anti-aliasing.
        #expect((0..<10).contains { c[$0 * 40 + 2] > 0 && c[$0 * 40 + 2] < 255 })
    }

    @Test func blurKeepsAFlatImageFlat() {
        for radius in [1.0, 4, 20] {
            let flat = [UInt32](repeating: 0xff33_6699, count: 50 * 40)
            #expect(PixelOps.blur(flat, width: 50, height: 40, radius: radius) == flat, "radius \(radius)")
        }
    }

    @Test func blurSpreadsASinglePoint() {
        var image = [UInt32](repeating: 0xff00_0000, count: 21 * 21)
        image[10 * 21 + 10] = 0xffff_ffff
        let blurred = PixelOps.blur(image, width: 21, height: 21, radius: 2)
        #expect(blurred[10 * 21 + 10] & 0xff < 255)
        #expect(blurred[10 * 21 + 12] & 0xff > 0)
    }
}
