import Foundation
import TestSupport
import Testing

@Suite("forcelab classify")
struct ClassifyCLITests {
    let evemu = "Tests/Fixtures/evemu-devices/"
    let iphone = "Tests/Fixtures/touchvisualizer/iphone6s-force-60s.json"

    func golden(_ name: String) throws -> String {
        try String(
            contentsOf: cliPackageRoot.appendingPathComponent("Tests/ForceCoreTests/Goldens/\(name)"), encoding: .utf8)
    }

    func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func iphoneForceArrayMatchesTheGolden() async throws {
        let result = try await runForceLab(["classify", iphone, "--target", "row"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == (try golden("iphone6s-force.row.jsonl")))
    }

    @Test func evemuWithDescMatchesTheGolden() async throws {
        let result = try await runForceLab([
            "classify", evemu + "Wacom Intuos4 6x9.stylus-tap.events", "--desc", evemu + "Wacom Intuos4 6x9 Pen.desc",
            "--target=row", "--format", "jsonl",
        ])
        #expect(result.status == 0)
        #expect(result.stdout == (try golden("wacom-intuos4-tap.row.jsonl")))
        let identity = try await runForceLab([
            "classify", evemu + "Wacom Intuos4 6x9.stylus-tap.events", "--desc", evemu + "Wacom Intuos4 6x9 Pen.desc",
            "--target", "row", "--pressure-curve", "identity",
        ])
        #expect(identity.stdout == (try golden("wacom-intuos4-tap.row.identity.jsonl")))
    }

    @Test func textFormatIsAligned() async throws {
        let result = try await runForceLab([
            "classify", iphone, "--target", "icon", "--format", "text", "--profile", "firm",
        ])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 18)
        // Force also in newtons and grams-force (the iPhone 6s relation, `PhysicalForce`).
        #expect(lines.first == "    0.016667  began         x   187.5  y   406.0  force 0.008  0.04 N    4 gf")
        #expect(Set(lines.map { $0.count }).count == 1, "columns align")
    }

    @Test func recordingFromStandardInputWithHaptic() async throws {
        let trace = """
            {"forcelab":"recording","version":1}
            {"t":0,"type":"down","x":10,"y":10,"force":0.9}
            {"t":0.4,"type":"tick"}
            {"t":0.9,"type":"up","x":10,"y":10}
            """
        let result = try await runForceLab(["classify", "-", "--haptic", "--target", "row"], stdin: trace)
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                {"t":0,"event":"began","x":10,"y":10,"force":0.9}
                {"t":0.5,"event":"longPress","x":10,"y":10,"force":0.9}
                {"t":0.9,"event":"ended","x":10,"y":10,"force":0.9}

                """)
    }

    @Test func profileFile() async throws {
        let directory = try temporaryDirectory()
        let good = directory.appendingPathComponent("good.json")
        try "{\"peekRise\": 0.1, \"peekFall\": 0.05}".write(to: good, atomically: true, encoding: .utf8)
        let result = try await runForceLab(["classify", iphone, "--target", "row", "--profile", good.path])
        #expect(result.status == 0 && result.stdout.contains("\"peek\""))
        let bad = directory.appendingPathComponent("bad.json")
        try "{\n  \"popRise\": 0.1\n}".write(to: bad, atomically: true, encoding: .utf8)
        let failure = try await runForceLab(["classify", iphone, "--profile", bad.path])
        #expect(failure.status == 2)
        #expect(failure.stderr == "\(bad.path): error: field 'popRise': expected above peekRise (0.25), got 0.1\n")
    }

    @Test func malformedInputIsAPathLineError() async throws {
        let path = try temporaryDirectory().appendingPathComponent("bad.jsonl")
        try "{\"forcelab\":\"recording\",\"version\":1}\n{\"t\":1,\"type\":\"tick\"}\n{\"t\":0.5,\"type\":\"tick\"}\n"
            .write(to: path, atomically: true, encoding: .utf8)
        let result = try await runForceLab(["classify", path.path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(path.path):3: error: expected t >= 1"))
        #expect(result.stdout == "")
        let genius = try await runForceLab(["classify", evemu + "Genius EasyPen i405X.events"])
        #expect(genius.status == 2)
        #expect(genius.stderr.contains("Genius EasyPen i405X.events:2: error: expected an axis range for ABS_X"))
    }

    @Test(arguments: [
        ["classify"],
        ["classify", "a", "b"],
        ["classify", "x.json", "--target", "button"],
        ["classify", "x.json", "--format", "xml"],
        ["classify", "x.json", "--pressure-curve", "gamma:-1"],
        ["classify", "x.json", "--rate", "0"],
        ["classify", "x.json", "--bogus"],
    ])
    func badCommandLinesExitTwo(arguments: [String]) async throws {
        let result = try await runForceLab(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("forcelab: error: "), "\(result.stderr)")
    }

    @Test func helpDocumentsEveryOption() async throws {
        let result = try await runForceLab(["classify", "--help"])
        #expect(result.status == 0)
        for option in [
            "--target", "--profile", "--haptic", "--format", "--desc", "--rate", "--pressure-curve", "gamma:G",
            "points:", "default pen",
        ] {
            #expect(result.stdout.contains(option), "\(option)")
        }
    }
}
