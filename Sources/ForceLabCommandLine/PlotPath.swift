import ForceLabFiles
import ForceLabOptions
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// `--plot`'s file name, checked before any work: a PNG name in a folder that exists.
package enum PlotPath {
    package static func check(_ path: String) throws {
        guard path == "-" || path.lowercased().hasSuffix(".png") else {
            throw UsageError("--plot expects a .png file name, got '\(path)'")
        }
        let folder = FileSystemName.folder(of: path)
        if !folder.isEmpty, !FileSystemName.isFolder(folder) {
            throw ToolFailure(path: path, "cannot write the plot: folder \(folder) does not exist")
        }
    }

    /// Where the plot's curves wait while the traces are read (`ContactCurves`): `TMPDIR`, else
    /// `/tmp`. The core is handed it; it reads no environment.
    package static var temporaryFolder: String {
        guard let value = getenv("TMPDIR"), value.pointee != 0 else { return "/tmp" }
        return String(cString: value)
    }
}
