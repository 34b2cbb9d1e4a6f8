import Foundation
import SourceFormats

/// Looks for an `IconFile` image near the plist: `<name>.png`, `@2x`, `@3x`, or an
/// `<name>.imageset` in an `.xcassets` catalog, under the plist's folder or its parent.
enum IconFileFinder {
    /// What was found for one name.
    enum Finding: Equatable {
        case notFound
        /// Image files found, with whether the asset is marked as a template in its Contents.json.
        case found(pngs: [String], markedTemplate: Bool)
        /// The image set is there but its Contents.json cannot be read: the error at its line.
        case brokenContents(LoadError)
    }

    /// `name` is a name (`AssetCatalog.isImageName`): a path finds nothing.
    static func find(_ name: String, nextTo plist: String) -> Finding {
        guard AssetCatalog.isImageName(name) else { return .notFound }
        let folder = PathNames.folder(of: plist)
        let directory = PathNames.onDisk(folder)
        let parent = PathNames.onDisk(PathNames.parent(of: folder))
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let fileNames = Set([base + ".png", base + "@2x.png", base + "@3x.png"])
        var pngs: [String] = []
        var template = false
        var broken: LoadError?
        var budget = 20_000
        for root in [directory, parent] {
            // Links may not lead out of the folder searched, as for localizations.
            let resolvedRoot = PathNames.resolved(root)
            walk(root, depth: 0, budget: &budget, resolvedRoot: resolvedRoot) { path, entry, isDirectory in
                if !isDirectory && fileNames.contains(entry) { pngs.append(path) }
                if isDirectory && entry == base + ".imageset" && path.contains(".xcassets") {
                    do { _ = try AssetCatalog.images(inSet: path) } catch let error as LoadError {
                        broken = broken ?? error
                    } catch {}
                    let inside = FileSystemName.entries(of: path).sorted()
                    pngs += inside.filter { $0.lowercased().hasSuffix(".png") }.map { PathNames.join(path, $0) }
                    if let contents = try? BoundedFile.read(PathNames.join(path, "Contents.json"), limit: 1 << 20),
                        String(decoding: contents, as: UTF8.self).contains("\"template\"")
                    {
                        template = true
                    }
                    if inside.contains(where: { $0.lowercased().hasSuffix(".pdf") || $0.lowercased().hasSuffix(".svg") }
                    ) {
                        pngs.append(PathNames.join(path, "Contents.json"))
                    }
                }
                return true
            }
            if !pngs.isEmpty { break }
        }
        if let broken { return .brokenContents(broken) }
        return pngs.isEmpty ? .notFound : .found(pngs: pngs, markedTemplate: template)
    }

    /// Visits every entry below `directory`; `visit` returns false to leave an entry (and what is under it) out.
    /// Only a symbolic link can lead out of `resolvedRoot`: its target is resolved and checked; any
    /// other entry of a folder inside the root is inside too, so it costs one `lstat`, no `realpath`.
    private static func walk(
        _ directory: String, depth: Int, budget: inout Int, resolvedRoot: String?,
        visit: (String, String, Bool) -> Bool
    ) {
        guard depth <= 6, budget > 0, resolvedRoot != nil else { return }
        for entry in FileSystemName.entries(of: directory).sorted() {
            budget -= 1
            if budget <= 0 { return }
            if entry.hasPrefix(".") || LocalizationFinder.skipped.contains(entry) { continue }
            let path = PathNames.join(directory, entry)
            guard var kind = FileSystemName.kind(path, following: false) else { continue }
            if kind == .symlink {
                guard PathNames.isInside(path, root: resolvedRoot), let target = FileSystemName.kind(path) else {
                    continue
                }
                kind = target
            }
            let isFolder = kind == .folder
            guard visit(path, entry, isFolder) else { continue }
            if isFolder && !entry.hasSuffix(".imageset") && !entry.hasSuffix(".lproj") {
                walk(path, depth: depth + 1, budget: &budget, resolvedRoot: resolvedRoot, visit: visit)
            }
        }
    }
}
