import Foundation
import ForceLabSDL
import Simulator

/// `forcelab preview`: an app's quick-action menu, open over the blurred home screen, as PNG.
enum PreviewCommand: Command {
    static let name = "preview"
    static let summary = "Picture an app's quick-action menu open on the home screen (headless)"
    static let usage = """
        USAGE: forcelab preview PATH [--locale L] [--device D] [--slot COLUMN,ROW] [--scale N]
                                [--scene S] [--font PATH] [--assets DIR] -o menu.png

        PATH is an Info.plist (XML or binary), a folder holding one, or a JSON manifest. The app
        takes the home-screen slot given, its icon is pressed with a firm press, and the menu
        that opens is drawn exactly as the playground shows it and 'forcelab lint' measures it:
        placed above or below the icon, glyphs on the side nearer the edge, titles cut where
        they do not fit.

        OPTIONS:
          -o, --output FILE   The PNG to write (required).
          --locale L          Which localization to show (default: the app's development region).
                              A right-to-left language (ar, he, fa, ur...) mirrors the menu (text
                              right aligned, glyphs on the mirrored side) and the home screen.
          --slot COLUMN,ROW   Where the app sits: columns 1-4, rows 1-6 on the first page, row 7
                              for the dock (default: 1,1). Try 4,6 to see the menu open upward
                              with its glyphs on the right. Columns count from the leading edge:
                              right to left, column 1 is the rightmost.
          --device D          A device name in Assets/devices or a path (default: iphone-xs).
          --scene S           The home screen around the app (default: default).
          --scale N           Pixels per point (default: the device's).
          --font PATH         A font file to use instead of Inter.
        """

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        guard let output = try arguments.option("--output", alias: "-o") else { throw UsageError("preview needs -o OUT.png") }
        let locale = try arguments.option("--locale")
        let slotText = try arguments.option("--slot") ?? "1,1"
        var stage = try StageOptions.parse(&arguments)
        let paths = try arguments.positionals()
        guard paths.count == 1, let path = paths.first else { throw UsageError("preview needs exactly one PATH (an Info.plist, its folder, or a JSON manifest)") }
        let parts = slotText.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let metrics = stage.device.homeScreen
        guard parts.count == 2, (1...metrics.columns).contains(parts[0]), (1...(metrics.rows + 1)).contains(parts[1]) else {
            throw UsageError("--slot expects COLUMN,ROW with columns 1-\(metrics.columns) and rows 1-\(metrics.rows + 1) (\(metrics.rows + 1) is the dock), got '\(slotText)'")
        }
        let (column, row) = (parts[0] - 1, parts[1] - 1)

        // Load the app first: a broken file is its error line and exit 2.
        let shortcuts = try AppShortcuts.load(path: path)
        let chosenLocale = locale.flatMap { shortcuts.matchLocale($0) } ?? shortcuts.defaultLocale()
        if let locale, shortcuts.matchLocale(locale) == nil, !shortcuts.locales.isEmpty {
            throw UsageError("\(path) has no '\(locale)' localization; it has \(shortcuts.locales.joined(separator: ", "))")
        }
        let appName = shortcuts.appName(locale: chosenLocale).flatMap { $0.contains("$(") ? nil : $0 } ?? "App"
        let images = ImageLibrary(iconsDirectory: stage.resources.icons)
        let iconName = appName.lowercased().replacingOccurrences(of: " ", with: "")
        let app = SceneApp(name: appName, icon: images.exists("apps/\(iconName)") ? iconName : "generic",
                           info: path.hasSuffix(".json") ? nil : (path as NSString).standardizingPath.absolutePath,
                           manifest: path.hasSuffix(".json") ? (path as NSString).standardizingPath.absolutePath : nil, badge: nil)

        // Put the app in the slot, replacing what was there.
        var scene = stage.scene
        scene.apps.append(app)
        let index = scene.apps.count - 1
        if row == metrics.rows {
            while scene.dock.count <= min(column, 3) { scene.dock.append(scene.dock.first ?? index) }
            scene.dock[min(column, scene.dock.count - 1)] = index
        } else {
            var page = scene.pages[0]
            let position = row * metrics.columns + column
            while page.count <= position { page.append(index) }
            page[position] = index
            scene.pages[0] = page
        }
        stage.scene = scene

        let fonts = try stage.makeFonts()
        let measurer = TTFTextMeasurer(library: fonts, scale: stage.scale)
        // The phone's language decides the direction: the one asked for, else the one shown.
        let content = try SceneContent.load(scene: scene, device: stage.device, locale: chosenLocale,
                                            direction: .of(locale: locale ?? chosenLocale))
        var playground = Playground(content: content, measurer: measurer, menuMetrics: stage.device.quickActionMenu, profile: .medium, haptic: false)
        guard let slot = playground.content.layout.visibleSlots(page: 0).first(where: { $0.app == index }) else {
            throw UsageError("the slot \(slotText) is not on the home screen")
        }
        playground.play(PressScript.press(at: slot.iconFrame.center, start: 100_000, peak: 0.5, rise: 150_000, hold: 350_000), until: 700_000)
        let canvas = try HeadlessCanvas(size: stage.device.size, scale: stage.scale, fonts: fonts, images: images)
        canvas.draw(PlaygroundRenderer().displayList(playground))
        try canvas.savePNG(output)
        if case .menu = playground.mode {} else {
            Console.error("\(path): note: the app has no quick actions to show; the picture shows the home screen")
        }
        return 0
    }
}

extension String {
    /// The path made absolute against the current directory.
    var absolutePath: String {
        hasPrefix("/") ? self : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(self)
    }
}
