/// `forcelab preview`: (being built).
enum PreviewCommand: Command {
    static let name = "preview"
    static let summary = "(being built)"
    static let usage = "USAGE: forcelab preview"
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        throw UsageError("preview is not built yet")
    }
}
