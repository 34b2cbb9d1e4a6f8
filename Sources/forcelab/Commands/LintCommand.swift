/// `forcelab lint`: (being built).
enum LintCommand: Command {
    static let name = "lint"
    static let summary = "(being built)"
    static let usage = "USAGE: forcelab lint"
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        throw UsageError("lint is not built yet")
    }
}
