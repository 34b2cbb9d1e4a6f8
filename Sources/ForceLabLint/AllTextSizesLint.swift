import ForceLabOptions
import Foundation
import QuickActions
import Simulator

/// `forcelab lint --all-text-sizes`: the titles and subtitles cut (QA005–QA007) at some of the
/// twelve Dynamic Type sizes on one device and release, each finding naming the smallest size
/// at which it is cut (and, when that is not every size above it, each size it is cut at).
package enum AllTextSizesLint {
    /// The diagnostics of `apps` with QA005–QA007 merged over the text sizes; the other rules
    /// as `base` finds them at its own size.
    package static func diagnostics(
        apps: [(AppShortcuts, [String?])], base: Validator, largeMetrics: MenuMetrics, screenWidth: Double
    ) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for (app, locales) in apps {
            result += base.validate(app, locales: locales).filter { !AllDevicesLint.fittingRules.contains($0.rule) }
        }
        var findings: [String: (diagnostic: Diagnostic, sizes: [TextSize])] = [:]
        var order: [String] = []
        for size in TextSize.allCases {
            var validator = base
            validator.metrics = largeMetrics.scaled(to: size, screenWidth: screenWidth)
            for (app, locales) in apps {
                for diagnostic in validator.validate(app, locales: locales)
                where AllDevicesLint.fittingRules.contains(diagnostic.rule) {
                    let id =
                        "\(diagnostic.rule)|\(diagnostic.file)|\(diagnostic.line)|\(diagnostic.item ?? -1)|\(diagnostic.locale ?? "")"
                    if findings[id] == nil {
                        findings[id] = (diagnostic, [])
                        order.append(id)
                    }
                    findings[id]!.sizes.append(size)
                }
            }
        }
        for id in order {
            var (diagnostic, sizes) = findings[id]!
            diagnostic.message += located(sizes)
            result.append(diagnostic)
        }
        return result.sorted { a, b in
            (a.file, a.line, a.rule, a.locale ?? "", a.item ?? -1, a.message) < (
                b.file, b.line, b.rule, b.locale ?? "", b.item ?? -1, b.message
            )
        }
    }

    /// Where a finding is cut: " (cut from text size accessibility3 up)", or each size when
    /// they do not run to the largest (a wider menu can fit what a narrower one cut).
    static func located(_ sizes: [TextSize]) -> String {
        let smallest = sizes[0]
        if sizes == TextSize.allCases { return " (cut at every text size, xSmall to accessibility5)" }
        if smallest == .accessibility5 { return " (cut at text size accessibility5 only)" }
        if sizes == TextSize.allCases.filter({ $0 >= smallest }) {
            return " (cut from text size \(smallest.rawValue) up)"
        }
        let names = sizes.map(\.rawValue).joined(separator: ", ")
        return " (cut at text sizes \(names); the smallest \(smallest.rawValue))"
    }
}
