/// `forcelab layout`: (being built).
enum LayoutCommand: Command {
    static let name = "layout"
    static let summary = "(being built)"
    static let usage = "USAGE: forcelab layout"
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        throw UsageError("layout is not built yet")
    }
}
