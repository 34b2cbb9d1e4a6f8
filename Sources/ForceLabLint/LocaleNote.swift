import ForceLabOptions
import Foundation
import QuickActions
import SourceFormats

/// The one note every command prints about a locale, in one wording: `path:line: note: ...` for
/// a locale an app does not ship (what iOS shows instead), and `forcelab: note: ...` for a
/// phone language that names no language at all.
package enum LocaleNote {
    /// The localization `app` shows for `requested`; a locale it does not ship gets the note
    /// (with the closest ones it does ship).
    package static func resolve(_ requested: String, in app: AppShortcuts, defines: [String: String]) -> String? {
        let (shown, line) = noteLine(requested, in: app, defines: defines)
        if let line { Console.error(line) }
        return shown
    }

    /// What `resolve` shows and the note line it prints (nil for a locale the app ships), for a
    /// command that gathers its notes (a replay puts them with the recording's outcome).
    package static func noteLine(_ requested: String, in app: AppShortcuts, defines: [String: String]) -> (
        shown: String?, line: String?
    ) {
        let (shown, note) = app.resolveLocale(requested, defines: defines)
        guard var note else { return (shown, nil) }
        if let phrase = Suggestions.phrase(for: requested, in: app.locales.filter { $0 != "Base" }) {
            note += "; \(phrase)"
        }
        return (shown, "\(app.plistPath):\(app.itemsLine): note: \(note)")
    }

    /// The note for a phone language (`render`, `layout`, `play`, `replay --locale`) whose
    /// language subtag is no ISO 639 code, or nil: the phone is shown left to right, and the apps
    /// in their own regions. `known` (the languages iOS ships that ForceLab has the system strings of) gives the
    /// closest ones as a did-you-mean.
    package static func phoneLine(_ locale: String?, known: [String] = []) -> String? {
        guard let locale, let language = languageSubtag(locale), !knownLanguages.contains(language) else { return nil }
        let near = Suggestions.phrase(for: locale, in: known).map { "; \($0)" } ?? ""
        return
            "forcelab: note: '\(locale)' names no language iOS has; the phone is shown left to right and each app in its development region\(near)"
    }

    static func languageSubtag(_ locale: String) -> String? {
        locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() }
    }

    static let knownLanguages: Set<String> = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier)).union([
        "base"
    ])
}

/// What a command writes, for checking an output's extension: a picture into `x.html` or a page
/// into `x.png` is a usage error, not a file nobody can open.
package enum OutputKind: String {
    case png = "PNG"
    case html = "HTML"

    private var extensions: Set<String> {
        switch self {
        case .png: return ["png"]
        case .html: return ["html", "htm"]
        }
    }

    /// Extensions that say another format: the ones ForceLab writes and the common pictures.
    private static let known: [String: String] = [
        "png": "PNG", "html": "HTML", "htm": "HTML", "jpg": "JPEG", "jpeg": "JPEG", "gif": "GIF", "svg": "SVG",
        "pdf": "PDF", "json": "JSON", "txt": "text",
    ]

    /// Throws when `path`'s extension names a format other than `kind` (`-` and no extension pass).
    package static func check(_ path: String, writes kind: OutputKind, option: String = "-o") throws {
        let ext = FileSystemName.pathExtension(path).lowercased()
        guard path != "-", !ext.isEmpty, !kind.extensions.contains(ext), let other = known[ext] else { return }
        throw UsageError(
            "\(option) \(path): this writes \(kind.rawValue), not \(other); name the file .\(kind.extensions.sorted().last!)"
        )
    }
}
