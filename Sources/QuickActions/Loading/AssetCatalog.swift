import Foundation
import SourceFormats

/// The images an app ships in its asset catalogs (`*.xcassets`), found as Xcode's build sees
/// them: every catalog anywhere under the app's folder, the app icon set
/// (`AppIcon.appiconset`, or the set `ASSETCATALOG_COMPILER_APPICON_NAME` would name) and the
/// image sets (`<name>.imageset`) an `IconFile` refers to.
///
/// Catalog layout: Apple's "Asset Catalog Format Reference" (developer.apple.com/library/archive/
/// documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format): each set is a folder with a
/// `Contents.json` whose `images` array names the files, with `size` ("60x60", points),
/// `scale` ("1x", "2x", "3x") and `idiom`; image sets may hold PNG, PDF or SVG files, and
/// `properties.template-rendering-intent` marks a template image. Since Xcode 16 an app icon
/// entry may carry `"appearances": [{"appearance": "luminosity", "value": "dark"}]` (or
/// `"tinted"`): the iOS 18 dark and tinted icons (Apple's "Configuring your app icon using an
/// asset catalog", developer.apple.com/documentation/xcode/configuring-your-app-icon, and the
/// HIG's "App icons": "you can create dark and tinted versions"); an entry without one is the
/// default (light) icon.
public struct AssetCatalog: Equatable, Sendable {
    /// One image file of a set, with the pixel size its Contents.json promises (nil: vector or unknown).
    public struct Image: Equatable, Sendable {
        public var path: String
        public var pixels: Int?
        /// The `scale` factor the set names (1 when absent): image sets give no size, only a scale.
        public var scale: Double = 1
        /// The entry's `luminosity` appearance as written (`dark`, `tinted`), nil for the default image.
        public var luminosity: String? = nil

        /// Larger first: by pixel size, then scale, then name (for a stable choice).
        static func smaller(_ a: Image, _ b: Image) -> Bool {
            (a.pixels ?? 0, a.scale, b.path) < (b.pixels ?? 0, b.scale, a.path)
        }
    }

    /// Every `.xcassets` folder found, shallowest first.
    public var catalogs: [String]
    /// Image set name -> its `.imageset` folder (the shallowest catalog wins).
    public var imageSets: [String: String]
    /// App icon set name -> its `.appiconset` folder.
    public var appIconSets: [String: String]

    /// Folders never searched, as for localizations.
    static let maximumDepth = 6
    static let maximumEntries = 20_000
    /// A Contents.json larger than this is not a real one.
    public static let maximumContentsSize = 1 << 20

    public init(catalogs: [String] = [], imageSets: [String: String] = [:], appIconSets: [String: String] = [:]) {
        self.catalogs = catalogs
        self.imageSets = imageSets
        self.appIconSets = appIconSets
    }

    /// The catalogs under `root` (a folder), bounded in depth and entries; symbolic links are not followed.
    public static func find(under root: String) -> AssetCatalog {
        var result = AssetCatalog()
        var budget = maximumEntries
        var found: [(depth: Int, path: String)] = []
        collect(PathNames.onDisk(root), displayed: root, depth: 0, budget: &budget, into: &found)
        for (_, catalog) in found.sorted(by: { ($0.depth, $0.path) < ($1.depth, $1.path) }) {
            result.catalogs.append(catalog)
            var sets: [String] = []
            collectSets(catalog, depth: 0, budget: &budget, into: &sets)
            for set in sets {
                let name = PathNames.name(of: set)
                if name.hasSuffix(".imageset") {
                    let key = String(name.dropLast(".imageset".count))
                    if result.imageSets[key] == nil { result.imageSets[key] = set }
                } else if name.hasSuffix(".appiconset") {
                    let key = String(name.dropLast(".appiconset".count))
                    if result.appIconSets[key] == nil { result.appIconSets[key] = set }
                }
            }
        }
        return result
    }

    /// The app icon's largest image: `AppIcon` (or `name`), else the only icon set there is.
    /// Throws the Contents.json's `path:line: error:` when it is broken; nil when there is no set
    /// or it names no file that exists.
    public func appIcon(named name: String? = nil, luminosity: IconLuminosity? = nil) throws -> Image? {
        let set =
            name.flatMap { appIconSets[$0] } ?? appIconSets["AppIcon"]
            ?? (appIconSets.count == 1 ? appIconSets.values.first : nil)
        guard let set else { return nil }
        let images = try Self.images(inSet: set)
        // Only the variant asked for: the default icon never draws a dark entry of the same size.
        return images.filter { !$0.path.lowercased().hasSuffix(".pdf") && $0.luminosity == luminosity?.rawValue }
            .max(by: Image.smaller)
    }

