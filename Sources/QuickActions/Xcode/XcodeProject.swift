import Foundation
import SourceFormats

/// What ForceLab needs of an Xcode project (`NAME.xcodeproj/project.pbxproj`, read with the
/// strings file's old-style plist scanner): its targets, their configurations with build
/// settings and base `.xcconfig` files, and where those files are.
public struct XcodeProject: Sendable {
    /// One build configuration (`Debug`, `Release`, `Cliqz`...).
    public struct Configuration: Sendable {
        public var name: String
        public var settings: [BuildSettingAssignment]
        /// The `baseConfigurationReference`'s file, relative to the project's folder (as given).
        public var baseConfigurationPath: String?
    }

    /// A configuration list: the configurations and the one used when none is named.
    public struct ConfigurationList: Sendable {
        public var configurations: [Configuration]
        public var defaultName: String?

        /// The configuration called `name` (else the default, else the first).
        public func configuration(named name: String?) -> Configuration? {
            let wanted = name ?? defaultName
            return configurations.first { $0.name == wanted } ?? (name == nil ? configurations.first : nil)
        }
    }

    /// A native target.
    public struct Target: Sendable {
        public var name: String
        public var productType: String
        public var configurations: ConfigurationList

        /// Whether it builds an iOS application (not an extension, test bundle or framework).
        public var isApplication: Bool { productType == "com.apple.product-type.application" }
    }

    /// The `.xcodeproj` folder's path as given.
    public var path: String
    /// The project's name (the `.xcodeproj` folder's, without the extension).
    public var name: String
    /// `$(SRCROOT)`: the folder holding the `.xcodeproj` (plus its `projectDirPath`).
    public var sourceRoot: String
    /// The project's `developmentRegion` (`$(DEVELOPMENT_LANGUAGE)`).
    public var developmentRegion: String?
    public var configurations: ConfigurationList
    public var targets: [Target]

    /// The `project.pbxproj` inside `projectPath`.
    public static func pbxprojPath(of projectPath: String) -> String {
        PathNames.join(projectPath, "project.pbxproj")
    }

    /// Reads the project at `projectPath` (the `.xcodeproj` folder) through `files`.
    public static func load(_ projectPath: String, files: ProjectFiles) throws -> XcodeProject {
        let file = pbxprojPath(of: projectPath)
        guard let data = try files.read(file) else { throw LoadError(path: file, line: nil, FileWording.missing) }
        return try parse(data, projectPath: projectPath)
    }

    /// Parses a `project.pbxproj`'s bytes; `projectPath` is the `.xcodeproj` folder.
    public static func parse(_ data: Data, projectPath: String) throws -> XcodeProject {
        let file = pbxprojPath(of: projectPath)
        let root = try StringsFileParser.parseTree(data, path: file)
        let objects = PBXObjects(root: root, path: file)
        guard let rootID = root["rootObject"]?.string, let project = objects[rootID] else {
            throw LoadError(path: file, line: root.line, "no rootObject: this is not an Xcode project file")
        }
        let folder = PathNames.folder(of: projectPath)
        let projectDir = project["projectDirPath"]?.string ?? ""
        let sourceRoot = projectDir.isEmpty ? folder : PathNames.join(folder, projectDir)
        let paths = FileReferencePaths(
            objects: objects, sourceRoot: sourceRoot, mainGroup: project["mainGroup"]?.string)
        let name = PathNames.name(of: projectPath)
        var result = XcodeProject(
            path: projectPath, name: name.hasSuffix(".xcodeproj") ? String(name.dropLast(10)) : name,
            sourceRoot: sourceRoot, developmentRegion: project["developmentRegion"]?.string,
            configurations: try objects.configurationList(project["buildConfigurationList"]?.string, paths: paths),
            targets: [])
        for targetID in project["targets"]?.array?.compactMap(\.string) ?? [] {
            guard let target = objects[targetID], target["isa"]?.string == "PBXNativeTarget" else { continue }
            result.targets.append(
                Target(
                    name: target["name"]?.string ?? targetID,
                    productType: target["productType"]?.string ?? "",
                    configurations: try objects.configurationList(
                        target["buildConfigurationList"]?.string, paths: paths)))
        }
        return result
    }
}

