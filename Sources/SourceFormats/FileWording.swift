/// The one wording every reader uses for a file it could not open, so `lint`, `replay`,
/// `classify`, a scene, a font and a configuration all say the same thing: `path: error: no
/// such file or folder`, `path: error: cannot read the file: Permission denied`, `path: error:
/// is a directory, not a regular file`.
public enum FileWording {
    /// Nothing at the path.
    public static let missing = "no such file or folder"

    /// There, but the system refused to read it (`reason`: strerror's text).
    public static func unreadable(_ reason: String) -> String { "cannot read the file: \(reason)" }

    /// A directory, FIFO, device or socket where a regular file was expected (`kind`: "a directory").
    public static func wrongKind(_ kind: String) -> String { "is \(kind), not a regular file" }
}
