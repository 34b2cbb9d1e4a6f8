import ForceLabFiles
import ForceLabOptions
import SourceFormats

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
}
