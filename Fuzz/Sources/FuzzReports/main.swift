import Foundation
import FuzzSupport
import QuickActions
import Reporting

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The report writers: findings made from the input (its bytes split at 0xFF into rule, file,
/// message, locale, shown lines), written in every lint format, as replay's JUnit and as both
/// HTML pages; each output is checked by its consumer's rules and a breach is a crash: JSON
/// and SARIF parse and give the message back, XML parses, every GitHub line is an annotation of
/// the grammar or inert, no raw control character anywhere, no page tag carries an `on*`
/// attribute or a URL with a scheme.
let context = LintReportContext(
    rules: Rule.allCases.map(\.descriptor), base: "/repo", workingDirectory: "/repo", toolVersion: "1.0")

func diagnostics(_ bytes: [UInt8]) -> [Diagnostic] {
    let fields = bytes.split(separator: 0xFF, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    var found: [Diagnostic] = []
    var index = 0
    while index < fields.count && found.count < 30 {
        func field(_ offset: Int) -> String { index + offset < fields.count ? fields[index + offset] : "" }
        let severity = Severity.allCases[(field(0).utf8.first.map(Int.init) ?? 0) % Severity.allCases.count]
        found.append(
            Diagnostic(
                rule: field(0), severity: severity, file: field(1), line: field(2).utf8.count - 1,
                item: field(3).isEmpty ? nil : field(3).utf8.count, locale: field(3).isEmpty ? nil : field(3),
                message: field(2), rendered: field(4).isEmpty ? nil : [field(4), field(1)]))
        index += 5
    }
    return found
}

func hasRawControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 != "\t" && $0 != "\n" && ControlCharacters.isControl($0) }
}

func check(_ ok: Bool, _ what: String, _ output: String) {
    if !ok { fatalError("\(what):\n\(output.prefix(2000))") }
}

func checkGitHub(_ report: String) {
    check(!report.unicodeScalars.contains("\r"), "github: a raw CR", report)
    for line in report.split(separator: "\n") {
        check(!hasRawControl(String(line)), "github: a raw control character", String(line))
        if line.hasPrefix("::") {
            // ::kind file=F,line=N,title=T::message, properties free of , : and raw line breaks.
            let parts = line.dropFirst(2).split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            check(parts.count == 3 && parts[1].isEmpty, "github: not a workflow command", String(line))
            let head = parts[0].split(separator: " ", maxSplits: 1)
            check(
                ["error", "warning", "notice"].contains(String(head.first ?? "")), "github: unknown command",
                String(line))
            let properties = head.count > 1 ? head[1].split(separator: ",") : []
            check(properties.count == 3, "github: properties", String(line))
            // By scalars, as the runner decodes: `%25` before a combining mark is one
            // Character "5\u{301}" but still the escape `%25` followed by the mark.
            for text in [String(parts[2])] + properties.map(String.init) {
                var rest = Substring.UnicodeScalarView(text.unicodeScalars)
                while let percent = rest.firstIndex(of: "%") {
                    let code = String(Substring(rest[rest.index(after: percent)...].prefix(2)))
                    check(["25", "0D", "0A", "3A", "2C"].contains(code), "github: a bare %", String(line))
                    rest = rest[rest.index(after: percent)...]
                }
            }
        } else {
            let body = line.drop(while: { $0.isWhitespace })
            check(
                !body.hasPrefix("::") && !line.contains("##["), "github: a plain line that is a command", String(line))
        }
    }
}

func checkXML(_ xml: String, _ what: String) {
    let parser = XMLParser(data: Data(xml.utf8))
    check(parser.parse(), "\(what): not well-formed (\(parser.parserError.map { "\($0)" } ?? "?"))", xml)
    check(!hasRawControl(xml), "\(what): a raw control character", xml)
}

