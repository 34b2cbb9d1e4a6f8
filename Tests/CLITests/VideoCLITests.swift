import Foundation
import Testing

/// `forcelab replay --video`: the files' durations, frame counts and sizes read back by FFmpeg's
/// own demuxers (ffprobe), a GIF's frames and delays read block by block, APNG frames compared
/// pixel for pixel with the PNG frames of the same steps, determinism and the usage errors.
@Suite(.serialized) struct VideoCLITests {
    /// A press on Mail that opens its menu, a lift, then nothing until 2.4 s.
    static let recording: String = {
        var lines = ["{\"forcelab\":\"recording\",\"version\":1}"]
        for i in 0..<60 {
            let force = min(0.5, 0.05 + Double(i) * 0.01)
            lines.append(
                "{\"t\":\(0.2 + Double(i) / 100),\"type\":\"\(i == 0 ? "down" : "move")\",\"x\":57,\"y\":104,\"force\":\(force)}"
            )
        }
        lines.append("{\"t\":0.8,\"type\":\"up\",\"x\":57,\"y\":104}")
        lines.append("{\"t\":1.2,\"type\":\"key\",\"key\":\"escape\"}")
        lines.append("{\"t\":2.4,\"type\":\"tick\"}")
        return lines.joined(separator: "\n") + "\n"
    }()

