/// `forcelab play`: (being built).
enum PlayCommand: Command {
    static let name = "play"
    static let summary = "(being built)"
    static let usage = "USAGE: forcelab play"
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        throw UsageError("play is not built yet")
    }
}
