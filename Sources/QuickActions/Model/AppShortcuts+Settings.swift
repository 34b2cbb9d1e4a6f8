import Foundation

/// A build setting the plist uses that nothing defines: where, for the one QA015 note.
public struct UnresolvedSetting: Equatable, Sendable {
    public var name: String
    /// What holds it: "the title of item 2", "CFBundleDisplayName".
    public var field: String
    public var line: Int
}

extension AppShortcuts {
    /// The app as the build makes it: `$(NAME)` and `${NAME}` replaced in every string of the
    /// plist (types, titles, subtitles, icon names, userInfo, the app's name and development
    /// region) by `settings`. What nothing defines stays as written and is listed in
    /// `unresolvedSettings`. The strings files are not build products and stay as written.
    public func expandingSettings(_ settings: [String: String]) -> AppShortcuts {
        var copy = self
        var unresolved: [UnresolvedSetting] = []
        func expand(_ text: String?, _ field: String, line: Int) -> String? {
            guard let text else { return nil }
            let result = BuildSettingExpander.expand(text, bare: false) { settings[$0] }
            for name in result.undefined where !unresolved.contains(where: { $0.name == name && $0.field == field }) {
                unresolved.append(UnresolvedSetting(name: name, field: field, line: line))
            }
            return result.text
        }
        copy.appName = expand(appName, "the app's name", line: 1)
        copy.developmentRegion = expand(developmentRegion, "CFBundleDevelopmentRegion", line: 1)
        copy.items = items.map { item in
            var item = item
            let label = item.isDynamic ? "dynamic item \(item.index)" : "item \(item.index)"
            item.type = expand(item.type, "the type of \(label)", line: item.line)
            item.title = expand(item.title, "the title of \(label)", line: item.line)
            item.subtitle = expand(item.subtitle, "the subtitle of \(label)", line: item.line)
            item.iconType = expand(item.iconType, "the icon type of \(label)", line: item.line)
            item.iconFile = expand(item.iconFile, "the icon file of \(label)", line: item.line)
            item.iconSymbolName = expand(item.iconSymbolName, "the symbol of \(label)", line: item.line)
            item.userInfo = item.userInfo.map { info in
                info.mapValues { Self.expand($0) { expand($0, "the userInfo of \(label)", line: item.line) ?? $0 } }
            }
            return item
        }
        copy.unresolvedSettings = unresolved
        return copy
    }

    /// `value` with `transform` applied to every string inside it.
    private static func expand(_ value: PlistValue, _ transform: (String) -> String) -> PlistValue {
        switch value {
        case .string(let text): return .string(transform(text))
        case .array(let elements): return .array(elements.map { expand($0, transform) })
        case .dictionary(let entries): return .dictionary(entries.mapValues { expand($0, transform) })
        default: return value
        }
    }
}
