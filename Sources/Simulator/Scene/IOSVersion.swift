/// The iOS releases ForceLab draws: 9 (the first with 3D Touch) to 18, then 26 and 27.
///
/// After iOS 18 Apple numbers releases by the year after they ship (WWDC 2025): the next one
/// was iOS 26 and there is no iOS 19 to 25 (iphonefaq.org/archives/978563). iOS 27 (September
/// 2026) is drawn with iOS 26's look: no source describes a change (reconstructed).
public enum IOSVersion {
    /// Every release, oldest first.
    public static let all: [Int] = Array(9...18) + [26, 27]
    /// The oldest and the newest.
    public static let first = 9
    public static let latest = 27
    /// The numbers Apple skipped.
    public static let skipped = 19...25

    /// Whether `version` is a release ForceLab draws.
    public static func isRelease(_ version: Int) -> Bool { all.contains(version) }

    /// Nil when ForceLab draws `version`; else why not, in words for a user.
    public static func problem(_ version: Int) -> String? {
        if isRelease(version) { return nil }
        if skipped.contains(version) {
            return "there is no iOS \(version): after iOS 18 Apple numbers releases by year, so iOS 19 to 25 "
                + "do not exist and the release after 18 is iOS 26 (2025), then 27 (2026)"
        }
        return "ForceLab draws iOS \(describe), got \(version)"
    }

    /// "9 to 18, 26 and 27".
    public static let describe = "9 to 18, 26 and 27"
}
