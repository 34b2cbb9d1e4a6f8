import ForceLabOptions
import QuickActions

/// QA020: a note on each app linted for a device and release that shows no home-screen quick
/// actions (the iPhone XR on iOS 12), at the app's `UIApplicationShortcutItems` line.
package enum ReleaseLint {
    package static func notes(apps: [AppShortcuts], profiles: [DeviceMenuProfile], disabled: Set<String>)
        -> [Diagnostic]
    {
        let rule = Rule.noHomeScreenQuickActions
        let without = profiles.filter { $0.noQuickActions != nil }
        guard !disabled.contains(rule.id), let first = without.first else { return [] }
        var message = first.noQuickActions!
        if without.count > 1 {
            message += "; also " + AllDevicesLint.describe(Array(without.dropFirst()))
        }
        return apps.filter { !$0.items.isEmpty }.map { app in
            Diagnostic(
                rule: rule.id, severity: rule.severity, file: app.plistPath, line: app.itemsLine, item: nil,
                locale: nil, message: message)
        }
    }
}
