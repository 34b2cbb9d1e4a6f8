import Foundation
import SourceFormats

/// The application an Xcode project builds, as ForceLab shows it: the target, the
/// configuration, its build settings resolved, and the Info.plist they name.
public struct XcodeApp: Sendable {
    /// `--xcode-target` and `--xcode-configuration` of one `--app` (or lint PATH).
    public struct Choice: Equatable, Sendable {
        public var target: String?
        public var configuration: String?

        public init(target: String? = nil, configuration: String? = nil) {
            self.target = target
            self.configuration = configuration
        }
    }

    public var project: XcodeProject
    public var target: XcodeProject.Target
    public var configuration: String
    /// Every setting the target defines in that configuration, resolved.
    public var settings: [String: String]
    /// The Info.plist (`INFOPLIST_FILE`) relative to the working directory; nil when the target
    /// only generates one (`GENERATE_INFOPLIST_FILE = YES` with `INFOPLIST_KEY_*`).
    public var plistPath: String?
    /// Configuration files named but absent (CocoaPods' before `pod install`, local overrides).
    public var missingFiles: [String]
    /// What the choice was, when it was not obvious ("several targets share ...").
    public var notes: [String]
    /// The files the resolution read or looked for: `project.pbxproj`, every `.xcconfig`
    /// (included ones too) and the absent ones, for the window's file watcher.
    public var files: [String] = []

    /// Whether `GENERATE_INFOPLIST_FILE = YES`.
    public var generatesInfoPlist: Bool { settings["GENERATE_INFOPLIST_FILE"]?.uppercased() == "YES" }

    /// The `INFOPLIST_KEY_*` settings (Xcode 13's generated Info.plist keys) by plist key.
    public var generatedKeys: [String: String] {
        guard generatesInfoPlist else { return [:] }
        var keys: [String: String] = [:]
        for (name, value) in settings where name.hasPrefix("INFOPLIST_KEY_") {
            keys[String(name.dropFirst("INFOPLIST_KEY_".count))] = value
        }
        return keys
    }

    /// Resolves `target` of `project` in `configuration`. Nil is the project's default, the one
    /// `xcodebuild` builds when none is named: the project's configuration list's
    /// `defaultConfigurationName` ("Use … for command-line builds" in the project's Info pane,
    /// Apple's Technical Note TN2339; `xcodebuild -list` says "If no build configuration is
    /// specified and -scheme is not passed then "Release" is used"). The target's own list has a
    /// default too, which that choice ignores; it is used only when the target lacks the
    /// project's (reconstructed: a target always has every configuration the project has).
    public static func resolve(
        _ project: XcodeProject, target: XcodeProject.Target, configuration: String?, files: ProjectFiles
    ) throws -> XcodeApp {
        let projectDefault = project.configurations.defaultName.flatMap { name in
            target.configurations.configurations.contains { $0.name == name } ? name : nil
        }
        guard let config = target.configurations.configuration(named: configuration ?? projectDefault) else {
            let names = target.configurations.configurations.map(\.name)
            throw LoadError(
                path: project.path, line: nil,
                "target '\(target.name)' has no configuration '\(configuration ?? "")' (it has \(names.joined(separator: ", ")))"
            )
        }
        var missing: [String] = []
        var read = [XcodeProject.pbxprojPath(of: project.path)]
        func xcconfig(_ path: String?) throws -> [BuildSettingAssignment] {
            guard let path else { return [] }
            let contents = try XCConfigFile.load(path, files: files)
            missing += contents.missing
            read += contents.files
            return contents.assignments
        }
        let projectConfig = project.configurations.configuration(named: config.name)
        let layers = [
            defaults(project, target: target, configuration: config.name),
            try xcconfig(projectConfig?.baseConfigurationPath), projectConfig?.settings ?? [],
            try xcconfig(config.baseConfigurationPath), config.settings,
        ]
        let context = BuildSettingsStack.Context(configuration: config.name)
        let stack = BuildSettingsStack(layers: layers, context: context)
        // INFOPLIST_FILE is relative to SRCROOT: resolve it with SRCROOT as "." and then join.
        var pathLayers = layers
        pathLayers.append(["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"].map { assignment($0, ".") })
        var plist: String?
        if let file = BuildSettingsStack(layers: pathLayers, context: context).value("INFOPLIST_FILE"), !file.isEmpty {
            plist = file.hasPrefix("/") ? file : PathNames.normalized(PathNames.join(project.sourceRoot, file))
        }
        return XcodeApp(
            project: project, target: target, configuration: config.name, settings: stack.resolved,
            plistPath: plist, missingFiles: missing, notes: [], files: read + missing)
    }

    /// What Xcode sets before any layer: the target's and project's names and places, and
    /// the product name defaults (reconstructed: a new target's template writes
    /// `PRODUCT_NAME = $(TARGET_NAME)`, and EXECUTABLE_NAME and PRODUCT_MODULE_NAME derive from it).
    static func defaults(_ project: XcodeProject, target: XcodeProject.Target, configuration: String)
        -> [BuildSettingAssignment]
    {
        let root = project.sourceRoot.isEmpty ? "." : project.sourceRoot
        return [
            assignment("TARGET_NAME", target.name), assignment("TARGETNAME", target.name),
            assignment("PROJECT_NAME", project.name), assignment("SRCROOT", root), assignment("PROJECT_DIR", root),
            assignment("SOURCE_ROOT", root), assignment("CONFIGURATION", configuration),
            assignment("PLATFORM_NAME", "iphoneos"), assignment("EFFECTIVE_PLATFORM_NAME", "-iphoneos"),
            assignment("SDK_NAME", "iphoneos"), assignment("DEVELOPMENT_LANGUAGE", project.developmentRegion ?? "en"),
            assignment("PRODUCT_NAME", "$(TARGET_NAME)"), assignment("EXECUTABLE_NAME", "$(PRODUCT_NAME)"),
            assignment("PRODUCT_MODULE_NAME", "$(PRODUCT_NAME:c99extidentifier)"),
        ]
    }

    static func assignment(_ name: String, _ value: String) -> BuildSettingAssignment {
        BuildSettingAssignment(name: name, value: value, path: "Xcode", line: 0)
    }
}
