import Foundation
import SourceFormats

extension PlistNode {
    /// Reads a JSON manifest or `.xcstrings` catalog with the one JSON reader (exact lines,
    /// bounded, surrogate-safe) into the property-list tree the loaders share.
    static func readJSON(_ data: Data, path: String) throws -> PlistNode {
        PlistNode(json: try JSONReader.parse([UInt8](data), path: path))
    }

    /// The property-list form of a JSON value: integers stay integers, `null` stays `null`.
    init(json: JSONNode) {
        let kind: Kind
        switch json.kind {
        case .null: kind = .null
        case .bool(let flag): kind = .bool(flag)
        case .number(let number): kind = number.integer.map(Kind.integer) ?? .real(number.double)
        case .string(let text): kind = .string(text)
        case .array(let elements): kind = .array(elements.map(PlistNode.init(json:)))
        case .object(let members): kind = .dictionary(members.map { (key: $0.key, value: PlistNode(json: $0.value)) })
        }
        self.init(kind: kind, line: json.line)
    }
}

extension JSONReader {
    /// A JSON manifest, catalog or Contents.json as the plist tree the loaders share (the name
    /// QuickActions' loaders have always called; the one reader underneath).
    static func read(_ data: Data, path: String) throws -> PlistNode {
        try PlistNode.readJSON(data, path: path)
    }
}
