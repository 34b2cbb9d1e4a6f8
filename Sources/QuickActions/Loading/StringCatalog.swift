import Foundation
import SourceFormats

/// An `InfoPlist.xcstrings` string catalog read into one table per locale.
public struct StringCatalog: Equatable, Sendable {
    public var sourceLanguage: String?
    /// locale -> key -> text.
    public var tables: [String: [String: String]]

    /// Parses a catalog. A key with no value in the source language stands for itself there,
    /// as Xcode builds it.
    public static func parse(_ data: Data, path: String) throws -> StringCatalog {
        let root = try PlistNode.readJSON(data, path: path)
        guard root.isDictionary else {
            throw LoadError(
                path: path, line: root.line, "a string catalog must be a JSON object, not \(root.kindDescription)")
        }
        let source = root["sourceLanguage"]?.string
        var tables: [String: [String: String]] = [:]
        if let source { tables[source] = [:] }
        guard let strings = root["strings"] else { return StringCatalog(sourceLanguage: source, tables: tables) }
        guard case .dictionary(let entries) = strings.kind else {
            throw LoadError(
                path: path, line: strings.line, "\"strings\" must be an object, not \(strings.kindDescription)")
        }
        for entry in entries {
            if let localizations = entry.value["localizations"], case .dictionary(let locales) = localizations.kind {
                for locale in locales {
                    if let text = value(of: locale.value) { tables[locale.key, default: [:]][entry.key] = text }
                }
            }
            if let source, tables[source]?[entry.key] == nil {
                tables[source, default: [:]][entry.key] = entry.key
            }
        }
        return StringCatalog(sourceLanguage: source, tables: tables)
    }

    /// The text of one localization: its string unit, else the iPhone variation, else the
    /// "other" plural form.
    private static func value(of localization: PlistNode) -> String? {
        if let text = localization["stringUnit"]?["value"]?.string { return text }
        if let device = localization["variations"]?["device"] {
            if let text = device["iphone"].flatMap(value(of:)) ?? device["other"].flatMap(value(of:)) { return text }
        }
        if let plural = localization["variations"]?["plural"] {
            return plural["other"].flatMap(value(of:))
        }
        return nil
    }
}
