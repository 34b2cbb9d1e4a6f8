import SourceFormats

/// How the designer's own apps (`"apps"`) were built for a recorded session: each app's Xcode
/// target and configuration, the `--xcconfig` files and the `--define` values (optional header
/// fields `"xcode"`, `"xcconfigs"` and `"defines"`, added with issue 22; absent, the apps load
/// as every recording before them did).
public struct RecordedAppBuild: Equatable, Sendable {
    /// One app's `--xcode-target` and `--xcode-configuration` (nil: the project's choice).
    public struct Choice: Equatable, Sendable {
        public var target: String?
        public var configuration: String?

        public init(target: String? = nil, configuration: String? = nil) {
            self.target = target
            self.configuration = configuration
        }

        /// Neither is given.
        public var isEmpty: Bool { target == nil && configuration == nil }
    }

    /// Per app, in the order of the header's `"apps"` (a shorter list: the rest choose nothing).
    public var choices: [Choice]
    /// The `--xcconfig` files, relative to the recording's folder (or absolute), in order.
    public var xcconfigs: [String]
    /// The `--define NAME=VALUE` values.
    public var defines: [String: String]
    /// Per app, a JSON manifest beside the recording (`"app_snapshots"`) holding the items and
    /// name the window showed, in the recording's locale: a replay shows them even after the
    /// app's files change.
    public var snapshots: [String]

    public init(
        choices: [Choice] = [], xcconfigs: [String] = [], defines: [String: String] = [:], snapshots: [String] = []
    ) {
        self.choices = choices
        self.xcconfigs = xcconfigs
        self.defines = defines
        self.snapshots = snapshots
    }

    /// Nothing chosen: the header carries none of the four fields.
    public var isEmpty: Bool {
        choices.allSatisfy(\.isEmpty) && xcconfigs.isEmpty && defines.isEmpty && snapshots.isEmpty
    }

    /// The choice of app `index` (none when the list is shorter).
    public func choice(_ index: Int) -> Choice { index < choices.count ? choices[index] : Choice() }

    /// The header fields, each starting with a comma, or "" when nothing was chosen (so a
    /// recording without Xcode choices reads as it always did).
    public func headerFields() -> String {
        var line = ""
        if !choices.allSatisfy(\.isEmpty) {
            let objects = choices.map { choice -> String in
                var fields: [String] = []
                if let target = choice.target { fields.append("\"target\":" + jsonQuoted(target)) }
                if let configuration = choice.configuration {
                    fields.append("\"configuration\":" + jsonQuoted(configuration))
                }
                return "{" + fields.joined(separator: ",") + "}"
            }
            line += ",\"xcode\":[" + objects.joined(separator: ",") + "]"
        }
        if !xcconfigs.isEmpty { line += ",\"xcconfigs\":[" + xcconfigs.map(jsonQuoted).joined(separator: ",") + "]" }
        if !defines.isEmpty {
            let pairs = defines.sorted { $0.key < $1.key }.map { jsonQuoted($0.key) + ":" + jsonQuoted($0.value) }
            line += ",\"defines\":{" + pairs.joined(separator: ",") + "}"
        }
        if !snapshots.isEmpty {
            line += ",\"app_snapshots\":[" + snapshots.map(jsonQuoted).joined(separator: ",") + "]"
        }
        return line
    }
}

extension RecordingHeader {
    /// The most apps, files or defines a header's build fields may list.
    static let maximumBuildEntries = 64

