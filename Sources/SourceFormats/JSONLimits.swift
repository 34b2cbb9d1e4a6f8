/// The bounds of the JSON reader: input beyond them is one clean error, never a hang, a crash or
/// a memory blow-up. Every scene, device, profile, manifest and catalog is far inside them (the
/// largest real file is a few hundred kilobytes and nests about a dozen levels). The README's
/// "Limits" table lists these constants.
public struct JSONLimits: Equatable, Sendable {
    /// Largest JSON document read, bytes (8 MiB; a real scene or manifest is a few kilobytes).
    public static let maximumDocumentBytes = 8 << 20
    /// Deepest nesting of arrays and objects.
    public static let maximumDepth = 64
    /// Most values (strings, numbers, literals, arrays, objects, keys not counted) in one document.
    public static let maximumValues = 1 << 20

    /// The standard bounds, the constants above.
    public static let standard = JSONLimits()

    public var documentBytes: Int
    public var depth: Int
    public var values: Int

    public init(
        documentBytes: Int = JSONLimits.maximumDocumentBytes, depth: Int = JSONLimits.maximumDepth,
        values: Int = JSONLimits.maximumValues
    ) {
        self.documentBytes = documentBytes
        self.depth = min(depth, JSONLimits.maximumDepth)
        self.values = values
    }
}
