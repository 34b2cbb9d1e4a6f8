/// `forcelab replay`: (being built).
enum ReplayCommand: Command {
    static let name = "replay"
    static let summary = "(being built)"
    static let usage = "USAGE: forcelab replay"
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        throw UsageError("replay is not built yet")
    }
}
