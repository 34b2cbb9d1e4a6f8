import Foundation
import Testing

@testable import QuickActions

/// QA011 in languages written without spaces between words: the app's name is found inside
/// the text, where a space-separated word match never finds it.
@Suite struct NoSpaceScriptTests {
    @Test(arguments: [
        ("God", "Godを消さないで", true),  // god-ios's Japanese title
        ("微信", "打开微信扫一扫", true),
        ("Line", "Lineで送る", true),
        ("Grab", "เรียกGrabด่วน", true),
        ("카카오", "카카오에서 찾기", true),
        ("God", "Godzilla mode", false),  // Latin letters still join: another word
        ("Go", "Good news", false),
    ])
    func appNameIsFoundWithoutSpaces(name: String, title: String, found: Bool) {
        #expect(Validator.contains(title, word: name) == found, "\(title)")
    }

    @Test func qa011FiresOnAJapaneseTitle() {
        let app = AppShortcuts(
            appName: "God", plistPath: "Info.plist",
            items: [ShortcutItem(type: "a", title: "Godを消さないで", line: 3, index: 0)])
        let found = Validator(metrics: .iPhoneXS, measurer: fixed).validate(app, locales: [nil])
        #expect(found.contains { $0.rule == "QA011" }, "\(found.map(\.message))")
    }
}
