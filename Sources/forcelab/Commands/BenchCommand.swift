/// `forcelab bench`: (being built).
enum BenchCommand: Command {
    static let name = "bench"
    static let summary = "(being built)"
    static let usage = "USAGE: forcelab bench"
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        throw UsageError("bench is not built yet")
    }
}
