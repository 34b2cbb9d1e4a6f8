import Foundation
import Testing

@testable import ForceCore

@Suite("Trace readers")
struct TraceReaderTests {
    static let header =
        "{\"forcelab\":\"recording\",\"version\":1,\"device\":\"iphone-xs\",\"scene\":\"default\",\"force_unit\":\"normalized\"}\n"

    @Test func readsTheContractExample() throws {
        let text =
            Self.header + """
                {"t":0.000,"type":"down","x":187.5,"y":640,"force":0.05}
                // a comment

                {"t":0.008,"type":"move","x":187.5,"y":640,"force":0.12,"id":0,"extra":{"nested":[1,2,{"a":null}]}}
                {"t":0.010,"type":"move"}
                {"t":0.350,"type":"up","x":187.5,"y":640}
                {"t":0.900,"type":"key","key":"esc\\u0061pe"}
                {"t":1.5,"type":"tick"}
                """
        let path = try temporaryFile(text)
        let reader = try TraceReader.open(path: path)
        #expect(reader.format == .recording)
        #expect(reader.header == RecordingHeader(device: "iphone-xs", scene: "default", forceUnit: .normalized))
        var inputs: [InputEvent] = []
        while let input = try reader.next() { inputs.append(input) }
        #expect(
            inputs == [
                .touch(PressureSample(time: 0, x: 187.5, y: 640, force: 0.05, phase: .down)),
                .touch(PressureSample(time: 8_000, x: 187.5, y: 640, force: 0.12, phase: .move)),
                .touch(PressureSample(time: 10_000, x: 187.5, y: 640, force: 0.12, phase: .move)),
                .touch(PressureSample(time: 350_000, x: 187.5, y: 640, force: 0, phase: .up)),
                .key(time: 900_000, key: .escape),
                .tick(time: 1_500_000),
            ])
    }

    @Test func uitouchUnitDividesByTwentyThirds() throws {
        let text =
            "{\"forcelab\":\"recording\",\"version\":1,\"force_unit\":\"uitouch\"}\n{\"t\":0,\"type\":\"down\",\"x\":1,\"y\":2,\"force\":5}\n"
        guard case .success(let inputs) = readAll(try temporaryFile(text)), case .touch(let sample)? = inputs.first
        else {
            Issue.record("unreadable")
            return
        }
        #expect(abs(sample.force - 0.75) < 1e-12)
    }

    @Test func writerRoundTrips() throws {
        let writer = RecordingWriter(header: RecordingHeader(device: "iphone-xs", scene: nil, forceUnit: .normalized))
        let inputs: [InputEvent] =
            [
                .touch(PressureSample(time: 0, x: 187.5, y: 640, force: 0.05, phase: .down)),
                .touch(PressureSample(time: 8_123, x: 190.25, y: 641, force: 0.3, phase: .move)),
                .touch(PressureSample(time: 350_000, x: 190.25, y: 641, force: 0, phase: .up)),
            ] + PlaygroundKey.allCases.enumerated().map { .key(time: 900_000 + Int64($0.offset), key: $0.element) } + [
                .tick(time: 1_000_001)
            ]
        #expect(
            writer.line(for: inputs[1]) == "{\"t\":0.008123,\"type\":\"move\",\"x\":190.25,\"y\":641,\"force\":0.3}")
        let text = ([writer.headerLine()] + inputs.map(writer.line(for:))).joined(separator: "\n") + "\n"
        guard case .success(let read) = readAll(try temporaryFile(text)) else {
            Issue.record("unreadable")
            return
        }
        #expect(read == inputs)
    }

    @Test func theHeaderKeepsThePhonesLanguage() throws {
        let writer = RecordingWriter(header: RecordingHeader(device: "iphone-xs", scene: "default", locale: "ar"))
        #expect(writer.headerLine().hasSuffix(#","locale":"ar"}"#))
        let reader = try TraceReader.open(
            path: try temporaryFile(writer.headerLine() + "\n{\"t\":0,\"type\":\"tick\"}\n"), options: TraceOptions())
        #expect(reader.header.locale == "ar")
        let plain = RecordingWriter(header: RecordingHeader(device: "iphone-xs", scene: "default"))
        #expect(!plain.headerLine().contains("locale"), "no locale, no field: older recordings stay byte-identical")
    }

    /// Each case: file bytes, and the line and message start the error must have.
    static let hostileRecordings: [(String, [UInt8], Int, String)] = [
        ("no header", Array("{\"t\":0,\"type\":\"down\",\"x\":1,\"y\":1}\n".utf8), 1, "expected the header"),
        ("version 2", Array("{\"forcelab\":\"recording\",\"version\":2}\n".utf8), 1, "expected version 1"),
        ("truncated line", Array((header + "{\"t\":0,\"type\":\"down\",\"x\":1,\"y\"").utf8), 2, "expected"),
        ("NaN", Array((header + "{\"t\":0,\"type\":\"down\",\"x\":NaN,\"y\":1}\n").utf8), 2, "expected a number"),
        (
            "infinite", Array((header + "{\"t\":0,\"type\":\"down\",\"x\":1e999,\"y\":1}\n").utf8), 2,
            "expected a finite number"
        ),
        (
            "times backwards", Array((header + "{\"t\":1,\"type\":\"tick\"}\n{\"t\":0.5,\"type\":\"tick\"}\n").utf8), 3,
            "expected t >= 1"
        ),
        ("negative time", Array((header + "{\"t\":-1,\"type\":\"tick\"}\n").utf8), 2, "expected t >= 0"),
        ("unknown type", Array((header + "{\"t\":0,\"type\":\"hover\"}\n").utf8), 2, "expected type down"),
        ("missing t", Array((header + "{\"type\":\"tick\"}\n").utf8), 2, "expected a \"t\""),
        (
            "force above 1", Array((header + "{\"t\":0,\"type\":\"down\",\"x\":1,\"y\":1,\"force\":4}\n").utf8), 2,
            "expected force in 0...1"
        ),
        (
            "invalid UTF-8",
            Array(header.utf8) + Array("{\"t\":0,\"type\":\"key\",\"key\":\"".utf8) + [0xFF, 0xFE]
                + Array("\"}\n".utf8), 2, "expected valid UTF-8"
        ),
        (
            "nested junk",
            Array(header.utf8)
                + Array("{\"t\":0,\"type\":\"tick\",\"x\":\(String(repeating: "[", count: 200))}\n".utf8), 2, "expected"
        ),
        (
            "garbage after object", Array((header + "{\"t\":0,\"type\":\"tick\"} x\n").utf8), 2,
            "expected the end of the line"
        ),
        ("binary", [0x7B, 0x00, 0x01, 0x02, 0x80, 0x0A], 1, "expected a string"),
        (
            "huge line", Array(header.utf8) + Array(repeating: 0x20, count: 3 << 20) + [0x0A], 2,
            "expected a line of at most"
        ),
        ("down without x", Array((header + "{\"t\":0,\"type\":\"down\"}\n").utf8), 2, "expected \"x\" and \"y\""),
        // Junk after the header object used to be ignored, and the rest of the line with it.
        (
            "junk after the header", Array((header.dropLast() + " junk\n{\"t\":0,\"type\":\"tick\"}\n").utf8), 1,
            "expected the end of the line after the header"
        ),
        (
            "a second object after the header", Array((header.dropLast() + "{\"t\":0,\"type\":\"tick\"}\n").utf8), 1,
            "expected the end of the line after the header"
        ),
        ("junk line after the header", Array((header + "hello\n").utf8), 2, "expected '{'"),
        // A time far ahead would make replay step 120 times a second through it (1e8 s: 12 billion steps).
        (
            "a time jump to 1e8 s",
            Array((header + "{\"t\":0,\"type\":\"tick\"}\n{\"t\":100000000,\"type\":\"tick\"}\n").utf8), 3,
            "expected t at most 86400 s"
        ),
        (
            "just past a day", Array((header + "{\"t\":86400.000001,\"type\":\"tick\"}\n").utf8), 2,
            "expected t at most 86400 s"
        ),
        (
            "bad surrogate deep in the file",
            Array(
                (header + String(repeating: "{\"t\":0,\"type\":\"tick\"}\n", count: 4)
                    + "{\"t\":1,\"type\":\"key\",\"key\":\"\\uD800\\u0041\"}\n").utf8), 6, "expected a low surrogate"
        ),
        (
            "unknown key",
            Array((header + "{\"t\":0,\"type\":\"tick\"}\n{\"t\":1,\"type\":\"key\",\"key\":\"esc\\\"ape\"}\n").utf8),
            3,
            "expected a key (\"escape\", \"wheelUp\", \"wheelDown\", \"left\", \"right\", \"h\", \"c\", \"tab\", \"[\", \"]\", \"p\", \"f\", \",\", \".\", \"pageUp\", \"pageDown\", \"d\", \"=\", \"-\"), got \"esc\\\"ape\" (column 27)"
        ),
        (
            "lone low surrogate", Array((header + "{\"t\":1,\"type\":\"key\",\"key\":\"\\uDC00\"}\n").utf8), 2,
            "expected a high surrogate"
        ),
    ]

    /// Unix, Windows and classic Mac line ends read the same events (CR alone used to be one line, read as empty).
    @Test(arguments: ["\n", "\r\n", "\r"])
    func lineEndsOfEveryKind(_ end: String) throws {
        let lines: [String] = [
            String(Self.header.dropLast()), "{\"t\":0,\"type\":\"down\",\"x\":1,\"y\":2,\"force\":0.5}", "// c", "",
            "{\"t\":1,\"type\":\"up\"}", "{\"t\":86400,\"type\":\"tick\"}",
        ]
        for trailing in ["", end] {
            let path = try temporaryFile(lines.joined(separator: end) + trailing)
            guard case .success(let inputs) = readAll(path) else {
                Issue.record("unreadable with \(Array(end.utf8))")
                return
            }
            let expected: [InputEvent] = [
                .touch(PressureSample(time: 0, x: 1, y: 2, force: 0.5, phase: .down)),
                .touch(PressureSample(time: 1_000_000, x: 1, y: 2, force: 0, phase: .up)),
                .tick(time: 86_400_000_000),
            ]
            #expect(inputs == expected)
            // Line numbers count every kind of line end.
            let head: String = lines.prefix(3).joined(separator: end)
            let bad = try temporaryFile(head + end + "{\"t\":-1,\"type\":\"tick\"}" + trailing)
            guard case .failure(let error) = readAll(bad) else {
                Issue.record("accepted")
                return
            }
            #expect(error.line == 4, "\(error)")
        }
    }

    /// A CR at the end of one read chunk and its LF at the start of the next are one line end.
    @Test func crlfAcrossAChunkBoundary() throws {
        let padding = String(repeating: "x", count: LineReader.chunkSize - Self.header.utf8.count - 31)
        let filler: String = "{\"t\":0,\"type\":\"tick\",\"pad\":\"" + padding + "\"}"
        let text: String = Self.header + filler + "\r\n{\"t\":1,\"type\":\"tick\"}\r\n"
        #expect(Self.header.utf8.count + filler.utf8.count + 1 == LineReader.chunkSize)
        guard case .success(let inputs) = readAll(try temporaryFile(text)) else {
            Issue.record("unreadable")
            return
        }
        #expect(inputs == [.tick(time: 0), .tick(time: 1_000_000)])
        // Split there, the CR and the LF would count two lines.
        guard case .failure(let error) = readAll(try temporaryFile(text + "{\"t\":0,\"type\":\"tick\"}\r\n")) else {
            Issue.record("accepted")
            return
        }
        #expect(error.line == 4, "\(error)")
    }

    /// A FIFO, a directory or a device is refused at once instead of blocking on it.
    @Test(.timeLimit(.minutes(1))) func nonRegularFilesAreRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcecore-fifo-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let fifo = folder + "/trace.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        for (path, kind) in [(fifo, "a FIFO"), (folder, "a directory"), ("/dev/zero", "a character device")] {
            guard case .failure(let error) = readAll(path) else {
                Issue.record("\(path) accepted")
                continue
            }
            #expect(error.description.hasPrefix("\(path): error: is \(kind)"), "\(error)")
            #expect(throws: ProfileError.self) { try ForceProfile.load(path: path) }
        }
    }

    @Test(arguments: 0..<hostileRecordings.count)
    func hostileRecordingsGiveLineErrors(index: Int) throws {
        let (name, bytes, line, message) = Self.hostileRecordings[index]
        let path = try temporaryFile(bytes)
        guard case .failure(let error) = readAll(path) else {
            Issue.record("\(name): accepted")
            return
        }
        #expect(error.line == line, "\(name): \(error)")
        #expect(error.message.hasPrefix(message), "\(name): \(error)")
        #expect(error.description.hasPrefix("\(path):\(line): error: "), "\(name)")
    }

    @Test func randomBytesNeverCrash() throws {
        var rng = SeededGenerator(seed: 42)
        for seed in 0..<200 {
            let prefixes: [[UInt8]] = [Array(Self.header.utf8), Array("E: ".utf8), Array("[".utf8), []]
            var bytes = prefixes[seed % prefixes.count]
            let alphabet = Array("{}[]\":,0123456789.-eE \n\tEA:#xtypedownmv\\u".utf8) + [0xFF, 0xC3, 0x00]
            for _ in 0..<Int.random(in: 0...400, using: &rng) {
                bytes.append(alphabet[Int.random(in: 0..<alphabet.count, using: &rng)])
            }
            _ = readAll(try temporaryFile(bytes))
        }
    }

    // MARK: evemu

    static let evemuAxes = "# EVEMU 1.3\nA: 00 0 1000 0 0 0\nA: 01 0 2000 0 0 0\nA: 18 0 1023 0 0 0\n"

    @Test func evemuFramesBecomeSamples() throws {
        let text =
            Self.evemuAxes + """
                E: 10.000000 0003 0000 500
                E: 10.000000 0003 0001 1000
                E: 10.000000 0003 0018 1023
                E: 10.000000 0001 014a 1
                E: 10.000000 0000 0000 0000
                E: 10.004000 0003 0018 0511\t# EV_ABS / ABS_PRESSURE 511
                E: 10.004000 0000 0000 0000
                E: 10.008000 0003 0018 0
                E: 10.008000 0001 014a 0
                E: 10.008000 0000 0000 0
                E: 10.012000 0000 0000 0
                """
        var options = TraceOptions(pressureCurve: .identity)
        options.screenWidth = 100
        options.screenHeight = 200
        guard case .success(let inputs) = readAll(try temporaryFile(text), options: options) else {
            Issue.record("unreadable")
            return
        }
        #expect(
            inputs == [
                .touch(PressureSample(time: 0, x: 50, y: 100, force: 1, phase: .down)),
                .touch(PressureSample(time: 4_000, x: 50, y: 100, force: 511.0 / 1023, phase: .move)),
                .touch(PressureSample(time: 8_000, x: 50, y: 100, force: 0, phase: .up)),
            ])
    }

    static let hostileEvemu: [(String, String, Int, String)] = [
        ("no axis range", "E: 1.000000 0003 0000 5\n", 1, "expected an axis range for ABS_X"),
        ("bad event", evemuAxes + "E: 1.0 0003\n", 5, "expected 'E: <seconds>"),
        ("times backwards", evemuAxes + "E: 2.000000 0000 0000 0\nE: 1.000000 0000 0000 0\n", 6, "expected time >= 2"),
        ("bad axis", "A: 18 zero 1023 0 0\n", 1, "expected 'A: <code hex>"),
        ("empty axis", "A: 18 5 5 0 0\n", 1, "expected an axis range with max above min"),
        ("junk line", evemuAxes + "hello\n", 5, "expected an evemu line"),
        ("junk after value", evemuAxes + "E: 1.000000 0000 0000 0 junk\n", 5, "expected the end of the line"),
        ("huge value", evemuAxes + "E: 1.000000 0003 0018 99999999999999999999999\n", 5, "expected 'E: <seconds>"),
        (
            "a time jump to 1e8 s", evemuAxes + "E: 1.000000 0000 0000 0\nE: 100000001.000000 0000 0000 0\n", 6,
            "expected a time within 24 hours"
        ),
        (
            "CR line ends", evemuAxes.replacingOccurrences(of: "\n", with: "\r") + "E: 1.0 0003\r", 5,
            "expected 'E: <seconds>"
        ),
    ]

    @Test(arguments: 0..<hostileEvemu.count)
    func hostileEvemuGivesLineErrors(index: Int) throws {
        let (name, text, line, message) = Self.hostileEvemu[index]
        guard case .failure(let error) = readAll(try temporaryFile(text)) else {
            Issue.record("\(name): accepted")
            return
        }
        #expect(error.line == line && error.message.hasPrefix(message), "\(name): \(error)")
    }

    @Test func evemuDescSuppliesRanges() throws {
        let desc = try temporaryFile(
            "N: Test Pen\nA: 00 0 1000 0 0 0\nA: 01 0 1000 0 0 0\nA: 18 0 100 0 0 0\n", name: "t.desc")
        let events = try temporaryFile("E: 5.0 0003 0018 100\nE: 5.0 0001 014a 1\nE: 5.0 0000 0000 0\n")
        let reader = try TraceReader.open(path: events, options: TraceOptions(descPath: desc, pressureCurve: .identity))
        #expect(reader.header.device == "Test Pen")
        guard case .touch(let sample)? = try reader.next() else {
            Issue.record("no sample")
            return
        }
        #expect(sample.force == 1 && sample.phase == .down)
        let badDesc = try temporaryFile("A: 18 0\n", name: "bad.desc")
        #expect(throws: TraceError.self) {
            try TraceReader.open(path: events, options: TraceOptions(descPath: badDesc))
        }
    }

    // MARK: UITouch force arrays

    @Test func forceArraysAtARate() throws {
        let path = try temporaryFile("[0, 1.0,\n 5, 0, 0, 2\n]\n")
        var options = TraceOptions(rate: 100)
        options.aimX = 10
        options.aimY = 20
        guard case .success(let inputs) = readAll(path, options: options) else {
            Issue.record("unreadable")
            return
        }
        #expect(
            inputs == [
                .touch(PressureSample(time: 10_000, x: 10, y: 20, force: 0.15, phase: .down)),
                .touch(PressureSample(time: 20_000, x: 10, y: 20, force: 0.75, phase: .move)),
                .touch(PressureSample(time: 30_000, x: 10, y: 20, force: 0, phase: .up)),
                .touch(PressureSample(time: 50_000, x: 10, y: 20, force: 0.3, phase: .down)),
            ])
    }

    static let hostileArrays: [(String, String, Int, String)] = [
        ("unclosed", "[1,\n2,\n", 2, "expected ']' to close the array"),
        ("negative", "[1,\n-2]", 2, "expected a UITouch.force >= 0"),
        ("too big", "[7]", 1, "expected a UITouch.force of at most"),
        ("string", "[1,\n\"a\"]", 2, "expected a number"),
        ("missing comma", "[1 2]", 1, "expected ',' or ']'"),
        ("trailing junk", "[1]\n[2]", 2, "expected nothing after"),
        ("NaN", "[NaN]", 1, "expected a number"),
        (
            "beyond a day at 1 Hz", "[" + String(repeating: "0,", count: 86_401) + "1]", 1,
            "expected at most 24 hours of frames"
        ),
    ]

    @Test(arguments: 0..<hostileArrays.count)
    func hostileArraysGiveLineErrors(index: Int) throws {
        let (name, text, line, message) = Self.hostileArrays[index]
        guard case .failure(let error) = readAll(try temporaryFile(text), options: TraceOptions(rate: 1)) else {
            Issue.record("\(name): accepted")
            return
        }
        #expect(error.line == line && error.message.hasPrefix(message), "\(name): \(error)")
    }

    @Test func unknownFormatsAndMissingFiles() throws {
        guard case .failure(let empty) = readAll(try temporaryFile("  \n")) else {
            Issue.record("empty accepted")
            return
        }
        #expect(empty.message.contains("empty"))
        guard case .failure(let other) = readAll(try temporaryFile("hello")) else {
            Issue.record("junk accepted")
            return
        }
        #expect(other.line == 1 && other.message.hasPrefix("expected a ForceLab recording"))
        guard case .failure(let missing) = readAll("/nonexistent/trace.jsonl") else {
            Issue.record("missing accepted")
            return
        }
        #expect(missing.description.hasPrefix("/nonexistent/trace.jsonl: error: no such file or folder"))
        // Rates that made frame times overflow Int64 (--rate 1e-300 crashed).
        for rate in [1e-300, 0, -1, .nan, .infinity, 1e9] {
            guard case .failure(let error) = readAll(try temporaryFile("[1,0]"), options: TraceOptions(rate: rate))
            else {
                Issue.record("rate \(rate) accepted")
                continue
            }
            #expect(error.message.hasPrefix("expected a frame rate in 1...10000 Hz"), "\(error)")
        }
    }
}
