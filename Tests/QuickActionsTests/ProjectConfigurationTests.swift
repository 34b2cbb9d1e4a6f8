import Foundation
import Testing

@testable import QuickActions

/// `.forcelab.json` as data: every key, every bad value as `path:line: error:`, exclude
/// patterns against a naive reference, and what a configuration does to findings.
@Suite struct ProjectConfigurationTests {
    static let known: Set<String> = Set(Rule.allCases.map(\.id) + ["HIG003"])

    static func parse(_ text: String) throws -> ProjectConfiguration {
        try ProjectConfiguration.parse(Data(text.utf8), path: "p/.forcelab.json", knownRules: known)
    }

    static func error(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func everyKeyIsRead() throws {
        let config = try Self.parse(
            """
            {
              "rules": {"QA012": "off", "QA005": "error", "HIG003": "note"},
              "exclude": ["Vendor/**", "Legacy"],
              "define": {"PRODUCT_NAME": "Mail"},
              "locale": "pt-BR",
              "device": "iphone-8",
              "ios": "12.4"
            }
            """)
        #expect(config.rules == ["QA012": .off, "QA005": .level(.error), "HIG003": .level(.note)])
        #expect(config.exclude.map(\.text) == ["Vendor/**", "Legacy"])
        #expect(config.defines == ["PRODUCT_NAME": "Mail"])
        #expect(config.locale == "pt-BR")
        #expect(config.device == "iphone-8")
        #expect(config.ios == "12.4")
        #expect(config.lines["device"] == 6)
        #expect(try Self.parse(#"{"ios": 13}"#).ios == "13")
        #expect(try Self.parse("{}") == ProjectConfiguration(path: "p/.forcelab.json"))
    }

    @Test(arguments: [
        (
            #"{"rule": {}}"#,
            #"p/.forcelab.json:1: error: unknown key "rule"; did you mean "rules"? (keys: rules, exclude, define, locale, device, ios)"#
        ),
        (
            "{\n  \"format\": \"sarif\"\n}",
            #"p/.forcelab.json:2: error: unknown key "format" (keys: rules, exclude, define, locale, device, ios)"#
        ),
        (
            "{\"rules\": {\n \"QA099\": \"off\"}}",
            #"p/.forcelab.json:2: error: "rules": unknown rule "QA099"; rules are QA001 to QA020 and HIG001 to HIG008"#
        ),
        (
            #"{"rules": {"qa012": "off"}}"#,
            #"p/.forcelab.json:1: error: "rules": unknown rule "qa012"; rule IDs are upper case: "QA012""#
        ),
        (
            "{\"rules\": {\"QA012\":\n \"loud\"}}",
            #"p/.forcelab.json:2: error: "rules": "QA012" must be "off", "error", "warning" or "note", got "loud""#
        ),
        (
            #"{"rules": {"QA012": false}}"#,
            #"p/.forcelab.json:1: error: "rules": "QA012" must be "off", "error", "warning" or "note", got false"#
        ),
        (
            #"{"rules": ["QA012"]}"#,
            #"p/.forcelab.json:1: error: "rules" must be an object: {"QA012": "off", "QA005": "error"}"#
        ),
        (
            #"{"exclude": "Vendor"}"#,
            #"p/.forcelab.json:1: error: "exclude" must be an array of path patterns: ["Vendor/**"]"#
        ),
        (
            "{\"exclude\": [\"a\",\n \"\"]}",
            #"p/.forcelab.json:2: error: "exclude": each pattern must be a non-empty string, got """#
        ),
        (
            #"{"exclude": ["/abs"]}"#,
            #"p/.forcelab.json:1: error: "exclude": "/abs" is absolute; patterns are relative to the folder of p/.forcelab.json"#
        ),
        (
            #"{"define": {"1X": "a"}}"#,
            #"p/.forcelab.json:1: error: "define": "1X" is not a build setting name (letters, digits and _, not starting with a digit)"#
        ),
        (#"{"define": {"X": 3}}"#, #"p/.forcelab.json:1: error: "define": "X" must be a string, got 3"#),
        (
            #"{"locale": "german"}"#,
            #"p/.forcelab.json:1: error: "locale" must be a locale such as "de", "pt-BR" or "zh-Hans", got "german""#
        ),
        (#"{"device": ""}"#, #"p/.forcelab.json:1: error: "device" must be a device name such as "iphone-xs", got """#),
        (
            #"{"ios": "twelve"}"#,
            #"p/.forcelab.json:1: error: "ios" must be an iOS version such as "12" or "13.4", got "twelve""#
        ),
        (#"{"ios": 8}"#, #"p/.forcelab.json:1: error: "ios" must be an iOS version such as "12" or "13.4", got 8"#),
        (#"{"locale": "de", "locale": "fr"}"#, #"p/.forcelab.json:1: error: "locale" appears twice"#),
        (
            "[1]",
            #"p/.forcelab.json:1: error: a .forcelab.json holds one JSON object ({"rules": {...}, "exclude": [...], ...})"#
        ),
        (
            "{\"rules\": {\n",
            "p/.forcelab.json:2: error: malformed JSON: expected a key (the file ends too early: truncated?)"
        ),
    ])
    func badValuesNameTheirLine(text: String, expected: String) {
        #expect(Self.error(text) == expected)
    }

    /// A naive reference: the pattern as a regular expression over the whole relative path or
    /// any of its folders.
    static func reference(_ pattern: String, _ path: String) -> Bool {
        var p = pattern
        if !p.contains("/") { p = "**/" + p }
        var regex = "^"
        var i = p.startIndex
        while i < p.endIndex {
            if p[i...].hasPrefix("**/") {
                regex += "(.*/)?"
                i = p.index(i, offsetBy: 3)
                continue
            }
            if p[i...].hasPrefix("**") {
                regex += ".*"
                i = p.index(i, offsetBy: 2)
                continue
            }
            switch p[i] {
            case "*": regex += "[^/]*"
            case "?": regex += "[^/]"
            case ".": regex += "\\."
            default: regex.append(p[i])
            }
            i = p.index(after: i)
        }
        regex += "(/.*)?$"
        return path.range(of: regex, options: .regularExpression) != nil
    }

    @Test func excludePatternsAgreeWithAReference() {
        let patterns = [
            "Vendor/**", "Vendor", "*.json", "Apps/*/Info.plist", "**/Legacy/**", "a?c", "Apps/**/de.lproj", "**",
            "x*y*z",
        ]
        let paths = [
            "Vendor/Info.plist", "Vendor", "Apps/Mail/Info.plist", "Apps/Mail/Sub/Info.plist", "scene.json",
            "Apps/scene.json",
            "Old/Legacy/Info.plist", "Legacy/x", "abc", "abbc", "Apps/Mail/de.lproj/InfoPlist.strings", "xayz", "xyz",
            "xzy",
            "VendorX/Info.plist", "Apps/Legacy",
        ]
        for pattern in patterns {
            for path in paths {
                #expect(
                    ExcludePattern(pattern).matches(path) == Self.reference(pattern, path),
                    "pattern \(pattern), path \(path)")
            }
        }
    }

    @Test func configurationDropsAndRelevelsFindings() throws {
        let config = try ProjectConfiguration.parse(
            Data(#"{"rules": {"QA012": "off", "QA005": "error"}, "exclude": ["Vendor"]}"#.utf8),
            path: "/repo/.forcelab.json", knownRules: Self.known)
        func d(_ rule: Rule, _ file: String) -> Diagnostic {
            Diagnostic(
                rule: rule.id, severity: rule.severity, file: file, line: 1, item: nil, locale: nil, message: "m")
        }
        let out = config.apply(
            to: [
                d(.notTitleCase, "App/Info.plist"), d(.titleWithSubtitleTooLong, "App/Info.plist"),
                d(.titleTooLong, "Vendor/Kit/Info.plist"), d(.titleTooLong, "/elsewhere/Vendor/Info.plist"),
                d(.titleTooLong, "App/Info.plist"),
            ], workingDirectory: "/repo")
        #expect(out.map(\.rule) == ["QA005", "QA006", "QA006"])
        #expect(out.map(\.severity) == [.error, .warning, .warning])
        #expect(out.map(\.file) == ["App/Info.plist", "/elsewhere/Vendor/Info.plist", "App/Info.plist"])
    }
}
