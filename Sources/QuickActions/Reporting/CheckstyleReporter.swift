/// Checkstyle XML (`<checkstyle><file name=...><error line= severity= message= source=/>`), the
/// format Jenkins' Warnings plugin, reviewdog and many CI dashboards read. Files in the order
/// of their first finding; severities `error`, `warning` and `info` (ForceLab's notes).
enum CheckstyleReporter {
    static func render(_ diagnostics: [Diagnostic], context: LintReportContext) -> String {
        var order: [String] = []
        var byFile: [String: [Diagnostic]] = [:]
        for d in diagnostics {
            let path = context.relativePath(d.file)
            if byFile[path] == nil { order.append(path) }
            byFile[path, default: []].append(d)
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for path in order {
            out += "  <file name=\"\(XMLText.escape(path))\">\n"
            for d in byFile[path] ?? [] {
                let severity = d.severity == .note ? "info" : d.severity.rawValue
                out +=
                    "    <error line=\"\(max(1, d.line))\" severity=\"\(severity)\" message=\"\(XMLText.escape(d.message))\" source=\"forcelab.\(XMLText.escape(d.rule))\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }
}