    static func writeRecording(in dir: URL, name: String = "press.jsonl", text: String = recording) throws -> String {
        let path = dir.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// ffprobe's answer for the first video stream and the format: `key=value` lines as a map.
    static func probe(_ path: String) throws -> [String: String] {
        let text = try run(
            "/usr/bin/ffprobe",
            [
                "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                "stream=codec_name,width,height,nb_read_frames:format=duration", "-of", "default=noprint_wrappers=1",
                path,
            ])
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { values[parts[0]] = parts[1] }
        }
        return values
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static func replay(_ args: [String]) async throws -> CLIResult {
        let result = try await runForceLab(["replay"] + args)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        return result
    }

    @Test func mp4LastsTheRecordingAndPadsAnOddWidth() async throws {
        let dir = try makeTemporaryDirectory()
        let recording = try Self.writeRecording(in: dir)
        let video = dir.appendingPathComponent("press.mp4").path
        let result = try await Self.replay([recording, "--video", video, "--scale", "1"])
        #expect(result.stdout.contains("72 video frames"), "\(result.stdout)")
        let info = try Self.probe(video)
        #expect(info["codec_name"] == "h264")
        #expect(info["width"] == "376", "375 points at scale 1, padded to even")
        #expect(info["height"] == "812")
        #expect(info["nb_read_frames"] == "72")
        let duration = Double(info["duration"] ?? "") ?? -1
        #expect(abs(duration - 2.4) <= 1.0 / 30, "\(duration)")

        let fast = dir.appendingPathComponent("fast.mp4").path
        _ = try await Self.replay([recording, "--video", fast, "--scale", "1", "--fps", "60"])
        let fastInfo = try Self.probe(fast)
        #expect(fastInfo["nb_read_frames"] == "144")
        #expect(abs((Double(fastInfo["duration"] ?? "") ?? -1) - 2.4) <= 1.0 / 60)
    }

    @Test func webmIsVP9AtTheFramesOwnSize() async throws {
        let dir = try makeTemporaryDirectory()
        let recording = try Self.writeRecording(in: dir)
        let video = dir.appendingPathComponent("press.webm").path
        _ = try await Self.replay([recording, "--video", video, "--scale", "1", "--fps", "25"])
        let info = try Self.probe(video)
        #expect(info["codec_name"] == "vp9")
        #expect(info["width"] == "375", "VP9 codes odd sizes itself")
        #expect(info["nb_read_frames"] == "60")
        #expect(abs((Double(info["duration"] ?? "") ?? -1) - 2.4) <= 1.0 / 25)
    }

    @Test func gifFramesAndDelaysAddUpToTheRecording() async throws {
        let dir = try makeTemporaryDirectory()
        let recording = try Self.writeRecording(in: dir)
        for (fps, frames) in [(25, 60), (30, 72), (50, 120)] {
            let video = dir.appendingPathComponent("press-\(fps).gif").path
            _ = try await Self.replay([recording, "--video", video, "--scale", "0.5", "--fps", String(fps)])
            let gif = try GIFBlocks(Data(contentsOf: URL(fileURLWithPath: video)))
            #expect(gif.width == 188 && gif.height == 406, "odd sizes stay as they are")
            #expect(gif.delays.count == frames, "fps \(fps)")
            #expect(gif.delays.reduce(0, +) == 240, "2.4 s in hundredths, fps \(fps): \(gif.delays)")
            // Each delay is 1/fps rounded to a whole hundredth, one way or the other.
            let exact = 100.0 / Double(fps)
            #expect(gif.delays.allSatisfy { Double($0) >= exact.rounded(.down) && Double($0) <= exact.rounded(.up) })
            #expect(gif.loops, "the NETSCAPE2.0 loop extension")
        }
    }

    /// APNG is lossless: with the overlay off its frame k is the PNG frame of step 4k (30 fps
    /// on the 120 Hz clock), pixel for pixel; with the overlay on the pressed frames differ.
    @Test func apngFramesAreTheReplaysFrames() async throws {
        let dir = try makeTemporaryDirectory()
        let recording = try Self.writeRecording(in: dir)
        let plain = dir.appendingPathComponent("plain.apng").path
        let overlaid = dir.appendingPathComponent("overlaid.apng").path
        let frames = dir.appendingPathComponent("frames").path
        _ = try await Self.replay([
            recording, "--video", plain, "--overlay", "off", "--scale", "0.5", "--frames", frames, "--every", "4",
        ])
        _ = try await Self.replay([recording, "--video", overlaid, "--scale", "0.5"])
        #expect(try Self.probe(plain)["nb_read_frames"] == "72")
        func rgb(_ path: String, frame: Int? = nil) throws -> String {
            var args = ["-v", "error", "-i", path]
            if let frame { args += ["-vf", "select=eq(n\\,\(frame))"] }
            args += ["-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]
            return try Self.run("/usr/bin/ffmpeg", args)
        }
        for k in [0, 12, 30, 71] {
            let png = (frames as NSString).appendingPathComponent(
                "press/frame-\(String(format: "%06d", 4 * k)).png")
            let expected = try rgb(png)
            #expect(!expected.isEmpty)
            #expect(try rgb(plain, frame: k) == expected, "frame \(k) is step \(4 * k)")
        }
        // 0.4 s: pressing, so the touch point and the gauge are drawn.
        #expect(try rgb(overlaid, frame: 12) != rgb(plain, frame: 12))
    }

    /// A short press that opens Mail's menu: 0.6 s, 18 frames at 30 fps.
    static let tinyRecording: String = {
        var lines = ["{\"forcelab\":\"recording\",\"version\":1}"]
        for i in 0..<12 {
            lines.append(
                "{\"t\":\(0.02 + Double(i) * 0.03),\"type\":\"\(i == 0 ? "down" : "move")\",\"x\":57,\"y\":104,\"force\":\(0.05 + Double(i) * 0.05)}"
            )
        }
        lines.append("{\"t\":0.4,\"type\":\"up\",\"x\":57,\"y\":104}")
        lines.append("{\"t\":0.6,\"type\":\"tick\"}")
        return lines.joined(separator: "\n") + "\n"
    }()

    /// Every format the README promises the same bytes for: twice in a row, and from each of
    /// two workers (`--jobs 2`).
    @Test(arguments: ["mp4", "webm", "gif", "apng"])
    func sameRecordingSameBytesWithAnyJobs(format: String) async throws {
        let dir = try makeTemporaryDirectory()
        let a = try Self.writeRecording(in: dir, name: "a.jsonl", text: Self.tinyRecording)
        let b = try Self.writeRecording(in: dir, name: "b.jsonl", text: Self.tinyRecording)
        let once = dir.appendingPathComponent("once.\(format)").path
        let twice = dir.appendingPathComponent("twice.\(format)").path
        _ = try await Self.replay([a, "--video", once, "--scale", "1"])
        _ = try await Self.replay([a, "--video", twice, "--scale", "1"])
        let onceBytes = try Data(contentsOf: URL(fileURLWithPath: once))
        #expect(onceBytes.count > 1000)
        #expect(onceBytes == (try Data(contentsOf: URL(fileURLWithPath: twice))))
        let folder = dir.appendingPathComponent("videos")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = try await Self.replay([
            a, b, "--video", folder.path + "/{stem}.\(format)", "--scale", "1", "--jobs", "2",
        ])
        for stem in ["a", "b"] {
            #expect(try Data(contentsOf: folder.appendingPathComponent("\(stem).\(format)")) == onceBytes, "\(stem)")
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["a", "b"].map {
                    "\($0).\(format)"
                })
    }

    @Test func usageErrors() async throws {
        let dir = try makeTemporaryDirectory()
        let recording = try Self.writeRecording(in: dir)
        let other = try Self.writeRecording(in: dir, name: "other.jsonl")
        let cases: [([String], String)] = [
            (["--video", dir.appendingPathComponent("x.mov").path], "must end in .mp4, .webm, .gif or .apng"),
            (["--video", dir.appendingPathComponent("x.gif").path, "--fps", "60"], "too fast for a GIF"),
            (["--video", dir.appendingPathComponent("x.mp4").path, "--fps", "121"], "--fps"),
            (["--video", dir.appendingPathComponent("x.mp4").path, "--overlay", "maybe"], "on or off"),
            (["--fps", "30"], "need --video"),
            ([other, "--video", dir.appendingPathComponent("x.mp4").path], "needs {stem}"),
        ]
        for (args, message) in cases {
            let result = try await runForceLab(["replay", recording] + args)
            #expect(result.status == 2, "\(args)")
            #expect(result.stderr.contains(message), "\(args): \(result.stderr)")
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["other.jsonl", "press.jsonl"])
    }

    /// The video is staged with the recording's other files: a recording that turns out bad
    /// half-way, or a folder that is not there, leaves nothing behind.
    @Test func aFailedReplayLeavesNoVideo() async throws {
        let dir = try makeTemporaryDirectory()
        let bad = try Self.writeRecording(
            in: dir, name: "bad.jsonl",
            text: Self.recording.replacingOccurrences(of: "\"type\":\"up\"", with: "\"type\":"))
        let video = dir.appendingPathComponent("bad.mp4").path
        let result = try await runForceLab(["replay", bad, "--video", video])
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.jsonl:62: error: "), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["bad.jsonl"])

        let good = try Self.writeRecording(in: dir)
        let missing = dir.appendingPathComponent("no/such/folder/x.mp4").path
        let noFolder = try await runForceLab(["replay", good, "--video", missing])
        #expect(noFolder.status == 2)
        #expect(noFolder.stderr.contains(missing), "\(noFolder.stderr)")
    }
}

/// A GIF read block by block (GIF89a): the logical screen size, each image's delay (from its
/// graphic control extension, hundredths of a second) and whether it loops.
struct GIFBlocks {
    var width = 0
    var height = 0
    var delays: [Int] = []
    var loops = false

    struct Malformed: Error {}

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 13, bytes.starts(with: Array("GIF89a".utf8)) else { throw Malformed() }
        width = Int(bytes[6]) | Int(bytes[7]) << 8
        height = Int(bytes[8]) | Int(bytes[9]) << 8
        var i = 13
        if bytes[10] & 0x80 != 0 { i += 3 << (Int(bytes[10] & 7) + 1) }
        var delay: Int?
        func skipSubBlocks() throws {
            while true {
                guard i < bytes.count else { throw Malformed() }
                let size = Int(bytes[i])
                i += 1 + size
                if size == 0 { return }
            }
        }
        while i < bytes.count {
            switch bytes[i] {
            case 0x21:
                guard i + 2 < bytes.count else { throw Malformed() }
                let label = bytes[i + 1]
                if label == 0xF9 { delay = Int(bytes[i + 4]) | Int(bytes[i + 5]) << 8 }
                if label == 0xFF, i + 14 < bytes.count,
                    String(decoding: bytes[(i + 3)..<(i + 14)], as: UTF8.self) == "NETSCAPE2.0"
                {
                    loops = true
                }
                i += 2
                try skipSubBlocks()
            case 0x2C:
                guard i + 9 < bytes.count else { throw Malformed() }
                let packed = bytes[i + 9]
                i += 10
                if packed & 0x80 != 0 { i += 3 << (Int(packed & 7) + 1) }
                i += 1  // LZW minimum code size
                try skipSubBlocks()
                delays.append(delay ?? 0)
                delay = nil
            case 0x3B:
                return
            default:
                throw Malformed()
            }
        }
        throw Malformed()
    }
}
