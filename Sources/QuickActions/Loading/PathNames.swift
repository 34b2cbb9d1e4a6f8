import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// Path arithmetic on strings as the user typed them, so paths in diagnostics stay relative
/// (NSString's path methods trap on some inputs on Linux).
enum PathNames {
    /// The folder part of `path`: "" for a bare file name, "/" for a file at the root.
    static func folder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// The last component of `path`.
    static func name(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `folder` + "/" + `name`, where an empty folder means the working directory.
    static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The parent of `folder` as a displayable path ("" is the working directory, whose parent is "..").
    static func parent(of folder: String) -> String {
        if folder.isEmpty || folder == "." { return ".." }
        if PathNames.name(of: folder) == ".." { return join(folder, "..") }
        return self.folder(of: folder)
    }

    /// A path the file system accepts ("" becomes ".").
    static func onDisk(_ path: String) -> String { path.isEmpty ? "." : path }

    /// The absolute path with every symbolic link resolved, or nil when it does not exist.
    static func resolved(_ path: String) -> String? {
        FileSystemName.resolved(onDisk(path))
    }

    /// Whether `path`, its symbolic links resolved, lies inside `root` (already resolved): the
    /// searches for localizations and icons never leave the app's folders through a link.
    static func isInside(_ path: String, root: String?) -> Bool {
        guard let root, let real = resolved(path) else { return false }
        return real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }
}
