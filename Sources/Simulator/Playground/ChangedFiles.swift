import SourceFormats

/// How the window names the files a reload read again: each by its folder and name
/// (`MyApp/Info.plist`, `de.lproj/InfoPlist.strings`, `Client.xcodeproj/project.pbxproj`), so two
/// `Info.plist`s are told apart, at most three and then how many more.
public enum ChangedFiles {
    /// The banner's text for `files` (paths as the watcher saw them), in the order given.
    public static func describe(_ files: [String]) -> String {
        let names = files.map { path -> String in
            let folder = FileSystemName.name(of: FileSystemName.folder(of: path))
            let name = FileSystemName.name(of: path)
            return folder.isEmpty || folder == "/" || folder == "." ? name : folder + "/" + name
        }
        return names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
    }
}
