/// The kind of file a recording's header or the command line names by name.
public enum ReplayAssetKind: String, Sendable {
    case device
    case scene
}

/// A device or scene name that names no file: the message saying so (and which names there are).
public struct ReplayUnknownAsset: Error, Equatable {
    public var message: String

    public init(message: String) {
        self.message = message
    }
}

/// A replay option that does not fit the recording or its device: the command line's fault, not
/// a file's (the command line prints it as a usage error).
public struct ReplayOptionError: Error, Equatable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// What a replay's plan asks of the file system, handed in so the planner itself reads nothing:
/// whether files exist, and where the assets of a name are.
public protocol ReplayFileProbe {
    func fileExists(_ path: String) -> Bool
    func folderExists(_ path: String) -> Bool
    /// The file of a device or scene name (`iphone-xs`), or a path used as given; a name that
    /// names nothing throws `ReplayUnknownAsset`.
    func assetPath(_ name: String, kind: ReplayAssetKind) throws -> String
}
