import Foundation
import SourceFormats

/// Reads a `.strings` file as Xcode writes and iOS reads them: the old-style
/// `"key" = "value";` form (quoted or unquoted keys, `/* */` and `//` comments, escapes) in
/// UTF-8 or UTF-16 with or without a BOM, or an XML or binary property list of strings.
public enum StringsFileParser {
    /// Parses `data`, read from `path` (used in errors only).
    public static func parse(_ data: Data, path: String) throws -> [String: String] {
        let bytes = [UInt8](data)
        if bytes.starts(with: Array("bplist".utf8)) {
            return try stringsFromPlist(try BinaryPropertyListReader.read(data, path: path), path: path)
        }
        let text = try decode(bytes, path: path)
        let start = text.drop(while: { $0.isWhitespace })
        if start.hasPrefix("<?xml") || start.hasPrefix("<plist") || start.hasPrefix("<!DOCTYPE") {
            return try stringsFromPlist(try XMLPropertyListReader.read(Data(text.utf8), path: path), path: path)
        }
        var scanner = Scanner(scalars: scalars(of: text), path: path)
        return try scanner.parseEntries()
    }

    /// The text of a strings file: UTF-16 with a BOM (or with the zero bytes that betray it),
    /// else UTF-8, which must be valid.
    static func decode(_ bytes: [UInt8], path: String) throws -> String {
        var littleEndian: Bool?
        var body = bytes[...]
        if bytes.starts(with: [0xFF, 0xFE]) {
            littleEndian = true
            body = bytes.dropFirst(2)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            littleEndian = false
            body = bytes.dropFirst(2)
        } else if bytes.count >= 2 && bytes.count % 2 == 0 && bytes[0] != 0 && bytes[1] == 0 {
            littleEndian = true
        } else if bytes.count >= 2 && bytes.count % 2 == 0 && bytes[0] == 0 && bytes[1] != 0 {
            littleEndian = false
        }
        if let littleEndian {
            guard body.count % 2 == 0 else { throw LoadError(path: path, "invalid UTF-16: an odd number of bytes") }
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var index = body.startIndex
            while index < body.endIndex {
                let a = UInt16(body[index])
                let b = UInt16(body[index + 1])
                units.append(littleEndian ? a | b << 8 : a << 8 | b)
                index += 2
            }
            var scalars = String.UnicodeScalarView()
            var parser = Unicode.UTF16.ForwardParser()
            var iterator = units.makeIterator()
            var line = 1
            loop: while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let encoded):
                    let scalar = Unicode.UTF16.decode(encoded)
                    if scalar == "\n" { line += 1 }
                    scalars.append(scalar)
                case .emptyInput: break loop
                case .error: throw LoadError(path: path, line: line, "invalid UTF-16 (an unpaired surrogate)")
                }
            }
            return String(scalars)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { body = bytes.dropFirst(3) }
        if let offset = UTF8Validation.firstInvalidOffset(in: body) {
            let absolute = offset + (bytes.count - body.count)
            throw LoadError(
                path: path, line: UTF8Validation.line(ofOffset: absolute, in: bytes),
                String(format: "invalid UTF-8 (byte 0x%02X); save the file as UTF-8 or UTF-16", bytes[absolute]))
        }
        return String(decoding: body, as: UTF8.self)
    }

    /// The text's scalars in one pass (`Array(text.unicodeScalars)` walks it twice: to count, then to copy).
    static func scalars(of text: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { scalars.append(scalar) }
        return scalars
    }

    private static func stringsFromPlist(_ root: PlistNode, path: String) throws -> [String: String] {
        guard case .dictionary(let entries) = root.kind else {
            throw LoadError(
                path: path, line: root.line, "a strings file must hold a dictionary, not \(root.kindDescription)")
        }
        var table: [String: String] = [:]
        for entry in entries {
            guard let text = entry.value.string else {
                throw LoadError(
                    path: path, line: entry.value.line,
                    "the value of \"\(entry.key)\" is \(entry.value.kindDescription), not a string")
            }
            table[entry.key] = text
        }
        return table
    }
}
