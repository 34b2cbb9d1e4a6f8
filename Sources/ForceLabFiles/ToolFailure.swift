/// A failure of the shell that names a file: prints as `path: error: message`.
public struct ToolFailure: Error, CustomStringConvertible {
    public let description: String
    /// Raised by `OutputFile`: an output could not be written (its path is the output's).
    public var isWriteFailure = false
    /// A failure whose whole line is already written (`forcelab: error: ...`).
    public init(_ line: String) { description = line }
    public init(path: String, line: Int? = nil, _ message: String) {
        description = line.map { "\(path):\($0): error: \(message)" } ?? "\(path): error: \(message)"
    }
}
