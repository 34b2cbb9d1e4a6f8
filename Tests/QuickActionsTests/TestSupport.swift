import Foundation

@testable import QuickActions

/// The folder of this test target's own small fixtures.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
/// The real apps' plists shared with the CLI tests.
let realPlists = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/real-plists")

/// 10 points per character at 10 pt: at the menu's 17 pt title font a character is 17 points.
let fixed = FixedWidthMeasurer(advance: 10)

func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }
func realPlist(_ name: String) -> String { realPlists.appendingPathComponent(name).path }

/// Lints a fixture folder with the fixed-width measurer; returns the rule IDs found.
func lint(_ path: String, locales: [String?]? = nil, disabled: Set<String> = [], defines: [String: String] = [:]) throws
    -> [Diagnostic]
{
    let app = try AppShortcuts.load(path: path)
    let validator = Validator(metrics: .iPhoneXS, measurer: fixed, disabled: disabled, defines: defines)
    return validator.validate(app, locales: locales ?? [app.defaultLocale(defines: defines)])
}