    /// The file an `IconFile` named `name` draws from: the set's vector (PDF, SVG) when it has
    /// one, else its largest PNG. Throws on a broken Contents.json; nil when not found.
    public func iconFile(named name: String) throws -> Image? {
        let base = name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
        guard let set = imageSets[base] else { return nil }
        let images = try Self.images(inSet: set)
        if let vector = images.first(where: { [".pdf", ".svg"].contains(where: $0.path.lowercased().hasSuffix) }) {
            return vector
        }
        return images.max(by: Image.smaller)
    }

    /// The file an `IconFile` value draws from: the catalogs' image set, else a PNG near the plist
    /// (`name.png`, `@2x`, `@3x`), the largest; nil when neither exists or Contents.json is broken.
    /// `name` is a name, never a path: an absolute one, one with a `..` part or a NUL finds nothing.
    /// `lookups` answers the search near the plist once per name (a contact sheet asks per cell).
    public func image(forIconFile name: String?, plistPath: String, lookups: AppFileLookups? = nil) -> Image? {
        guard let name, Self.isImageName(name) else { return nil }
        if let image = try? iconFile(named: name) { return image }
        let finding = lookups?.iconFile(name, nextTo: plistPath) ?? IconFileFinder.find(name, nextTo: plistPath)
        switch finding {
        case .found(let pngs, _):
            return pngs.filter { $0.lowercased().hasSuffix(".png") }.sorted().last.map { Image(path: $0, pixels: nil) }
        case .notFound, .brokenContents:
            return nil
        }
    }

