import Foundation
import SourceFormats

/// The rules that do not depend on the locale: value types, the items the menu leaves out, and
/// each item's type, title and icon.
extension Validator {
    func checkStructure(_ app: AppShortcuts, report: Report) {
        for issue in app.typeIssues {
            report(
                .wrongType, issue.line, nil, nil, "\(issue.key) is \(issue.found); it must be \(issue.expected)", nil)
        }
        let (_, hidden) = MenuLayout.selection(of: app.items, maximum: metrics.maximumItems)
        for index in hidden {
            let item = app.items[index]
            report(
                .tooManyItems, item.line, item.index, nil,
                "\(name(item)) is never shown: the menu shows at most \(metrics.maximumItems) items (static ones first, then dynamic)",
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
            checkTypeAndTitle(item, firstOfType: &firstOfType, report: report)
            checkIcons(item, app: app, isManifest: isManifest, report: report)
        }
    }

    /// QA002 to QA004: a type, unique in the app, and a title (unless their values have the wrong type).
    private func checkTypeAndTitle(
        _ item: ShortcutItem, firstOfType: inout [String: ShortcutItem], report: Report
    ) {
        let typeKey = keyName("type", item)
        let titleKey = keyName("title", item)
        if !item.typeIssues.contains(where: { $0.key == typeKey }) {
            if item.type == nil {
                report(.missingType, item.line, item.index, nil, "\(name(item)) has no \(typeKey)", nil)
            } else if Self.isBlank(item.type!) {
                report(.missingType, item.line, item.index, nil, "\(typeKey) of \(name(item)) is empty", nil)
            }
        }
        if let type = item.type, !Self.isBlank(type) {
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
            } else if Self.isBlank(item.title!) {
                report(
                    .missingTitle, item.line, item.index, nil,
                    "\(titleKey) of \(name(item)) is \(item.title!.isEmpty ? "empty" : "only white space")", nil)
            }
        }
    }

    /// QA008 to QA010 and QA019, the item's icon: a known system type, one kind of icon only, a
    /// usable IconFile, a symbol ForceLab can draw.
    private func checkIcons(_ item: ShortcutItem, app: AppShortcuts, isManifest: Bool, report: Report) {
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

    private func checkIconFile(
        _ iconFile: String, item: ShortcutItem, app: AppShortcuts,
        report: Report
    ) {
        guard AssetCatalog.isImageName(iconFile) else {
            report(
                .iconFileProblem, item.line, item.index, nil,
                "IconFile \"\(iconFile)\" of \(name(item)) is a path, not an image name: iOS looks it up in the app's asset catalogs and bundle, never outside them",
                nil)
            return
        }
        switch lookups.iconFile(iconFile, nextTo: app.plistPath) {
        case .brokenContents:
            // Reported at the Contents.json itself (Validator.checkIconFileCatalogs).
            return
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
}
