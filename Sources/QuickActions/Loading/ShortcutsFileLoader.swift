import Foundation
import SourceFormats

/// Reads the file named on the command line into items: which file, which format, and the
/// mapping from Info.plist or manifest keys to `ShortcutItem` fields.
enum ShortcutsFileLoader {
    /// The Info.plist keys and the manifest keys of each field.
    struct KeyNames {
        var type, title, subtitle, iconType, iconFile, iconSymbolName, userInfo: String
        static let plist = KeyNames(
            type: "UIApplicationShortcutItemType", title: "UIApplicationShortcutItemTitle",
            subtitle: "UIApplicationShortcutItemSubtitle", iconType: "UIApplicationShortcutItemIconType",
            iconFile: "UIApplicationShortcutItemIconFile", iconSymbolName: "UIApplicationShortcutItemIconSymbolName",
            userInfo: "UIApplicationShortcutItemUserInfo")
        static let manifest = KeyNames(
            type: "type", title: "title", subtitle: "subtitle", iconType: "iconType", iconFile: "iconFile",
            iconSymbolName: "iconSymbolName", userInfo: "userInfo")
    }

    /// The file to read for `path`: itself, or the Info.plist inside a folder.
    static func resolve(_ path: String) throws -> String {
        guard FileSystemName.exists(path) else { throw LoadError(path: path, FileWording.missing) }
        guard FileSystemName.isFolder(path) else { return path }
        let names = FileSystemName.entries(of: path).sorted()
        if names.contains("Info.plist") { return PathNames.join(path, "Info.plist") }
        // `Info-Production.plist`, `App-Info.plist`, `Info_Debug.plist`: a build setting picks one.
        let candidates = names.filter(isInfoPlistName)
        if candidates.count == 1 { return PathNames.join(path, candidates[0]) }
        if candidates.count > 1 {
            throw LoadError(
                path: path,
                "this folder holds several Info.plists (\(candidates.joined(separator: ", "))): name one, or the Xcode project whose INFOPLIST_FILE picks one"
            )
        }
        return try findBelow(path)
    }

    /// Whether a file called `name` is an app's Info.plist by its name: `Info.plist`,
    /// `App-Info.plist`, `Info-Production.plist` (not Firebase's `GoogleService-Info.plist`).
    static func isInfoPlistName(_ name: String) -> Bool {
        let lower = name.lowercased()
        guard lower.hasSuffix(".plist"), !lower.hasPrefix("googleservice") else { return false }
        return lower.hasSuffix("info.plist") || lower.hasPrefix("info-") || lower.hasPrefix("info_")
    }

    /// An app's folder as a repository holds it: the Info.plist is somewhere below (`Client/`,
    /// `Sources/App/Resources/`). The one declaring `UIApplicationShortcutItems` is the app's
    /// (extensions and tests have plists too); the shallowest wins among equals.
    static func findBelow(_ root: String) throws -> String {
        var found: [(depth: Int, path: String)] = []
        var budget = LocalizationFinder.maximumEntries
        func walk(_ folder: String, depth: Int) {
            guard depth <= LocalizationFinder.maximumDepth, budget > 0 else { return }
            for name in FileSystemName.entries(of: folder).sorted() {
                budget -= 1
                if budget <= 0 { return }
                if name.hasPrefix(".") || LocalizationFinder.skipped.contains(name) { continue }
                let child = PathNames.join(folder, name)
                guard let type = FileSystemName.kind(child, following: false) else { continue }
                let lower = name.lowercased()
                if type == .regular, isInfoPlistName(name) {
                    found.append((depth, child))
                } else if type == .folder, !lower.hasSuffix(".xcassets"), !lower.hasSuffix(".lproj"),
                    !lower.hasSuffix(".xcodeproj")
                {
                    walk(child, depth: depth + 1)
                }
            }
        }
        walk(root, depth: 1)
        guard !found.isEmpty else {
            throw LoadError(
                path: root, "this folder holds no Info.plist (searched \(LocalizationFinder.maximumDepth) levels down)")
        }
        let declaring = found.filter { candidate in
            guard let data = try? readFile(candidate.path) else { return false }
            return data.range(of: Data("UIApplicationShortcutItems".utf8)) != nil
        }
        let pool = declaring.isEmpty ? found : declaring
        let shallowest = pool.map(\.depth).min() ?? 0
        let best = pool.filter { $0.depth == shallowest }
        if best.count == 1 { return best[0].path }
        throw LoadError(
            path: root,
            "this folder holds several app Info.plists (\(best.map(\.path).joined(separator: ", "))): name one"
        )
    }

    /// The bytes of `path`, refusing files too large to be a real Info.plist or strings file
    /// (from their size, before reading) and anything but a regular file.
    static func readFile(_ path: String) throws -> Data {
        do throws(BoundedFile.Failure) {
            return try BoundedFile.read(path, limit: PlistLimits.maximumFileSize)
        } catch {
            throw LoadError(path: path, error.message(limit: PlistLimits.maximumFileSize))
        }
    }

