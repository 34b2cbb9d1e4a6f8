import SourceFormats

extension String {
    /// The path made absolute against the current directory.
    var absolutePath: String {
        hasPrefix("/") ? self : FileSystemName.join(FileSystemName.workingFolder(), self)
    }
}
