import Foundation
import SourceFormats
import TestSupport
import Testing

@testable import ForceCore

/// The recording fast path against the full reader: the real recordings line by line and whole,
/// hand-written hostile lines, and seeded random lines and files. Wherever the fast path answers,
/// it must answer the full reader's fields to the bit; whole files must read to the same events
/// or the same error with and without it.
@Suite("Recording fast path")
struct RecordingFastPathTests {
    static let header = #"{"forcelab":"recording","version":1,"device":"iphone-xs","scene":"default"}"#

    /// Every `.jsonl` under Tests/ and Assets/: the real recordings.
    static let recordings: [String] = {
        var paths: [String] = []
        for folder in ["Tests", "Assets"] {
            let root = packageRoot.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                if url.pathExtension == "jsonl" { paths.append(url.path) }
            }
        }
        return paths.sorted()
    }()

    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            line.last == 0x0D ? Array(line.dropLast()) : Array(line)
        }
    }

    /// A whole trace read with and without the fast path: the events (numbers by their bits, in
    /// their printed form) or the error.
    static func wholeRead(_ path: String, fast: Bool) -> String {
        var options = TraceOptions()
        options.recordingFastPath = fast
        switch readAll(path, options: options) {
        case .success(let events): return events.map { "\($0)" }.joined(separator: "\n")
        case .failure(let error): return "error: \(error.description)"
        }
    }

    @Test func realRecordingsReadTheSameLineByLine() throws {
        #expect(Self.recordings.count >= 10)
        var lines = 0
        var accepted = 0
        for path in Self.recordings {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            for line in Self.lines(bytes) {
                lines += 1
                if RecordingFastPathCheck.accepts(line) { accepted += 1 }
                let mismatch = RecordingFastPathCheck.mismatch(line)
                #expect(mismatch == nil, "\(path): \(String(decoding: line, as: UTF8.self)): \(mismatch ?? "")")
            }
        }
        // Most lines of a real recording are events the fast path reads.
        #expect(accepted * 2 > lines, "\(accepted) of \(lines) lines took the fast path")
    }

    @Test func realRecordingsReadTheSameWhole() {
        for path in Self.recordings {
            #expect(Self.wholeRead(path, fast: true) == Self.wholeRead(path, fast: false), "\(path)")
        }
    }

    static let hostile: [String] = [
        #"{"t":0.008,"type":"move","x":187.5,"y":640,"force":0.12}"#,
        #" { "t" : 0.008 , "type" : "move" , "x" : 187.5 , "y" : 640 , "force" : 0.12 } "#,
        "{\t\"t\":1,\"type\":\"tick\"}\t", #"{}"#, #"{ }"#, #"{"#, #"}"#, #""#, #"{"t":}"#, #"{"t":1,}"#,
        #"{"t":1"#, #"{"t":1,"type":"tick""#, #"{"t":1,"type":"tick"}}"#, #"{"t":1,"type":"tick"} x"#,
        #"{"t":-0,"type":"down","x":-0,"y":-0.0,"force":0}"#, #"{"t":0,"type":"down","x":-0.000,"y":0.0,"force":-0}"#,
        #"{"t":1e3,"type":"tick"}"#, #"{"t":1E-3,"type":"tick"}"#, #"{"t":1e+3,"type":"tick"}"#,
        #"{"t":1,"type":"down","x":1e308,"y":1e309,"force":0.1}"#, #"{"t":1,"type":"down","x":2e-324,"y":1,"force":0}"#,
        #"{"t":1,"type":"down","x":12345678901234567890,"y":1,"force":0}"#,
        #"{"t":1,"type":"down","x":1234567890123456789,"y":9007199254740993,"force":0}"#,
        #"{"t":1,"type":"down","x":0.1234567890123456789,"y":0.12345678901234567891,"force":0}"#,
        #"{"t":1,"type":"down","x":9007199254740992,"y":9007199254740991.5,"force":0}"#,
        #"{"t":1,"type":"down","x":0.0000000000000000000001,"y":1,"force":0}"#,
        #"{"t":0.0000000000000000000000005,"type":"tick"}"#, #"{"t":5000000000000000000e-25,"type":"tick"}"#,
        #"{"t":999999999999.9999994,"type":"tick"}"#, #"{"t":999999999999.9999995,"type":"tick"}"#,
        #"{"t":1000000000000,"type":"tick"}"#, #"{"t":1152921504606846976,"type":"tick"}"#,
        #"{"t":0.0000005,"type":"tick"}"#, #"{"t":0.0000004999,"type":"tick"}"#, #"{"t":-0.0000005,"type":"tick"}"#,
        #"{"t":01,"type":"tick"}"#, #"{"t":1.,"type":"tick"}"#, #"{"t":.5,"type":"tick"}"#, #"{"t":-,"type":"tick"}"#,
        #"{"t":+1,"type":"tick"}"#, #"{"t":1.5.5,"type":"tick"}"#, #"{"t":NaN,"type":"tick"}"#,
        #"{"t":"1","type":"tick"}"#, #"{"t":null,"type":"tick"}"#, #"{"t":1,"type":"move","x":true}"#,
        #"{"t":1,"t":2,"type":"tick"}"#, #"{"t":2,"t":1,"type":"tick"}"#,
        #"{"t":1,"type":"up","type":"down","x":1,"y":2}"#,
        #"{"t":1,"type":"bogus","type":"tick"}"#, #"{"t":1,"type":"tick","t":"bad"}"#,
        #"{"type":"move","force":0.5,"y":2,"x":1,"t":3}"#, #"{"t":1,"type":"move","id":0}"#,
        #"{"t":1,"type":"move","extra":{"nested":[1,2,{"a":null}]}}"#, #"{"t":1,"type":"key","key":"escape"}"#,
        #"{"t":1,"type":"key","key":"esc\u0061pe"}"#, #"{"t":1,"type":"mo\u0076e"}"#, #"{"\u0074":1,"type":"tick"}"#,
        #"{"t":1,"typ\u0065":"tick"}"#, #"{"t":1,"type":"Move"}"#, #"{"t":1,"type":"movee"}"#, #"{"t":1,"type":"mov"}"#,
        #"{"t":1,"type":"tick","forc":1}"#, #"{"t":1,"type":"tick","forcee":1}"#, #"{"t":1,"type":"tick","tt":1}"#,
        #"{"t":1,"type":"tick","":1}"#, #"{"t":1,"type":tick}"#, #"{"t":1;"type":"tick"}"#, #"{"t"1,"type":"tick"}"#,
        #"["t",1]"#, #"{"t":1,"type":"cancel","x":1,"y":2}"#, #"{"t":1,"type":"up"}"#, #"// {"t":1}"#,
        "{\"t\":1,\"type\":\"tick\",\"k\u{e9}\":1}", "{\"t\":1,\"type\":\"tick\",\"\u{1F600}\":\"\u{1F600}\"}",
        "{\"t\":1,\"type\":\"tick\"}\u{0B}", "{\"t\":1,\"type\":\"tick\"}\u{A0}",
        "{\"t\":1,\"type\":\"move\",\"x\":1\u{0C}}",
    ]

    /// Lines no String can hold: invalid UTF-8 in keys, values and between tokens.
    static let hostileBytes: [[UInt8]] = [
        Array(#"{"t":1,"type":"tick",""#.utf8) + [0xFF] + Array(#"":1}"#.utf8),
        Array(#"{"t":1,"type":"tick","k":""#.utf8) + [0xC0, 0x80] + Array(#""}"#.utf8),
        Array(#"{"t":1,"type":"tick","k":""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8),
        Array(#"{"t":1,"type":""#.utf8) + [0x6D, 0x6F, 0x76, 0xC3] + Array(#""}"#.utf8),
        Array(#"{"t":1,"type":"tick"}"#.utf8) + [0x80], [0xEF, 0xBB, 0xBF] + Array(#"{"t":1,"type":"tick"}"#.utf8),
        Array(#"{"t":1,"type":"tick"}"#.utf8) + [0x00],
        Array(#"{"t":1"#.utf8) + [0x00] + Array(#","type":"tick"}"#.utf8),
    ]

    @Test func hostileLinesReadTheSame() {
        for line in Self.hostile.map({ Array($0.utf8) }) + Self.hostileBytes {
            let mismatch = RecordingFastPathCheck.mismatch(line)
            #expect(mismatch == nil, "\(String(decoding: line, as: UTF8.self)): \(mismatch ?? "")")
            // And every cut of it.
            for end in 0..<line.count {
                let cut = Array(line[..<end])
                #expect(RecordingFastPathCheck.mismatch(cut) == nil, "\(String(decoding: cut, as: UTF8.self))")
            }
        }
        #expect(RecordingFastPathCheck.accepts(Array(Self.hostile[0].utf8)))
        #expect(RecordingFastPathCheck.accepts(Array(Self.hostile[1].utf8)))
        // Shortest round-trip doubles (what `play --record` writes) have mantissas past 2^53.
        let written = #"{"t":0.004,"type":"move","x":188.03921568627453,"y":406,"force":0.12345678901234566}"#
        #expect(RecordingFastPathCheck.accepts(Array(written.utf8)))
        #expect(RecordingFastPathCheck.mismatch(Array(written.utf8)) == nil)
    }

    @Test func timesPastTheTableRoundLikeTheFullReader() throws {
        let path = try temporaryFile(
            Self.header + "\n" + #"{"t":0.0000000000000000000000005,"type":"tick"}"# + "\n"
                + #"{"t":4999999999999999999e-25,"type":"tick"}"# + "\n"
                + #"{"t":5000000000000000000e-25,"type":"tick"}"#)
        #expect(Self.wholeRead(path, fast: true) == Self.wholeRead(path, fast: false))
        #expect(try readAll(path).get() == [.tick(time: 0), .tick(time: 0), .tick(time: 1)])
    }

    @Test func randomLinesReadTheSame() {
        var random = SeededGenerator(seed: 0xFA57_0A7B)
        var accepted = 0
        let count = 40_000
        for _ in 0..<count {
            var line = RandomRecordingLine.make(&random, valid: Int.random(in: 0..<4, using: &random) == 0)
            if Bool.random(using: &random) { RandomRecordingLine.mutate(&line, &random) }
            if RecordingFastPathCheck.accepts(line) { accepted += 1 }
            let mismatch = RecordingFastPathCheck.mismatch(line)
            #expect(mismatch == nil, "\(String(decoding: line, as: UTF8.self)): \(mismatch ?? "")")
        }
        // Not vacuous: a good share of the lines take the fast path.
        #expect(accepted > count / 10, "\(accepted) of \(count) random lines took the fast path")
    }

    @Test func randomFilesReadTheSameWhole() throws {
        var random = SeededGenerator(seed: 0x0F11_E5)
        for _ in 0..<200 {
            var bytes = Array(Self.header.utf8) + [0x0A]
            for _ in 0..<Int.random(in: 1...40, using: &random) {
                var line = RandomRecordingLine.make(&random, valid: Int.random(in: 0..<10, using: &random) > 0)
                if Int.random(in: 0..<20, using: &random) == 0 { RandomRecordingLine.mutate(&line, &random) }
                bytes += line + (Bool.random(using: &random) ? [0x0A] : [0x0D, 0x0A])
            }
            let path = try temporaryFile(bytes)
            #expect(Self.wholeRead(path, fast: true) == Self.wholeRead(path, fast: false))
        }
    }
}
