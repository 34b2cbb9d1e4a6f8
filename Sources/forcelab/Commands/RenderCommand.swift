/// `forcelab render`: (being built).
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "(being built)"
    static let usage = "USAGE: forcelab render"
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        throw UsageError("render is not built yet")
    }
}
