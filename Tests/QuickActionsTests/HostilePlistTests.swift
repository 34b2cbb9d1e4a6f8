import Foundation
import SourceFormats
import Testing

@testable import QuickActions

/// Hostile property lists and strings files, one table per class of failure (issue 13): each is
/// one `LoadError` with a line, never a crash, a hang or a blow-up; and what XML allows is read.
@Suite struct HostilePlistTests {
    static func plist(_ body: String, prolog: String = "") -> Data {
        Data(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(prolog)<plist version=\"1.0\"><dict>\(body)</dict></plist>\n"
                .utf8)
    }

    static func titled(_ title: String, prolog: String = "") -> Data {
        plist(
            "<key>UIApplicationShortcutItems</key><array><dict><key>UIApplicationShortcutItemType</key><string>t</string>"
                + "<key>UIApplicationShortcutItemTitle</key><string>\(title)</string></dict></array>", prolog: prolog)
    }

    static func title(of data: Data) throws -> String? {
        let root = try XMLPropertyListReader.read(data, path: "p")
        return root["UIApplicationShortcutItems"]?.array?.first?["UIApplicationShortcutItemTitle"]?.string
    }

    /// Markup FoundationXML crashed on or misread, read as CoreFoundation reads it.
    @Test(arguments: [
        ("a processing instruction without data", titled("Inbox", prolog: "<?a?>\n"), "Inbox"),
        (
            "one inside the document",
            plist(
                "<?a?><key>UIApplicationShortcutItems</key><array><dict><key>UIApplicationShortcutItemTitle</key><string>In<?b?>box</string></dict></array>"
            ), "Inbox"
        ),
        ("predefined entities", titled("Tom &amp; Jerry &lt;3 &quot;x&quot; &apos;"), "Tom & Jerry <3 \"x\" '"),
        ("character references", titled("&#65;&#x263A;&#X1F600;"), "A☺😀"),
        ("CDATA", titled("<![CDATA[a <b> & c]]>"), "a <b> & c"),
        ("a comment in the text", titled("In<!-- x -->box"), "Inbox"),
        ("CR LF and CR line ends", titled("a\r\nb\rc"), "a\nb\nc"),
        (
            "an internal DTD subset",
            titled("Inbox", prolog: "<!DOCTYPE plist [<!ENTITY t \"T\"> <!-- c --> <!ELEMENT plist ANY>]>\n"), "Inbox"
        ),
        (
            "attributes, quoted either way",
            plist(
                "<key a='1' b=\"2\">UIApplicationShortcutItems</key><array><dict><key>UIApplicationShortcutItemTitle</key><string x=\"&gt;\">Inbox</string></dict></array>"
            ), "Inbox"
        ),
        (
            "self-closing values",
            plist(
                "<key>UIApplicationShortcutItems</key><array><dict><key>UIApplicationShortcutItemTitle</key><string/></dict></array>"
            ), ""
        ),
    ])
    func markupIsRead(_ what: String, data: Data, expected: String) throws {
        #expect(try Self.title(of: data) == expected, "\(what)")
    }

