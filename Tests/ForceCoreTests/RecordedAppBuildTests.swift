import Testing

@testable import ForceCore

/// The header's `"xcode"`, `"xcconfigs"` and `"defines"` (issue 22): how the apps were built.
@Suite struct RecordedAppBuildTests {
    static let build = RecordedAppBuild(
        choices: [
            .init(target: "Client", configuration: "Cliqz"), .init(), .init(configuration: "Beta \"quoted\""),
        ],
        xcconfigs: ["../Client/Configuration/Cliqz.xcconfig", "/abs/Local.xcconfig"],
        defines: ["SHORTCUT_PRIVATE_TAB_TITLE": "Private", "A": "b/c"])

    @Test func theHeaderWritesAndReadsTheBuildBack() throws {
        var header = RecordingHeader(device: "iphone-xs", apps: ["ghostery", "pass", "mastodon"], slot: "2,1")
        header.appBuild = Self.build
        let line = RecordingWriter(header: header).headerLine()
        #expect(
            line.hasSuffix(
                #""slot":"2,1","xcode":[{"target":"Client","configuration":"Cliqz"},{},{"configuration":"Beta \"quoted\""}],"xcconfigs":["../Client/Configuration/Cliqz.xcconfig","/abs/Local.xcconfig"],"defines":{"A":"b/c","SHORTCUT_PRIVATE_TAB_TITLE":"Private"}}"#
            ), "\(line)")
        let reader = try TraceReader.open(path: try temporaryFile(line + "\n"))
        #expect(reader.header.appBuild == Self.build)
        #expect(reader.header.apps == ["ghostery", "pass", "mastodon"])
    }

    @Test func aHeaderWithoutTheFieldsIsWrittenAndReadAsBefore() throws {
        let header = RecordingHeader(device: "iphone-xs", apps: ["MyApp"], slot: "1,1")
        let line = RecordingWriter(header: header).headerLine()
        #expect(!line.contains("xcode") && !line.contains("defines") && line.hasSuffix(#""slot":"1,1"}"#), "\(line)")
        let old = try TraceReader.open(path: try temporaryFile(TraceReaderTests.header))
        #expect(old.header.appBuild == RecordedAppBuild())
        #expect(old.header.appBuild.choice(3) == RecordedAppBuild.Choice())
    }

    @Test func unknownKeysInAChoiceAreSkippedAndNullsLeaveItEmpty() throws {
        let path = try temporaryFile(
            #"{"forcelab":"recording","version":1,"xcode":[{"target":null,"scheme":"X","configuration":"Lumen"}]}"#
                + "\n")
        let header = try TraceReader.open(path: path).header
        #expect(header.appBuild.choices == [.init(configuration: "Lumen")])
    }

    @Test func malformedBuildFieldsAreErrorsOnLineOne() throws {
        for field in [
            #""xcode":{"target":"A"}"#, #""xcode":["A"]"#, #""xcode":[{"target":3}]"#, #""xcconfigs":"a.xcconfig""#,
            #""xcconfigs":[1]"#, #""defines":["A=b"]"#, #""defines":{"A":1}"#, #""defines":{"":"x"}"#,
        ] {
            let path = try temporaryFile(#"{"forcelab":"recording","version":1,"# + field + "}\n")
            do {
                _ = try TraceReader.open(path: path)
                Issue.record("\(field) was read")
            } catch {
                #expect(error.line == 1, "\(field): \(error)")
            }
        }
    }
}
