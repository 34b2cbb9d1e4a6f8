import Foundation
import SourceFormats

/// Reads an XML property list with a parser of its own, keeping the line every value starts on.
///
/// Not FoundationXML's `XMLParser`: on Linux it crashes on a processing instruction without data
/// (`<?a?>` reaches `strlen(NULL)`), is quadratic in the attributes of one element, and drops
/// the text of entities declared in an internal DTD instead of refusing them. This reader
/// accepts what CoreFoundation's XML property-list parser accepts (CFPropertyList.c in
/// swift-corelibs-foundation and Apple's CF sources): a prolog of processing instructions,
/// comments and a DOCTYPE (its internal subset skipped, never expanded), then one element tree;
/// in text only `&lt; &gt; &amp; &apos; &quot;`, `&#N;`, `&#xH;` and CDATA; attributes are read
/// and ignored. It runs in time linear in the file, and bounds nesting and the number of values.
enum XMLPropertyListReader {
    /// Reads `data` (from `path`, named in errors); `maximumValues` is lowered only by tests.
    static func read(_ data: Data, path: String, maximumValues: Int = PlistLimits.maximumValues) throws -> PlistNode {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            bytes = Array(try StringsFileParser.decode(bytes, path: path).utf8)
        } else if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            throw LoadError(
                path: path, line: UTF8Validation.line(ofOffset: offset, in: bytes),
                String(format: "invalid UTF-8 (byte 0x%02X)", bytes[offset]))
        }
        var parser = Parser(bytes: bytes, path: path, maximumValues: maximumValues)
        return try parser.parseDocument()
    }

    /// The elements a property list is made of; `text` ones hold character data, the rest values.
    private static let containers: Set<String> = ["plist", "dict", "array"]
    private static let textElements: Set<String> = [
        "key", "string", "integer", "real", "date", "data", "true", "false",
    ]

    struct Frame {
        var element: String
        var line: Int
        var text: [UInt8] = []
        var children: [PlistNode] = []
        var keys: [(String, Int)] = []
    }

    struct Parser {
        let bytes: [UInt8]
        let path: String
        var position = 0
        var line = 1
        var stack: [Frame] = []
        var values = 0
        var root: PlistNode?
        var closedPlist = false
        let maximumValues: Int

        init(bytes: [UInt8], path: String, maximumValues: Int) {
            self.bytes = bytes
            self.path = path
            self.maximumValues = maximumValues
        }

        // MARK: - Bytes and lines

        var atEnd: Bool { position >= bytes.count }

        func peek(_ offset: Int) -> UInt8? {
            let index = position + offset
            return index < bytes.count ? bytes[index] : nil
        }

        func looking(at text: String) -> Bool {
            var index = position
            for byte in text.utf8 {
                guard index < bytes.count, bytes[index] == byte else { return false }
                index += 1
            }
            return true
        }

        /// Moves past one byte, counting a line at LF and at a CR not followed by LF.
        mutating func step() {
            let byte = bytes[position]
            if byte == 0x0A || (byte == 0x0D && peek(1) != 0x0A) { line += 1 }
            position += 1
        }

        mutating func step(_ count: Int) {
            for _ in 0..<count where !atEnd { step() }
        }

        static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

        mutating func skipSpaces() {
            while let byte = peek(0), Parser.isSpace(byte) { step() }
        }

        func malformed(_ message: String, line: Int? = nil) -> LoadError {
            LoadError(path: path, line: line ?? self.line, "malformed XML property list: \(message)")
        }

        func fail(_ message: String, line: Int? = nil) -> LoadError {
            LoadError(path: path, line: line ?? self.line, message)
        }

        var truncated: LoadError { malformed("the file ends before </plist> (truncated?)") }

        /// Skips up to and past `terminator`, or fails with `unterminated` at the construct's first line.
        mutating func skip(past terminator: String, unterminated: String) throws {
            let start = line
            let first = terminator.utf8.first!
            while !atEnd {
                if bytes[position] == first && looking(at: terminator) {
                    step(terminator.utf8.count)
                    return
                }
                step()
            }
            throw malformed(unterminated, line: start)
        }

        // MARK: - Tags

        static func isNameByte(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x5F, 0x3A, 0x2D, 0x2E: return true
            default: return byte >= 0x80
            }
        }

        mutating func name() throws -> String {
            let start = position
            while let byte = peek(0), Parser.isNameByte(byte) { step() }
            guard position > start else { throw malformed("expected an element name after '<'") }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// Reads a start tag at `<` (attributes skipped); returns its name and whether it is `<x/>`.
        mutating func startTag() throws -> (name: String, empty: Bool) {
            let start = line
            step()
            let name = try name()
            while true {
                skipSpaces()
                guard let byte = peek(0) else {
                    throw malformed("the tag <\(Parser.short(name))> is not closed (>)", line: start)
                }
                if byte == 0x3E {
                    step()
                    return (name, false)
                }
                if byte == 0x2F {
                    step()
                    guard peek(0) == 0x3E else { throw malformed("expected '>' after '/' in <\(Parser.short(name))>") }
                    step()
                    return (name, true)
                }
                // An attribute: name = "value" (read in one pass, never compared with the others).
                guard Parser.isNameByte(byte) else {
                    throw malformed("unexpected '\(Parser.printable(byte))' in the tag <\(Parser.short(name))>")
                }
                while let inner = peek(0), Parser.isNameByte(inner) { step() }
                skipSpaces()
                guard peek(0) == 0x3D else {
                    throw malformed("expected '=' after an attribute name in <\(Parser.short(name))>")
                }
                step()
                skipSpaces()
                guard let quote = peek(0), quote == 0x22 || quote == 0x27 else {
                    throw malformed("expected a quoted attribute value in <\(Parser.short(name))>")
                }
                step()
                while let inner = peek(0), inner != quote {
                    if inner == 0x3C { throw malformed("'<' inside an attribute value") }
                    step()
                }
                guard !atEnd else {
                    throw malformed("an attribute value in <\(Parser.short(name))> is not closed", line: start)
                }
                step()
            }
        }

        static func short(_ name: String) -> String { name.count > 40 ? String(name.prefix(40)) + "…" : name }

        static func printable(_ byte: UInt8) -> String {
            byte >= 0x21 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : String(format: "\\x%02X", byte)
        }

        // MARK: - Text

        /// Appends character data up to the next `<`, resolving references and turning CR LF and
        /// lone CR into LF as XML does.
        mutating func text(into buffer: inout [UInt8]) throws {
            while let byte = peek(0), byte != 0x3C {
                if byte == 0x26 {
                    try reference(into: &buffer)
                } else if byte == 0x0D {
                    step()
                    if peek(0) == 0x0A { step() }
                    buffer.append(0x0A)
                } else {
                    buffer.append(byte)
                    step()
                }
            }
        }

        mutating func reference(into buffer: inout [UInt8]) throws {
            let start = position
            step()
            while let byte = peek(0), byte != 0x3B, position - start < 12, Parser.isNameByte(byte) || byte == 0x23 {
                step()
            }
            guard peek(0) == 0x3B else {
                throw fail("a bare '&' (write &amp;), or an entity reference without its ';'")
            }
            let name = String(decoding: bytes[(start + 1)..<position], as: UTF8.self)
            step()
            let scalar: Unicode.Scalar?
            switch name {
            case "lt": scalar = "<"
            case "gt": scalar = ">"
            case "amp": scalar = "&"
            case "apos": scalar = "'"
            case "quot": scalar = "\""
            default:
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                } else if name.hasPrefix("#") {
                    scalar = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
                } else {
                    throw fail(
                        "unknown entity '&\(name);': a property list knows only &amp; &lt; &gt; &apos; &quot; and &#...; (iOS refuses the file; a <!DOCTYPE>'s entities are never expanded)"
                    )
                }
                guard scalar != nil, scalar != "\0" else { throw fail("'&\(name);' is not a character") }
            }
            buffer.append(contentsOf: String(scalar!).utf8)
        }

        // MARK: - The document

        mutating func parseDocument() throws -> PlistNode {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
            try skipMisc(allowDoctype: true)
            guard !atEnd else { throw malformed("no <plist> element (the file holds only a prolog)") }
            guard peek(0) == 0x3C else { throw malformed("unexpected text before <plist>") }
            try elementTree()
            try skipMisc(allowDoctype: false)
            guard atEnd else { throw malformed("unexpected content after </plist>") }
            guard let root else { throw malformed("no value inside <plist>") }
            return root
        }

        /// Reads the root element and everything in it, iteratively (no recursion, whatever the depth).
        mutating func elementTree() throws {
            repeat {
                guard let byte = peek(0) else { throw truncated }
                let top = stack.last?.element
                if byte == 0x3C {
                    if peek(1) == 0x2F {
                        try endTag()
                    } else if looking(at: "<![CDATA[") {
                        let start = line
                        step(9)
                        var buffer: [UInt8] = []
                        while !atEnd && !looking(at: "]]>") {
                            buffer.append(bytes[position])
                            step()
                        }
                        guard !atEnd else { throw malformed("a CDATA section is not closed (]]>)", line: start) }
                        step(3)
                        guard let top, XMLPropertyListReader.textElements.contains(top) else {
                            throw fail("text (CDATA) inside <\(top ?? "plist")>", line: start)
                        }
                        stack[stack.count - 1].text += buffer
                    } else if try skipMarkup(allowDoctype: false) {
                        continue
                    } else if peek(1) == 0x21 {
                        throw malformed("unexpected '<!' markup inside the document")
                    } else {
                        let line = self.line
                        let tag = try startTag()
                        try open(tag.name, line: line)
                        if tag.empty { try close(tag.name) }
                    }
                } else if let top, XMLPropertyListReader.textElements.contains(top) {
                    var buffer = stack[stack.count - 1].text
                    stack[stack.count - 1].text = []
                    try text(into: &buffer)
                    stack[stack.count - 1].text = buffer
                } else if Parser.isSpace(byte) {
                    step()
                } else {
                    throw fail("unexpected text inside <\(top ?? "plist")>")
                }
            } while !stack.isEmpty
        }

        mutating func endTag() throws {
            step(2)
            let name = try name()
            skipSpaces()
            guard peek(0) == 0x3E else { throw malformed("expected '>' to close </\(Parser.short(name))>") }
            step()
            guard let top = stack.last else { throw malformed("</\(Parser.short(name))> closes nothing") }
            guard top.element == name else {
                throw malformed(
                    "</\(Parser.short(name))> closes <\(top.element)> (a closing tag does not match its opening tag)")
            }
            try close(name)
        }

        mutating func open(_ name: String, line: Int) throws {
            let known =
                XMLPropertyListReader.containers.contains(name) || XMLPropertyListReader.textElements.contains(name)
            guard known else { throw fail("unexpected element <\(Parser.short(name))> in a property list", line: line) }
            if name == "plist" && !stack.isEmpty { throw fail("<plist> inside another value", line: line) }
            if name != "plist" && stack.isEmpty { throw fail("<\(name)> outside <plist>", line: line) }
            if let top = stack.last, !XMLPropertyListReader.containers.contains(top.element) {
                throw fail("<\(name)> inside <\(top.element)>", line: line)
            }
            guard stack.count <= PlistLimits.maximumDepth else {
                throw fail("values nested too deeply (more than \(PlistLimits.maximumDepth) levels)", line: line)
            }
            values += 1
            guard values <= maximumValues else {
                throw fail("more than \(maximumValues) values in one property list", line: line)
            }
            stack.append(Frame(element: name, line: line))
        }

        /// Ends the element on top of the stack, attaching its value to its parent.
        mutating func close(_ name: String) throws {
            let frame = stack.removeLast()
            let text = String(decoding: frame.text, as: UTF8.self)
            switch frame.element {
            case "plist":
                guard frame.children.count <= 1 else {
                    throw fail("more than one value inside <plist>", line: frame.line)
                }
                root = frame.children.first
                closedPlist = true
                return
            case "key":
                guard let parent = stack.indices.last, stack[parent].element == "dict" else {
                    throw fail("<key> outside a <dict>", line: frame.line)
                }
                guard stack[parent].keys.count == stack[parent].children.count else {
                    throw fail("two <key>s in a row: the first has no value", line: frame.line)
                }
                stack[parent].keys.append((text, frame.line))
                return
            default: break
            }
            let node = try value(of: frame, text: text)
            let parent = stack.count - 1
            if stack[parent].element == "dict" && stack[parent].keys.count != stack[parent].children.count + 1 {
                throw fail("a value in a <dict> without a <key> before it", line: frame.line)
            }
            stack[parent].children.append(node)
        }
    }
}
