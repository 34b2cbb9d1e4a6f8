import Foundation

/// The rules about the text as one locale shows it: its wording, its translation, and whether
/// it fits the menu.
extension Validator {
    /// What the text rules need to know about the locale being checked.
    private struct LocaleText {
        var locale: String?
        /// ` in de`, or nothing for the text as written.
        var inLocale: String
        /// The app's name as the home screen shows it, when it is worth looking for in titles.
        var appName: String?
        var english: Bool
        /// How a message introduces the text as the menu shows it.
        var shows: String
    }

    /// Rules about the text as one locale shows it.
    func checkText(_ app: AppShortcuts, locale: String?, report: Report) {
        let localized = app.localized(locale: locale)
        let (shown, _) = MenuLayout.selection(of: localized, maximum: metrics.maximumItems)
        let shownSet = Set(shown)
        var appName = app.appName(locale: locale).map { BuildSettings.expand($0, defines: defines).text }
        if let name = appName,
            BuildSettings.containsSetting(name) || name.trimmingCharacters(in: .whitespaces).count < 2
        {
            appName = nil
        }
        let context = LocaleText(
            locale: locale, inLocale: locale.map { " in \($0)" } ?? "", appName: appName,
            english: isEnglish(locale, app: app),
            shows: textDirection(locale, app: app).isRightToLeft ? "it shows, right aligned, as" : "it shows as")

        for (position, original) in localized.enumerated() {
            var item = original
            var titleSettings: [String] = []
            if let title = item.title {
                let expanded = BuildSettings.expand(title, defines: defines)
                item.title = expanded.text
                // Those of the plist's own title are in the app's one QA015 note already.
                titleSettings = expanded.undefined.filter { name in
                    !app.unresolvedSettings.contains { $0.name == name && $0.line == item.line }
                }
            }
            if let subtitle = item.subtitle { item.subtitle = BuildSettings.expand(subtitle, defines: defines).text }
            let titleKey = keyName("title", item)
            checkWording(item, undefinedSettings: titleSettings, context, report: report)
            if let locale {
                checkTranslation(item, written: app.items[position], app: app, locale: locale, report: report)
            }
            // Past what any menu shows, the text is checked and measured on a bounded prefix.
            let titleLength = item.title.map(TextBounds.scalarCount) ?? 0
            var bounded = item
            bounded.title = item.title.map { TextBounds.measuredPrefix($0).text }
            bounded.subtitle = item.subtitle.map { TextBounds.measuredPrefix($0).text }
            checkTitle(bounded, titleLength: titleLength, context, report: report)
            guard shownSet.contains(position), item.title.map({ !$0.isEmpty }) ?? false,
                !item.typeIssues.contains(where: { $0.key == titleKey })
            else { continue }
            // Named from the whole title, so a quote says its real length, not the prefix's.
            checkFit(bounded, named: name(item), context, report: report)
        }
    }

    /// QA015 and QA016: build settings left in the title, white space at the ends or a line break.
    private func checkWording(
        _ item: ShortcutItem, undefinedSettings titleSettings: [String], _ context: LocaleText, report: Report
    ) {
        if !titleSettings.isEmpty {
            let settings = titleSettings.map { "$(\($0))" }.joined(separator: ", ")
            let defineHint = titleSettings.map { "--define \($0)=VALUE" }.joined(separator: " ")
            report(
                .buildSettingInTitle, item.line, item.index, context.locale,
                "title of \(name(item))\(context.inLocale) holds the build setting \(settings); it is measured as written (pass \(defineHint))",
                nil)
        }
        for (field, text) in [("title", item.title), ("subtitle", item.subtitle)] {
            guard let text, !text.isEmpty else { continue }
            var problems: [String] = []
            if text.first!.isWhitespace && !text.first!.isNewline { problems.append("leading white space") }
            if text.last!.isWhitespace && !text.last!.isNewline { problems.append("trailing white space") }
            if text.unicodeScalars.contains(where: { Self.lineBreaks.contains($0.value) }) {
                problems.append("a line break")
            }
            if !problems.isEmpty && !Self.isBlank(text) {
                report(
                    .strayWhiteSpace, item.line, item.index, context.locale,
                    "\(field) of \(name(item))\(context.inLocale) has \(problems.joined(separator: " and ")): \(quoted(text))",
                    nil)
            }
        }
    }