    /// Whether an `IconFile` value can name an image of the app: not empty, not absolute, no
    /// `.` or `..` part (so it never leads out of the catalogs and bundle folders), no NUL.
    public static func isImageName(_ name: String) -> Bool {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.unicodeScalars.contains("\u{0}") else { return false }
        return !name.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0 == "." }
    }

    /// Every file the catalogs' sets are made of (for the window's file watcher): Contents.json and images.
    public var files: [String] {
        (Array(imageSets.values) + Array(appIconSets.values)).sorted().flatMap { set in
            [PathNames.join(set, "Contents.json")] + Self.files(in: set).map { PathNames.join(set, $0) }
        }
    }

    /// The images a set's Contents.json names that exist beside it, with their pixel sizes.
    public static func images(inSet set: String) throws -> [Image] {
        let contentsPath = PathNames.join(set, "Contents.json")
        guard let node = try readContents(contentsPath) else {
            // A set without Contents.json: Xcode ignores it; so do we, but keep loose files usable.
            return files(in: set).map { Image(path: PathNames.join(set, $0), pixels: nil) }
        }
        return try images(in: node, contentsPath: contentsPath, set: set, present: Set(files(in: set)))
    }

    /// The bytes-in entry point (for the fuzzers and tests): the images a Contents.json of
    /// `data` names, of the files `present` in its set; every problem is `path:line: error:`.
    public static func images(contents data: Data, path contentsPath: String, present: Set<String>) throws -> [Image] {
        guard data.count <= maximumContentsSize else {
            throw LoadError(
                path: contentsPath, BoundedFile.Failure.tooLarge(data.count).message(limit: maximumContentsSize))
        }
        let node = try JSONReader.read(data, path: contentsPath)
        return try images(
            in: node, contentsPath: contentsPath, set: PathNames.folder(of: contentsPath), present: present)
    }

    private static func images(in node: PlistNode, contentsPath: String, set: String, present: Set<String>) throws
        -> [Image]
    {
        guard node.isDictionary else {
            throw LoadError(
                path: contentsPath, line: node.line,
                "Contents.json holds a dictionary at its root, not \(node.kindDescription)")
        }
        guard let list = node["images"] else { return [] }
        guard let entries = list.array else {
            throw LoadError(path: contentsPath, line: list.line, "\"images\" is \(list.kindDescription), not an array")
        }
        var images: [Image] = []
        for entry in entries {
            guard entry.isDictionary else {
                throw LoadError(
                    path: contentsPath, line: entry.line,
                    "an entry of \"images\" is \(entry.kindDescription), not a dictionary")
            }
            guard let file = entry["filename"]?.string else { continue }
            guard !file.contains("/"), file != "..", present.contains(file) else { continue }
            let scaleText = entry["scale"]?.string
            let factor =
                scaleText.flatMap { Double($0.dropLast($0.hasSuffix("x") ? 1 : 0)) }.flatMap {
                    $0.isFinite && $0 > 0 && $0 <= 4 ? $0 : nil
                } ?? 1
            images.append(
                Image(
                    path: PathNames.join(set, file), pixels: pixelSize(size: entry["size"]?.string, scale: scaleText),
                    scale: factor, luminosity: IconLuminosity.value(of: entry)))
        }
        return images
    }

    /// Whether a set's Contents.json marks it as a template image.
    public static func isTemplate(set: String) -> Bool {
        guard let node = try? readContents(PathNames.join(set, "Contents.json")) else { return false }
        return node["properties"]?["template-rendering-intent"]?.string == "template"
    }

    /// "60x60" at "3x" -> 180; "1024x1024" with no scale -> 1024.
    static func pixelSize(size: String?, scale: String?) -> Int? {
        guard let size, let points = Double(size.split(separator: "x").first ?? ""), points.isFinite, points > 0,
            points < 100_000
        else { return nil }
        let factor = scale.flatMap { Double($0.dropLast($0.hasSuffix("x") ? 1 : 0)) } ?? 1
        guard factor.isFinite, factor > 0, factor <= 4 else { return nil }
        return Int((points * factor).rounded())
    }

    private static func readContents(_ path: String) throws -> PlistNode? {
        // A set without one is not an error (see `images(inSet:)`); every other failure is
        // BoundedFile's, in its words (the size refused from the file system, before reading).
        let data: Data
        do throws(BoundedFile.Failure) { data = try BoundedFile.read(path, limit: maximumContentsSize) } catch {
            if error == .missing { return nil }
            throw LoadError(path: path, error.message(limit: maximumContentsSize))
        }
        return try JSONReader.read(data, path: path)
    }

    private static func files(in folder: String) -> [String] {
        FileSystemName.entries(of: folder).sorted().filter {
            let lower = $0.lowercased()
            return lower.hasSuffix(".png") || lower.hasSuffix(".pdf") || lower.hasSuffix(".svg")
                || lower.hasSuffix(".jpg")
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        // lstat-like: a symbolic link is not followed out of the app's folder.
        FileSystemName.kind(path, following: false) == .folder
    }

    private static func collect(
        _ directory: String, displayed: String, depth: Int, budget: inout Int,
        into result: inout [(depth: Int, path: String)]
    ) {
        guard depth <= maximumDepth, budget > 0 else { return }
        for name in FileSystemName.entries(of: directory).sorted() {
            budget -= 1
            guard budget > 0 else { return }
            if name.hasPrefix(".") || LocalizationFinder.skipped.contains(name) { continue }
            let child = PathNames.join(directory, name)
            guard isDirectory(child) else { continue }
            let lower = name.lowercased()
            if lower.hasSuffix(".xcassets") {
                result.append((depth, PathNames.join(displayed, name)))
            } else if !lower.hasSuffix(".lproj") && !lower.hasSuffix(".app") && !lower.hasSuffix(".xcodeproj") {
                collect(
                    child, displayed: PathNames.join(displayed, name), depth: depth + 1, budget: &budget, into: &result)
            }
        }
    }

    /// Sets inside a catalog, also inside its groups (plain folders and namespaces).
    private static func collectSets(_ folder: String, depth: Int, budget: inout Int, into result: inout [String]) {
        guard depth <= maximumDepth, budget > 0 else { return }
        for name in FileSystemName.entries(of: folder).sorted() {
            budget -= 1
            guard budget > 0 else { return }
            let child = PathNames.join(folder, name)
            guard !name.hasPrefix("."), isDirectory(child) else { continue }
            if name.hasSuffix(".imageset") || name.hasSuffix(".appiconset") {
                result.append(child)
            } else if !name.contains(".") || name.hasSuffix(".xcassets") {
                collectSets(child, depth: depth + 1, budget: &budget, into: &result)
            }
        }
    }
}

/// An app icon entry's `luminosity` appearance in an asset catalog (Xcode 16, iOS 18).
public enum IconLuminosity: String, Sendable, CaseIterable {
    case dark, tinted

    /// The value of the entry's `appearances` item whose `appearance` is `luminosity`, as
    /// written (nil: none, the default icon). A value ForceLab does not know is kept as text,
    /// so it never passes for the default icon nor for a known variant.
    static func value(of entry: PlistNode) -> String? {
        guard let list = entry["appearances"]?.array else { return nil }
        return list.first { $0["appearance"]?.string == "luminosity" }.map { $0["value"]?.string ?? "" }
    }
}