/// The `objects` dictionary of a pbxproj, by ID.
struct PBXObjects {
    let byID: [String: PlistNode]
    let path: String

    init(root: PlistNode, path: String) {
        var table: [String: PlistNode] = [:]
        if case .dictionary(let entries)? = root["objects"]?.kind {
            for entry in entries where entry.value.isDictionary { table[entry.key] = entry.value }
        }
        byID = table
        self.path = path
    }

    subscript(id: String) -> PlistNode? { byID[id] }

    /// The configuration list `id` names (an empty one when it names nothing).
    func configurationList(_ id: String?, paths: FileReferencePaths) throws -> XcodeProject.ConfigurationList {
        guard let id, let list = self[id] else {
            return XcodeProject.ConfigurationList(configurations: [], defaultName: nil)
        }
        var configurations: [XcodeProject.Configuration] = []
        for configID in list["buildConfigurations"]?.array?.compactMap(\.string) ?? [] {
            guard let config = self[configID] else { continue }
            configurations.append(
                XcodeProject.Configuration(
                    name: config["name"]?.string ?? configID, settings: try settings(config["buildSettings"]),
                    baseConfigurationPath: config["baseConfigurationReference"]?.string.flatMap(paths.path)))
        }
        return XcodeProject.ConfigurationList(
            configurations: configurations, defaultName: list["defaultConfigurationName"]?.string)
    }

    /// A `buildSettings` dictionary in file order; an array value is its elements joined by spaces.
    func settings(_ node: PlistNode?) throws -> [BuildSettingAssignment] {
        guard case .dictionary(let entries)? = node?.kind else { return [] }
        return entries.compactMap { entry in
            guard let (name, conditions) = BuildSettingAssignment.split(key: entry.key) else { return nil }
            let value: String
            if let text = entry.value.string {
                value = text
            } else if let elements = entry.value.array {
                value = elements.compactMap(\.string).joined(separator: " ")
            } else {
                return nil
            }
            return BuildSettingAssignment(
                name: name, conditions: conditions, value: value, path: path, line: entry.value.line)
        }
    }
}

/// Where a pbxproj's file references point, relative to the working directory: each one's
/// `path` under its group's (`<group>`), the project's folder (`SOURCE_ROOT`) or the root.
struct FileReferencePaths {
    let objects: PBXObjects
    let sourceRoot: String
    let parents: [String: String]

    init(objects: PBXObjects, sourceRoot: String, mainGroup: String?) {
        self.objects = objects
        self.sourceRoot = sourceRoot
        var parents: [String: String] = [:]
        for (id, node) in objects.byID {
            for child in node["children"]?.array?.compactMap(\.string) ?? [] { parents[child] = id }
        }
        self.parents = parents
    }

    /// The path of the file or group `id`; nil when it is relative to a build product or an SDK.
    func path(_ id: String) -> String? { path(id, depth: 0) }

    private func path(_ id: String, depth: Int) -> String? {
        guard depth < 64, let node = objects[id] else { return nil }
        let own = node["path"]?.string ?? ""
        switch node["sourceTree"]?.string ?? "<group>" {
        case "<absolute>": return own
        case "SOURCE_ROOT": return PathNames.normalized(PathNames.join(sourceRoot, own))
        case "<group>":
            guard let parent = parents[id] else { return PathNames.normalized(PathNames.join(sourceRoot, own)) }
            guard let base = path(parent, depth: depth + 1) else { return nil }
            return PathNames.normalized(own.isEmpty ? base : PathNames.join(base, own))
        default: return nil
        }
    }
}
