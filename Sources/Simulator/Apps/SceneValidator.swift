import Foundation
import QuickActions

/// The rules Apple's 3D Touch guidance and the iOS guidelines set for in-app lists and
/// controls, checked on a scene by `forcelab lint scene.json`. IDs continue beside QA001-QA016.
public enum HIGRule: String, CaseIterable, Sendable {
    case peekWithoutPop = "HIG001"
    case peekAndEditMenu = "HIG002"
    case actionOnlyWithForce = "HIG003"
    case smallTouchTarget = "HIG004"
    case tooManySegments = "HIG005"
    case mixedSegmentContent = "HIG006"
    case manyPageDots = "HIG007"
    case tooManyPageDots = "HIG008"

    public var id: String { rawValue }

    public var severity: Severity {
        switch self {
        case .actionOnlyWithForce, .manyPageDots: return .warning
        default: return .error
        }
    }

    public var summary: String {
        switch self {
        case .peekWithoutPop: return "a row peeks but has no pop destination"
        case .peekAndEditMenu: return "a row enables both peek and the edit menu"
        case .actionOnlyWithForce: return "a preview action cannot be reached without force (no swipe action, not on the destination)"
        case .smallTouchTarget: return "a touch target is smaller than 44 x 44 points"
        case .tooManySegments: return "a segmented control has more than 5 segments"
        case .mixedSegmentContent: return "a segmented control mixes text and images"
        case .manyPageDots: return "a page control has more than 10 dots"
        case .tooManyPageDots: return "a page control has more than 20 dots"
        }
    }
}

/// Checks a scene's in-app screens and home-screen pages against the HIG rules, reporting
/// QuickActions `Diagnostic`s with the scene file's lines.
public struct SceneValidator {
    public var disabled: Set<String>
    /// The screen width the segmented control spans, points.
    public var screenWidth: Double

    public init(screenWidth: Double = 375, disabled: Set<String> = []) {
        self.screenWidth = screenWidth
        self.disabled = disabled
    }

    public func validate(_ scene: Scene) -> [Diagnostic] {
        let lines = SceneLines(path: scene.path)
        var found: [Diagnostic] = []
        func report(_ rule: HIGRule, line: Int, item: Int? = nil, _ message: String) {
            guard !disabled.contains(rule.id) else { return }
            found.append(Diagnostic(rule: rule.id, severity: rule.severity, file: scene.path, line: line, item: item, locale: nil, message: message))
        }
        let pages = scene.pages.count
        if pages > 20 {
            report(.tooManyPageDots, line: lines.find("pages"), "the home screen has \(pages) pages: a page control shows at most 20 dots; use fewer pages")
        } else if pages > 10 {
            report(.manyPageDots, line: lines.find("pages"), "the home screen has \(pages) pages: more than 10 dots are hard to count; consider fewer pages")
        }
        for app in scene.apps {
            guard let screen = app.screen else { continue }
            let appLine = lines.find(app.name)
            let where_ = "\(app.name)"
            if let height = screen.rowHeight, height < ListLayout.minimumTouchTarget {
                report(.smallTouchTarget, line: lines.find("rowHeight", after: appLine),
                       "\(where_): rows are \(format(height)) points tall; touch targets need at least 44 x 44 points")
            }
            if let segments = screen.segments, segments.count > 1 {
                let line = lines.find("segments", after: appLine)
                if segments.count > 5 {
                    report(.tooManySegments, line: line, "\(where_): the segmented control has \(segments.count) segments; iPhone fits at most 5")
                }
                let width = (screenWidth - 32) / Double(segments.count)
                if width < ListLayout.minimumTouchTarget {
                    report(.smallTouchTarget, line: line, "\(where_): segments are \(format(width)) points wide; touch targets need at least 44 x 44 points")
                }
                let texts = segments.filter { $0.title != nil }.count
                let images = segments.filter { $0.image != nil }.count
                if texts > 0 && images > 0 {
                    report(.mixedSegmentContent, line: line, "\(where_): the segmented control mixes text and images; use all text or all images")
                }
            }
            for list in screen.lists {
                for (index, row) in list.rows.enumerated() {
                    let line = lines.find(row.id, after: appLine)
                    let name = "\(where_): row '\(row.title)'"
                    if row.peek != nil && row.pop == nil {
                        report(.peekWithoutPop, line: line, item: index, "\(name) peeks but has no pop destination; pressing on must open the content full screen")
                    }
                    if row.peek != nil && row.editMenu == true {
                        report(.peekAndEditMenu, line: line, item: index, "\(name) enables both peek and the edit menu; a press cannot mean both")
                    }
                    let reachable = Set((row.swipeActions ?? []).map(\.id) + (row.pop?.actions ?? []))
                    for action in (row.previewActions ?? []).flatMap({ $0.group ?? [$0] }) where !reachable.contains(action.key) {
                        report(.actionOnlyWithForce, line: lines.find(action.title, after: line), item: index,
                               "\(name): preview action '\(action.title)' is reachable only with force; add it as a swipe action or to the destination's actions")
                    }
                }
            }
        }
        return found
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}

/// Finds the line of a quoted string in a scene file, optionally at or after a line.
///
/// Every quoted string of the file is indexed once with the lines it is on, so a lookup is a
/// binary search: linting a scene of 10,000 rows looks up each row's line in logarithmic time
/// (a scan from the app's line for every row was quadratic, 35 s).
struct SceneLines {
    /// Each quoted string as written (escapes kept) -> the lines it is on, ascending.
    private var index: [Substring: [Int]] = [:]

    init(path: String) {
        guard let data = try? JSONFile.read(path) else { return }
        let text = String(decoding: data, as: UTF8.self)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var position = line.startIndex
            while let open = line[position...].firstIndex(of: "\"") {
                var close = line.index(after: open)
                while close < line.endIndex, line[close] != "\"" {
                    close = line[close] == "\\" && line.index(after: close) < line.endIndex ? line.index(close, offsetBy: 2) : line.index(after: close)
                }
                guard close < line.endIndex else { break }
                let token = line[line.index(after: open)..<close]
                if index[token]?.last != number + 1 { index[token, default: []].append(number + 1) }
                position = line.index(after: close)
            }
        }
    }

    func find(_ text: String, after start: Int = 1) -> Int {
        guard let lines = index[Substring(text)] else { return start }
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low < lines.count ? lines[low] : start
    }
}