    /// Each is refused with the line of the fault (the title's value is on line 2).
    @Test(arguments: [
        (
            "an entity declared in the DTD: iOS refuses it",
            titled("&t;", prolog: "<!DOCTYPE plist [<!ENTITY t \"Title\">]>\n"), 3, "unknown entity '&t;'"
        ),
        ("an unknown entity", titled("&nbsp;"), 2, "unknown entity '&nbsp;'"),
        ("a bare ampersand", titled("Tom & Jerry"), 2, "a bare '&'"),
        ("a reference to no character", titled("&#0;"), 2, "'&#0;' is not a character"),
        ("a surrogate reference", titled("&#xD800;"), 2, "'&#xD800;' is not a character"),
        (
            "an unclosed processing instruction", Data("<?xml version=\"1.0\"?>\n<?a".utf8), 2,
            "a processing instruction is not closed"
        ),
        ("an unclosed comment", Data("<plist><!-- x\n\n".utf8), 1, "a comment is not closed"),
        ("a mismatched close", Data("<plist><dict>\n</array></plist>".utf8), 2, "</array> closes <dict>"),
        ("text in a dict", Data("<plist><dict>\nhello</dict></plist>".utf8), 2, "unexpected text inside <dict>"),
        ("an element in a string", Data("<plist><string>\n<dict/></string></plist>".utf8), 2, "<dict> inside <string>"),
        (
            "content after </plist>", Data("<plist><dict/></plist>\n<plist/>".utf8), 2,
            "unexpected content after </plist>"
        ),
        ("an unknown element", Data("<plist>\n<foo/></plist>".utf8), 2, "unexpected element <foo>"),
        (
            "a truncated file", Data("<plist><dict>\n<key>a</key><string>b".utf8), 2,
            "the file ends before </plist> (truncated?)"
        ),
        ("an unclosed attribute", Data("<plist version=\"1.0></plist>".utf8), 1, "'<' inside an attribute value"),
        (
            "an integer beyond 64 bits", Data("<plist>\n<integer>99999999999999999999</integer></plist>".utf8), 2,
            "not a whole number"
        ),
        ("text in <true/>", Data("<plist>\n<true>yes</true></plist>".utf8), 2, "<true/> holds text"),
        ("only a prolog", Data("<?xml version=\"1.0\"?>\n".utf8), 2, "no <plist> element"),
    ])
    func malformedMarkupIsOneError(_ what: String, data: Data, line: Int, message: String) {
        do {
            _ = try XMLPropertyListReader.read(data, path: "p")
            Issue.record("\(what): read without an error")
        } catch let error as LoadError {
            #expect(error.line == line, "\(what): \(error)")
            #expect(error.message.contains(message), "\(what): \(error)")
        } catch {
            Issue.record("\(what): \(error)")
        }
    }

    /// The same readers behind strings files (XML strings files and `.strings` in a bplist).
    @Test func stringsFilesInXMLWithAProcessingInstruction() throws {
        let xml = Data(
            "<?xml version=\"1.0\"?>\n<?a?>\n<plist><dict><key>k</key><string>&amp;</string></dict></plist>".utf8)
        #expect(try StringsFileParser.parse(xml, path: "s") == ["k": "&"])
    }

