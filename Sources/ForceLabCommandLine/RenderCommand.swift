import ForceCore
import ForceLabFiles
import ForceLabOptions
import QuickActions
import Simulator
import SourceFormats

/// `forcelab render`: the home screen, headless, to a PNG file.
package enum RenderCommand: Command {
    package static let table = CommandTable(
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

    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        try Drawing.run(name, &arguments)
    }
}
