/// The name F12 and R give their files when none is given: what the file shows (the device and
/// the locale) and when it was made, like the iOS Simulator's "Simulator Screenshot - iPhone 15 -
/// 2026-12-01 at 14.25.01.png", in a form a shell needs no quotes for:
/// `forcelab-iphone-15-de-20261201-142501.png`. Pure: the shell reads the clock and passes it in.
public enum DefaultFileName {
    /// A wall-clock time as the shell read it (local time, as the Simulator names its files).
    public struct Stamp: Equatable, Sendable {
        public var year, month, day, hour, minute, second: Int

        public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
            (self.year, self.month, self.day, self.hour, self.minute, self.second) = (
                year, month, day, hour, minute, second
            )
        }

        /// `20261201-142501`.
        public var text: String {
            func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
            return "\(year)\(two(month))\(two(day))-\(two(hour))\(two(minute))\(two(second))"
        }
    }

    /// `forcelab-DEVICE[-LOCALE]-STAMP[-N].EXT`; `attempt` 2 and on add `-2`, `-3` for a name taken.
    public static func name(
        device: String, locale: String?, stamp: Stamp, extension ext: String, attempt: Int = 1
    ) -> String {
        var parts = ["forcelab", slug(device)]
        if let locale, !slug(locale).isEmpty { parts.append(slug(locale)) }
        parts.append(stamp.text)
        if attempt > 1 { parts.append("\(attempt)") }
        return parts.filter { !$0.isEmpty }.joined(separator: "-") + "." + ext
    }

    /// Lower case ASCII letters and digits, every other run of characters one `-`:
    /// "iPhone 15 Pro Max" → `iphone-15-pro-max`, "zh-Hans" → `zh-hans`.
    public static func slug(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            let lower = Character(scalar).lowercased()
            if scalar.isASCII, let first = lower.unicodeScalars.first,
                ("a"..."z").contains(first) || ("0"..."9").contains(first)
            {
                if pendingDash && !result.isEmpty { result += "-" }
                pendingDash = false
                result += lower
            } else {
                pendingDash = true
            }
        }
        return result
    }
}