    /// Linear in the input: 300,000 attributes on one element (FoundationXML took minutes), many comments and values.
    @Test(.timeLimit(.minutes(1))) func largeInputsAreLinear() throws {
        let attributes = (0..<300_000).map { " a\($0)=\"\($0)\"" }.joined()
        #expect(
            try Self.title(
                of: Self.plist(
                    "<key\(attributes)>UIApplicationShortcutItems</key><array><dict><key>UIApplicationShortcutItemTitle</key><string>x</string></dict></array>"
                )) == "x")
        let comments = String(repeating: "<!-- c -->", count: 20_000)
        #expect(try Self.title(of: Self.titled("x", prolog: comments)) == "x")
        let many = String(repeating: "<string>v</string>", count: 20_000)
        let root = try XMLPropertyListReader.read(Data("<plist><array>\(many)</array></plist>".utf8), path: "p")
        #expect(root.array?.count == 20_000)
    }

    @Test func tooManyValuesAndDeepNestingAreRefused() throws {
        let many = Data("<plist><array>\(String(repeating: "<true/>", count: 999))</array></plist>".utf8)
        // 999 values in the array, the array, and <plist>.
        #expect(try XMLPropertyListReader.read(many, path: "p", maximumValues: 1001).array?.count == 999)
        #expect(throws: LoadError(path: "p", "more than 1000 values in one property list")) {
            try XMLPropertyListReader.read(many, path: "p", maximumValues: 1000)
        }
        let deep = String(repeating: "<array>", count: 1000) + String(repeating: "</array>", count: 1000)
        #expect(throws: LoadError.self) {
            try XMLPropertyListReader.read(Data("<plist>\(deep)</plist>".utf8), path: "p")
        }
    }

    // MARK: - Binary property lists

    /// A `bplist00` of `objects` (each the bytes of one object), references and offsets one byte wide.
    static func bplist(_ objects: [[UInt8]], top: UInt64 = 0, referenceSize: UInt8 = 1) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        let offsetSize = table > 255 ? 2 : 1
        for offset in offsets {
            bytes += offsetSize == 2 ? [UInt8(offset >> 8), UInt8(offset & 0xFF)] : [UInt8(offset)]
        }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), referenceSize]
        for value in [UInt64(objects.count), top, UInt64(table)] {
            bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
        }
        return Data(bytes)
    }

    static func ascii(_ text: String) -> [UInt8] { [0x50 | UInt8(text.utf8.count)] + Array(text.utf8) }

    static let header: [UInt8] = Array("bplist00".utf8)
    static let zero8: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0]
    static let corruptCases: [(String, Data, String)] = {
        var cases: [(String, Data, String)] = []
        cases.append(
            (
                "a set (NSSet bridging crashed)", bplist([[0xD1, 1, 2], ascii("k"), [0xC1, 3], ascii("a")]),
                "object 2 is a set"
            ))
        cases.append(("an ordered set", bplist([[0xB1, 1], ascii("a")]), "object 0 is a set"))
        cases.append(("a UID", bplist([[0x80, 1]]), "is a UID"))
        cases.append(("an array holding itself", bplist([[0xA1, 0]]), "object 0 contains itself"))
        cases.append(("a reference past the objects", bplist([[0xA1, 9]]), "a reference to object 9 of 1"))
        cases.append(("a string past the end", bplist([[0x5E, 0x61, 0x62]]), "runs past the objects"))
        cases.append(
            ("a count that is not an integer", bplist([[0x5F, 0x51, 0x41]]), "a count that is not an integer"))
        cases.append(
            (
                "a key that is not a string", bplist([[0xD1, 1, 1], [0x10, 7]]),
                "a dictionary key (object 1) that is not a string"
            ))
        cases.append(("an unpaired surrogate", bplist([[0x61, 0xD8, 0x00]]), "unpaired surrogate"))
        cases.append(("a truncated file", Data(header + [0x08]), "too short"))
        let badTable: [UInt8] =
            header + [0x08, 8] + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 1] + zero8 + [
                0, 0, 0, 0, 0, 0, 0xFF, 0,
            ]
        cases.append(("a table beyond the file", Data(badTable), "out of the file"))
        let hugeCount: [UInt8] =
            header + [0x08, 8] + [0, 0, 0, 0, 0, 0, 8, 1] + [UInt8](repeating: 0xFF, count: 8) + zero8 + [
                0, 0, 0, 0, 0, 0, 0, 9,
            ]
        cases.append(("an object count of 2^64 - 1", Data(hugeCount), "out of the file"))
        return cases
    }()

    @Test(arguments: corruptCases)
    func corruptBinaryPlistIsOneError(_ what: String, data: Data, message: String) {
        do {
            _ = try BinaryPropertyListReader.read(data, path: "b")
            Issue.record("\(what): read without an error")
        } catch let error as LoadError {
            #expect(error.message.contains(message), "\(what): \(error)")
            #expect(error.line == 1)
        } catch {
            Issue.record("\(what): \(error)")
        }
    }

    /// 40 arrays each holding the next twice: 2^40 values if expanded, refused after the limit.
    @Test(.timeLimit(.minutes(1))) func sharedObjectsCannotExpandExponentially() throws {
        let chain = (0..<40).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] } + [Self.ascii("x")]
        let data = Self.bplist(chain)
        #expect(data.count < 300)
        #expect(
            throws: LoadError(
                path: "b", "the binary property list expands to more than 10000 values (its objects are shared)")
        ) {
            try BinaryPropertyListReader.read(data, path: "b", maximumValues: 10_000)
        }
        // Sharing within the limit is fine (Foundation's writer shares equal strings).
        let shared = Self.bplist([[0xA3, 1, 1, 1], Self.ascii("x")])
        #expect(try BinaryPropertyListReader.read(shared, path: "b").array?.count == 3)
    }

    @Test func foundationsBinaryPlistsReadTheSame() throws {
        let plist: [String: Any] = [
            "s": "été 😀", "i": -5, "big": Int.max, "r": 1.5, "b": false, "d": Data([1, 2, 3]),
            "date": Date(timeIntervalSinceReferenceDate: 0), "a": ["x", "x", ["n": 1]],
            "long": String(repeating: "é", count: 300),
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        let root = try BinaryPropertyListReader.read(data, path: "b")
        #expect(
            root.value
                == .dictionary([
                    "s": .string("été 😀"), "i": .integer(-5), "big": .integer(Int.max), "r": .real(1.5),
                    "b": .bool(false),
                    "d": .data(Data([1, 2, 3])), "date": .date("2001-01-01T00:00:00Z"),
                    "a": .array([.string("x"), .string("x"), .dictionary(["n": .integer(1)])]),
                    "long": .string(String(repeating: "é", count: 300)),
                ]))
    }
}
