import ForceLabOptions
import ForceLabSDL
import ForceLabTools
import QuickActions
import Simulator

/// `forcelab render`: the home screen, headless, to a PNG file.
enum RenderCommand: Command {
    static let table = CommandTable(
        name: "render",
        summary: "Draw the home screen headless into a PNG (no display needed)",
        options: [
            SharedOptions.output("OUT.png", "Where to write the picture (required; - is standard output)."),
            OptionSpec("--page", .integer("P", 1...99), default: "1", help: "Home-screen page, from 1."),
            SharedOptions.locale.with(
                help:
                    "The phone's language: right-to-left ones (ar, he, fa, ur, any locale whose script is written right to left) mirror the screen: the grid and dock fill from the right, page dots and status bar follow."
            ),
            SharedOptions.appearance,
            SharedOptions.iconStyle,
            SharedOptions.textSize.with(
                help:
                    "The Dynamic Type size (default: large). The home screen's labels keep their size at every text size (reconstructed: SpringBoard's icon labels do not follow Dynamic Type); the menus and lists of preview, play and replay do."
            ),
        ] + SharedOptions.stage,
        discussion: """
            Draws the scene's home screen with SDL's software renderer and writes a PNG. Needs no
            display. The same command writes byte-identical files on every run.
            """,
        examples: [
            Example("render -o home.png", "the default scene on iphone-xs at its own scale"),
            Example("render --device iphone-15 --scale 1 --locale ar -o home-ar.png", "mirrored, right to left"),
            Example("render --device iphone-17 --ios 26 --appearance dark -o home-dark.png", "Dark Mode"),
            Example(
                "render --device iphone-17 --icon-style clear --appearance dark -o clear.png", "iOS 26's clear icons"),
        ])

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        guard let output = try arguments.outputOption("--output") else { throw UsageError("render needs -o OUT.png") }
        try OutputKind.check(output, writes: .png)
        let page = try arguments.intOption("--page") ?? 1
        let locale = try arguments.option("--locale")
        _ = try TextSizeOption.read(&arguments)
        var stage = try StageOptions.parse(&arguments, locale: locale.map { LocaleID($0) })
        try stage.readAppearance(&arguments)
        try stage.readIconStyle(&arguments)
        try arguments.finish()
        LocaleNote.checkPhone(locale)
        guard page <= stage.scene.pages.count else {
            throw UsageError("the scene has \(stage.scene.pages.count) page(s); --page \(page) is beyond them")
        }
        let fonts = try stage.makeFonts()
        let measurer = TTFTextMeasurer(library: fonts, scale: stage.scale)
        // Apple's apps labelled in the phone's language (the system strings table).
        let scene = SceneContent.localizedLabels(
            stage.scene, strings: stage.systemStrings, locale: locale.map { LocaleID($0) })
        let home = HomeScreenRenderer(
            scene: scene,
            layout: HomeScreenLayout(scene: scene, device: stage.device, direction: .of(locale: locale)),
            measurer: measurer, palette: Palette(stage.appearance),
            iconStyle: stage.iconStyle.resolved(stage.appearance, release: stage.release),
            style: .of(stage.release, locale: locale.map { LocaleID($0) }))
        let canvas = try HeadlessCanvas(
            size: stage.device.size, scale: stage.scale, fonts: fonts,
            images: ImageLibrary(iconsDirectory: stage.resources.icons), drawnOnce: true)
        canvas.draw(home.displayList(page: page - 1))
        try canvas.savePNG(output)
        return 0
    }
}
