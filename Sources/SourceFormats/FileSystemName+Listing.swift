#if canImport(Glibc)
    import Glibc
#endif

/// The file system questions the readers ask (what a folder holds, what a path is), answered
/// with names as bytes: a name that is not UTF-8 comes back decoded as `FileSystemName.decode`
/// does and reaches the kernel again as the same bytes. Foundation's `FileManager` on Linux
/// turns such a name into U+FFFD and then cannot find it, so the readers ask here instead.
extension FileSystemName {
    /// What is at a path.
    public enum Kind: Equatable, Sendable {
        case regular
        case folder
        case symlink
        /// A device, FIFO or socket.
        case other
    }

    /// What is at `path`: through symbolic links, or (`following: false`) the link itself; nil
    /// when nothing is there (a dangling link followed is nothing).
    public static func kind(_ path: String, following: Bool = true) -> Kind? {
        var status = stat()
        let onDisk = path.isEmpty ? "." : path
        let result = withPath(onDisk) { following ? stat($0, &status) : lstat($0, &status) }
        guard result == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .folder
        case S_IFLNK: return .symlink
        default: return .other
        }
    }

    /// The size in bytes of what `path` leads to, nil when nothing is there.
    public static func size(_ path: String) -> Int? {
        var status = stat()
        guard withPath(path.isEmpty ? "." : path, { stat($0, &status) }) == 0 else { return nil }
        return Int(status.st_size)
    }

    /// The names in a folder (without `.` and `..`), unsorted, each decoded from its bytes; an
    /// empty list when it cannot be read. `""` is the working folder.
    public static func entries(of folder: String) -> [String] {
        guard let directory = withPath(folder.isEmpty ? "." : folder, { opendir($0) }) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { decode(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The absolute path with every symbolic link resolved (decoded as bytes), nil when it does
    /// not exist.
    public static func resolved(_ path: String) -> String? {
        guard let pointer = withPath(path.isEmpty ? "." : path, { realpath($0, nil) }) else { return nil }
        defer { free(pointer) }
        return decode(cString: pointer)
    }

    /// The working folder, decoded as bytes ("." if it cannot be read).
    public static func workingFolder() -> String {
        guard let pointer = getcwd(nil, 0) else { return "." }
        defer { free(pointer) }
        return decode(cString: pointer)
    }
}

extension FileSystemName {
    /// Makes `path` and every missing folder above it (as `mkdir -p`); true when it is a folder
    /// afterwards.
    @discardableResult
    public static func makeFolders(_ path: String) -> Bool {
        if path.isEmpty || isFolder(path) { return true }
        let parent = folder(of: path)
        if !parent.isEmpty && parent != path { makeFolders(parent) }
        _ = withPath(path) { mkdir($0, 0o777) }
        return isFolder(path)
    }
}
