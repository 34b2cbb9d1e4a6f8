import Foundation
import QuickActions
import SourceFormats

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

    /// "HIG001-HIG008": the first and last IDs, for help texts.
    public static var idRange: String { "\(allCases[0].id)-\(allCases[allCases.count - 1].id)" }

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
        case .actionOnlyWithForce:
            return "a preview action cannot be reached without force (no swipe action, not on the destination)"
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
        // Lines come from the scene file as read: each value's own line, at any depth.
        let source = scene.source ?? JSONNode(.null, at: SourcePosition(line: 1, column: 1))
        var findings = HIGFindings(disabled: disabled, file: scene.path)
        let pages = scene.pages.count
        if pages > 20 {
            findings.report(
                .tooManyPageDots, line: source.line(ofKey: "pages"),
                "the home screen has \(pages) pages: a page control shows at most 20 dots; use fewer pages")
        } else if pages > 10 {
            findings.report(
                .manyPageDots, line: source.line(ofKey: "pages"),
                "the home screen has \(pages) pages: more than 10 dots are hard to count; consider fewer pages")
        }
        for (appIndex, app) in scene.apps.enumerated() {
            guard let screen = app.screen else { continue }
            let screenPath: [JSONPathComponent] = ["apps", .index(appIndex), "screen"]
            let appName = "\(app.name)"
            if let height = screen.rowHeight, height < ListLayout.minimumTouchTarget {
                findings.report(
                    .smallTouchTarget, line: source.line(ofKey: "rowHeight", at: screenPath),
                    "\(appName): rows are \(format(height)) points tall; touch targets need at least 44 x 44 points")
            }
            if let segments = screen.segments, segments.count > 1 {
                checkSegments(
                    segments, line: source.line(ofKey: "segments", at: screenPath), appName: appName, into: &findings)
            }
            for (list, rowsPath) in zip(screen.lists, screen.listPaths) {
                for (index, row) in list.rows.enumerated() {
                    checkRow(
                        row, index: index, at: screenPath + rowsPath + [.index(index)], appName: appName,
                        source: source, into: &findings)
                }
            }
        }
        return findings.found
    }

    /// A segmented control: at most 5 segments, each a touch target wide, all text or all images.
    func checkSegments(_ segments: [ListSegment], line: Int, appName: String, into findings: inout HIGFindings) {
        if segments.count > 5 {
            findings.report(
                .tooManySegments, line: line,
                "\(appName): the segmented control has \(segments.count) segments; iPhone fits at most 5")
        }
        let width = (screenWidth - 32) / Double(segments.count)
        if width < ListLayout.minimumTouchTarget {
            findings.report(
                .smallTouchTarget, line: line,
                "\(appName): segments are \(format(width)) points wide; touch targets need at least 44 x 44 points"
            )
        }
        let texts = segments.filter { $0.title != nil }.count
        let images = segments.filter { $0.image != nil }.count
        if texts > 0 && images > 0 {
            findings.report(
                .mixedSegmentContent, line: line,
                "\(appName): the segmented control mixes text and images; use all text or all images")
        }
    }

    /// A row: a peek needs a pop and excludes the edit menu; every preview action must be
    /// reachable without force.
    func checkRow(
        _ row: ListRow, index: Int, at rowPath: [JSONPathComponent], appName: String, source: JSONNode,
        into findings: inout HIGFindings
    ) {
        let line = source.line(at: rowPath + ["id"])
        let name = "\(appName): row '\(row.title)'"
        if row.peek != nil && row.pop == nil {
            findings.report(
                .peekWithoutPop, line: line, item: index,
                "\(name) peeks but has no pop destination; pressing on must open the content full screen")
        }
        if row.peek != nil && row.editMenu == true {
            findings.report(
                .peekAndEditMenu, line: line, item: index,
                "\(name) enables both peek and the edit menu; a press cannot mean both")
        }
        let reachable = Set((row.swipeActions ?? []).map(\.id) + (row.pop?.actions ?? []))
        for (action, actionPath) in Self.previewActions(row, at: rowPath)
        where !reachable.contains(action.key) {
            findings.report(
                .actionOnlyWithForce, line: source.line(at: actionPath + ["title"]), item: index,
                "\(name): preview action '\(action.title)' is reachable only with force; add it as a swipe action or to the destination's actions"
            )
        }
    }

    /// The preview actions a press offers (a group's members instead of the group), with where
    /// each sits in the scene file.
    static func previewActions(_ row: ListRow, at rowPath: [JSONPathComponent]) -> [(
        PreviewAction, [JSONPathComponent]
    )] {
        (row.previewActions ?? []).enumerated().flatMap { number, action -> [(PreviewAction, [JSONPathComponent])] in
            let actionPath = rowPath + ["previewActions", .index(number)]
            guard let group = action.group else { return [(action, actionPath)] }
            return group.enumerated().map { ($1, actionPath + ["group", .index($0)]) }
        }
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}

/// The diagnostics a validation found, without those of disabled rules.
struct HIGFindings {
    let disabled: Set<String>
    /// The scene file the lines refer to.
    let file: String
    private(set) var found: [Diagnostic] = []

    init(disabled: Set<String>, file: String) {
        self.disabled = disabled
        self.file = file
    }

    mutating func report(_ rule: HIGRule, line: Int, item: Int? = nil, _ message: String) {
        guard !disabled.contains(rule.id) else { return }
        found.append(
            Diagnostic(
                rule: rule.id, severity: rule.severity, file: file, line: line, item: item, locale: nil,
                message: message))
    }
}
