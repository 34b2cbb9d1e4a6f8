import ForceCore
import ForceLabFiles
import ForceLabLint
import ForceLabOptions
import ForceLabSDL
import ForceLabText
import Foundation
import QuickActions
import Simulator
import SourceFormats

/// The options every picture-making command shares, and what they load.
package struct StageOptions {
    package var resources: Resources
    package var device: DeviceProfile
    package var devicePath: String
    package var scene: Scene
    package var scale: Double
    package var fontOverride: String?
    /// The iOS release shown (`--ios N`, else the device's default).
    package var release: IOSRelease
    /// The scene as its file describes it, before `--app`s are installed.
    var baseScene: Scene
    /// The designer's own apps (`--app`), installed into `scene`.
    package var ownApps = OwnApps()
    /// Light or Dark Mode (`--appearance`, a recording's header; `readAppearance`).
    package var appearance: Appearance = .light
    /// The home screen's icon style (`--icon-style`, a recording's header; `readIconStyle`).
    package var iconStyle: IconStyleChoice = .automatic
    /// The phone's language (`--locale`, L, a recording's header); change it with `switching(to:fonts:)`.
    private(set) var locale: LocaleID?
    /// The system items and Apple's app labels per language (`Assets/system-strings.json`).
    package var systemStrings: SystemStrings = .builtIn

    package init(
        resources: Resources, device: DeviceProfile, devicePath: String, scene: Scene, scale: Double,
        fontOverride: String?,
        ownApps: OwnApps = OwnApps(), release: IOSRelease? = nil
    ) {
        self.resources = resources
        self.device = device
        self.devicePath = devicePath
        self.baseScene = scene
        self.scale = scale
        self.fontOverride = fontOverride
        self.ownApps = ownApps
        self.release = release ?? device.defaultRelease
        self.scene = ownApps.install(into: scene, device: device, locale: nil)
    }

    /// Reads `--assets`, `--device`, `--ios`, `--scene`, `--scale`, `--font`, `--app`, `--slot`
    /// and `--define` from the arguments; `locale` names the apps (`--app`) as that locale shows them.
    package static func parse(
        _ arguments: inout Arguments, defaultScale: Double? = nil, locale: LocaleID? = nil, readsSlot: Bool = true
    ) throws -> StageOptions {
        let resources = try Resources.locate(override: try arguments.option("--assets"))
        let devicePath = try resources.devicePath(try arguments.option("--device") ?? "iphone-xs")
        let file = try DeviceProfile.load(path: devicePath)
        let release = try IOSOption.parse(&arguments, device: file)
        // The device as it was on that release (the XR's safe area before iOS 14).
        let device = file.onRelease(release)
        let scenePath = try resources.scenePath(try arguments.option("--scene") ?? "default")
        let scene = try Scene.load(path: scenePath, device: device)
        let scale = try arguments.doubleOption("--scale", range: 0.25...4) ?? defaultScale ?? device.scale
        let font = try arguments.option("--font")
        let ownApps = try OwnApps.parse(&arguments, device: device, readSlot: readsSlot)
        var options = StageOptions(
            resources: resources, device: device, devicePath: devicePath, scene: scene, scale: scale,
            fontOverride: font,
            ownApps: ownApps, release: release)
        options.systemStrings = try resources.systemStrings()
        options.localize(locale)
        try options.checkIcons()
        return options
    }

    /// Re-installs the own apps with their names in `locale` (see `switching(to:fonts:)`).
    mutating func localize(_ locale: LocaleID?) {
        self.locale = locale
        scene = ownApps.install(into: baseScene, device: device, locale: locale)
    }

    /// Every app's icon must exist: a missing one is an error naming the scene file and line.
    func checkIcons() throws {
        let images = ImageLibrary(iconsDirectory: resources.icons)
        for app in scene.apps where app.iconImage == nil && !app.icon.isEmpty && !images.exists("apps/\(app.icon)") {
            let data = (try? BoundedFile.read(scene.path, limit: 16 << 20)) ?? Data()
            let line = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
                .firstIndex { $0.contains("\"\(app.icon)\"") }.map { $0 + 1 }
            throw ToolFailure(
                path: scene.path, line: line ?? 1,
                "icon '\(app.icon)' of app '\(app.name)' not found: expected \(images.path(of: "apps/\(app.icon)"))")
        }
    }

    /// The one locale note of the picture commands, as preview and lint print it: for each
    /// `--app` that does not ship `locale`, what iOS shows instead; for a phone language that
    /// names no language, the note with the closest languages iOS ships (the system strings').
    package func noteLocale(_ locale: String?) {
        for line in localeNotes(locale) { Console.error(line) }
    }

    /// The lines `noteLocale` prints, in order.
    package func localeNotes(_ locale: String?) -> [String] {
        var lines = LocaleNote.phoneLine(locale, known: systemStrings.languages.keys.sorted()).map { [$0] } ?? []
        guard let locale else { return lines }
        for bundle in ownApps.bundles {
            if let line = LocaleNote.noteLine(locale, in: bundle.shortcuts, defines: bundle.defines).line {
                lines.append(line)
            }
        }
        return lines
    }

    package func makeFonts() throws -> FontLibrary {
        try FontLibrary(locator: FontLocator(override: fontOverride))
    }
}
