import TestSupport
import Testing

@testable import ForceCore

/// Golden event logs of every real recording in the fixtures (see Goldens/README.md).
@Suite("Goldens of real recordings")
struct GoldenTests {
    /// evemu pen recordings, their description files, and the golden name.
    static let pens: [(events: String, desc: String?, golden: String)] = [
        ("Genius EasyPen i405X.events", "Genius EasyPen i405X.desc", "genius-easypen-i405x.row.jsonl"),
        ("UC-LOGIC Tablet WP5540U Pen.events", nil, "uc-logic-wp5540u.row.jsonl"),
        ("Wacom Cintiq 13HD touch Pen.events", nil, "wacom-cintiq-13hd.row.jsonl"),
        ("Wacom Cintiq 22HDT Pen.events", nil, "wacom-cintiq-22hdt.row.jsonl"),
        ("Wacom DTH2242 Pen.events", nil, "wacom-dth2242.row.jsonl"),
        ("Wacom Intuos4 6x9.stylus-drag.events", "Wacom Intuos4 6x9 Pen.desc", "wacom-intuos4-drag.row.jsonl"),
        ("Wacom Intuos4 6x9.stylus-move.events", "Wacom Intuos4 6x9 Pen.desc", "wacom-intuos4-move.row.jsonl"),
        ("Wacom Intuos4 6x9.stylus-tap.events", "Wacom Intuos4 6x9 Pen.desc", "wacom-intuos4-tap.row.jsonl"),
        ("dell_canvas_pen.evemu", nil, "dell-canvas-pen.row.jsonl"),
    ]

    static func log(_ events: [GestureEvent]) -> String {
        events.map { $0.jsonLine() + "\n" }.joined()
    }

    @Test(arguments: 0..<pens.count)
    func evemuPenRecording(index: Int) throws {
        let pen = Self.pens[index]
        let options = TraceOptions(descPath: pen.desc.map { evemuFixtures.appendingPathComponent($0).path })
        let events = try classifyFile(
            evemuFixtures.appendingPathComponent(pen.events).path, target: .row, options: options)
        assertGolden(.log(Self.log(events)), at: "Tests/ForceCoreTests/Goldens/\(pen.golden)")
        #expect(!events.contains { $0.kind == .pop }, "the pen default curve never pops")
    }

    @Test func intuos4TapIdentityCurvePops() throws {
        let options = TraceOptions(
            descPath: evemuFixtures.appendingPathComponent("Wacom Intuos4 6x9 Pen.desc").path, pressureCurve: .identity)
        let events = try classifyFile(
            evemuFixtures.appendingPathComponent("Wacom Intuos4 6x9.stylus-tap.events").path, target: .row,
            options: options)
        assertGolden(.log(Self.log(events)), at: "Tests/ForceCoreTests/Goldens/wacom-intuos4-tap.row.identity.jsonl")
        #expect(kinds(events) == [.began, .peek, .pop, .ended], "one to one, the ordinary pen tap pops")
    }

    @Test(arguments: [
        (TargetKind.row, false, "iphone6s-force.row.jsonl"),
        (.icon, false, "iphone6s-force.icon.jsonl"),
        (.plain, false, "iphone6s-force.plain.jsonl"),
        (.row, true, "iphone6s-force.row.haptic.jsonl"),
    ])
    func iphone6sForceData(target: TargetKind, haptic: Bool, golden: String) throws {
        let events = try classifyFile(iphoneForce, target: target, haptic: haptic)
        assertGolden(.log(Self.log(events)), at: "Tests/ForceCoreTests/Goldens/\(golden)")
        #expect(events.filter { $0.kind == .began }.count == 6, "six touches between the zeros")
    }

    @Test(arguments: ForceProfile.builtIn)
    func iphone6sForceDataPerProfile(profile: ForceProfile) throws {
        let events = try classifyFile(iphoneForce, target: .row, profile: profile)
        let name = profile == .medium ? "iphone6s-force.row.jsonl" : "iphone6s-force.row.\(profile.name).jsonl"
        assertGolden(.log(Self.log(events)), at: "Tests/ForceCoreTests/Goldens/\(name)")
    }

    @Test func cintiq22HDTGivesOneBeganPerPenDown() throws {
        for target in TargetKind.allCases {
            let events = try classifyFile(
                evemuFixtures.appendingPathComponent("Wacom Cintiq 22HDT Pen.events").path, target: target)
            #expect(events.filter { $0.kind == .began }.count == 38, "\(target)")
            #expect(events.filter { $0.kind == .ended || $0.kind == .cancelled }.count == 38, "\(target)")
        }
    }
}