    /// QA013: a title or subtitle `locale` leaves untranslated that other locales translate;
    /// `written` is the item as the plist has it (its text the strings files' keys).
    private func checkTranslation(
        _ item: ShortcutItem, written: ShortcutItem, app: AppShortcuts, locale: String, report: Report
    ) {
        for (field, key) in [("title", written.title), ("subtitle", written.subtitle)] {
            guard let key, !key.isEmpty, app.localizations[locale]?[key] == nil else { continue }
            let others = app.locales.filter { $0 != locale && app.localizations[$0]?[key] != nil }
            guard !others.isEmpty else { continue }
            report(
                .missingTranslation, item.line, item.index, locale,
                "\(locale) has no translation of the \(field) \(quoted(key)) of \(name(item)), which \(list(others)) translate\(others.count == 1 ? "s" : ""); it shows as written",
                nil)
        }
    }

    /// QA011 and QA012: a title that repeats the app's name, or (in English) is not title case.
    /// `item`'s text is a bounded prefix of a title `titleLength` scalars long.
    private func checkTitle(_ item: ShortcutItem, titleLength: Int, _ context: LocaleText, report: Report) {
        if let title = item.title, let appName = context.appName, Self.contains(title, word: appName) {
            report(
                .titleRepeatsAppName, item.line, item.index, context.locale,
                "title \(quoted(title, length: titleLength)) of \(number(item))\(context.inLocale) repeats the app's name \(quoted(appName)); Apple: the menu already belongs to the app, so leave the name out",
                nil)
        }
        if context.english, let title = item.title, let fixed = Self.titleCased(title), fixed != title {
            report(
                .notTitleCase, item.line, item.index, context.locale,
                "title \(quoted(title, length: titleLength)) of \(number(item))\(context.inLocale) is not in title case (\(quoted(fixed, length: titleLength)))",
                nil)
        }
    }

    /// What `Character.isNewline` calls a line break, as scalars (LF, VT, FF, CR, NEL, LS, PS).
    private static let lineBreaks: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]

    /// QA005 to QA007 and QA018, for a shown item: characters no font draws, and text that does
    /// not fit its lines. `item`'s text is a bounded prefix; `itemName` names the whole item.
    private func checkFit(_ item: ShortcutItem, named itemName: String, _ context: LocaleText, report: Report) {
        let (locale, inLocale, shows) = (context.locale, context.inLocale, context.shows)
        let text = MenuRowText.make(item: item, metrics: metrics, measurer: measurer)
        for (field, shown, font) in [
            ("title", item.title, metrics.titleFont), ("subtitle", item.shownSubtitle, metrics.subtitleFont),
        ] {
            guard let shown else { continue }
            for scalar in measurer.undrawableCharacters(in: TextFitting.normalized(shown), font: font) {
                report(
                    .undrawableCharacter, item.line, item.index, locale,
                    "\(field) of \(itemName)\(inLocale): no font draws \(Self.codePoint(scalar)); its width is unknown",
                    nil)
            }
        }
        if item.shownSubtitle != nil {
            if text.titleTruncated {
                report(
                    .titleWithSubtitleTooLong, item.line, item.index, locale,
                    "title of \(itemName)\(inLocale) does not fit on one line beside its subtitle; \(shows) \(quoted(text.titleLines.joined(separator: " / ")))",
                    text.titleLines)
            }
            if text.subtitleTruncated, let line = text.subtitleLine {
                report(
                    .subtitleTooLong, item.line, item.index, locale,
                    "subtitle of \(itemName)\(inLocale) does not fit on one line; \(shows) \(quoted(line))",
                    [line])
            }
        } else if text.titleTruncated {
            report(
                .titleTooLong, item.line, item.index, locale,
                "title of \(itemName)\(inLocale) does not fit on \(metrics.titleLineLimit == nil ? "the menu's width" : "two lines"); \(shows) \(quoted(text.titleLines.joined(separator: " / ")))",
                text.titleLines)
        }
    }
}
