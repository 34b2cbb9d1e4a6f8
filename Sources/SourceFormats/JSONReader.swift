/// The one JSON reader: parses a document into `JSONNode`s that know their line and column.
///
/// Bounded by `JSONLimits` (document size, nesting depth, number of values); checks that the whole
/// text is UTF-8 (a byte-order mark is skipped), that numbers are finite, and that `\u` escapes
/// pair their surrogates. Every failure is a `LoadError` at the exact line and column, its
/// message opening with "malformed JSON:" for syntax.
public struct JSONReader {
    private var scanner: JSONScanner
    private let limits: JSONLimits
    private var values = 0

    /// Parses `bytes` as one JSON document; `path` names the file in errors.
    public static func parse(_ bytes: [UInt8], path: String, limits: JSONLimits = .standard) throws(LoadError)
        -> JSONNode
    {
        if bytes.count > limits.documentBytes {
            // The words of BoundedFile's size check, so a file read here or there reads the same.
            throw LoadError(
                path: path, line: nil, BoundedFile.Failure.tooLarge(bytes.count).message(limit: limits.documentBytes))
        }
        let result: Result<JSONNode, LoadError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(LoadError) {
                return .success(try parse(buffer, path: path, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Parses the text of a String (always valid UTF-8).
    public static func parse(_ text: String, path: String, limits: JSONLimits = .standard) throws(LoadError) -> JSONNode
    {
        try parse(Array(text.utf8), path: path, limits: limits)
    }

    private static func parse(_ buffer: UnsafeBufferPointer<UInt8>, path: String, limits: JSONLimits) throws(LoadError)
        -> JSONNode
    {
        if let offset = UTF8Validation.firstInvalidOffset(in: buffer) {
            let byte = buffer[offset]
            let hex = String(byte, radix: 16, uppercase: true)
            throw LoadError(
                path: path, offset: offset, in: buffer, "invalid UTF-8 (byte 0x\(hex.count == 1 ? "0" : "")\(hex))",
                hint: "save the file as UTF-8")
        }
        var reader = JSONReader(scanner: JSONScanner(buffer), limits: limits)
        if buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF {
            reader.scanner.position = 3
        }
        do throws(JSONSyntaxError) {
            reader.scanner.skipWhitespace()
            if reader.scanner.atEnd { throw reader.scanner.fail("expected a JSON value, the file is empty") }
            let value = try reader.parseValue(depth: 0)
            reader.scanner.skipWhitespace()
            if !reader.scanner.atEnd { throw reader.scanner.fail("unexpected text after the JSON value") }
            return value
        } catch {
            var message = error.message
            if error.offset >= buffer.count && !message.contains("empty") {
                message += " (the file ends too early: truncated?)"
            }
            throw LoadError(path: path, offset: error.offset, in: buffer, "malformed JSON: \(message)")
        }
    }

    private init(scanner: JSONScanner, limits: JSONLimits) {
        self.scanner = scanner
        self.limits = limits
    }

    /// The line and column of the scanner's position, counted forward from the last one asked
    /// for: positions only grow while parsing, so a document costs one pass over its bytes (counting
    /// from the start each time made a 10,000-row scene take 79 s).
    private var here: SourcePosition { lines.position(at: scanner.position, in: scanner.bytes) }
    private let lines = LineCursor()

    private mutating func count() throws(JSONSyntaxError) {
        values += 1
        if values > limits.values { throw scanner.fail("expected at most \(limits.values) values in one file") }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        scanner.skipWhitespace()
        guard let byte = scanner.peek() else { throw scanner.fail("expected a value") }
        try count()
        let start = here
        switch byte {
        case 0x7B:
            guard depth < limits.depth else {
                throw scanner.fail("expected nesting at most \(limits.depth) levels deep")
            }
            return JSONNode(.object(try parseMembers(depth: depth)), at: start)
        case 0x5B:
            guard depth < limits.depth else {
                throw scanner.fail("expected nesting at most \(limits.depth) levels deep")
            }
            return JSONNode(.array(try parseElements(depth: depth)), at: start)
        case 0x22:
            let string = try scanner.scanString()
            return JSONNode(.string(scanner.decode(string)), at: start)
        case 0x2D, 0x30...0x39:
            let number = try scanner.scanNumber()
            let value = scanner.doubleValue(number)
            let text = String(
                decoding: UnsafeBufferPointer(rebasing: scanner.bytes[number.start..<number.end]), as: UTF8.self)
            guard value.isFinite else {
                scanner.position = number.start
                throw scanner.fail("expected a number a Double can hold, not \(text)")
            }
            return JSONNode(.number(JSONNumber(text: text, double: value)), at: start)
        default:
            switch try scanner.scanLiteral() {
            case .true: return JSONNode(.bool(true), at: start)
            case .false: return JSONNode(.bool(false), at: start)
            case .null: return JSONNode(.null, at: start)
            case nil: throw scanner.fail("expected a value (an object, array, string, number, true, false or null)")
            }
        }
    }

    private mutating func parseMembers(depth: Int) throws(JSONSyntaxError) -> [JSONMember] {
        scanner.position += 1
        var members: [JSONMember] = []
        scanner.skipWhitespace()
        if scanner.peek() == 0x7D {
            scanner.position += 1
            return members
        }
        while true {
            scanner.skipWhitespace()
            guard scanner.peek() == 0x22 else {
                throw scanner.fail(scanner.atEnd ? "expected a key" : "expected a string key")
            }
            let keyLocation = here
            let key = scanner.decode(try scanner.scanString())
            try scanner.expect(0x3A, "':' after a key")
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: try parseValue(depth: depth + 1)))
            scanner.skipWhitespace()
            switch scanner.peek() {
            case 0x2C: scanner.position += 1
            case 0x7D:
                scanner.position += 1
                return members
            default: throw scanner.fail("expected ',' or '}'")
            }
        }
    }

    private mutating func parseElements(depth: Int) throws(JSONSyntaxError) -> [JSONNode] {
        scanner.position += 1
        var elements: [JSONNode] = []
        scanner.skipWhitespace()
        if scanner.peek() == 0x5D {
            scanner.position += 1
            return elements
        }
        while true {
            elements.append(try parseValue(depth: depth + 1))
            scanner.skipWhitespace()
            switch scanner.peek() {
            case 0x2C: scanner.position += 1
            case 0x5D:
                scanner.position += 1
                return elements
            default: throw scanner.fail("expected ',' or ']'")
            }
        }
    }
}

/// Lines counted incrementally up to an offset (backwards costs a restart from the top).
final class LineCursor {
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    func position(at target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        let end = min(max(target, 0), bytes.count)
        if end < offset {
            offset = 0
            line = 1
            lineStart = 0
        }
        while offset < end {
            if bytes[offset] == 0x0A {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }
        return SourcePosition(line: line, column: end - lineStart + 1)
    }
}
