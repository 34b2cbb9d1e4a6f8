import ForceCore
import Testing

@testable import Simulator

/// How a replay's apps are built (issue 22): the header's `"xcode"`, `"xcconfigs"` and
/// `"defines"`, and the command line's options, with the rule for which wins.
@Suite struct ReplayAppBuildTests {
    static let recorded = RecordedAppBuild(
        choices: [.init(target: "Client", configuration: "Cliqz")], xcconfigs: ["Local.xcconfig", "/abs/B.xcconfig"],
        defines: ["A": "header", "B": "header"])

    static func header(apps: [String]? = ["ghostery"]) -> RecordingHeader {
        var header = RecordingHeader(apps: apps)
        header.appBuild = recorded
        return header
    }

    @Test func aRecordingReplaysBuiltAsItWasRecorded() throws {
        let files = FakeReplayFiles(files: ["rec/Local.xcconfig"])
        let plan = try ReplayPlanTests.plan(header: Self.header(), files: files)
        #expect(plan.appBuild.choices == [.init(target: "Client", configuration: "Cliqz")])
        // Relative paths are looked for beside the recording, as its apps are.
        #expect(plan.appBuild.xcconfigs == ["rec/Local.xcconfig", "/abs/B.xcconfig"])
        #expect(plan.appBuild.defines == ["A": "header", "B": "header"])
    }

    @Test func anOldRecordingBuildsNothingSpecial() throws {
        let plan = try ReplayPlanTests.plan(header: RecordingHeader(apps: ["App.plist"]))
        #expect(plan.appBuild.choices == [.init()])
        #expect(plan.appBuild.xcconfigs.isEmpty && plan.appBuild.defines.isEmpty)
    }

    @Test func theCommandLineWinsFieldByFieldForTheHeadersApps() throws {
        let options = ReplayOptions(
            appBuild: ReplayAppBuildOptions(
                leading: .init(configuration: "Lumen"), xcconfigs: ["Mine.xcconfig"], defines: ["B": "line"]))
        let plan = try ReplayPlanTests.plan(options, header: Self.header())
        #expect(plan.appBuild.choices == [.init(target: "Client", configuration: "Lumen")])
        #expect(plan.appBuild.xcconfigs == ["Mine.xcconfig"])
        #expect(plan.appBuild.defines == ["A": "header", "B": "line"])
    }

    @Test func theCommandLinesAppsSetTheHeadersBuildAside() throws {
        let options = ReplayOptions(
            apps: ["Mine", "Other"],
            appBuild: ReplayAppBuildOptions(choices: [.init(), .init(target: "T")], defines: ["B": "line"]))
        let plan = try ReplayPlanTests.plan(options, header: Self.header())
        #expect(plan.appPaths == ["Mine", "Other"])
        #expect(plan.appBuild == RecordedAppBuild(choices: [.init(), .init(target: "T")], defines: ["B": "line"]))
    }

    @Test func xcodeOptionsWithoutAnyAppAreAUsageError() {
        let options = ReplayOptions(appBuild: ReplayAppBuildOptions(leading: .init(target: "Client")))
        let failure = ReplayPlanTests.failure { try ReplayPlanTests.plan(options, header: RecordingHeader()) }
        #expect(failure?.hasPrefix("usage: --xcode-target and --xcode-configuration apply to an --app") == true)
        // A trace that is not a ForceLab recording has no header apps either.
        let evemu = ReplayPlanTests.failure {
            try ReplayPlanTests.plan(options, header: Self.header(), format: .evemu)
        }
        #expect(evemu != nil)
    }
}
