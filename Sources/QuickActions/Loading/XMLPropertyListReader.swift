import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an XML property list with XMLParser, keeping the line every value starts on.
/// PropertyListSerialization gives no lines, and a diagnostic must point at its item.
enum XMLPropertyListReader {
    static func read(_ data: Data, path: String) throws -> PlistNode {
        let bytes = [UInt8](data)
        let isUTF16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
        if !isUTF16, let offset = UTF8Check.firstInvalidOffset(in: bytes) {
            throw LoadError(path: path, line: UTF8Check.line(ofOffset: offset, in: bytes),
                            String(format: "invalid UTF-8 (byte 0x%02X)", bytes[offset]))
        }
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let builder = Builder(path: path)
        parser.delegate = builder
        let finished = parser.parse()
        if let failure = builder.failure { throw failure }
        guard finished else {
            let code = (parser.parserError as NSError?)?.code ?? 0
            throw LoadError(path: path, line: parser.lineNumber, "malformed XML property list: \(describe(code))")
        }
        guard builder.closedPlist else {
            throw LoadError(path: path, line: parser.lineNumber, "malformed XML property list: the file ends before </plist> (truncated?)")
        }
        guard let root = builder.root else {
            throw LoadError(path: path, line: parser.lineNumber, "malformed XML property list: no value inside <plist>")
        }
        return root
    }

    private static func describe(_ code: Int) -> String {
        switch code {
        case XMLParser.ErrorCode.prematureDocumentEndError.rawValue, XMLParser.ErrorCode.emptyDocumentError.rawValue:
            return "the file ends before the XML does (truncated?)"
        case XMLParser.ErrorCode.tagNameMismatchError.rawValue: return "a closing tag does not match its opening tag"
        case XMLParser.ErrorCode.notWellBalancedError.rawValue: return "the XML is not well formed"
        case XMLParser.ErrorCode.invalidCharacterError.rawValue: return "invalid character"
        default: return "the XML is not well formed (XMLParser error \(code))"
        }
    }

    private final class Builder: NSObject, XMLParserDelegate {
        private struct Frame {
            var element: String
            var line: Int
            var text = ""
            var children: [PlistNode] = []
            var keys: [(String, Int)] = []
        }

        let path: String
        var root: PlistNode?
        var closedPlist = false
        var failure: LoadError?
        private var stack: [Frame] = []

        init(path: String) { self.path = path }

        private func fail(_ parser: XMLParser, _ message: String) {
            guard failure == nil else { return }
            failure = LoadError(path: path, line: parser.lineNumber, message)
            parser.abortParsing()
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            guard failure == nil else { return }
            let known: Set<String> = ["plist", "dict", "array", "key", "string", "integer", "real", "true", "false", "date", "data"]
            guard known.contains(name) else { return fail(parser, "unexpected element <\(name)> in a property list") }
            if name == "plist" && !stack.isEmpty { return fail(parser, "<plist> inside another value") }
            if name != "plist" && stack.isEmpty { return fail(parser, "<\(name)> outside <plist>") }
            if let top = stack.last, !["plist", "dict", "array"].contains(top.element) {
                return fail(parser, "<\(name)> inside <\(top.element)>")
            }
            guard stack.count <= PlistLimits.maximumDepth else { return fail(parser, "values nested too deeply") }
            stack.append(Frame(element: name, line: parser.lineNumber))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard failure == nil, !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            guard failure == nil, !stack.isEmpty else { return }
            stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard failure == nil, let frame = stack.popLast() else { return }
            let text = frame.text
            let node: PlistNode
            switch frame.element {
            case "plist":
                guard frame.children.count <= 1 else { return fail(parser, "more than one value inside <plist>") }
                root = frame.children.first
                closedPlist = true
                return
            case "key":
                guard let parentIndex = stack.indices.last, stack[parentIndex].element == "dict" else {
                    return fail(parser, "<key> outside a <dict>")
                }
                guard stack[parentIndex].keys.count == stack[parentIndex].children.count else {
                    return fail(parser, "two <key>s in a row: the first has no value")
                }
                stack[parentIndex].keys.append((text, frame.line))
                return
            case "string": node = PlistNode(kind: .string(text), line: frame.line)
            case "integer":
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                guard let number = Int(trimmed) ?? (trimmed.hasPrefix("0x") ? Int(trimmed.dropFirst(2), radix: 16) : nil) else {
                    return fail(parser, "<integer> holds '\(trimmed.prefix(40))', not a whole number")
                }
                node = PlistNode(kind: .integer(number), line: frame.line)
            case "real":
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                guard let number = Double(trimmed) else { return fail(parser, "<real> holds '\(trimmed.prefix(40))', not a number") }
                node = PlistNode(kind: .real(number), line: frame.line)
            case "true": node = PlistNode(kind: .bool(true), line: frame.line)
            case "false": node = PlistNode(kind: .bool(false), line: frame.line)
            case "date": node = PlistNode(kind: .date(text.trimmingCharacters(in: .whitespacesAndNewlines)), line: frame.line)
            case "data":
                let compact = text.filter { !$0.isWhitespace }
                guard let data = Data(base64Encoded: compact) else { return fail(parser, "<data> is not valid base64") }
                node = PlistNode(kind: .data(data), line: frame.line)
            case "array": node = PlistNode(kind: .array(frame.children), line: frame.line)
            case "dict":
                guard frame.keys.count == frame.children.count else {
                    return fail(parser, "a <key> in this <dict> has no value")
                }
                let entries = zip(frame.keys, frame.children).map { (key: $0.0.0, value: $0.1) }
                node = PlistNode(kind: .dictionary(entries), line: frame.line)
            default: return
            }
            guard !stack.isEmpty else { return }
            if stack[stack.count - 1].element == "dict" && stack[stack.count - 1].keys.count != stack[stack.count - 1].children.count + 1 {
                return fail(parser, "a value in a <dict> without a <key> before it")
            }
            stack[stack.count - 1].children.append(node)
        }
    }
}
