import Foundation
import SourceFormats

/// Checks an app's quick actions against the rules QA001 to QA019, measuring text with the
/// same layout the menu picture uses.
public struct Validator {
    public var metrics: MenuMetrics
    public var measurer: TextMeasurer
    /// Rule IDs not to report.
    public var disabled: Set<String>
    /// Build settings given with `--define NAME=VALUE`.
    public var defines: [String: String]
    /// The app folder's `IconFile` searches, made once for every locale this validator checks.
    public var lookups = AppFileLookups()

    public init(
        metrics: MenuMetrics, measurer: TextMeasurer, disabled: Set<String> = [], defines: [String: String] = [:]
    ) {
        self.metrics = metrics
        self.measurer = measurer
        self.disabled = disabled
        self.defines = defines
    }

    /// How a check reports a finding: rule, line, item, locale, message and the text as shown.
    typealias Report = (Rule, Int, Int?, String?, String, [String]?) -> Void

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
        checkUnresolvedSettings(app, report: report)
        checkStringsFileNames(app, found: &found)
        checkIconFileCatalogs(app, found: &found)
        for locale in locales.isEmpty ? [nil] : locales {
            let first = found.count
            var speaking = self
            speaking.measurer = measurer.speaking(locale)
            speaking.checkText(app, locale: locale, report: report)
            // The menu right-aligns text in a right-to-left locale: the rendered lines say so.
            let direction = textDirection(locale, app: app)
            if direction.isRightToLeft {
                for index in first..<found.count where found[index].rendered != nil {
                    found[index].alignment = direction.naturalAlignment.rawValue
                }
            }
        }
        return found.sorted { a, b in
            (a.file, a.line, a.rule, a.locale ?? "", a.item ?? -1, a.message) < (
                b.file, b.line, b.rule, b.locale ?? "", b.item ?? -1, b.message
            )
        }
    }

    /// QA009 at the file itself: an image set an `IconFile` names whose Contents.json is broken
    /// (not JSON, not a dictionary, `images` not an array). Xcode refuses to build such a catalog.
    private func checkIconFileCatalogs(_ app: AppShortcuts, found: inout [Diagnostic]) {
        let rule = Rule.iconFileProblem
        guard !disabled.contains(rule.id) else { return }
        var seen: Set<String> = []
        for item in app.items {
            guard let iconFile = item.iconFile, seen.insert(iconFile).inserted,
                case .brokenContents(let error) = lookups.iconFile(iconFile, nextTo: app.plistPath)
            else { continue }
            found.append(
                Diagnostic(
                    rule: rule.id, severity: rule.severity, file: error.path, line: max(1, error.line ?? 1), item: nil,
                    locale: nil,
                    message:
                        "the image set of IconFile \"\(iconFile)\" cannot be read: \(error.message); Xcode refuses the catalog and the menu shows no icon",
                    rendered: nil))
        }
    }

    /// QA015: the build settings the plist uses that neither the project, an `--xcconfig` nor a
    /// `--define` sets, in one note: the picture shows them as written, marked.
    private func checkUnresolvedSettings(_ app: AppShortcuts, report: Report) {
        guard let first = app.unresolvedSettings.first else { return }
        var names: [String] = []
        for setting in app.unresolvedSettings where !names.contains(setting.name) { names.append(setting.name) }
        let places = names.map { name in
            "$(\(name)) in " + Self.fields(app.unresolvedSettings.filter { $0.name == name }.map(\.field))
        }
        report(
            .buildSettingInTitle, first.line, nil, nil,
            "build settings nothing defines stay as written: \(places.joined(separator: "; ")); pass \(names.map { "--define \($0)=VALUE" }.joined(separator: " ")), --xcconfig FILE or the Xcode project",
            nil)
    }

    /// "the type of item 1", "the type of item 2" as "the type of items 1, 2".
    static func fields(_ fields: [String]) -> String {
        var groups: [(head: String, items: [String])] = []
        for field in fields {
            let parts = field.components(separatedBy: " item ")
            let (head, item) = parts.count == 2 ? (parts[0], parts[1]) : (field, "")
            if let index = groups.firstIndex(where: { $0.head == head }), !item.isEmpty {
                groups[index].items.append(item)
            } else {
                groups.append((head, item.isEmpty ? [] : [item]))
            }
        }
        return groups.map { group in
            switch group.items.count {
            case 0: return group.head
            case 1: return "\(group.head) item \(group.items[0])"
            default: return "\(group.head) items \(group.items.joined(separator: ", "))"
            }
        }.joined(separator: ", ")
    }

    /// QA017: Xcode and the simulator's case-insensitive disk find `infoPlist.strings`, but an
    /// iPhone's file system is case-sensitive and the bundle looks for `InfoPlist.strings`.
    private func checkStringsFileNames(_ app: AppShortcuts, found: inout [Diagnostic]) {
        let rule = Rule.stringsFileNameCase
        guard !disabled.contains(rule.id) else { return }
        for locale in app.localizationFiles.keys.sorted() {
            for file in app.localizationFiles[locale] ?? [] {
                let name = FileSystemName.name(of: file)
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

    /// `item 4 "All Inboxes"`: numbered from 1 as people count (the JSON `item` stays 0-based),
    /// with the title as written when it has one.
    /// Only the title's ends and a bounded head are walked (`TextBounds.trimmedHead`): every
    /// message names its item, and trimming a 15 MiB title whole took most of a second each time.
    func name(_ item: ShortcutItem) -> String {
        guard let title = item.title, let trimmed = TextBounds.trimmedHead(title) else { return number(item) }
        return "\(number(item)) \(quoted(trimmed.head, length: trimmed.length))"
    }

    /// `item 4` (`dynamic item 2`), for messages that quote the title already.
    func number(_ item: ShortcutItem) -> String {
        item.isDynamic ? "dynamic item \(item.index + 1)" : "item \(item.index + 1)"
    }

    func keyName(_ field: String, _ item: ShortcutItem) -> String {
        item.isDynamic || item.file.lowercased().hasSuffix(".json")
            ? field : "UIApplicationShortcutItem" + field.prefix(1).uppercased() + field.dropFirst()
    }

    /// `U+0B95`: four hex digits at least, as Unicode writes code points.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `text` in quotes, line breaks and tabs written `\n` and `\t`. Text longer than any menu
    /// shows (`TextBounds.quoted` characters, counted as Unicode scalars) is cut there and its
    /// length given: `"aaa…" (15,728,640 characters)`; `length` is the whole text's when `text`
    /// is already a bounded prefix of it.
    func quoted(_ text: String, length: Int? = nil) -> String {
        let count = length ?? TextBounds.scalarCount(text)
        let cut = count > TextBounds.quoted || TextBounds.scalarCount(text) > TextBounds.quoted
        let shown = cut ? TextBounds.prefix(text, TextBounds.quoted) + "…" : text
        let body = shown.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
        return "\"" + body + "\"" + (cut ? " (\(TextBounds.grouped(count)) characters)" : "")
    }

    /// Whether `text` is empty or only white space and line breaks: stops at the first other
    /// scalar (a copy trimmed by Foundation would walk all of a 15 MiB title as UTF-16).
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { CharacterSet.whitespacesAndNewlines.contains($0) }
    }

    func list(_ locales: [String]) -> String {
        locales.count <= 6
            ? locales.joined(separator: ", ")
            : locales.prefix(5).joined(separator: ", ") + " and \(locales.count - 5) more"
    }

    /// The direction the menu takes in `locale` (the development region for Base or the text
    /// as written).
    func textDirection(_ locale: String?, app: AppShortcuts) -> LayoutDirection {
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
    func isEnglish(_ locale: String?, app: AppShortcuts) -> Bool {
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

}
