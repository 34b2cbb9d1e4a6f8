import Foundation
import QuickActions
import Testing

@testable import Simulator

/// One test per HIG rule: a minimal scene that breaks it, and the default scene breaking none.
@Suite struct SceneValidatorTests {
    let device = try! DeviceProfile.load(path: devicePath)

    /// Validates a scene whose single app "A" has the given `screen` JSON (and `pages` pages).
    func diagnostics(screen: String, pages: Int = 1) throws -> [Diagnostic] {
        let pageList = (0..<pages).map { _ in #"["A"]"# }.joined(separator: ",")
        let text = "{\"apps\":[{\"name\":\"A\",\"icon\":\"mail\",\n\"screen\":\(screen)}],\n\"pages\":[\(pageList)]}"
        let scene = try Scene.load(path: try temporaryFile(text), device: device)
        return SceneValidator().validate(scene)
    }

    func rules(_ found: [Diagnostic]) -> [String] { found.map(\.rule) }

    let pop = #""pop":{"title":"D","actions":["a"]}"#

    @Test func defaultSceneBreaksNoRule() throws {
        let scene = try Scene.load(path: defaultScenePath, device: device)
        #expect(SceneValidator().validate(scene).isEmpty)
    }

    @Test func hig001PeekNeedsAPopDestination() throws {
        let found = try diagnostics(screen: #"{"title":"T","rows":[{"id":"r","title":"R","peek":{"title":"P"}}]}"#)
        #expect(rules(found) == ["HIG001"])
        #expect(found[0].severity == .error && found[0].message.contains("row 'R'"))
        #expect(found[0].line == 2)
    }

    @Test func hig002PeekAndEditMenuExcludeEachOther() throws {
        let found = try diagnostics(
            screen: #"{"title":"T","rows":[{"id":"r","title":"R","peek":{"title":"P"},"#
                + pop + #","editMenu":true}]}"#)
        #expect(rules(found) == ["HIG002"])
    }

    @Test func hig003PreviewActionsNeedAWayWithoutForce() throws {
        let actions =
            #""previewActions":[{"id":"a","title":"Reachable"},{"title":"G","group":[{"id":"b","title":"Hidden","style":"destructive"}]},{"id":"c","title":"Swiped"}],"swipeActions":[{"id":"c","title":"Swiped"}]"#
        let found = try diagnostics(
            screen: #"{"title":"T","rows":[{"id":"r","title":"R","peek":{"title":"P"},"# + pop + "," + actions + "}]}")
        #expect(rules(found) == ["HIG003"])
        #expect(found[0].severity == .warning && found[0].message.contains("'Hidden'"))
    }

    @Test func hig004TouchTargetsAreAtLeast44Points() throws {
        #expect(
            rules(try diagnostics(screen: #"{"title":"T","rowHeight":36,"rows":[{"id":"r","title":"R"}]}"#)) == [
                "HIG004"
            ])
        #expect(try diagnostics(screen: #"{"title":"T","rowHeight":44,"rows":[{"id":"r","title":"R"}]}"#).isEmpty)
        // Eight segments on a 375-point screen are 42.6 points wide (and too many).
        let eight = (1...8).map { #"{"title":"S\#($0)","rows":[]}"# }.joined(separator: ",")
        #expect(
            Set(rules(try diagnostics(screen: #"{"title":"T","segments":["# + eight + "]}"))) == ["HIG004", "HIG005"])
    }

    @Test func hig005AtMostFiveSegments() throws {
        let five = (1...5).map { #"{"title":"S\#($0)","rows":[]}"# }.joined(separator: ",")
        #expect(try diagnostics(screen: #"{"title":"T","segments":["# + five + "]}").isEmpty)
        let six = (1...6).map { #"{"title":"S\#($0)","rows":[]}"# }.joined(separator: ",")
        #expect(rules(try diagnostics(screen: #"{"title":"T","segments":["# + six + "]}")) == ["HIG005"])
    }

    @Test func hig006SegmentsDoNotMixTextAndImages() throws {
        let mixed = #"{"title":"T","segments":[{"title":"All","rows":[]},{"image":"Favorite","rows":[]}]}"#
        #expect(rules(try diagnostics(screen: mixed)) == ["HIG006"])
        let images = #"{"title":"T","segments":[{"image":"Mail","rows":[]},{"image":"Favorite","rows":[]}]}"#
        #expect(try diagnostics(screen: images).isEmpty)
    }

    @Test func hig007And008PageControlDots() throws {
        let screen = #"{"title":"T","rows":[]}"#
        #expect(try diagnostics(screen: screen, pages: 10).isEmpty)
        let eleven = try diagnostics(screen: screen, pages: 11)
        #expect(rules(eleven) == ["HIG007"] && eleven[0].severity == .warning)
        let twentyOne = try diagnostics(screen: screen, pages: 21)
        #expect(rules(twentyOne) == ["HIG008"] && twentyOne[0].severity == .error)
    }

    @Test func disabledRulesAreNotReported() throws {
        let scene = try Scene.load(
            path: try temporaryFile(
                #"{"apps":[{"name":"A","icon":"mail","screen":{"title":"T","rows":[{"id":"r","title":"R","peek":{"title":"P"}}]}}],"pages":[["A"]]}"#
            ), device: device)
        #expect(SceneValidator(disabled: ["HIG001"]).validate(scene).isEmpty)
    }
}
