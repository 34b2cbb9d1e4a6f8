import SourceFormats

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Haptic Touch's touch-duration setting (Settings > Accessibility > Touch > Haptic Touch).
public enum HapticMode: String, Sendable, CaseIterable, Codable {
    case fast, `default`, slow
}

/// An optional filter on force before it meets the thresholds.
public enum SmoothingFilter: Equatable, Sendable {
    /// One-pole low-pass: `filtered += (force - filtered) * dt / (timeConstant + dt)`, dt from sample times.
    case lowPass(timeConstant: Int64)
}

/// The tunable thresholds of force classification: force stages with rise and fall values,
/// movement slop, long-press and Haptic Touch durations, and an optional smoothing filter.
///
/// Forces are normalized 0...1; durations are microseconds in memory and seconds in JSON.
public struct ForceProfile: Equatable, Sendable {
    public var name: String
    /// Filtered force at which `peek` fires (row targets).
    public var peekRise: Double
    /// Force below which the peek stage counts as released (hysteresis).
    public var peekFall: Double
    public var popRise: Double
    public var popFall: Double
    /// Filtered force at which `quickActions` fires (icon targets).
    public var quickActionRise: Double
    public var quickActionFall: Double
    /// Points a contact may move from where it began before it is cancelled.
    public var movementSlop: Double
    /// Microseconds of holding still before `longPress` (3D Touch devices).
    public var longPressDuration: Int64
    /// Which Haptic Touch duration applies with `--haptic`.
    public var hapticMode: HapticMode
    public var hapticFastDuration: Int64
    public var hapticDefaultDuration: Int64
    public var hapticSlowDuration: Int64
    public var smoothing: SmoothingFilter?

    public init(
        name: String, peekRise: Double, peekFall: Double, popRise: Double, popFall: Double,
        quickActionRise: Double, quickActionFall: Double, movementSlop: Double = 10,
        longPressDuration: Int64 = 500_000, hapticMode: HapticMode = .default,
        hapticFastDuration: Int64 = 300_000, hapticDefaultDuration: Int64 = 500_000,
        hapticSlowDuration: Int64 = 800_000, smoothing: SmoothingFilter? = nil
    ) {
        self.name = name
        self.peekRise = peekRise
        self.peekFall = peekFall
        self.popRise = popRise
        self.popFall = popFall
        self.quickActionRise = quickActionRise
        self.quickActionFall = quickActionFall
        self.movementSlop = movementSlop
        self.longPressDuration = longPressDuration
        self.hapticMode = hapticMode
        self.hapticFastDuration = hapticFastDuration
        self.hapticDefaultDuration = hapticDefaultDuration
        self.hapticSlowDuration = hapticSlowDuration
        self.smoothing = smoothing
    }

    /// The contract's default: peek 0.25, pop 0.70, quick actions 0.25, falls 0.05 below.
    public static let medium = ForceProfile(
        name: "medium", peekRise: 0.25, peekFall: 0.20, popRise: 0.70, popFall: 0.65,
        quickActionRise: 0.25, quickActionFall: 0.20)
    /// Every force threshold of `medium` times 0.8.
    public static let light = ForceProfile(
        name: "light", peekRise: 0.20, peekFall: 0.16, popRise: 0.56, popFall: 0.52,
        quickActionRise: 0.20, quickActionFall: 0.16)
    /// Every force threshold of `medium` times 1.2.
    public static let firm = ForceProfile(
        name: "firm", peekRise: 0.30, peekFall: 0.24, popRise: 0.84, popFall: 0.78,
        quickActionRise: 0.30, quickActionFall: 0.24)

    /// The built-in profiles, lightest first.
    public static let builtIn: [ForceProfile] = [.light, .medium, .firm]

    /// A built-in profile by name (`light`, `medium`, `firm`).
    public static func named(_ name: String) -> ForceProfile? {
        builtIn.first { $0.name == name.lowercased() }
    }

    /// The duration after which `longPress` fires, in or out of Haptic Touch.
    public func longPressDelay(haptic: Bool) -> Int64 {
        guard haptic else { return longPressDuration }
        switch hapticMode {
        case .fast: return hapticFastDuration
        case .default: return hapticDefaultDuration
        case .slow: return hapticSlowDuration
        }
    }

