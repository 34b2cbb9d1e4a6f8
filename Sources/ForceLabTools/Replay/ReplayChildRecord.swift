import ForceLabOptions
import Foundation
import Reporting

/// What a replay child hands its parent: its outcome as one JSON line on stdout, never as the
/// lines it would print. A recording's name may hold a line break (any byte but `/` and NUL);
/// the parent must not split it, so `--jobs 2` reports exactly what `--jobs 1` does.
package struct ReplayChildRecord: Codable, Equatable {
    package var status: Int32
    package var out: [String]
    package var err: [String]
    package var fonts: [String]
    /// For `--report`: the recording's timeline.
    var timeline: ReplayTimeline?
    /// What the child put in place (`ReplayOutcome.written`), so the parent can name it.
    package var written: [String]?

    /// Starts the one line that carries the record (a unit separator, which no result line holds).
    static let marker = "\u{1F}forcelab-child-record "

    package init(_ outcome: ReplayOutcome, fonts: [String]) {
        status = outcome.status
        out = outcome.out
        err = outcome.err
        self.fonts = fonts
        timeline = outcome.timeline
        written = outcome.written
    }

    /// The record's line: JSON escapes every control character, so it is one line whatever it holds.
    package var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return Self.marker + String(decoding: data, as: UTF8.self)
    }

    /// The record in a child's stdout, if it wrote one.
    package static func find(in output: Data) -> ReplayChildRecord? {
        let text = String(decoding: output, as: UTF8.self)
        guard let range = text.range(of: marker, options: .backwards) else { return nil }
        let json = text[range.upperBound...].prefix { $0 != "\n" }
        return try? JSONDecoder().decode(ReplayChildRecord.self, from: Data(json.utf8))
    }
}
