import ForceCore
import Foundation
import QuickActions
import Simulator
import TestSupport
import Testing

/// "No numeric release comparison outside `IOSRelease`" (issue 24), checked on the sources: a
/// release (`ios`, `release`, `major`, `stage.release`, `ios.max`, ...) compared with a number or
/// with `IOSRelease(N)`, or a range of numbers asked whether it contains one, is found anywhere but
/// in `IOSRelease.swift`.
@Suite struct IOSReleaseSourceTests {
    static let name = #"\b(?:ios|release|major)\w*(?:\.\w+)*[!?]?"#
    static let comparison = #"\s*(?:>=|<=|>|<|==|!=)\s*"#
    static let patterns = [
        name + comparison + #"(?:\d|IOSRelease\(\s*\d)"#,
        #"(?:\d|IOSRelease\(\s*\d+\s*\))"# + comparison + name,
        #"\d+\s*\.\.[.<]\s*\d+\s*\)?\s*(?:\.contains\(|~=)\s*"# + name,
    ].map { try! NSRegularExpression(pattern: $0, options: [.caseInsensitive]) }

    /// Whether `line` compares a release with a number (an index against a list's bounds is not).
    static func comparesARelease(_ line: String) -> Bool {
        let code = line.trimmingCharacters(in: .whitespaces)
        if code.hasPrefix("//") { return false }
        let range = NSRange(code.startIndex..., in: code)
        return patterns.contains { pattern in
            pattern.matches(in: code, range: range).contains { match in
                let text = (code as NSString).substring(with: match.range)
                return !["endIndex", "startIndex", "count", "indices"].contains { text.hasSuffix(".\($0)") }
            }
        }
    }

    @Test func theScanFindsEachKindOfComparison() {
        let offending = [
            "if ios >= 13 {", "guard release.major < 14 else", "(ios == nil || ios! <= 12)", "ios.max >= 26",
            "case .byRelease where release >= 17:", "stage.release > IOSRelease(17)", "13 <= ios",
            "(13...18).contains(ios)", "return (9...99).contains(major)", "if IOSRelease(26) <= release {",
        ]
        for line in offending { #expect(Self.comparesARelease(line), "\(line)") }
        let fine = [
            "while end + 1 < releases.endIndex, releases[end + 1] == releases[end] + 1 { end += 1 }",
            "// iOS 13 or later: ios >= 13", "release.hasContextMenus", "classifier.hapticRelease == nil",
            "let version = 1", "if ios == nil {",
        ]
        for line in fine { #expect(!Self.comparesARelease(line), "\(line)") }
    }

    @Test func noSourceComparesAReleaseNumberOutsideIOSRelease() throws {
        let sources = packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        var offenders: [String] = []
        for file in files where file.hasSuffix(".swift") && !file.hasSuffix("/IOSRelease.swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where Self.comparesARelease(String(line)) {
                offenders.append("\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(files.count > 100)
        #expect(offenders.isEmpty, "ask IOSRelease instead:\n\(offenders.joined(separator: "\n"))")
    }

    /// The facts the sources now ask of `IOSRelease`, release by release.
    @Test func theReleaseAnswersWhatTheSourcesUsedToCompute() {
        let all = IOSRelease.all.map { IOSRelease($0) }
        #expect(all.filter(\.offersDefaultHapticTouch).map(\.major) == [17, 18, 26, 27])
        #expect(all.filter(\.runsOnThreeDTouchPhones).map(\.major) == Array(9...18))
        #expect(all.filter(\.hasContextMenus).map(\.major) == Array(13...18) + [26, 27])
        #expect(IOSRelease.isVersionNumber(9) && IOSRelease.isVersionNumber(99))
        #expect(!IOSRelease.isVersionNumber(8) && !IOSRelease.isVersionNumber(100))
        var profile = ForceProfile.medium
        profile.hapticMode = .fast
        #expect(profile.hapticTouch(.byRelease, on: IOSRelease(17).haptic).duration == ForceProfile.iOS17FastDuration)
        #expect(profile.hapticTouch(.byRelease, on: IOSRelease(16).haptic).duration == profile.hapticDefaultDuration)
    }
}
