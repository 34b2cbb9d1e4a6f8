import QuickActions

extension DeviceProfile {
    /// Nil when the device runs iOS `version`; else why not, naming the release as `--ios`.
    /// A number Apple skipped (19 to 25) says so first.
    public func iosProblem(_ version: Int) -> String? {
        guard !ios.contains(version) else { return nil }
        if IOSRelease.skipped.contains(version), let problem = IOSRelease.problem(version) {
            return "--ios \(version): \(problem); \(displayName) (\(name)) runs iOS \(Self.describe(ios.releases))"
        }
        return
            "\(displayName) (\(name)) runs iOS \(Self.describe(ios.releases)); --ios \(version) is outside that range"
    }

    /// "11 to 16"; "13 to 18, 26 and 27"; "26 and 27"; "27": releases as runs of consecutive numbers.
    public static func describe(_ releases: [Int]) -> String {
        var parts: [String] = []
        var index = releases.startIndex
        while index < releases.endIndex {
            var end = index
            while end + 1 < releases.endIndex, releases[end + 1] == releases[end] + 1 { end += 1 }
            if end - index >= 2 {
                parts.append("\(releases[index]) to \(releases[end])")
            } else {
                parts += releases[index...end].map(String.init)
            }
            index = end + 1
        }
        guard parts.count > 1 else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    }
}
