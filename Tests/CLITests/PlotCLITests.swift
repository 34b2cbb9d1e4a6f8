import Foundation
import Testing

@Suite("calibrate --plot and classify --plot")
struct PlotCLITests {
    let iphone = "Tests/Fixtures/touchvisualizer/iphone6s-force-60s.json"

    @Test func plotsAreTheSameBytesOnEveryRun() async throws {
        let directory = try makeTemporaryDirectory()
        for command in ["calibrate", "classify"] {
            var pictures: [Data] = []
            for run in 0..<2 {
                let path = directory.appendingPathComponent("\(command)-\(run).png").path
                let args =
                    command == "classify"
                    ? ["classify", iphone, "--target", "row", "--plot", path] : ["calibrate", iphone, "--plot", path]
                let result = try await runForceLab(args)
                #expect(result.status == 0, "\(command): \(result.stderr)")
                pictures.append(try Data(contentsOf: URL(fileURLWithPath: path)))
            }
            #expect(pictures[0] == pictures[1] && pictures[0].starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(command)")
        }
        // classify --plot still prints the events, exactly as without it.
        let plain = try await runForceLab(["classify", iphone, "--target", "row"])
        let plotted = try await runForceLab([
            "classify", iphone, "--target", "row", "--plot", directory.appendingPathComponent("x.png").path,
        ])
        #expect(plain.stdout == plotted.stdout)
        // Only the pictures: no temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).allSatisfy { $0.hasSuffix(".png") })
    }

    @Test func hostileTracesAndBadPlotPathsExitTwo() async throws {
        let directory = try makeTemporaryDirectory()
        func write(_ name: String, _ text: String) throws -> String {
            let path = directory.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let header = "{\"forcelab\":\"recording\",\"version\":1}\n"
        let cases: [(String, String)] = [
            (try write("empty.json", ""), ":1: error: "),
            (
                try write("huge.jsonl", header + "{\"t\":0,\"type\":\"down\",\"x\":1,\"y\":1,\"force\":1e308}\n"),
                ":2: error: "
            ),
            (try write("nan.json", "[0.5, NaN]\n"), ":1: error: "),
            (
                try write(
                    "backwards.jsonl",
                    header
                        + "{\"t\":1,\"type\":\"down\",\"x\":1,\"y\":1,\"force\":0.5}\n{\"t\":0,\"type\":\"up\",\"x\":1,\"y\":1}\n"
                ), ":3: error: "
            ),
        ]
        for (path, message) in cases {
            for args in [["calibrate", path, "--plot", path + ".png"], ["classify", path, "--plot", path + ".png"]] {
                let result = try await runForceLab(args)
                #expect(result.status == 2, "\(args)")
                #expect(result.stderr.hasPrefix(path + message), "\(args): \(result.stderr)")
                #expect(!FileManager.default.fileExists(atPath: path + ".png"), "no picture of bad input")
            }
        }
        // One press is one level: calibrate keeps the base and still draws it.
        let one = try write(
            "one.jsonl",
            header
                + "{\"t\":0,\"type\":\"down\",\"x\":1,\"y\":1,\"force\":0.3}\n{\"t\":0.2,\"type\":\"up\",\"x\":1,\"y\":1}\n"
        )
        let single = try await runForceLab(["calibrate", one, "--plot", one + ".png"])
        #expect(single.status == 0 && FileManager.default.fileExists(atPath: one + ".png"), "\(single.stderr)")
        let missing = try await runForceLab(["calibrate", iphone, "--plot", "/nonexistent/folder/plot.png"])
        #expect(
            missing.status == 2 && missing.stderr.hasPrefix("/nonexistent/folder/plot.png: error: "),
            "\(missing.stderr)")
        let notPNG = try await runForceLab([
            "classify", iphone, "--plot", directory.appendingPathComponent("plot.svg").path,
        ])
        #expect(notPNG.status == 2 && notPNG.stderr.contains("--plot expects a .png"))
    }

    /// The curves wait in a temporary file in TMPDIR: a TMPDIR that cannot take one is an error
    /// naming it, before any picture is written; without --plot no file is made.
    @Test func curvesNeedATemporaryFolder() async throws {
        let directory = try makeTemporaryDirectory()
        let folder = directory.appendingPathComponent("missing").path
        let picture = directory.appendingPathComponent("plot.png").path
        for command in [["calibrate"], ["compare", "--profile", "light", "--profile", "firm"]] {
            let failed = try await runForceLab(command + [iphone, "--plot", picture], env: ["TMPDIR": folder])
            #expect(
                failed.status == 2
                    && failed.stderr == "\(folder): error: cannot make a temporary file: No such file or directory\n",
                "\(command): \(failed.stderr)")
            #expect(!FileManager.default.fileExists(atPath: picture))
            let plain = try await runForceLab(command + [iphone], env: ["TMPDIR": folder])
            #expect(plain.status == 0, "\(command): \(plain.stderr)")
        }
    }

    @Test func aMillionSamplesPlotInOnePiece() async throws {
        // 10^6 samples of one long contact (a UITouch.force array): read, classified and drawn,
        // no crash, the same events as without the plot.
        let directory = try makeTemporaryDirectory()
        let path = directory.appendingPathComponent("million.json").path
        var text = "[\n"
        text.reserveCapacity(6_000_000)
        for index in 0..<1_000_000 { text += index == 0 ? "0.5\n" : (index % 1000 < 500 ? ",2.0\n" : ",6.0\n") }
        text += "]\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try await runForceLab(["classify", path, "--target", "row", "--plot", path + ".png"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"event\":\"pop\""))
        #expect(FileManager.default.fileExists(atPath: path + ".png"))
        // The same million samples through calibrate, whose plot reads the whole curve back from
        // its temporary file (compare reads contacts and curves the same way; a debug build reads
        // a million lines slowly).
        let calibrate = try await runForceLab(["calibrate", path, "--plot", path + ".calibrate.png"])
        #expect(
            calibrate.status == 0 && calibrate.stdout.hasPrefix("1 press in 1 contact of 1 trace"),
            "\(calibrate.stderr)")
        #expect(FileManager.default.fileExists(atPath: path + ".calibrate.png"))
    }
}
