import Foundation

/// A scene, device or other file that could not be used; prints as `path:line: error: message`.
public struct LoadError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let line: Int?
    public let message: String

    public init(path: String, line: Int? = nil, _ message: String) {
        self.path = path; self.line = line; self.message = message
    }

    public var description: String {
        if let line { return "\(path):\(line): error: \(message)" }
        return "\(path): error: \(message)"
    }
}

/// Reading JSON files with errors that name the file and the line.
enum JSONFile {
    /// Largest scene, device or manifest file accepted; bigger is certainly not one.
    static let maximumBytes = 8 << 20

    static func read(_ path: String) throws -> Data {
        do throws(BoundedFile.Failure) {
            return try BoundedFile.read(path, limit: maximumBytes)
        } catch {
            switch error {
            case .missing, .unreadable: throw LoadError(path: path, "file not found or not readable")
            case .notRegular("a directory"): throw LoadError(path: path, "is a folder, expected a JSON file")
            case .notRegular(let kind): throw LoadError(path: path, "is \(kind), expected a JSON file")
            case .tooLarge(let size): throw LoadError(path: path, "file is \(size) bytes; larger than the \(maximumBytes) bytes a scene file may be")
            }
        }
    }

    /// Decodes `T`, turning Foundation's errors into `path:line: error:` with the best line known.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, path: String) throws -> T {
        guard String(data: data, encoding: .utf8) != nil else {
            throw LoadError(path: path, line: firstInvalidUTF8Line(data), "not valid UTF-8 text")
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            let detail = (context.underlyingError as NSError?)?.debugDescription ?? context.debugDescription
            throw LoadError(path: path, line: lineNumber(in: detail) ?? 1, "malformed JSON: \(shortReason(detail))")
        } catch let DecodingError.keyNotFound(key, context) {
            throw LoadError(path: path, line: line(of: context.codingPath, in: data), "missing key '\(key.stringValue)'\(where_(context.codingPath))")
        } catch let DecodingError.typeMismatch(type, context) {
            throw LoadError(path: path, line: line(of: context.codingPath, in: data), "expected \(describe(type))\(where_(context.codingPath))")
        } catch let DecodingError.valueNotFound(type, context) {
            throw LoadError(path: path, line: line(of: context.codingPath, in: data), "expected \(describe(type)), found null\(where_(context.codingPath))")
        } catch {
            throw LoadError(path: path, line: 1, "cannot read JSON: \(error)")
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Double.Type, is Int.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let name = "\(type)"
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return "a \(name) object"
        }
    }

    private static func where_(_ path: [CodingKey]) -> String {
        path.isEmpty ? "" : " at " + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    private static func shortReason(_ text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? text
        return line.count > 160 ? String(line.prefix(160)) + "…" : line
    }

    private static func lineNumber(in text: String) -> Int? {
        guard let range = text.range(of: "line ") else { return nil }
        let digits = text[range.upperBound...].prefix { $0.isNumber }
        return Int(digits)
    }

    /// The line of the last key of `codingPath` found in the text: good enough to point at it.
    static func line(of codingPath: [CodingKey], in data: Data) -> Int {
        guard let key = codingPath.last(where: { $0.intValue == nil }) else { return 1 }
        return line(ofString: "\"\(key.stringValue)\"", in: data) ?? 1
    }

    /// The 1-based line where `needle` first occurs, or nil.
    static func line(ofString needle: String, in data: Data) -> Int? {
        let bytes = [UInt8](data)
        let pattern = [UInt8](needle.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
        var line = 1
        var index = 0
        while index + pattern.count <= bytes.count {
            if bytes[index] == 10 { line += 1 }
            if bytes[index] == pattern[0] && Array(bytes[index..<(index + pattern.count)]) == pattern { return line }
            index += 1
        }
        return nil
    }

    static func firstInvalidUTF8Line(_ data: Data) -> Int {
        var line = 1
        var start = data.startIndex
        for index in data.indices where data[index] == 10 {
            if String(data: data[start..<index], encoding: .utf8) == nil { return line }
            line += 1
            start = index + 1
        }
        return line
    }
}
