import Foundation
import QuickActions
import SourceFormats

/// Scene and device files: read from disk, parsed by the one JSON reader, decoded with the line
/// of every value known (no guessing from the text).
enum JSONDocument {
    /// Largest scene or device file accepted; bigger is certainly not one.
    static let maximumBytes = JSONLimits.maximumDocumentBytes

    /// Reads and parses the file at `path`.
    static func read(_ path: String) throws -> JSONNode {
        // Type and size from the file system first: a FIFO or a device is refused, never read.
        let data: Data
        do throws(BoundedFile.Failure) {
            data = try BoundedFile.read(path, limit: maximumBytes)
        } catch {
            throw LoadError(path: path, line: nil, error.message(limit: maximumBytes))
        }
        return try JSONReader.parse([UInt8](data), path: path)
    }

    /// Decodes `T` from a parsed file; errors name the exact line of the value at fault.
    static func decode<T: Decodable>(_ type: T.Type, from root: JSONNode, path: String) throws -> T {
        try JSONNodeDecoder(path: path).decode(type, from: root)
    }
}

extension JSONNode {
    /// The line of the value at `path`, or of the deepest value on the way that exists.
    func line(at path: [JSONPathComponent]) -> Int { nearest(path).line }

    /// The line of the key `key` of the object at `path` (where a message about the key belongs),
    /// else the line of the object.
    func line(ofKey key: String, at path: [JSONPathComponent] = []) -> Int {
        let object = nearest(path)
        return object.member(key)?.keyLocation.line ?? object.line
    }
}
