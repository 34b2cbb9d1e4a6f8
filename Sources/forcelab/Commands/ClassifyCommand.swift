/// `forcelab classify`: (being built).
enum ClassifyCommand: Command {
    static let name = "classify"
    static let summary = "(being built)"
    static let usage = "USAGE: forcelab classify"
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        throw UsageError("classify is not built yet")
    }
}