    /// Reads `"xcode"`, `"xcconfigs"`, `"defines"` or `"app_snapshots"` into `appBuild`; false for any other key
    /// (the scanner has not moved).
    mutating func decodeBuildField(_ key: ScannedString, _ scanner: inout JSONScanner) throws(JSONSyntaxError) -> Bool {
        if scanner.matches(key, "xcode") {
            appBuild.choices = try Self.decodeArray(&scanner, what: "an Xcode choice") {
                (scanner: inout JSONScanner) throws(JSONSyntaxError) in
                try Self.decodeChoice(&scanner)
            }
        } else if scanner.matches(key, "xcconfigs") {
            appBuild.xcconfigs = try Self.decodeArray(&scanner, what: "an xcconfig path") {
                (scanner: inout JSONScanner) throws(JSONSyntaxError) in
                guard scanner.peek() == 0x22 else { throw scanner.fail("expected an xcconfig path (a string)") }
                return scanner.decode(try scanner.scanString())
            }
        } else if scanner.matches(key, "app_snapshots") {
            appBuild.snapshots = try Self.decodeArray(&scanner, what: "an app snapshot") {
                (scanner: inout JSONScanner) throws(JSONSyntaxError) in
                guard scanner.peek() == 0x22 else { throw scanner.fail("expected an app snapshot's file (a string)") }
                return scanner.decode(try scanner.scanString())
            }
        } else if scanner.matches(key, "defines") {
            appBuild.defines = try Self.decodeDefines(&scanner)
        } else {
            return false
        }
        return true
    }

    /// `[ELEMENT, ...]` of at most `maximumBuildEntries` elements.
    private static func decodeArray<Element>(
        _ scanner: inout JSONScanner, what: String,
        _ element: (inout JSONScanner) throws(JSONSyntaxError) -> Element
    ) throws(JSONSyntaxError) -> [Element] {
        scanner.skipWhitespace()
        try scanner.expect(0x5B, "an array of \(what)s")
        var elements: [Element] = []
        scanner.skipWhitespace()
        if scanner.peek() == 0x5D {
            scanner.position += 1
            return elements
        }
        while true {
            scanner.skipWhitespace()
            elements.append(try element(&scanner))
            guard elements.count <= maximumBuildEntries else {
                throw scanner.fail("more than \(maximumBuildEntries) entries of \(what)")
            }
            scanner.skipWhitespace()
            if scanner.peek() == 0x2C {
                scanner.position += 1
                continue
            }
            try scanner.expect(0x5D, "',' or ']' after \(what)")
            return elements
        }
    }

    /// `{"target": "T", "configuration": "C"}`, either key optional; other keys are skipped.
    private static func decodeChoice(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> RecordedAppBuild.Choice {
        try scanner.expect(0x7B, "an Xcode choice {\"target\":...,\"configuration\":...}")
        var choice = RecordedAppBuild.Choice()
        try forEachField(&scanner) { (scanner: inout JSONScanner, key: ScannedString) throws(JSONSyntaxError) in
            let field: WritableKeyPath<RecordedAppBuild.Choice, String?>?
            if scanner.matches(key, "target") {
                field = \.target
            } else if scanner.matches(key, "configuration") {
                field = \.configuration
            } else {
                field = nil
            }
            guard let field else { return try scanner.skipValue() }
            scanner.skipWhitespace()
            if scanner.peek() == 0x22 {
                choice[keyPath: field] = scanner.decode(try scanner.scanString())
            } else if try scanner.scanLiteral() != .null {
                throw scanner.fail("expected the Xcode \(field == \.target ? "target" : "configuration") as a string")
            }
        }
        return choice
    }

    /// `{"NAME": "VALUE", ...}`: string values only.
    private static func decodeDefines(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> [String: String] {
        scanner.skipWhitespace()
        try scanner.expect(0x7B, "an object of build settings {\"NAME\":\"VALUE\"}")
        var defines: [String: String] = [:]
        try forEachField(&scanner) { (scanner: inout JSONScanner, key: ScannedString) throws(JSONSyntaxError) in
            let name = scanner.decode(key)
            scanner.skipWhitespace()
            guard !name.isEmpty, scanner.peek() == 0x22 else {
                throw scanner.fail("expected \"defines\" as {\"NAME\":\"VALUE\"} with a name and a string value")
            }
            defines[name] = scanner.decode(try scanner.scanString())
            guard defines.count <= maximumBuildEntries else {
                throw scanner.fail("more than \(maximumBuildEntries) defines")
            }
        }
        return defines
    }
}
