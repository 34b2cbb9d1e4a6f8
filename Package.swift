// swift-tools-version:6.0
import PackageDescription

// Poppler's, GLib's and cairo's include folders on Debian 12 (GLib's configuration header is in
// the architecture's own folder).
#if arch(arm64)
    let multiarch = "aarch64-linux-gnu"
#else
    let multiarch = "x86_64-linux-gnu"
#endif
let popplerIncludes = [
    "/usr/include/poppler/glib", "/usr/include/poppler", "/usr/include/glib-2.0",
    "/usr/lib/\(multiarch)/glib-2.0/include", "/usr/include/cairo",
]

// Language mode 5: the shell talks to SDL through raw C pointers; the pure targets are
// value types and would pass strict checking, but one mode for the package keeps builds simple.
let package = Package(
    name: "ForceLab",
    // The pure libraries as products, for the fuzz targets in Fuzz/ (a package of their own).
    products: [
        .library(name: "SourceFormats", targets: ["SourceFormats"]),
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "ForceCore", targets: ["ForceCore"]),
        .library(name: "QuickActions", targets: ["QuickActions"]),
        .library(name: "Simulator", targets: ["Simulator"]),
        .library(name: "Reporting", targets: ["Reporting"]),
        // The drawing plugin: the commands that draw, measure text or play sound, loaded by the
        // executable (dlopen) from its own folder only when one runs (libForceLabDrawing.so).
        .library(name: "ForceLabDrawing", type: .dynamic, targets: ["ForceLabCommands"]),
        // The lint plugin: lint's run over the text engine alone (libForceLabLinting.so).
        .library(name: "ForceLabLinting", type: .dynamic, targets: ["ForceLabLintCommand"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [
                .apt([
                    "libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev", "libharfbuzz-dev", "libfribidi-dev",
                    "libfontconfig-dev", "zlib1g-dev", "libdeflate-dev",
                ])
            ]
        ),
        // Debian's FFmpeg 5.1: H.264 (libx264), VP9 (libvpx), GIF and APNG encoders and muxers.
        // Headers only, in the standard include path: no pkgConfig, whose libraries SwiftPM would
        // link into the plugin (CVideo loads them on first use).
        .systemLibrary(
            name: "CFFmpeg",
            providers: [.apt(["libavcodec-dev", "libavformat-dev", "libswscale-dev", "libavutil-dev"])]
        ),
        // The video encoder over CFFmpeg behind plain C types, writing the file into memory.
        // Compiled against FFmpeg's headers, linked to none of its libraries: it loads them
        // (dlopen) when the first video is opened, so a command writing none never maps them.
        .target(name: "CVideo", dependencies: ["CFFmpeg"]),
        // The first page of an asset catalog's PDF image, rendered by Poppler into cairo: behind
        // plain C types, loading Poppler, cairo and GLib (dlopen) on the first PDF drawn.
        // Its headers (libpoppler-glib-dev, libcairo2-dev, libglib2.0-dev) by their folders, as
        // `pkg-config --cflags poppler-glib` names them: a pkgConfig system library would also link them.
        .target(name: "CPDFImage", cSettings: [.unsafeFlags(popplerIncludes.flatMap { ["-I", $0] })]),
        // The text engine's libraries without SDL: FreeType, HarfBuzz (hb-ft), FriBidi, fontconfig.
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev", "libharfbuzz-dev", "libfribidi-dev", "libfontconfig-dev"])]
        ),
        // Measuring fonts as SDL_ttf 2.20.1 measures, over FreeType and HarfBuzz (no SDL), and
        // the helpers over HarfBuzz's script property, FriBidi and fontconfig.
        .target(
            name: "CTextEngine", dependencies: ["CFreeType"],
            linkerSettings: ["freetype", "harfbuzz", "fribidi", "fontconfig"].map { .linkedLibrary($0) }),
        // ICU's UAX #14 line breaker behind plain C types (libicu-dev).
        .target(name: "CLineBreak", linkerSettings: [.linkedLibrary("icuuc")]),
        // The async-signal-safe handlers: SIGINT/SIGTERM/SIGHUP, temporary files to remove.
        .target(name: "CSignals"),
        // The home of reading: bounded files, the JSON reader, UTF-8, the error type, the limits.
        .target(name: "SourceFormats"),
        // Points, sizes and rectangles: their own home, so the simulator reaches them without
        // going through QuickActions (README, "Architecture notes").
        .target(name: "Geometry"),
        .target(name: "ForceCore", dependencies: ["SourceFormats"]),
        .target(name: "QuickActions", dependencies: ["SourceFormats", "Geometry"]),
        .target(name: "Simulator", dependencies: ["SourceFormats", "Geometry", "ForceCore", "QuickActions"]),
        // The report pages and replay's JUnit: pure text from values, so the fuzz targets link them.
        .target(name: "Reporting", dependencies: ["SourceFormats", "Geometry", "QuickActions"]),
        // The writers every output goes through (OutputFile, OutputFolder): Foundation and POSIX only.
        .target(name: "ForceLabFiles", dependencies: ["CSignals", "SourceFormats"]),
        // The text engine: fonts, fallback, measuring, line breaking (FreeType, HarfBuzz, FriBidi,
        // fontconfig, ICU; no SDL: lint links it alone). ForceLabSDL draws its lines with SDL_ttf.
        .target(
            name: "ForceLabText",
            dependencies: ["CTextEngine", "CLineBreak", "SourceFormats", "Geometry", "QuickActions"]),
        .target(
            name: "ForceLabSDL",
            dependencies: [
                "ForceLabText", "CTextEngine", "CSDL2", "CPDFImage", "CLineBreak", "CSignals", "CVideo",
                "SourceFormats",
                "Geometry",
                "ForceCore",
                "QuickActions", "Simulator", "ForceLabFiles",
            ]),
        // The command line: option tables, the one-pass parser, help, completions, Console.
        .target(
            name: "ForceLabOptions",
            dependencies: ["CSignals", "SourceFormats", "ForceLabFiles", "ForceCore", "QuickActions", "Simulator"]),
        // Lint's options and passes (devices, text sizes, scenes, releases): no drawing.
        .target(
            name: "ForceLabLint",
            dependencies: [
                "SourceFormats", "Geometry", "ForceCore", "QuickActions", "Simulator", "ForceLabFiles",
                "ForceLabOptions",
            ]),
        // What the commands call: play, replay (session, outputs, pool, report), preview and
        // contact sheets, video, lint's device merges, benchmarks; over ForceLabSDL.
        .target(
            name: "ForceLabTools",
            dependencies: [
                "CSDL2", "CSignals", "SourceFormats", "Geometry", "ForceCore", "QuickActions", "Simulator",
                "ForceLabFiles", "ForceLabSDL", "ForceLabOptions", "ForceLabLint", "Reporting",
            ]),
        // Every command's table, the light commands (devices, rules, completions, the trace
        // commands without --plot, help) and the dispatch: no SDL, Poppler, cairo or FFmpeg.
        .target(
            name: "ForceLabCommandLine",
            dependencies: [
                "CSignals", "SourceFormats", "Geometry", "ForceCore", "QuickActions", "Simulator", "Reporting",
                "ForceLabFiles", "ForceLabOptions",
            ]),
        // The drawing commands' runs (play, render, layout, lint, preview, replay, bench, plots):
        // the plugin's one target. -Bsymbolic: its copies of the pure libraries bind to themselves.
        .target(
            name: "ForceLabCommands",
            dependencies: [
                "CSDL2", "CSignals", "SourceFormats", "Geometry", "ForceCore", "QuickActions", "Simulator",
                "ForceLabFiles", "ForceLabSDL", "ForceLabOptions", "ForceLabTools", "Reporting", "ForceLabCommandLine",
            ],
            linkerSettings: [.unsafeFlags(["-Xlinker", "-Bsymbolic"])]),
        // Lint's run over ForceLabLint and the text engine: the lint plugin's one target.
        .target(
            name: "ForceLabLintCommand",
            dependencies: [
                "CSignals", "SourceFormats", "QuickActions", "Simulator", "ForceLabFiles", "ForceLabOptions",
                "ForceLabCommandLine", "ForceLabLint", "ForceLabText",
            ],
            linkerSettings: [.unsafeFlags(["-Xlinker", "-Bsymbolic"])]),
        // The executable: Foundation and the light targets; the plugin is loaded on first use.
        .executableTarget(
            name: "forcelab",
            dependencies: ["CSignals", "SourceFormats", "ForceLabFiles", "ForceLabOptions", "ForceLabCommandLine"]
        ),
        // What every test target shares: the package root and the one assertGolden.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SourceFormatsTests", dependencies: ["SourceFormats"]),
        .testTarget(
            name: "ForceCoreTests", dependencies: ["ForceCore", "SourceFormats", "TestSupport"], exclude: ["Goldens"]),
        .testTarget(
            name: "QuickActionsTests", dependencies: ["QuickActions", "SourceFormats", "Geometry", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "SimulatorTests",
            dependencies: ["Simulator", "QuickActions", "ForceCore", "SourceFormats", "Geometry", "TestSupport"]),
        .testTarget(
            name: "ForceLabSDLTests",
            dependencies: [
                "ForceLabSDL", "ForceLabText", "ForceLabFiles", "Simulator", "QuickActions", "ForceCore",
                "SourceFormats",
                "Geometry", "CSDL2", "TestSupport",
            ],
            exclude: ["Goldens"]),
        .testTarget(
            name: "ReportingTests",
            dependencies: ["Reporting", "QuickActions", "SourceFormats", "Geometry", "TestSupport"],
            exclude: ["Goldens"]),
        .testTarget(
            name: "ForceLabToolsTests",
            dependencies: [
                "ForceLabTools", "ForceLabOptions", "ForceLabSDL", "Simulator", "QuickActions", "SourceFormats",
                "TestSupport",
            ]),
        .testTarget(name: "CLITests", dependencies: ["forcelab", "TestSupport"], exclude: ["Goldens"]),
    ],
    swiftLanguageModes: [.v5]
)
