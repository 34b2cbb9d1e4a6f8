import QuickActions

/// `forcelab replay --junit FILE`: one testcase per recording (in the order given, whatever
/// `--jobs` is), a `failure` naming the first differing frame or log line for a golden
/// mismatch, an `error` for bad input, and the recording's summary in `system-out`. No times:
/// the same replays give the same bytes. Every value goes through `XMLText`.
public enum ReplayJUnit {
    /// One recording's result as the report needs it.
    public struct Case: Sendable {
        /// The recording's stem, the test case's name.
        public var name: String
        /// The recording's path.
        public var file: String
        /// 0 passed, 1 golden mismatch, anything else bad input.
        public var status: Int32
        public var out: [String]
        public var err: [String]

        public init(name: String, file: String, status: Int32, out: [String], err: [String]) {
            self.name = name
            self.file = file
            self.status = status
            self.out = out
            self.err = err
        }
    }

    public static func render(_ cases: [Case]) -> String {
        let failures = cases.filter { $0.status == 1 }.count
        let errors = cases.filter { $0.status != 0 && $0.status != 1 }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<testsuites name=\"forcelab replay\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        out +=
            "  <testsuite name=\"forcelab replay\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\">\n"
        for item in cases {
            out +=
                "    <testcase classname=\"forcelab.replay\" name=\"\(XMLText.escape(item.name))\" file=\"\(XMLText.escape(item.file))\">"
            switch item.status {
            case 0: break
            case 1:
                let first = item.out.first ?? "golden mismatch"
                out +=
                    "<failure type=\"golden mismatch\" message=\"\(XMLText.escape(first))\">\(XMLText.escape(item.out.joined(separator: "\n")))</failure>"
            default:
                let first = item.err.first ?? "replay failed with status \(item.status)"
                out +=
                    "<error type=\"bad input\" message=\"\(XMLText.escape(first))\">\(XMLText.escape(item.err.joined(separator: "\n")))</error>"
            }
            let summary = item.out + (item.status == 0 ? [] : item.err)
            if !summary.isEmpty { out += "<system-out>\(XMLText.escape(summary.joined(separator: "\n")))</system-out>" }
            out += "</testcase>\n"
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }
}
