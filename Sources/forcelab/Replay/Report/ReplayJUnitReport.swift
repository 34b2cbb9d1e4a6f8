import QuickActions

/// `forcelab replay --junit FILE`: one testcase per recording (in the order given, whatever
/// `--jobs` is), a `failure` naming the first differing frame or log line for a golden
/// mismatch, an `error` for bad input, and the recording's summary in `system-out`. No times:
/// the same replays give the same bytes.
enum ReplayJUnitReport {
    static func render(_ recordings: [String], _ outcomes: [ReplayOutcome]) -> String {
        let failures = outcomes.filter { $0.status == 1 }.count
        let errors = outcomes.filter { $0.status != 0 && $0.status != 1 }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<testsuites name=\"forcelab replay\" tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        out +=
            "  <testsuite name=\"forcelab replay\" tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\">\n"
        for (recording, outcome) in zip(recordings, outcomes) {
            let name = XMLText.escape(ReplaySettings.stem(of: recording))
            out += "    <testcase classname=\"forcelab.replay\" name=\"\(name)\" file=\"\(XMLText.escape(recording))\">"
            switch outcome.status {
            case 0: break
            case 1:
                let first = outcome.out.first ?? "golden mismatch"
                out +=
                    "<failure type=\"golden mismatch\" message=\"\(XMLText.escape(first))\">\(XMLText.escape(outcome.out.joined(separator: "\n")))</failure>"
            default:
                let first = outcome.err.first ?? "replay failed with status \(outcome.status)"
                out +=
                    "<error type=\"bad input\" message=\"\(XMLText.escape(first))\">\(XMLText.escape(outcome.err.joined(separator: "\n")))</error>"
            }
            let summary = outcome.out + (outcome.status == 0 ? [] : outcome.err)
            if !summary.isEmpty { out += "<system-out>\(XMLText.escape(summary.joined(separator: "\n")))</system-out>" }
            out += "</testcase>\n"
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }
}