    /// The JSON keys of a profile file, in the order `jsonString()` writes them.
    public static let fieldNames = [
        "name", "peekRise", "peekFall", "popRise", "popFall", "quickActionRise", "quickActionFall",
        "movementSlop", "longPressDuration", "hapticMode", "hapticFastDuration", "hapticDefaultDuration",
        "hapticSlowDuration", "smoothingTimeConstant",
    ]

    /// The first problem with the values, naming the field, or nil when the profile is usable.
    public func validationError() -> (field: String, message: String)? {
        let forces: [(String, Double)] = [
            ("peekRise", peekRise), ("peekFall", peekFall), ("popRise", popRise), ("popFall", popFall),
            ("quickActionRise", quickActionRise), ("quickActionFall", quickActionFall),
        ]
        for (field, value) in forces where !(value.isFinite && value >= 0 && value <= 1) {
            return (field, "expected a force in 0...1, got \(formatShort(value))")
        }
        for (field, value) in forces where field.hasSuffix("Rise") && value == 0 {
            return (field, "expected a force above 0, got 0")
        }
        if popRise <= peekRise {
            return ("popRise", "expected above peekRise (\(formatShort(peekRise))), got \(formatShort(popRise))")
        }
        let pairs: [(String, Double, String, Double)] = [
            ("peekFall", peekFall, "peekRise", peekRise), ("popFall", popFall, "popRise", popRise),
            ("quickActionFall", quickActionFall, "quickActionRise", quickActionRise),
        ]
        for (fall, fallValue, rise, riseValue) in pairs where fallValue > riseValue {
            return (fall, "expected at most \(rise) (\(formatShort(riseValue))), got \(formatShort(fallValue))")
        }
        if !(movementSlop.isFinite && movementSlop >= 0 && movementSlop <= 10_000) {
            return ("movementSlop", "expected points in 0...10000, got \(formatShort(movementSlop))")
        }
        let durations: [(String, Int64)] = [
            ("longPressDuration", longPressDuration), ("hapticFastDuration", hapticFastDuration),
            ("hapticDefaultDuration", hapticDefaultDuration), ("hapticSlowDuration", hapticSlowDuration),
        ]
        for (field, value) in durations where value <= 0 {
            return (field, "expected seconds above 0, got \(formatSeconds(value))")
        }
        if case .lowPass(let constant)? = smoothing, constant < 0 {
            return ("smoothingTimeConstant", "expected seconds >= 0, got \(formatSeconds(constant))")
        }
        return nil
    }

    /// The profile as a JSON object, one field per line in `fieldNames` order.
    public func jsonString() -> String {
        var smoothingText = "null"
        if case .lowPass(let constant)? = smoothing { smoothingText = formatSeconds(constant) }
        let values: [String] = [
            jsonQuoted(name), formatShort(peekRise), formatShort(peekFall), formatShort(popRise),
            formatShort(popFall), formatShort(quickActionRise), formatShort(quickActionFall),
            formatShort(movementSlop), formatSeconds(longPressDuration), jsonQuoted(hapticMode.rawValue),
            formatSeconds(hapticFastDuration), formatSeconds(hapticDefaultDuration),
            formatSeconds(hapticSlowDuration), smoothingText,
        ]
        let body = zip(ForceProfile.fieldNames, values).map { "  \"\($0)\": \($1)" }.joined(separator: ",\n")
        return "{\n" + body + "\n}\n"
    }
}

/// A profile file that cannot be used: the one `LoadError`, printed as
/// `path:line: error: field 'NAME': message`.
public typealias ProfileError = LoadError

extension LoadError {
    /// A profile error at `line` (nil: the profile as a whole), about `field` when one is at fault.
    public init(path: String, line: Int?, column: Int? = nil, field: String?, message: String) {
        self.init(path: path, line: line, column: column, (field.map { "field '\($0)': " } ?? "") + message)
    }
}

/// Seconds with up to six decimals and no trailing zeros (`0.5`, `1`, `0.000125`).
public func formatSeconds(_ microseconds: Int64) -> String {
    let negative = microseconds < 0
    let magnitude = microseconds.magnitude
    let whole = magnitude / 1_000_000
    var fraction = magnitude % 1_000_000
    var text = (negative ? "-" : "") + String(whole)
    if fraction != 0 {
        var digits = 6
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let raw = String(fraction)
        text += "." + String(repeating: "0", count: digits - raw.count) + raw
    }
    return text
}