func checkJSON(_ json: String, messages: [String], sarif: Bool) {
    check(!hasRawControl(json), "json: a raw control character", json)
    guard let root = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
        return check(false, "json: does not parse", json)
    }
    let got: [String]
    if sarif {
        let results = ((root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        got = results.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
    } else {
        got = ((root["diagnostics"] as? [[String: Any]]) ?? []).compactMap { $0["message"] as? String }
    }
    check(got == messages, "json: the messages do not come back", json)
}

/// A page's tags: no attribute named on*, no href or src with a scheme, no raw control.
/// Reads the page by Unicode scalars, as a browser's HTML tokenizer does: by Swift's characters a
/// `"` or `>` followed by a combining mark is one character with the mark, and a correctly
/// quoted attribute whose value begins with U+0311 looked unclosed (CI found it).
func checkHTML(_ page: String) {
    check(!hasRawControl(page), "html: a raw control character", page)
    var rest = Substring(page).unicodeScalars
    while let open = rest.firstIndex(of: "<") {
        guard let close = rest[open...].firstIndex(of: ">") else { return check(false, "html: an open tag", page) }
        let tag = rest[rest.index(after: open)..<close]
        rest = rest[rest.index(after: close)...]
        if tag.first == "!" || tag.first == "/" { continue }
        var quoted = false
        var name = ""
        var value = ""
        var inValue = false
        for scalar in tag {
            if scalar == "\"" {
                quoted.toggle()
                if !quoted, inValue {
                    check(
                        !["href", "src"].contains(name) || !value.contains(":"), "html: a URL with a scheme",
                        String(tag))
                    inValue = false
                    value = ""
                }
                continue
            }
            if quoted {
                value.unicodeScalars.append(scalar)
                continue
            }
            if scalar == " " {
                name = ""
            } else if scalar == "=" {
                check(!name.lowercased().hasPrefix("on"), "html: an event handler attribute", String(tag))
                inValue = true
            } else {
                name.unicodeScalars.append(scalar)
            }
        }
        check(!quoted, "html: an unclosed attribute value", String(tag))
    }
}

func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = [UInt8](FuzzInput.data(data, size))
    let found = diagnostics(bytes)
    let messages = found.map(\.message)
    for format in [Reporter.text, .xcode] {
        for line in format.render(found, context: context).split(separator: "\n") {
            check(!hasRawControl(String(line)), "\(format): a raw control character", String(line))
            let body = line.drop(while: { $0.isWhitespace })
            check(!body.hasPrefix("::") && !line.contains("##["), "\(format): a line that is a command", String(line))
        }
    }
    checkGitHub(Reporter.github.render(found, context: context))
    checkJSON(Reporter.json.render(found, context: context), messages: messages, sarif: false)
    checkJSON(Reporter.sarif.render(found, context: context), messages: messages, sarif: true)
    checkXML(Reporter.junit.render(found, context: context), "junit")
    checkXML(Reporter.checkstyle.render(found, context: context), "checkstyle")
    let cases = found.map {
        ReplayJUnit.Case(
            name: $0.rule, file: $0.file, status: Int32($0.message.utf8.count % 3), out: [$0.message],
            err: $0.rendered ?? [])
    }
    checkXML(ReplayJUnit.render(cases), "replay junit")
    let text = found.map(\.message) + found.map(\.file) + [""]
    let failure = ReplayFailure(
        recording: text[0], lines: text,
        frame: .init(
            step: 1, golden: text[0], actual: text[0], diff: text[0], differing: 1, total: 2, sizeMismatch: false),
        log: .init(golden: text[0], line: 1, before: text, expected: text, actual: text.reversed()))
    let entries = found.map {
        ReplayReportEntry(
            recording: $0.file, status: Int32($0.message.utf8.count % 3), lines: [$0.message],
            errors: $0.rendered ?? [],
            failure: failure, isNew: $0.message.utf8.count % 2 == 0,
            pictures: [
                .init(step: 1, golden: $0.file, actual: $0.message, diff: $0.rule, differing: 1, total: 2)
            ],
            thumbnails: [.init(step: 1, t: 0.5, file: $0.file, differs: true)], video: $0.message,
            updateCommand: ["forcelab", "replay", $0.file, "--update-goldens", "--", $0.message])
    }
    checkHTML(ReplayReportPage.html(entries, environmentNote: text[0]))
    let rows = found.map {
        ContactSheetPage.Row(
            locale: $0.locale ?? "", cells: [ContactSheetPage.Cell(file: $0.file, label: $0.message, caption: $0.rule)],
            findings: found)
    }
    checkHTML(
        ContactSheetPage(
            appName: text[0], deviceName: text[0], placements: 1, cellWidth: 100, folder: text[0], everywhere: found,
            rows: rows
        ).html)
    return 0
}

FuzzDriver.run(fuzz)
