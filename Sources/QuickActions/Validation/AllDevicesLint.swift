import Foundation

/// `forcelab lint --all-devices`: the titles and subtitles cut (QA005–QA007) on some device in
/// some iOS release it runs, each finding naming where it is cut and where it fits.
package enum AllDevicesLint {
    /// The rules whose outcome depends on the menu's metrics.
    package static let fittingRules: Set<String> = [
        Rule.titleWithSubtitleTooLong.id, Rule.titleTooLong.id, Rule.subtitleTooLong.id,
    ]

    /// The diagnostics of `apps` with QA005–QA007 merged over `profiles`; the other rules as
    /// `base` finds them (they do not depend on the device).
    package static func diagnostics(
        apps: [(AppShortcuts, [String?])], base: Validator, profiles: [DeviceMenuProfile],
        measurer: (Double) -> TextMeasurer
    ) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for (app, locales) in apps {
            result += base.validate(app, locales: locales).filter { !fittingRules.contains($0.rule) }
        }
        for finding in fittingFindings(apps: apps, base: base, profiles: profiles, measurer: measurer) {
            result.append(located(finding, among: profiles))
        }
        return result.sorted { a, b in
            (a.file, a.line, a.rule, a.locale ?? "", a.item ?? -1, a.message) < (
                b.file, b.line, b.rule, b.locale ?? "", b.item ?? -1, b.message
            )
        }
    }

    /// One QA005–QA007 diagnostic and the devices and releases where it is found.
    struct Finding {
        var diagnostic: Diagnostic
        var profiles: [DeviceMenuProfile]
    }

    /// QA005–QA007 as found on each of `profiles`, merged: one finding per diagnostic (rule, file,
    /// line, item, locale), in the order first found, with every profile it is found on.
    static func fittingFindings(
        apps: [(AppShortcuts, [String?])], base: Validator, profiles: [DeviceMenuProfile],
        measurer: (Double) -> TextMeasurer
    ) -> [Finding] {
        // Validate once per distinct (metrics, scale): most devices share them.
        var cache: [String: [Diagnostic]] = [:]
        var findings: [String: Finding] = [:]
        var order: [String] = []
        for profile in profiles {
            let key = "\(profile.scale)|\(profile.metrics)"
            let found: [Diagnostic]
            if let cached = cache[key] {
                found = cached
            } else {
                var validator = base
                validator.metrics = profile.metrics
                validator.measurer = measurer(profile.scale)
                found = apps.flatMap { app, locales in
                    validator.validate(app, locales: locales).filter { fittingRules.contains($0.rule) }
                }
                cache[key] = found
            }
            for diagnostic in found {
                let id =
                    "\(diagnostic.rule)|\(diagnostic.file)|\(diagnostic.line)|\(diagnostic.item ?? -1)|\(diagnostic.locale ?? "")"
                if findings[id] == nil {
                    findings[id] = Finding(diagnostic: diagnostic, profiles: [])
                    order.append(id)
                }
                findings[id]!.profiles.append(profile)
            }
        }
        return order.map { findings[$0]! }
    }

    /// The finding's diagnostic, its message saying where it is cut and where it fits (whichever
    /// list is shorter).
    static func located(_ finding: Finding, among profiles: [DeviceMenuProfile]) -> Diagnostic {
        var diagnostic = finding.diagnostic
        let fits = profiles.filter { profile in
            !finding.profiles.contains { $0.name == profile.name && $0.release == profile.release }
        }
        let first = finding.profiles[0]
        diagnostic.message += " (on \(first.displayName), \(first.release))"
        if fits.isEmpty {
            diagnostic.message += "; cut on every device in every iOS it runs"
        } else if fits.count < finding.profiles.count {
            diagnostic.message += "; fits only on \(describe(fits)); cut on every other device and iOS"
        } else {
            diagnostic.message += "; cut on \(describe(finding.profiles)); fits on every other device and iOS"
        }
        return diagnostic
    }

    /// "iPhone 6s (iOS 13–15), iPhone 12 mini (iOS 14–18)": each device with its releases as ranges.
    package static func describe(_ profiles: [DeviceMenuProfile]) -> String {
        var names: [String] = []
        var releases: [String: [Int]] = [:]
        var display: [String: String] = [:]
        for profile in profiles {
            if releases[profile.name] == nil { names.append(profile.name) }
            releases[profile.name, default: []].append(profile.release.major)
            display[profile.name] = profile.displayName
        }
        return names.map { name in "\(display[name]!) (iOS \(ranges(releases[name]!.sorted())))" }.joined(
            separator: ", ")
    }

    static func ranges(_ versions: [Int]) -> String {
        var parts: [String] = []
        var start = versions[0]
        var last = versions[0]
        for version in versions.dropFirst() {
            if version == last + 1 {
                last = version
                continue
            }
            parts.append(start == last ? "\(start)" : "\(start)–\(last)")
            start = version
            last = version
        }
        parts.append(start == last ? "\(start)" : "\(start)–\(last)")
        return parts.joined(separator: ", ")
    }
}
