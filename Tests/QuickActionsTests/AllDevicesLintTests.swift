import Foundation
import Geometry
import Testing

@testable import QuickActions

/// `lint --all-devices`: QA005–QA007 merged over device profiles, each finding saying where it
/// is cut and where it fits, measured here with fixed-width text (the measuring itself is the
/// text engine's; DevicesCLITests keeps one run through the binary with the real fonts).
@Suite struct AllDevicesLintTests {
    static func profile(_ name: String, ios: Int, scale: Double) -> DeviceMenuProfile {
        DeviceMenuProfile(
            name: name, displayName: "Phone " + name.uppercased(), release: IOSRelease(ios), metrics: .iPhoneXS,
            scale: scale, screen: Size(width: 375, height: 812))
    }

    /// Three profiles: `a` on iOS 12 and 13 at 3x, `c` on iOS 15 at 2x (half the advance).
    static let profiles = [
        profile("a", ios: 12, scale: 3), profile("a", ios: 13, scale: 3), profile("c", ios: 15, scale: 2),
    ]

    static func lint(_ titles: [String]) throws -> [Diagnostic] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("all-devices-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let items = titles.enumerated().map { #"{"type": "t\#($0)", "title": "\#($1)", "subtitle": "x"}"# }
        let manifest = folder.appendingPathComponent("shortcuts.json")
        try Data(#"{"app": "Mail", "static": [\#(items.joined(separator: ", "))]}"#.utf8).write(to: manifest)
        let app = try AppShortcuts.load(path: manifest.path)
        let base = Validator(metrics: .iPhoneXS, measurer: fixed)
        return AllDevicesLint.diagnostics(
            apps: [(app, [app.defaultLocale(defines: [:])])], base: base, profiles: profiles,
            measurer: { FixedWidthMeasurer(advance: $0 == 2 ? 5 : 10) })
    }

    @Test func aTitleCutOnSomeProfilesNamesWhereItFits() throws {
        // 16 characters at 17 points: cut at 10 points per character, fits at 5.
        let cut = try Self.lint(["Open Latest Mail"]).filter { $0.rule == "QA005" }
        #expect(cut.count == 1)
        let message = try #require(cut.first?.message)
        #expect(message.contains("fits only on Phone C (iOS 15); cut on every other device and iOS"), "\(message)")
    }

    @Test func aTitleCutEverywhereSaysSo() throws {
        let cut = try Self.lint(["Mark Every Single Message In All Inboxes as Read"]).filter { $0.rule == "QA005" }
        #expect(cut.count == 1)
        #expect(cut.first?.message.contains("cut on every device in every iOS it runs") == true)
    }

    @Test func aTitleThatFitsEverywhereHasNoFinding() throws {
        #expect(try Self.lint(["Mail"]).allSatisfy { !AllDevicesLint.fittingRules.contains($0.rule) })
    }

    @Test func releasesAreWrittenAsRanges() {
        #expect(AllDevicesLint.ranges([9, 10, 11, 12, 15, 17, 18]) == "9–12, 15, 17–18")
        #expect(AllDevicesLint.describe(Self.profiles) == "Phone A (iOS 12–13), Phone C (iOS 15)")
    }
}
