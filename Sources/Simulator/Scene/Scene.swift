import Foundation
import SourceFormats

/// One app on the home screen: its name (the label), its icon in `Icons/apps/`, and where its
/// quick actions come from (an Info.plist, a JSON manifest, or both).
public struct SceneApp: Codable, Equatable, Sendable {
    public var name: String
    public var icon: String
    /// Info.plist of the app (relative to the scene file), for its static quick actions.
    public var info: String?
    /// JSON manifest of static and dynamic items (relative to the scene file).
    public var manifest: String?
    /// The badge count shown on the icon, if any.
    public var badge: Int?
    /// The in-app screen a tap opens (navigation bar and lists); nil: a placeholder screen.
    public var screen: AppScreenSpec?
    /// An image file drawn as the icon instead of `icon` (an app's own `AppIcon.appiconset`
    /// image, absolute path); with neither, a letter icon is generated from the name.
    public var iconImage: String?
    /// The icon set's iOS 18 dark variant (`"appearances"` `luminosity` `dark`), absolute path:
    /// drawn instead of `iconImage` when the home screen's icons are dark (`AppIconStyle`).
    public var iconImageDark: String?
    /// The tinted variant (`luminosity` `tinted`), read and kept; see `AppIconStyle`.
    public var iconImageTinted: String?
    /// The folder whose asset catalogs hold the app's `IconFile` images (default: the Info.plist's folder).
    public var assets: String?
    /// Installed from the App Store: its iOS 13+ menu offers "Share App" (default false: the
    /// default scene's apps are Apple's own).
    public var appStore: Bool?
    /// The label under the icon in the phone's language (Apple's own apps, from the system
    /// strings table; set by `SceneContent.load`, never read from a scene file); nil: `name`.
    public var label: String?
    /// The name stands in for a build setting nothing defined (an `--app` whose
    /// `CFBundleDisplayName` is `$(NAME)`): its label is drawn marked (`UnresolvedSettingMark`).
    /// Never read from a scene file.
    public var nameUnresolved: Bool?

    enum CodingKeys: String, CodingKey {
        case name, icon, info, manifest, badge, screen, iconImage, iconImageDark, iconImageTinted, assets, appStore
    }

    public init(
        name: String, icon: String, info: String? = nil, manifest: String? = nil, badge: Int? = nil,
        screen: AppScreenSpec? = nil,
        iconImage: String? = nil, assets: String? = nil, appStore: Bool? = nil
    ) {
        self.name = name
        self.icon = icon
        self.info = info
        self.manifest = manifest
        self.badge = badge
        self.screen = screen
        self.iconImage = iconImage
        self.assets = assets
        self.appStore = appStore
    }
}

/// The wallpaper: a vertical gradient between two colours.
public struct Wallpaper: Codable, Equatable, Sendable {
    public var top: String
    public var bottom: String
}

/// A home screen to simulate: wallpaper, pages of apps, the dock.
public struct Scene: Equatable, Sendable {
    public var name: String
    public var path: String
    public var wallpaperTop: Color
    public var wallpaperBottom: Color
    public var apps: [SceneApp]
    /// App indices per page, in grid order (left to right, top to bottom).
    public var pages: [[Int]]
    /// App indices in the dock.
    public var dock: [Int]
    /// The scene file as read, with the line of every value (for lint and error messages); nil
    /// for a scene not read from a file.
    public var source: JSONNode?

    private struct File: Codable {
        var name: String?
        var wallpaper: Wallpaper?
        var apps: [SceneApp]
        var pages: [[String]]
        var dock: [String]?
    }

    /// The folder of the scene file: paths inside a scene are relative to it.
    public var directory: String { FileSystemName.folder(of: path) }

    /// Resolves a path written in the scene file.
    public func resolve(_ relative: String) -> String {
        relative.hasPrefix("/") ? relative : FileSystemName.join(directory, relative)
    }

    /// Loads and checks a scene file; `device` bounds how many apps fit on a page and in the dock.
    public static func load(path: String, device: DeviceProfile) throws -> Scene {
        let root = try JSONDocument.read(path)
        let file = try JSONDocument.decode(File.self, from: root, path: path)
        func line(_ path: JSONPathComponent...) -> Int { root.line(at: path) }

        var indexByName: [String: Int] = [:]
        for (index, app) in file.apps.enumerated() {
            if app.name.trimmingCharacters(in: .whitespaces).isEmpty {
                throw LoadError(
                    path: path, line: line("apps", .index(index), "name"), "app \(index + 1) has an empty name")
            }
            if indexByName[app.name] != nil {
                throw LoadError(
                    path: path, line: line("apps", .index(index), "name"), "two apps are named '\(app.name)'")
            }
            if app.icon.contains("..") || app.icon.hasPrefix("/") {
                throw LoadError(
                    path: path, line: line("apps", .index(index), "icon"),
                    "icon '\(app.icon)' must be a name in Icons/apps")
            }
            indexByName[app.name] = index
            try app.screen?.check(path: path, source: root.nearest(["apps", .index(index), "screen"]))
        }
        func indices(_ names: [String], at place: [JSONPathComponent], capacity: Int, what: String) throws -> [Int] {
            if names.count > capacity {
                throw LoadError(
                    path: path, line: root.line(at: place + [.index(capacity)]),
                    "\(what) holds \(names.count) apps; \(device.displayName) fits \(capacity)")
            }
            return try names.enumerated().map { position, name in
                guard let index = indexByName[name] else {
                    throw LoadError(
                        path: path, line: root.line(at: place + [.index(position)]),
                        "\(what) names '\(name)', which is not one of the scene's apps")
                }
                return index
            }
        }
        let perPage = device.homeScreen.columns * device.homeScreen.rows
        var pages: [[Int]] = []
        for (number, names) in file.pages.enumerated() {
            pages.append(
                try indices(names, at: ["pages", .index(number)], capacity: perPage, what: "page \(number + 1)"))
        }
        if pages.isEmpty { pages = [[]] }
        let dock = try indices(file.dock ?? [], at: ["dock"], capacity: 4, what: "the dock")
        let wallpaper = file.wallpaper ?? Wallpaper(top: "#2b5876", bottom: "#4e4376")
        guard let top = Color(hex: wallpaper.top) else {
            throw LoadError(
                path: path, line: line("wallpaper", "top"), "wallpaper colour '\(wallpaper.top)' is not #rrggbb")
        }
        guard let bottom = Color(hex: wallpaper.bottom) else {
            throw LoadError(
                path: path, line: line("wallpaper", "bottom"), "wallpaper colour '\(wallpaper.bottom)' is not #rrggbb")
        }
        return Scene(
            name: file.name ?? FileSystemName.deletingExtension(FileSystemName.name(of: path)),
            path: path, wallpaperTop: top, wallpaperBottom: bottom, apps: file.apps, pages: pages, dock: dock,
            source: root)
    }
}
