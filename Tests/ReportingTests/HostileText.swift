import QuickActions

/// A seeded generator of hostile report values: every class the report writers must keep inert
/// (NUL, CR, LF, `::`, `##[`, `%`, quotes, `<>&`, `]]>`, C0 and C1 controls, DEL, bidirectional
/// overrides, U+2028, noncharacters, `javascript:`, `onerror=`, bytes of a file name that are
/// not UTF-8), mixed with ordinary text.
struct HostileText {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// SplitMix64: the same seed gives the same values on every machine.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    static let pieces: [String] = [
        "\u{0}", "\r", "\n", "\r\n", "::", "::error file=x,line=1::pwned", "##[error]pwned", "%", "%0A", "%25",
        "\"", "'", "<", ">", "&", "]]>", "<script>alert(1)</script>", "\" onerror=\"alert(1)", "' onload='x'",
        "javascript:alert(1)", "\u{1B}[31m", "\u{7}", "\u{7F}", "\u{85}", "\u{9B}", "\u{1}", "\u{1F}", "\u{202E}",
        "\u{2066}", "\u{2028}", "\u{FFFE}", "\u{FFFF}", ",", ":", "=", "\t", " ", "  ::", "Compose", "Öffnen",
        "新規", "مرحبا", "👩‍👩‍👧", "a/b", "../..", "/etc/passwd", "title", "%SRCROOT%", "\\", "--",
        // A file name's bytes that are not UTF-8, as `FileSystemName` carries them (0xFF, 0x80, 0xC3).
        "\u{10FDFF}", "\u{10FD80}", "x\u{10FDC3}(",
        // Scalars that join a delimiter next to them into one character: a combining acute, a
        // zero-width joiner, a variation selector, a prepended concatenation mark (U+0600).
        "\u{301}", "\u{200D}", "\u{FE0F}", "\u{600}", "\u{301}::warning::x",
    ]

    /// A string of up to `maximum` pieces.
    mutating func text(maximum: Int = 8) -> String {
        (0..<below(maximum + 1)).map { _ in Self.pieces[below(Self.pieces.count)] }.joined()
    }

    /// A finding whose every field is hostile (the rule stays one the table knows half the time).
    mutating func diagnostic() -> Diagnostic {
        let rules = Rule.allCases
        let rule = below(2) == 0 ? rules[below(rules.count)].id : text(maximum: 3)
        let severity = Severity.allCases[below(Severity.allCases.count)]
        var d = Diagnostic(
            rule: rule, severity: severity, file: text(maximum: 4) + "/Info.plist", line: below(4) - 1,
            item: below(2) == 0 ? nil : below(5), locale: below(2) == 0 ? nil : text(maximum: 2),
            message: text(), rendered: below(2) == 0 ? nil : [text(), text()])
        if below(3) == 0 { d.alignment = text(maximum: 2) }
        return d
    }

    /// An app whose every text is hostile: name, plist path, titles, subtitles, types, icon
    /// types and files, userInfo.
    mutating func app() -> AppShortcuts {
        let items = (0..<(1 + below(5))).map { index in
            ShortcutItem(
                type: text(maximum: 3), title: text(), subtitle: below(2) == 0 ? nil : text(),
                iconType: below(2) == 0 ? nil : text(maximum: 2), iconFile: below(3) == 0 ? text(maximum: 2) : nil,
                userInfo: [text(maximum: 2): .string(text())], isDynamic: below(4) == 0, line: 3 + index, index: index)
        }
        return AppShortcuts(
            appName: text(maximum: 3), plistPath: "/repo/" + text(maximum: 3) + "/Info.plist", items: items,
            developmentRegion: "en")
    }
}
