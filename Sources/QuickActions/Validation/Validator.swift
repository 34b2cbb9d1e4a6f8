import Foundation

/// Checks an app's quick actions against the rules QA001 to QA019, measuring text with the
/// same layout the menu picture uses.
public struct Validator {
    public var metrics: MenuMetrics
    public var measurer: TextMeasurer
    /// Rule IDs not to report.
    public var disabled: Set<String>
    /// Build settings given with `--define NAME=VALUE`.
    public var defines: [String: String]

    public init(
        metrics: MenuMetrics, measurer: TextMeasurer, disabled: Set<String> = [], defines: [String: String] = [:]
    ) {
        self.metrics = metrics
        self.measurer = measurer
        self.disabled = disabled
        self.defines = defines
    }

    /// Every finding for `app`; rules about the text run once per locale in `locales`
    /// (nil: the text as written). Sorted by file, line, rule and locale.
    public func validate(_ app: AppShortcuts, locales: [String?]) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func report(
            _ rule: Rule, _ line: Int, item: Int?, locale: String? = nil, _ message: String, rendered: [String]? = nil
        ) {
            guard !disabled.contains(rule.id) else { return }
            found.append(
                Diagnostic(
                    rule: rule.id, severity: rule.severity, file: app.plistPath, line: line, item: item,
                    locale: locale, message: message, rendered: rendered))
        }
        checkStructure(app, report: report)
        checkStringsFileNames(app, found: &found)
        for locale in locales.isEmpty ? [nil] : locales {
            let first = found.count
            checkText(app, locale: locale, report: report)
            // The menu right-aligns text in a right-to-left locale: the rendered lines say so.
            if textDirection(locale, app: app).isRightToLeft {
                for index in first..<found.count where found[index].rendered != nil { found[index].alignment = "right" }
            }
        }
        return found.sorted { a, b in
            (a.file, a.line, a.rule, a.locale ?? "", a.item ?? -1, a.message) < (
                b.file, b.line, b.rule, b.locale ?? "", b.item ?? -1, b.message
            )
        }
    }

    /// QA017: Xcode and the simulator's case-insensitive disk find `infoPlist.strings`, but an
    /// iPhone's file system is case-sensitive and the bundle looks for `InfoPlist.strings`.
    private func checkStringsFileNames(_ app: AppShortcuts, found: inout [Diagnostic]) {
        let rule = Rule.stringsFileNameCase
        guard !disabled.contains(rule.id) else { return }
        for locale in app.localizationFiles.keys.sorted() {
            for file in app.localizationFiles[locale] ?? [] {
                let name = (file as NSString).lastPathComponent
                guard name.lowercased() == "infoplist.strings", name != "InfoPlist.strings" else { continue }
                let count = app.localizations[locale]?.count ?? 0
                found.append(
                    Diagnostic(
                        rule: rule.id, severity: rule.severity, file: file, line: 1, item: nil, locale: locale,
                        message:
                            "the file is named \"\(name)\"; iOS looks for \"InfoPlist.strings\" by its exact name on a device (a case-sensitive file system), so its \(count) \(count == 1 ? "entry is" : "entries are") never used there: rename it",
                        rendered: nil))
            }
        }
    }

    private func name(_ item: ShortcutItem) -> String {
        item.isDynamic ? "dynamic item \(item.index)" : "item \(item.index)"
    }

    private func keyName(_ field: String, _ item: ShortcutItem) -> String {
        item.isDynamic || item.file.lowercased().hasSuffix(".json")
            ? field : "UIApplicationShortcutItem" + field.prefix(1).uppercased() + field.dropFirst()
    }

    /// Rules that do not depend on the locale.
    private func checkStructure(_ app: AppShortcuts, report: (Rule, Int, Int?, String?, String, [String]?) -> Void) {
        for issue in app.typeIssues {
            report(
                .wrongType, issue.line, nil, nil, "\(issue.key) is \(issue.found); it must be \(issue.expected)", nil)
        }
        let (_, hidden) = MenuLayout.selection(of: app.items, maximum: metrics.maximumItems)
        for index in hidden {
            let item = app.items[index]
            let title = item.title.map { " \"\($0)\"" } ?? ""
            report(
                .tooManyItems, item.line, item.index, nil,
                "\(name(item))\(title) is never shown: the menu shows at most \(metrics.maximumItems) items (static ones first, then dynamic)",
                nil)
        }
        var firstOfType: [String: ShortcutItem] = [:]
        let isManifest = app.plistPath.lowercased().hasSuffix(".json")
        for item in app.items {
            let wholeItemWrong = item.typeIssues.contains { $0.expected == "a dictionary" && $0.key.hasPrefix("item ") }
            for issue in item.typeIssues {
                let what = issue.key.hasPrefix("item ") ? "\(name(item))" : "\(issue.key) of \(name(item))"
                report(
                    .wrongType, issue.line, item.index, nil, "\(what) is \(issue.found); it must be \(issue.expected)",
                    nil)
            }
            if wholeItemWrong { continue }
            let typeKey = keyName("type", item)
            let titleKey = keyName("title", item)
            if !item.typeIssues.contains(where: { $0.key == typeKey }) {
                if item.type == nil {
                    report(.missingType, item.line, item.index, nil, "\(name(item)) has no \(typeKey)", nil)
                } else if item.type!.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    report(.missingType, item.line, item.index, nil, "\(typeKey) of \(name(item)) is empty", nil)
                }
            }
            if let type = item.type, !type.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                if let first = firstOfType[type] {
                    report(
                        .duplicateType, item.line, item.index, nil,
                        "\(name(item)) has the same type \"\(type)\" as \(name(first)) (line \(first.line)); the app cannot tell them apart",
                        nil)
                } else {
                    firstOfType[type] = item
                }
            }
            if !item.typeIssues.contains(where: { $0.key == titleKey }) {
                if item.title == nil {
                    report(.missingTitle, item.line, item.index, nil, "\(name(item)) has no \(titleKey)", nil)
                } else if item.title!.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    report(
                        .missingTitle, item.line, item.index, nil,
                        "\(titleKey) of \(name(item)) is \(item.title!.isEmpty ? "empty" : "only white space")", nil)
                }
            }
            if let iconType = item.iconType, SystemIcons.name(of: iconType, allowShort: isManifest) == nil {
                let hint =
                    SystemIcons.suggestion(for: iconType).map { "; did you mean \($0)?" }
                    ?? "; use one of the 29 UIApplicationShortcutIconType names"
                report(
                    .unknownIconType, item.line, item.index, nil,
                    "\"\(iconType)\" of \(name(item)) is not a system icon type\(hint)", nil)
            }
            var iconKeys: [String] = []
            if item.iconSymbolName != nil { iconKeys.append(keyName("iconSymbolName", item)) }
            if item.iconFile != nil { iconKeys.append(keyName("iconFile", item)) }
            if item.iconType != nil { iconKeys.append(keyName("iconType", item)) }
            if iconKeys.count > 1 {
                report(
                    .severalIcons, item.line, item.index, nil,
                    "\(name(item)) sets \(iconKeys.joined(separator: ", ")); \(iconKeys[0]) wins and the others are ignored",
                    nil)
            }
            if let iconFile = item.iconFile, !iconFile.isEmpty {
                checkIconFile(iconFile, item: item, app: app, report: report)
            }
            if let symbol = item.iconSymbolName, !symbol.isEmpty, SymbolGlyphs.glyph(for: symbol) == nil {
                // SF Symbols cannot be shipped; ForceLab draws its own stand-ins for common ones.
                report(
                    .symbolStandIn, item.line, item.index, nil,
                    "SF Symbol \"\(symbol)\" of \(name(item)) has no ForceLab stand-in; the picture shows a marked placeholder (a square with a question mark) where iOS draws the symbol",
                    nil)
            }
        }
    }

    private func checkIconFile(
        _ iconFile: String, item: ShortcutItem, app: AppShortcuts,
        report: (Rule, Int, Int?, String?, String, [String]?) -> Void
    ) {
        switch IconFileFinder.find(iconFile, nextTo: app.plistPath) {
        case .notFound:
            report(
                .iconFileProblem, item.line, item.index, nil,
                "IconFile \"\(iconFile)\" of \(name(item)) not found near the plist (no \(iconFile).png, @2x, @3x or \(iconFile).imageset in an asset catalog)",
                nil)
        case .found(let pngs, let markedTemplate):
            for png in pngs where png.lowercased().hasSuffix(".png") {
                // The header and the chunks before the image data, never the whole file (an IconFile
                // may be a 3 GB sparse file).
                guard let data = try? BoundedFile.prefix(png, count: PNGInfo.headerBytes), let info = PNGInfo.read(data)
                else { continue }
                if info.width != info.height {
                    report(
                        .iconFileProblem, item.line, item.index, nil,
                        "IconFile \"\(iconFile)\" of \(name(item)) is \(info.width)×\(info.height) px, not square (\(PathNames.name(of: png)))",
                        nil)
                    return
                }
                if !info.hasTransparency && !markedTemplate {
                    report(
                        .iconFileProblem, item.line, item.index, nil,
                        "IconFile \"\(iconFile)\" of \(name(item)) has no transparency (\(PathNames.name(of: png))): the menu draws a template image from its alpha only, so an opaque colour image shows as a solid square",
                        nil)
                    return
                }
            }
        }
    }

    /// Rules about the text as one locale shows it.
    private func checkText(
        _ app: AppShortcuts, locale: String?, report: (Rule, Int, Int?, String?, String, [String]?) -> Void
    ) {
        let localized = app.localized(locale: locale)
        let inLocale = locale.map { " in \($0)" } ?? ""
        let (shown, _) = MenuLayout.selection(of: localized, maximum: metrics.maximumItems)
        let shownSet = Set(shown)
        var appName = app.appName(locale: locale).map { BuildSettings.expand($0, defines: defines).text }
        if let name = appName,
            BuildSettings.containsSetting(name) || name.trimmingCharacters(in: .whitespaces).count < 2
        {
            appName = nil
        }
        let english = isEnglish(locale, app: app)
        let shows = textDirection(locale, app: app).isRightToLeft ? "it shows, right aligned, as" : "it shows as"

        for (position, original) in localized.enumerated() {
            var item = original
            let raw = app.items[position]
            var titleSettings: [String] = []
            if let title = item.title {
                let expanded = BuildSettings.expand(title, defines: defines)
                item.title = expanded.text
                titleSettings = expanded.undefined
            }
            if let subtitle = item.subtitle { item.subtitle = BuildSettings.expand(subtitle, defines: defines).text }
            let titleKey = keyName("title", item)

            if !titleSettings.isEmpty {
                let settings = titleSettings.map { "$(\($0))" }.joined(separator: ", ")
                let defineHint = titleSettings.map { "--define \($0)=VALUE" }.joined(separator: " ")
                report(
                    .buildSettingInTitle, item.line, item.index, locale,
                    "title of \(name(item))\(inLocale) holds the build setting \(settings); it is measured as written (pass \(defineHint))",
                    nil)
            }
            for (field, text) in [("title", item.title), ("subtitle", item.subtitle)] {
                guard let text, !text.isEmpty else { continue }
                var problems: [String] = []
                if text.first!.isWhitespace && !text.first!.isNewline { problems.append("leading white space") }
                if text.last!.isWhitespace && !text.last!.isNewline { problems.append("trailing white space") }
                if text.contains(where: { $0.isNewline }) { problems.append("a line break") }
                if !problems.isEmpty && !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    report(
                        .strayWhiteSpace, item.line, item.index, locale,
                        "\(field) of \(name(item))\(inLocale) has \(problems.joined(separator: " and ")): \(quoted(text))",
                        nil)
                }
            }
            if let locale {
                for (field, key) in [("title", raw.title), ("subtitle", raw.subtitle)] {
                    guard let key, !key.isEmpty, app.localizations[locale]?[key] == nil else { continue }
                    let others = app.locales.filter { $0 != locale && app.localizations[$0]?[key] != nil }
                    guard !others.isEmpty else { continue }
                    report(
                        .missingTranslation, item.line, item.index, locale,
                        "\(locale) has no translation of the \(field) \(quoted(key)) of \(name(item)), which \(list(others)) translate\(others.count == 1 ? "s" : ""); it shows as written",
                        nil)
                }
            }
            if let title = item.title, let appName, Self.contains(title, word: appName) {
                report(
                    .titleRepeatsAppName, item.line, item.index, locale,
                    "title \(quoted(title)) of \(name(item))\(inLocale) repeats the app's name \(quoted(appName)); Apple: the menu already belongs to the app, so leave the name out",
                    nil)
            }
            if english, let title = item.title, let fixed = Self.titleCased(title), fixed != title {
                report(
                    .notTitleCase, item.line, item.index, locale,
                    "title \(quoted(title)) of \(name(item))\(inLocale) is not in title case (\(quoted(fixed)))", nil)
            }
            guard shownSet.contains(position), item.title.map({ !$0.isEmpty }) ?? false,
                !item.typeIssues.contains(where: { $0.key == titleKey })
            else { continue }
            let text = MenuRowText.make(item: item, metrics: metrics, measurer: measurer)
            for (field, shown, font) in [
                ("title", item.title, metrics.titleFont), ("subtitle", item.shownSubtitle, metrics.subtitleFont),
            ] {
                guard let shown else { continue }
                for scalar in measurer.undrawableCharacters(in: TextFitting.normalized(shown), font: font) {
                    report(
                        .undrawableCharacter, item.line, item.index, locale,
                        "\(field) of \(name(item))\(inLocale): no font draws \(Self.codePoint(scalar)); its width is unknown",
                        nil)
                }
            }
            if item.shownSubtitle != nil {
                if text.titleTruncated {
                    report(
                        .titleWithSubtitleTooLong, item.line, item.index, locale,
                        "title of \(name(item))\(inLocale) does not fit on one line beside its subtitle; \(shows) \(quoted(text.titleLines.joined(separator: " / ")))",
                        text.titleLines)
                }
                if text.subtitleTruncated, let line = text.subtitleLine {
                    report(
                        .subtitleTooLong, item.line, item.index, locale,
                        "subtitle of \(name(item))\(inLocale) does not fit on one line; \(shows) \(quoted(line))",
                        [line])
                }
            } else if text.titleTruncated {
                report(
                    .titleTooLong, item.line, item.index, locale,
                    "title of \(name(item))\(inLocale) does not fit on two lines; \(shows) \(quoted(text.titleLines.joined(separator: " / ")))",
                    text.titleLines)
            }
        }
    }

    /// `U+0B95`: four hex digits at least, as Unicode writes code points.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t") + "\""
    }

    private func list(_ locales: [String]) -> String {
        locales.count <= 6
            ? locales.joined(separator: ", ")
            : locales.prefix(5).joined(separator: ", ") + " and \(locales.count - 5) more"
    }

    /// The direction the menu takes in `locale` (the development region for Base or the text
    /// as written).
    private func textDirection(_ locale: String?, app: AppShortcuts) -> LayoutDirection {
        if let locale, locale != "Base" { return .of(locale: locale) }
        guard let region = app.developmentRegion.map({ BuildSettings.expand($0, defines: defines).text }),
            !BuildSettings.containsSetting(region)
        else {
            return .leftToRight
        }
        return .of(locale: region)
    }

    /// Title case is an English convention: check English, or Base / the text as written when
    /// the development region is English or unknown.
    private func isEnglish(_ locale: String?, app: AppShortcuts) -> Bool {
        func english(_ code: String) -> Bool {
            code.lowercased() == "en" || code.lowercased().hasPrefix("en-") || code.lowercased().hasPrefix("en_")
                || code == "English"
        }
        if let locale, locale != "Base" { return english(locale) }
        guard let region = app.developmentRegion.map({ BuildSettings.expand($0, defines: defines).text }),
            !BuildSettings.containsSetting(region)
        else { return true }
        return english(region)
    }

    /// Whether `text` holds `word` as a whole word, ignoring case. A hyphen joins a compound
    /// into one word: German "Neue E-Mail" does not name the app "Mail" ("Mail's" does).
    static func contains(_ text: String, word: String) -> Bool {
        func joins(_ c: Character?) -> Bool {
            guard let c else { return false }
            return c.isLetter || c.isNumber || c == "-" || c == "\u{2010}"
        }
        var searchRange = text.startIndex..<text.endIndex
        while let range = text.range(of: word, options: [.caseInsensitive], range: searchRange) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !joins(before) && !joins(after) {
                return true
            }
            searchRange = range.upperBound..<text.endIndex
        }
        return false
    }

    /// Words that stay lower case inside an English title (articles, short conjunctions and prepositions).
    static let minorWords: Set<String> = [
        "a", "an", "the", "and", "but", "or", "nor", "for", "so", "yet", "as", "at", "by", "in", "of", "off", "on",
        "per", "to", "up", "via", "vs", "from", "into", "with", "onto", "over",
    ]

    /// The title-cased form of `title`, or nil when it has no letters to judge. Only the first
    /// letter of each word is raised; words starting with a non-letter are left alone.
    static func titleCased(_ title: String) -> String? {
        let words = title.split(separator: " ", omittingEmptySubsequences: false)
        guard words.contains(where: { $0.contains(where: { $0.isLetter }) }) else { return nil }
        let lastIndex = words.lastIndex(where: { !$0.isEmpty }) ?? 0
        let firstIndex = words.firstIndex(where: { !$0.isEmpty }) ?? 0
        var result: [String] = []
        for (index, word) in words.enumerated() {
            guard let first = word.first, first.isLetter, first.isLowercase else {
                result.append(String(word))
                continue
            }
            let isEdge = index == firstIndex || index == lastIndex
            if !isEdge && minorWords.contains(word.lowercased()) {
                result.append(String(word))
                continue
            }
            result.append(first.uppercased() + word.dropFirst())
        }
        return result.joined(separator: " ")
    }
}
