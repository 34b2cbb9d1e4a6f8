import Foundation
import SourceFormats
import Testing

@testable import Simulator

/// Action styles are a closed set decoded at the reader: destructive is a style, never a word.
@Suite struct ActionStyleTests {
    /// The default scene with Mail's first message's "Move…" group retitled: the destructive
    /// action in German, and an ordinary action that only says "Delete".
    static func retitledContent() throws -> SceneContent {
        let device = try DeviceProfile.load(path: devicePath)
        var scene = try Scene.load(path: defaultScenePath, device: device)
        let mail = try #require(scene.apps.firstIndex { $0.name == "Mail" })
        var screen = try #require(scene.apps[mail].screen)
        var row = try #require(screen.segments?.first?.rows.first)
        let group = try #require(row.previewActions?.firstIndex { $0.group != nil })
        let members = try #require(row.previewActions?[group].group)
        let trash = try #require(members.firstIndex { $0.id == "trash" })
        let archive = try #require(members.firstIndex { $0.id == "archive" })
        #expect(members[trash].style == .destructive && members[archive].style == .default)
        row.previewActions?[group].group?[trash].title = "Löschen"
        row.previewActions?[group].group?[archive].title = "Delete"
        screen.segments?[0].rows[0] = row
        scene.apps[mail].screen = screen
        return try SceneContent.load(scene: scene, device: device)
    }

    @Test func theToolbarOfAnOpenedMessageIsRedByStyleInEveryLanguage() throws {
        var h = ListHarness(content: try Self.retitledContent())
        h.open("Mail")
        h.run(PressScript.tap(at: h.row(0), start: h.now + 10_000), until: h.now + 2_000_000)
        #expect(h.names.contains("rowOpened"))
        let runs = PlaygroundRenderer().displayList(h.playground).textRuns
        let german = try #require(runs.first { $0.text.hasPrefix("Lös") }, "\(runs.map(\.text))")
        let english = try #require(runs.first { $0.text.hasPrefix("Del") }, "\(runs.map(\.text))")
        #expect(german.color == Palette.light.red, "the destructive action, in German")
        #expect(english.color == Palette.light.tint, "an ordinary action whose title says delete")
    }

    @Test(arguments: [("previewActions", "preview action"), ("swipeActions", "swipe action")])
    func anUnknownStyleIsAnErrorAtItsLine(key: String, what: String) throws {
        let text = """
            {"apps":[{"name":"A","icon":"mail","screen":{"title":"T","rows":[
              {"id":"r1","title":"One",
               "\(key)":[{"id":"x","title":"X","style":"Destructive"}]}]}}],
             "pages":[["A"]]}
            """
        let path = try temporaryFile(text)
        do {
            _ = try Scene.load(path: path, device: try DeviceProfile.load(path: devicePath))
            Issue.record("loaded a bad style")
        } catch let error as LoadError {
            #expect(error.line == 3, "\(error)")
            #expect(error.message.hasPrefix("\(what) style 'Destructive' is not default, selected or destructive"))
        }
    }

    @Test func theEventLogSpellsEachStyleOnce() {
        let reference = RowReference(app: "Mail", row: "m1", title: "Anna")
        for style in ActionStyle.allCases {
            let event = UIEvent.swipeActionChosen(
                reference, action: "a", actionTitle: "A", style: style, fullSwipe: false)
            #expect(JSONValue.object(event.fields).text.contains("\"style\":\"\(style.rawValue)\""))
        }
    }
}
