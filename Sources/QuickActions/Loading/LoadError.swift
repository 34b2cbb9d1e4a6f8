/// Why a file could not be read or parsed: printed as `path:line: error: message`, exit status 2.
public struct LoadError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The path as the user gave it (or as found next to it).
    public var path: String
    /// The 1-based line of the problem (1 when the file as a whole is at fault).
    public var line: Int
    public var message: String

    public init(path: String, line: Int = 1, _ message: String) {
        self.path = path
        self.line = max(1, line)
        self.message = message
    }

    public var description: String { "\(path):\(line): error: \(message)" }
}
