import ForceCore
import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import Foundation
import QuickActions
import Simulator
import SourceFormats

/// Where the program's own files are: `Assets/` (scenes, devices) and `Icons/` (SVG pictures)
/// under one root. Found from `--assets DIR`, `FORCELAB_ASSETS`, or by walking up from the
/// executable to the package root.
package struct Resources {
    package let root: String
    package var assets: String { FileSystemName.join(root, "Assets") }
    package var icons: String { FileSystemName.join(root, "Icons") }

    /// `override` may name the root (holding `Assets/`) or the `Assets` folder itself.
    package static func locate(override: String?) throws -> Resources {
        func accept(_ candidate: String) -> Resources? {
            if FileSystemName.exists(FileSystemName.join(candidate, "Assets/devices")) {
                return Resources(root: candidate)
            }
            if FileSystemName.exists(FileSystemName.join(candidate, "devices")) {
                return Resources(root: FileSystemName.folder(of: candidate))
            }
            return nil
        }
        if let given = override ?? ProcessInfo.processInfo.environment["FORCELAB_ASSETS"], !given.isEmpty {
            guard let found = accept(given) else {
                throw ToolFailure(path: given, "not a ForceLab assets folder (expected Assets/devices inside)")
            }
            return found
        }
        var directory = FileSystemName.folder(of: executablePath())
        for _ in 0..<8 {
            if let found = accept(directory) { return found }
            let parent = FileSystemName.folder(of: directory)
            if parent == directory { break }
            directory = parent
        }
        if let found = accept(FileSystemName.workingFolder()) { return found }
        throw UsageError(
            "cannot find ForceLab's Assets folder near \(executablePath()); pass --assets DIR or set FORCELAB_ASSETS")
    }

    private static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// A device by name (`iphone-xs`) or path to a device JSON file.
    package func devicePath(_ name: String) throws -> String {
        try path(of: name, in: "devices", kind: "device")
    }

    /// A scene by name (`default`) or path to a scene JSON file.
    func scenePath(_ name: String) throws -> String {
        try path(of: name, in: "scenes", kind: "scene")
    }

    private func path(of name: String, in folder: String, kind: String) throws -> String {
        // A path (or any existing file) is used as given; otherwise it is a name in Assets.
        if name.hasSuffix(".json") || name.contains("/") || FileSystemName.exists(name) { return name }
        let path = FileSystemName.join(assets, "\(folder)/\(name).json")
        guard FileSystemName.exists(path) else {
            throw UsageError(Suggestions.unknown(kind, name, known: knownNames(in: folder)))
        }
        return path
    }

    /// The known name nearest to `name` (case-insensitive edit distance at most a third of its
    /// length, at least 2), for a "did you mean".
    static func closest(to name: String, in known: [String]) -> String? {
        let target = Array(name.lowercased().unicodeScalars.prefix(64))
        func distance(_ other: String) -> Int {
            let b = Array(other.lowercased().unicodeScalars.prefix(64))
            var row = Array(0...b.count)
            for (i, a) in target.enumerated() {
                var previous = row[0]
                row[0] = i + 1
                for j in 0..<b.count {
                    let cost = a == b[j] ? previous : previous + 1
                    previous = row[j + 1]
                    row[j + 1] = min(cost, row[j] + 1, row[j + 1] + 1)
                }
            }
            return row[b.count]
        }
        let limit = max(2, target.count / 3)
        return known.map { ($0, distance($0)) }.filter { $0.1 <= limit }.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }

    package func knownNames(in folder: String) -> [String] {
        let directory = FileSystemName.join(assets, folder)
        return FileSystemName.entries(of: directory).filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
            .sorted()
    }
}

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

    package func makeFonts() throws -> FontLibrary {
        try FontLibrary(locator: FontLocator(override: fontOverride))
    }
}

/// `--ios N`: which iOS release a command shows, limited to what the device runs.
package enum IOSOption {
    /// Reads `--ios` (nil when absent): a release ForceLab draws; 19 to 25 are refused with
    /// the reason (Apple's numbering jumps from 18 to 26).
    package static func read(_ arguments: inout Arguments) throws -> IOSRelease? {
        guard let version = try arguments.intOption("--ios") else { return nil }
        if let problem = IOSRelease.problem(version) { throw UsageError("--ios: " + problem) }
        return IOSRelease(version)
    }

    /// Reads `--ios` and checks it against `device`; absent, the device's default.
    package static func parse(_ arguments: inout Arguments, device: DeviceProfile) throws -> IOSRelease {
        try check(try read(&arguments), device: device)
    }

    /// `version` if the device runs it (nil: the device's default), else a usage error naming its range.
    package static func check(_ release: IOSRelease?, device: DeviceProfile) throws -> IOSRelease {
        guard let release else { return device.defaultRelease }
        if let problem = device.iosProblem(release) { throw UsageError(problem) }
        return release
    }
}

/// `--text-size SIZE`: the Dynamic Type size, one of the twelve.
package enum TextSizeOption {
    package static func read(_ arguments: inout Arguments) throws -> TextSize? {
        guard let text = try arguments.option("--text-size") else { return nil }
        guard let size = TextSize(rawValue: text) else {
            throw UsageError("--text-size must be one of \(TextSize.names), got '\(text)'")
        }
        return size
    }
}

/// `--haptic-touch fast|default|slow`: the Haptic Touch duration setting.
package enum HapticTouchOption {
    package static func read(_ arguments: inout Arguments) throws -> HapticMode? {
        guard let text = try arguments.option("--haptic-touch") else { return nil }
        guard let mode = HapticMode(rawValue: text) else {
            throw UsageError("--haptic-touch must be fast, default or slow, got '\(text)'")
        }
        return mode
    }
}
