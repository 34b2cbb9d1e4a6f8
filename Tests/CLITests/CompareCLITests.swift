import Foundation
import Testing

@Suite("forcelab compare")
struct CompareCLITests {
    let iphone = "Tests/Fixtures/touchvisualizer/iphone6s-force-60s.json"
    let cintiq = "Tests/Fixtures/evemu-devices/Wacom Cintiq 22HDT Pen.events"
    let intuosTap = "Tests/Fixtures/evemu-devices/Wacom Intuos4 6x9.stylus-tap.events"
    let intuosDesc = "Tests/Fixtures/evemu-devices/Wacom Intuos4 6x9 Pen.desc"

    /// A profile more sensitive than light: peek at 0.10, pop at 0.50.
    func sensitiveProfile(in directory: URL) throws -> String {
        let path = directory.appendingPathComponent("sensitive.json").path
        try
            "{\"name\": \"sensitive\", \"peekRise\": 0.10, \"peekFall\": 0.06, \"popRise\": 0.5, \"popFall\": 0.45, \"quickActionRise\": 0.1, \"quickActionFall\": 0.06}\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func iphoneDataChangedContactsComeFirst() async throws {
        let directory = try makeTemporaryDirectory()
        let sensitive = try sensitiveProfile(in: directory)
        let result = try await runForceLab(["compare", iphone, "--profile", "medium", "--profile", sensitive])
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        let lines = result.stdout.components(separatedBy: "\n")
        #expect(lines[0] == "6 contacts of 1 trace, target row, profiles medium, sensitive")
        #expect(lines[1] == "2 contacts change outcome between the profiles (listed first, marked *)")
        // Contacts 3 and 6 reach 0.10 before the long press: long presses under medium, pops
        // under the sensitive profile; they are listed before the four that do not change.
        #expect(lines[4].hasPrefix("   *3") && lines[4].hasSuffix("longPress   pop"), "\(lines[4])")
        #expect(lines[5].hasPrefix("   *6") && lines[6].hasPrefix("    1 "))
        #expect(lines.contains("medium              0          4      0      2          0"))
        #expect(lines.contains("sensitive           0          2      0      4          0"))
        #expect(lines.contains { $0.hasPrefix("peekRise") && $0.contains("0.25 1.24 N") && $0.contains("0.10 0.49 N") })
    }

    @Test func builtInProfilesOnThePenRecordings() async throws {
        // Real pen tablets, default pen curve: the Cintiq's 38 contacts under light, medium
        // and firm. Its pressure never reaches light's peek (0.20), so nothing changes.
        let cintiqResult = try await runForceLab([
            "compare", cintiq, "--profile", "light", "--profile", "medium", "--profile", "firm", "--format", "json",
        ])
        #expect(cintiqResult.status == 0, "\(cintiqResult.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(cintiqResult.stdout.utf8)) as? [String: Any])
        #expect((json["contacts"] as? [Any])?.count == 38 && json["changed"] as? Int == 0)
        #expect((json["totals"] as? [[String: Int]])?.count == 3)
        // The Intuos4 tap at full pressure (identity curve): one contact, a pop under light and
        // firm alike (it saturates at 1.0 within the long-press time).
        let tap = try await runForceLab([
            "compare", intuosTap, "--desc", intuosDesc, "--pressure-curve", "identity", "--profile", "light",
            "--profile", "firm",
            "--format", "json",
        ])
        #expect(tap.status == 0, "\(tap.stderr)")
        let tapJSON = try #require(try JSONSerialization.jsonObject(with: Data(tap.stdout.utf8)) as? [String: Any])
        let contacts = try #require(tapJSON["contacts"] as? [[String: Any]])
        #expect(contacts.count == 1 && (contacts.first?["outcomes"] as? [String]) == ["pop", "pop"])
        for contact in contacts {
            let outcomes = try #require(contact["outcomes"] as? [String])
            #expect(outcomes.count == 2)
            #expect((contact["changed"] as? Bool) == (outcomes[0] != outcomes[1]))
        }
    }

    @Test func aPenContactChangesUnderASensitiveProfile() async throws {
        // The Cintiq 22HDT's contact 14 peaks at 0.108 (default pen curve): a tap under medium,
        // a peek once peek sits at 0.10; the other 37 contacts do not change.
        let directory = try makeTemporaryDirectory()
        let result = try await runForceLab([
            "compare", cintiq, "--profile", "medium", "--profile", try sensitiveProfile(in: directory),
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.components(separatedBy: "\n")
        #expect(lines[1] == "1 contact changes outcome between the profiles (listed first, marked *)")
        #expect(lines[4].hasPrefix("  *14") && lines[4].hasSuffix("tap         peek"), "\(lines[4])")
        #expect(lines.filter { $0.hasPrefix("   ") && $0.contains("  1  ") }.count == 37)
    }

    @Test func plotIsDeterministicAndWrittenAtomically() async throws {
        let directory = try makeTemporaryDirectory()
        let sensitive = try sensitiveProfile(in: directory)
        let first = directory.appendingPathComponent("first.png").path
        let second = directory.appendingPathComponent("second.png").path
        for path in [first, second] {
            let result = try await runForceLab([
                "compare", iphone, cintiq, "--profile", "medium", "--profile", sensitive, "--plot", path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let a = try Data(contentsOf: URL(fileURLWithPath: first))
        let b = try Data(contentsOf: URL(fileURLWithPath: second))
        #expect(a.starts(with: [0x89, 0x50, 0x4E, 0x47]) && a == b)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                "first.png", "second.png", "sensitive.json",
            ])
    }

    @Test func badCommandLinesAndHostileTracesExitTwo() async throws {
        let directory = try makeTemporaryDirectory()
        let empty = directory.appendingPathComponent("empty.json").path
        try "".write(toFile: empty, atomically: true, encoding: .utf8)
        let nan = directory.appendingPathComponent("nan.jsonl").path
        try "{\"forcelab\":\"recording\",\"version\":1}\n{\"t\":0,\"type\":\"down\",\"x\":1,\"y\":1,\"force\":NaN}\n"
            .write(toFile: nan, atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            (["compare", iphone, "--profile", "medium"], "two or more --profile"),
            (["compare", iphone], "two or more --profile"),
            (["compare", "--profile", "light", "--profile", "firm"], "at least one TRACE"),
            (["compare", "-", "-", "--profile", "light", "--profile", "firm"], "standard input once"),
            (["compare", iphone, "--profile", "light", "--profile", "heavy"], "heavy"),
            (["compare", iphone, "--profile", "light", "--profile", "firm", "--target", "plain"], "--target"),
            (["compare", iphone, "--profile", "light", "--profile", "firm", "--plot", "out.txt"], ".png"),
            (
                ["compare", iphone, "--profile", "light", "--profile", "firm", "--plot", "/nonexistent/dir/out.png"],
                "/nonexistent/dir/out.png"
            ),
            (["compare", empty, "--profile", "light", "--profile", "firm"], empty + ":1: error: "),
            (["compare", nan, "--profile", "light", "--profile", "firm"], nan + ":2: error: "),
        ]
        for (args, message) in cases {
            let result = try await runForceLab(args)
            #expect(result.status == 2, "\(args)")
            #expect(result.stderr.contains(message) && result.stderr.contains("error: "), "\(args): \(result.stderr)")
        }
        let help = try await runForceLab(["help", "compare"]).stdout.split(whereSeparator: \.isWhitespace).joined(
            separator: " ")
        #expect(help.contains("[--profile P]...") && help.contains("give two or more"))
    }
}
