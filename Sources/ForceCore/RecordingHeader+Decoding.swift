import SourceFormats

/// Reading the optional fields of a recording's header line, one `"key": value` at a time.
extension RecordingHeader {
    /// Reads the value of the header field `key` (the scanner is positioned at it) into this
    /// header; unknown keys are skipped, so newer recordings still read. `forcelab` and
    /// `version` are the decoder's, not the header's.
    mutating func decodeField(_ key: ScannedString, _ scanner: inout JSONScanner) throws(JSONSyntaxError) {
        if scanner.matches(key, "apps") {
            apps = try Self.decodeApps(&scanner)
        } else if let field = Self.textField(key, scanner) {
            if let value = try Self.decodeOptionalText(&scanner) { self[keyPath: field] = value }
        } else if scanner.matches(key, "haptic") {
            if let value = try Self.decodeHaptic(&scanner) { haptic = value }
        } else if scanner.matches(key, "ios") {
            if let value = try Self.decodeIOS(&scanner) { ios = value }
        } else if scanner.matches(key, "haptic_timing") {
            hapticTiming = try Self.decodeHapticTiming(&scanner)
        } else if scanner.matches(key, "appearance") {
            appearance = try Self.decodeAppearance(&scanner)
        } else if scanner.matches(key, "icon_style") {
            iconStyle = try Self.decodeIconStyle(&scanner)
        } else if scanner.matches(key, "force_unit") {
            forceUnit = try Self.decodeForceUnit(&scanner)
        } else if try decodeBuildField(key, &scanner) {
            return
        } else {
            try scanner.skipValue()
        }
    }

    /// The header's free-text fields, by key.
    private static func textField(_ key: ScannedString, _ scanner: JSONScanner) -> WritableKeyPath<Self, String?>? {
        if scanner.matches(key, "device") { return \.device }
        if scanner.matches(key, "scene") { return \.scene }
        if scanner.matches(key, "profile") { return \.profile }
        if scanner.matches(key, "locale") { return \.locale }
        if scanner.matches(key, "slot") { return \.slot }
        if scanner.matches(key, "text_size") { return \.textSize }
        return nil
    }

    /// The `--app` paths: an array of at most 64 strings.
    private static func decodeApps(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> [String] {
        scanner.skipWhitespace()
        try scanner.expect(0x5B, "an array of app paths")
        var apps: [String] = []
        scanner.skipWhitespace()
        if scanner.peek() == 0x5D {
            scanner.position += 1
            return apps
        }
        while true {
            scanner.skipWhitespace()
            guard scanner.peek() == 0x22 else { throw scanner.fail("expected an app path (a string)") }
            apps.append(scanner.decode(try scanner.scanString()))
            guard apps.count <= 64 else { throw scanner.fail("more than 64 apps") }
            scanner.skipWhitespace()
            if scanner.peek() == 0x2C {
                scanner.position += 1
                continue
            }
            try scanner.expect(0x5D, "',' or ']' after an app path")
            return apps
        }
    }

    /// A string, or nil for `null` (which leaves the field as it was).
    private static func decodeOptionalText(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> String? {
        scanner.skipWhitespace()
        if scanner.peek() != 0x22 {
            if try scanner.scanLiteral() == .null { return nil }
            throw scanner.fail("expected a string")
        }
        return scanner.decode(try scanner.scanString())
    }

    /// `true` or `false`, or nil for `null`.
    private static func decodeHaptic(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> Bool? {
        scanner.skipWhitespace()
        switch try scanner.scanLiteral() {
        case .true?: return true
        case .false?: return false
        case .null?: return nil
        case nil: throw scanner.fail("expected \"haptic\": true or false")
        }
    }

    /// A whole iOS major version in 1...99, or nil for `null`.
    private static func decodeIOS(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> Int? {
        scanner.skipWhitespace()
        let start = scanner.position
        if scanner.peek() == 0x6E, try scanner.scanLiteral() == .null { return nil }
        let number = try scanner.scanNumber()
        let value = scanner.doubleValue(number)
        guard value == value.rounded(), value >= 1, value <= 99 else {
            throw JSONSyntaxError(
                message: "expected \"ios\" as a whole major version such as 12 or 18", offset: start)
        }
        return Int(value)
    }

    /// `1` or `2` (see `HapticTiming`), or nil for `null`.
    private static func decodeHapticTiming(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> HapticTiming? {
        scanner.skipWhitespace()
        let start = scanner.position
        if scanner.peek() == 0x6E, try scanner.scanLiteral() == .null { return nil }
        let value = scanner.doubleValue(try scanner.scanNumber())
        guard value == value.rounded(), let timing = HapticTiming(rawValue: Int(exactly: value) ?? 0) else {
            throw JSONSyntaxError(
                message: "expected \"haptic_timing\" 1 (the profile's durations) or 2 (by iOS release)", offset: start)
        }
        return timing
    }

    /// The appearances a header may name.
    public static let appearances = ["light", "dark"]

    /// `"light"` or `"dark"`, or nil for `null`.
    private static func decodeAppearance(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> String? {
        scanner.skipWhitespace()
        let start = scanner.position
        guard let value = try decodeOptionalText(&scanner) else { return nil }
        guard appearances.contains(value) else {
            throw JSONSyntaxError(
                message: "expected \"appearance\" \"light\" or \"dark\", got \"\(value)\"", offset: start)
        }
        return value
    }

    /// The icon styles a header may name (Simulator's `IconStyleChoice`; a test keeps them equal).
    public static let iconStyles = ["automatic", "default", "dark", "tinted", "clear"]

    /// One of `iconStyles`, or nil for `null`.
    private static func decodeIconStyle(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> String? {
        scanner.skipWhitespace()
        let start = scanner.position
        guard let value = try decodeOptionalText(&scanner) else { return nil }
        guard iconStyles.contains(value) else {
            throw JSONSyntaxError(
                message: "expected \"icon_style\" one of \(iconStyles.joined(separator: ", ")), got \"\(value)\"",
                offset: start)
        }
        return value
    }

    /// `"normalized"` or `"uitouch"`.
    private static func decodeForceUnit(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> ForceUnit {
        scanner.skipWhitespace()
        let start = scanner.position
        let value = scanner.decode(try scanner.scanString())
        guard let unit = ForceUnit(rawValue: value) else {
            throw JSONSyntaxError(
                message: "expected force_unit \"normalized\" or \"uitouch\", got \"\(value)\"", offset: start)
        }
        return unit
    }
}
