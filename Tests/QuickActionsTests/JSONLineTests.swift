import Foundation
import Testing

@testable import QuickActions

/// Manifests and catalogs read by the one JSON reader: errors and issues at the exact line.
@Suite struct JSONLineTests {
    private func write(_ text: String, name: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("qa-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A manifest of five static items, one per line from line 4; `fifth` is the fifth's title.
    private func manifest(fifth: String) -> String {
        let items =
            (1...4).map { "    {\"type\": \"t\($0)\", \"title\": \"Item \($0)\"}," }
            + ["    {\"type\": \"t5\", \"title\": \(fifth)}"]
        return "{\n  \"app\": \"Demo\",\n  \"static\": [\n" + items.joined(separator: "\n") + "\n  ]\n}\n"
    }

    @Test func aBadSurrogateInTheFifthItemIsAnErrorAtItsLine() throws {
        let path = try write(manifest(fifth: "\"\\uD800\\u0041\""), name: "manifest.json")
        #expect { try AppShortcuts.load(path: path) } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("\(path):8: error: malformed JSON: expected a low surrogate") && !text.contains("\n")
        }
    }

    @Test func aWrongTypeInTheFifthItemIsReportedAtItsLine() throws {
        let app = try AppShortcuts.load(path: try write(manifest(fifth: "42"), name: "manifest.json"))
        #expect(app.items.count == 5)
        #expect(app.items.map(\.line) == [4, 5, 6, 7, 8])
        #expect(app.items[4].typeIssues.map(\.line) == [8])
        #expect(app.items[4].title == nil)
    }

    @Test func aCatalogErrorDeepInTheFileNamesItsLine() throws {
        let entries = (1...4).map {
            "    \"key\($0)\": {\"localizations\": {\"de\": {\"stringUnit\": {\"value\": \"v\($0)\"}}}},"
        }
        let text =
            "{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n" + entries.joined(separator: "\n")
            + "\n    \"key5\": {\"localizations\": {\"de\": {\"stringUnit\": {\"value\": \"\\uDC00\"}}}}\n  }\n}\n"
        #expect { try StringCatalog.parse(Data(text.utf8), path: "cat.xcstrings") } throws: { error in
            "\(error)".hasPrefix("cat.xcstrings:8: error: malformed JSON: expected a high surrogate")
        }
        let good = text.replacingOccurrences(of: "\\uDC00", with: "\\u00e9")
        #expect(try StringCatalog.parse(Data(good.utf8), path: "cat.xcstrings").tables["de"]?["key5"] == "é")
    }
}
