import ForceLabSDL
import QuickActions
import Simulator

/// `forcelab render`: the home screen, headless, to a PNG file.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "Draw the home screen headless into a PNG (no display needed)"
    static let usage = """
        USAGE: forcelab render [--scene S] [--device D] [--ios N] [--scale N] [--page P] [--locale L] [--font PATH] [--assets DIR] -o OUT.png

        Draws the scene's home screen with SDL's software renderer and writes a PNG. Needs no
        display. The same command writes byte-identical files on every run.

        OPTIONS:
          -o, --output OUT.png  Where to write the picture (required; - is standard output).
          --scene S             A scene name in Assets/scenes or a path to a scene JSON (default: default).
          --device D            A device name in Assets/devices or a path (default: iphone-xs).
          --ios N               The iOS release (9-18, 26, 27), within the device's range (checked; the home
                                screen itself looks the same in every release ForceLab draws).
          --scale N             Pixels per point, 0.25...4 (default: the device's, 3 for iphone-xs).
          --page P              Home-screen page, from 1 (default: 1).
          --locale L            The phone's language: right-to-left ones (ar, he, fa, ur, any locale
                                whose script is written right to left) mirror the screen: the grid
                                and dock fill from the right, page dots and status bar follow.
          --font PATH           A font file to use instead of Inter (found with fc-match).
          --assets DIR          The folder holding Assets/ and Icons/ (default: next to the program;
                                also FORCELAB_ASSETS).
        """

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        guard let output = try arguments.outputOption("--output", alias: "-o") else {
            throw UsageError("render needs -o OUT.png")
        }
        let page = try arguments.intOption("--page", range: 1...99) ?? 1
        let locale = try arguments.option("--locale")
        let stage = try StageOptions.parse(&arguments, locale: locale.map { LocaleID($0) })
        try arguments.finish()
        guard page <= stage.scene.pages.count else {
            throw UsageError("the scene has \(stage.scene.pages.count) page(s); --page \(page) is beyond them")
        }
        let fonts = try stage.makeFonts()
        let measurer = TTFTextMeasurer(library: fonts, scale: stage.scale)
        let home = HomeScreenRenderer(
            scene: stage.scene,
            layout: HomeScreenLayout(scene: stage.scene, device: stage.device, direction: .of(locale: locale)),
            measurer: measurer)
        let canvas = try HeadlessCanvas(
            size: stage.device.size, scale: stage.scale, fonts: fonts,
            images: ImageLibrary(iconsDirectory: stage.resources.icons))
        canvas.draw(home.displayList(page: page - 1))
        try canvas.savePNG(output)
        return 0
    }
}
