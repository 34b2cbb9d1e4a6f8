import ForceLabCommandLine
import ForceLabLint
import ForceLabOptions
import ForceLabSDL
import ForceLabText
import ForceLabTools
import QuickActions
import Simulator

extension RenderCommand {

    static func drawingRun(_ arguments: inout Arguments) throws -> Int32 {
        guard let output = try arguments.outputOption("--output") else { throw UsageError("render needs -o OUT.png") }
        try OutputKind.check(output, writes: .png)
        let page = try arguments.intOption("--page") ?? 1
        let locale = try arguments.option("--locale")
        _ = try TextSizeOption.read(&arguments)
        var stage = try StageOptions.parse(&arguments, locale: locale.map { LocaleID($0) })
        try stage.readAppearance(&arguments)
        try stage.readIconStyle(&arguments)
        try arguments.finish()
        stage.noteLocale(locale)
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
