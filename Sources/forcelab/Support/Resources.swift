import ForceCore
import ForceLabSDL
import Foundation
import QuickActions
import Simulator
import SourceFormats

/// Where the program's own files are: `Assets/` (scenes, devices) and `Icons/` (SVG pictures)
/// under one root. Found from `--assets DIR`, `FORCELAB_ASSETS`, or by walking up from the
/// executable to the package root.
struct Resources {
    let root: String
    var assets: String { (root as NSString).appendingPathComponent("Assets") }
    var icons: String { (root as NSString).appendingPathComponent("Icons") }

    /// `override` may name the root (holding `Assets/`) or the `Assets` folder itself.
    static func locate(override: String?) throws -> Resources {
        let fm = FileManager.default
        func accept(_ candidate: String) -> Resources? {
            if fm.fileExists(atPath: (candidate as NSString).appendingPathComponent("Assets/devices")) {
                return Resources(root: candidate)
            }
            if fm.fileExists(atPath: (candidate as NSString).appendingPathComponent("devices")) {
                return Resources(root: (candidate as NSString).deletingLastPathComponent)
            }
            return nil
        }
        if let given = override ?? ProcessInfo.processInfo.environment["FORCELAB_ASSETS"], !given.isEmpty {
            guard let found = accept(given) else {
                throw ToolFailure(path: given, "not a ForceLab assets folder (expected Assets/devices inside)")
            }
            return found
        }
        var directory = (executablePath() as NSString).deletingLastPathComponent
        for _ in 0..<8 {
            if let found = accept(directory) { return found }
            let parent = (directory as NSString).deletingLastPathComponent
            if parent == directory { break }
            directory = parent
        }
        if let found = accept(fm.currentDirectoryPath) { return found }
        throw UsageError(
            "cannot find ForceLab's Assets folder near \(executablePath()); pass --assets DIR or set FORCELAB_ASSETS")
    }

    private static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// A device by name (`iphone-xs`) or path to a device JSON file.
    func devicePath(_ name: String) throws -> String {
        try path(of: name, in: "devices", kind: "device")
    }

    /// A scene by name (`default`) or path to a scene JSON file.
    func scenePath(_ name: String) throws -> String {
        try path(of: name, in: "scenes", kind: "scene")
    }

    private func path(of name: String, in folder: String, kind: String) throws -> String {
        // A path (or any existing file) is used as given; otherwise it is a name in Assets.
        if name.hasSuffix(".json") || name.contains("/") || FileManager.default.fileExists(atPath: name) { return name }
        let path = (assets as NSString).appendingPathComponent("\(folder)/\(name).json")
        guard FileManager.default.fileExists(atPath: path) else {
            throw UsageError(
                "no \(kind) named '\(name)'; known \(kind)s: \(knownNames(in: folder).joined(separator: ", "))")
        }
        return path
    }

    func knownNames(in folder: String) -> [String] {
        let directory = (assets as NSString).appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }
}

/// The options every picture-making command shares, and what they load.
struct StageOptions {
    var resources: Resources
    var device: DeviceProfile
    var devicePath: String
    var scene: Scene
    var scale: Double
    var fontOverride: String?
    /// The iOS release shown (`--ios N`, else the device's default).
    var ios: Int
    /// The scene as its file describes it, before `--app`s are installed.
    var baseScene: Scene
    /// The designer's own apps (`--app`), installed into `scene`.
    var ownApps = OwnApps()
    /// The phone's language (`--locale`, L, a recording's header); change it with `switching(to:fonts:)`.
    private(set) var locale: LocaleID?

    init(
        resources: Resources, device: DeviceProfile, devicePath: String, scene: Scene, scale: Double,
        fontOverride: String?,
        ownApps: OwnApps = OwnApps(), ios: Int? = nil
    ) {
        self.resources = resources
        self.device = device
        self.devicePath = devicePath
        self.baseScene = scene
        self.scale = scale
        self.fontOverride = fontOverride
        self.ownApps = ownApps
        self.ios = ios ?? device.ios.default
        self.scene = ownApps.install(into: scene, device: device, locale: nil)
    }

    /// Reads `--assets`, `--device`, `--ios`, `--scene`, `--scale`, `--font`, `--app`, `--slot`
    /// and `--define` from the arguments; `locale` names the apps (`--app`) as that locale shows them.
    static func parse(
        _ arguments: inout Arguments, defaultScale: Double? = nil, locale: LocaleID? = nil, readsSlot: Bool = true
    ) throws -> StageOptions {
        let resources = try Resources.locate(override: try arguments.option("--assets"))
        let devicePath = try resources.devicePath(try arguments.option("--device") ?? "iphone-xs")
        let device = try DeviceProfile.load(path: devicePath)
        let ios = try IOSOption.parse(&arguments, device: device)
        let scenePath = try resources.scenePath(try arguments.option("--scene") ?? "default")
        let scene = try Scene.load(path: scenePath, device: device)
        let scale = try arguments.doubleOption("--scale", range: 0.25...4) ?? defaultScale ?? device.scale
        let font = try arguments.option("--font")
        let ownApps = try OwnApps.parse(&arguments, device: device, readSlot: readsSlot)
        var options = StageOptions(
            resources: resources, device: device, devicePath: devicePath, scene: scene, scale: scale,
            fontOverride: font,
            ownApps: ownApps, ios: ios)
        options.localize(locale)
        try options.checkIcons()
        return options
    }

    /// Re-installs the own apps with their names in `locale` (see `switching(to:fonts:)`).
    mutating func localize(_ locale: LocaleID?) {
        self.locale = locale
        scene = ownApps.install(into: baseScene, device: device, locale: locale?.identifier)
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

    func makeFonts() throws -> FontLibrary {
        try FontLibrary(locator: FontLocator(override: fontOverride))
    }
}

/// `--ios N`: which iOS release a command shows, limited to what the device runs.
enum IOSOption {
    /// Reads `--ios` (nil when absent).
    static func read(_ arguments: inout Arguments) throws -> Int? {
        try arguments.intOption("--ios", range: IOSRelease.supported)
    }

    /// Reads `--ios` and checks it against `device`; absent, the device's default.
    static func parse(_ arguments: inout Arguments, device: DeviceProfile) throws -> Int {
        try check(try read(&arguments), device: device)
    }

    /// `version` if the device runs it (nil: the device's default), else a usage error naming its range.
    static func check(_ version: Int?, device: DeviceProfile) throws -> Int {
        guard let version else { return device.ios.default }
        if let problem = device.iosProblem(version) { throw UsageError(problem) }
        return version
    }
}

/// `--haptic-touch fast|default|slow`: the Haptic Touch duration setting.
enum HapticTouchOption {
    static func read(_ arguments: inout Arguments) throws -> HapticMode? {
        guard let text = try arguments.option("--haptic-touch") else { return nil }
        guard let mode = HapticMode(rawValue: text) else {
            throw UsageError("--haptic-touch must be fast, default or slow, got '\(text)'")
        }
        return mode
    }
}