    static func loadItems(_ path: String) throws -> AppShortcuts {
        let data = try readFile(path)
        let bytes = data.prefix(64)
        let firstByte = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) })
        if data.isEmpty { throw LoadError(path: path, "the file is empty") }
        if data.starts(with: Array("bplist".utf8)) {
            return try fromPlist(try BinaryPropertyListReader.read(data, path: path), path: path)
        }
        if path.lowercased().hasSuffix(".json") {
            return try fromManifest(try PlistNode.readJSON(data, path: path), path: path)
        }
        if firstByte == UInt8(ascii: "<") || data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            return try fromPlist(try XMLPropertyListReader.read(data, path: path), path: path)
        }
        if firstByte == UInt8(ascii: "{") {
            let jsonError: Error
            do { return try fromManifest(try PlistNode.readJSON(data, path: path), path: path) } catch {
                jsonError = error
            }
            // Else an old-style (OpenStep) text property list: Foundation reads it, without lines.
            guard UTF8Validation.firstInvalidOffset(in: data) == nil,
                let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
                let node = try? PlistNode.fromFoundation(object)
            else { throw jsonError }
            return try fromPlist(node, path: path)
        }
        throw LoadError(path: path, "not a property list (XML or binary) or a JSON manifest")
    }

    static func fromPlist(_ root: PlistNode, path: String) throws -> AppShortcuts {
        guard root.isDictionary else {
            throw LoadError(
                path: path, line: root.line, "an Info.plist holds a dictionary at its root, not \(root.kindDescription)"
            )
        }
        var app = AppShortcuts(plistPath: path, items: [])
        app.appName = root["CFBundleDisplayName"]?.string ?? root["CFBundleName"]?.string
        app.developmentRegion = root["CFBundleDevelopmentRegion"]?.string
        if let list = root["UIApplicationShortcutItems"] {
            app.itemsLine = list.line
            if let elements = list.array {
                app.items = elements.enumerated().map {
                    makeItem($1, keys: .plist, index: $0, isDynamic: false, file: path)
                }
            } else {
                app.typeIssues.append(
                    TypeIssue(
                        key: "UIApplicationShortcutItems", expected: "an array", found: list.kindDescription,
                        line: list.line))
            }
        }
        return app
    }

    static func fromManifest(_ root: PlistNode, path: String) throws -> AppShortcuts {
        guard root.isDictionary else {
            throw LoadError(
                path: path, line: root.line,
                "a quick-action manifest is a JSON object with \"static\" and \"dynamic\" arrays, not \(root.kindDescription)"
            )
        }
        var app = AppShortcuts(plistPath: path, items: [], itemsLine: root.line)
        if let name = root["app"] {
            if let text = name.string {
                app.appName = text
            } else {
                app.typeIssues.append(
                    TypeIssue(key: "app", expected: "a string", found: name.kindDescription, line: name.line))
            }
        }
        for (key, isDynamic) in [("static", false), ("dynamic", true)] {
            guard let list = root[key] else { continue }
            guard let elements = list.array else {
                app.typeIssues.append(
                    TypeIssue(key: key, expected: "an array", found: list.kindDescription, line: list.line))
                continue
            }
            app.items += elements.enumerated().map {
                makeItem($1, keys: .manifest, index: $0, isDynamic: isDynamic, file: path)
            }
        }
        return app
    }

    static func makeItem(_ node: PlistNode, keys: KeyNames, index: Int, isDynamic: Bool, file: String) -> ShortcutItem {
        var item = ShortcutItem(isDynamic: isDynamic, file: file, line: node.line, index: index)
        guard node.isDictionary else {
            item.typeIssues.append(
                TypeIssue(
                    key: "item \(index + 1)", expected: "a dictionary", found: node.kindDescription, line: node.line))
            return item
        }
        func string(_ key: String) -> String? {
            guard let value = node[key] else { return nil }
            if let text = value.string { return text }
            item.typeIssues.append(
                TypeIssue(key: key, expected: "a string", found: value.kindDescription, line: value.line))
            return nil
        }
        item.type = string(keys.type)
        item.title = string(keys.title)
        item.subtitle = string(keys.subtitle)
        item.iconType = string(keys.iconType)
        item.iconFile = string(keys.iconFile)
        item.iconSymbolName = string(keys.iconSymbolName)
        if let value = node[keys.userInfo] {
            if case .dictionary(let dictionary) = value.value {
                item.userInfo = dictionary
            } else {
                item.typeIssues.append(
                    TypeIssue(
                        key: keys.userInfo, expected: "a dictionary", found: value.kindDescription, line: value.line))
            }
        }
        return item
    }
}
