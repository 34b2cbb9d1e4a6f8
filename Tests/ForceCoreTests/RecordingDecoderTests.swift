import SourceFormats
import Testing

@testable import ForceCore

/// The recording decoder's parts, one line at a time (the whole files are `TraceReaderTests`).
@Suite("Recording decoder")
struct RecordingDecoderTests {
    static let header = #"{"forcelab":"recording","version":1}"#

    private func scanning<T>(
        _ text: String, _ body: (inout JSONScanner) throws(JSONSyntaxError) -> T
    ) -> Result<T, JSONSyntaxError> {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            var scanner = JSONScanner(bytes)
            do throws(JSONSyntaxError) {
                return .success(try body(&scanner))
            } catch {
                return .failure(error)
            }
        }
    }

    private func decoder(_ header: String = Self.header) throws -> RecordingDecoder {
        var decoder = RecordingDecoder(path: "r.jsonl")
        try Array(header.utf8).withUnsafeBufferPointer { (bytes) throws(TraceError) in
            try decoder.decodeHeader(bytes, line: 1)
        }
        return decoder
    }

    private func events(_ lines: [String], header: String = Self.header) throws -> [InputEvent] {
        var decoder = try decoder(header)
        var events: [InputEvent] = []
        for (index, line) in lines.enumerated() {
            let event = try Array(line.utf8).withUnsafeBufferPointer { (bytes) throws(TraceError) in
                try decoder.decodeEvent(bytes, line: index + 2)
            }
            events.append(event)
        }
        return events
    }

    private func eventError(_ lines: [String], header: String = Self.header) -> String? {
        do {
            _ = try events(lines, header: header)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func everyEventTypeHasItsKind() {
        let kinds: [(String, RecordingEventKind)] = [
            ("down", .touch(.down)), ("move", .touch(.move)), ("up", .touch(.up)), ("cancel", .touch(.cancel)),
            ("key", .key), ("tick", .tick),
        ]
        for (name, kind) in kinds {
            #expect(
                scanning("\"\(name)\"") { (s) throws(JSONSyntaxError) in try RecordingEventKind.decode(&s) }
                    == .success(kind))
        }
        #expect(
            scanning(#""hover""#) { (s) throws(JSONSyntaxError) in try RecordingEventKind.decode(&s) }
                == .failure(
                    JSONSyntaxError(
                        message: #"expected type down, move, up, cancel, key or tick, got "hover""#, offset: 0)))
    }

    @Test func headerFieldsAreReadIntoTheHeader() throws {
        let text =
            #"{"forcelab":"recording","version":1,"device":"iphone-8","scene":"s","profile":"firm","locale":"ar","#
            + #""slot":"2,3","apps":["a.app","b"],"haptic":true,"ios":13,"force_unit":"uitouch","later":{"x":[1]}}"#
        let decoder = try decoder(text)
        #expect(
            decoder.header
                == RecordingHeader(
                    device: "iphone-8", scene: "s", forceUnit: .uitouch, profile: "firm", haptic: true, locale: "ar",
                    ios: 13, apps: ["a.app", "b"], slot: "2,3"))
        #expect(decoder.sawHeader)
    }

    @Test func nullLeavesAHeaderFieldAsItWas() throws {
        let text = #"{"forcelab":"recording","device":"iphone-8","device":null,"haptic":null,"ios":null,"version":1}"#
        let header = try decoder(text).header
        #expect(header.device == "iphone-8")
        #expect(header.haptic == nil)
        #expect(header.ios == nil)
    }

    @Test func headerFieldErrorsPointAtTheValue() {
        let cases: [(String, String)] = [
            (#"{"apps":"a"}"#, "expected an array of app paths (column 9)"),
            (#"{"apps":[1]}"#, "expected an app path (a string) (column 10)"),
            (#"{"apps":["a" "b"]}"#, "expected ',' or ']' after an app path (column 14)"),
            (#"{"device":3}"#, "expected a string (column 11)"),
            (#"{"haptic":"yes"}"#, #"expected "haptic": true or false (column 11)"#),
            (#"{"ios":12.5}"#, #"expected "ios" as a whole major version such as 12 or 18 (column 8)"#),
            (#"{"force_unit":"newton"}"#, #"expected force_unit "normalized" or "uitouch", got "newton" (column 15)"#),
            (#"{"forcelab":"replay"}"#, #"expected "forcelab":"recording" (column 13)"#),
        ]
        for (text, message) in cases {
            #expect(throws: TraceError(path: "r.jsonl", line: 1, message: message)) { try decoder(text) }
        }
        let apps = "[" + (0..<65).map { "\"a\($0)\"" }.joined(separator: ",") + "]"
        #expect(throws: TraceError.self) { try decoder(#"{"forcelab":"recording","version":1,"apps":\#(apps)}"#) }
    }

    @Test func aLaterForcelabThatIsNoStringKeepsTheFirst() throws {
        #expect(try decoder(#"{"forcelab":"recording","forcelab":5,"version":1}"#).sawHeader)
        #expect(throws: TraceError.self) { try decoder(#"{"forcelab":"recording","forcelab":"x","version":1}"#) }
    }

    @Test func touchesKeepThePreviousPositionAndForce() throws {
        let found = try events([
            #"{"t":0,"type":"down","x":10,"y":20,"force":0.5}"#, #"{"t":0.001,"type":"move","x":11}"#,
            #"{"t":0.002,"type":"up"}"#, #"{"t":0.003,"type":"down","x":1,"y":2}"#,
            #"{"t":0.004,"type":"move","force":0.25}"#, #"{"t":0.005,"type":"cancel","force":0.75}"#,
            #"{"t":0.006,"type":"key","key":"escape"}"#, #"{"t":0.007,"type":"tick"}"#,
        ])
        #expect(
            found == [
                .touch(PressureSample(time: 0, x: 10, y: 20, force: 0.5, phase: .down)),
                .touch(PressureSample(time: 1000, x: 11, y: 20, force: 0.5, phase: .move)),
                .touch(PressureSample(time: 2000, x: 11, y: 20, force: 0, phase: .up)),
                .touch(PressureSample(time: 3000, x: 1, y: 2, force: 0, phase: .down)),
                .touch(PressureSample(time: 4000, x: 1, y: 2, force: 0.25, phase: .move)),
                .touch(PressureSample(time: 5000, x: 1, y: 2, force: 0, phase: .cancel)),
                .key(time: 6000, key: .escape), .tick(time: 7000),
            ])
    }

    @Test func theLintPageKeysAreRecordedKeys() throws {
        let found = try events([#"{"t":0.5,"type":"key","key":"pageDown"}"#, #"{"t":0.6,"type":"key","key":"pageUp"}"#])
        #expect(found == [.key(time: 500_000, key: .lintPageDown), .key(time: 600_000, key: .lintPageUp)])
    }

    @Test func uitouchForcesAreNormalized() throws {
        let header = #"{"forcelab":"recording","version":1,"force_unit":"uitouch"}"#
        let found = try events([#"{"t":0,"type":"down","x":0,"y":0,"force":3.3333333333333335}"#], header: header)
        #expect(found == [.touch(PressureSample(time: 0, x: 0, y: 0, force: 0.5, phase: .down))])
        // The force is named as the file writes it (it printed 7.000000000000001, scaled there and back).
        let error = eventError([#"{"t":0,"type":"down","x":0,"y":0,"force":7}"#], header: header)
        #expect(error == "r.jsonl:2: error: expected a UITouch.force of at most 6.6667, got 7")
        let negative = eventError([#"{"t":0,"type":"down","x":0,"y":0,"force":-0.3}"#], header: header)
        #expect(negative == "r.jsonl:2: error: expected force >= 0, got -0.3")
    }

    @Test func eventErrorsNameTheLineAndColumn() {
        let cases: [([String], String)] = [
            ([#"{"t":1e13,"type":"tick"}"#], "r.jsonl:2: error: expected a time in seconds below 1e12 (column 6)"),
            ([#"{"t":0,"type":"down","x":1e400,"y":0}"#], "r.jsonl:2: error: expected a finite number (column 26)"),
            ([#"{"t":0,"type":"key","key":"f13"}"#], "r.jsonl:2: error: expected a key ("),
            ([#"{"t":0,"type":"key"}"#], #"r.jsonl:2: error: expected a "key" field on a key event"#),
            ([#"{"t":0}"#], #"r.jsonl:2: error: expected a "type" field (down, move, up, cancel, key or tick)"#),
            ([#"{"t":0,"type":"move","force":-0.5}"#], "r.jsonl:2: error: expected force >= 0, got -0.5"),
            (
                [#"{"t":0,"type":"tick"}x"#],
                "r.jsonl:2: error: expected the end of the line after the object (column 22)"
            ),
            (
                [#"{"t":2,"type":"tick"}"#, #"{"t":1,"type":"tick"}"#],
                "r.jsonl:3: error: expected t >= 2 (times must not decrease), got 1"
            ),
        ]
        for (lines, message) in cases {
            let error = eventError(lines)
            #expect(error?.hasPrefix(message) == true, "\(error ?? "accepted")")
        }
    }
}
