import Testing

@testable import SourceFormats

private struct Catalog: Decodable, Equatable {
    struct App: Decodable, Equatable {
        var name: String
        var badge: Int?
        var scale: Double?
        var tags: [String]?
        var kind: Kind?
    }

    enum Kind: String, Decodable { case game, tool }

    var apps: [App]
    var title: String?
}

private func decodeError(_ text: String) throws -> LoadError {
    let root = try JSONReader.parse(text, path: "cat.json")
    do {
        _ = try JSONNodeDecoder(path: "cat.json").decode(Catalog.self, from: root)
    } catch let error as LoadError {
        return error
    }
    Issue.record("expected an error for \(text)")
    return LoadError(path: "", "")
}

/// Five apps, one per line from line 3; `fifth` replaces the fifth app's body.
private func fiveApps(fifth: String) -> String {
    let apps = (1...4).map { "    {\"name\": \"App \($0)\", \"badge\": \($0)}," } + ["    {\(fifth)}"]
    return "{\n  \"apps\": [\n" + apps.joined(separator: "\n") + "\n  ]\n}\n"
}

@Suite struct JSONNodeDecoderTests {
    @Test func decodesCodableTypes() throws {
        let root = try JSONReader.parse(
            fiveApps(fifth: "\"name\": \"Last\", \"scale\": 2, \"tags\": [\"a\"], \"kind\": \"tool\""), path: "cat.json"
        )
        let catalog = try JSONNodeDecoder(path: "cat.json").decode(Catalog.self, from: root)
        #expect(catalog.apps.count == 5)
        #expect(catalog.apps[3] == Catalog.App(name: "App 4", badge: 4))
        #expect(catalog.apps[4] == Catalog.App(name: "Last", scale: 2, tags: ["a"], kind: .tool))
    }

    @Test(arguments: [
        ("\"name\": 5", 7, 14, "expected a string, found a number at apps[4].name"),
        ("\"name\": null", 7, 14, "expected a string, found null at apps[4].name"),
        ("\"badge\": 1", 7, 5, "missing key 'name' at apps[4]"),
        ("\"name\": \"x\", \"badge\": 1.5", 7, 28, "expected a whole number"),
        ("\"name\": \"x\", \"badge\": 1e30", 7, 28, "expected a whole number"),
        ("\"name\": \"x\", \"tags\": [\"a\", 2]", 7, 33, "expected a string, found a number at apps[4].tags[1]"),
        ("\"name\": \"x\", \"kind\": \"toy\"", 7, 27, "'toy' is not one of the allowed values at apps[4].kind"),
    ])
    func anErrorDeepInTheFileNamesItsOwnLine(fifth: String, line: Int, column: Int, message: String) throws {
        let error = try decodeError(fiveApps(fifth: fifth))
        #expect(error.line == line, "\(error)")
        #expect(error.column == column, "\(error)")
        #expect(error.message.contains(message), "\(error)")
    }

    @Test func wholeNumbersDecodeAsIntegers() throws {
        let root = try JSONReader.parse("{\"apps\": [{\"name\": \"a\", \"badge\": 3.0}]}", path: "cat.json")
        #expect(try JSONNodeDecoder(path: "cat.json").decode(Catalog.self, from: root).apps[0].badge == 3)
    }

    @Test func theRootMustBeAnObject() throws {
        let error = try decodeError("\n[1, 2]")
        #expect(error.description == "cat.json:2: error: expected an object, found an array")
    }
}
