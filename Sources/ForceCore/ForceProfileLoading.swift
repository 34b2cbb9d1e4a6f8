import Foundation
import SourceFormats

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ForceProfile {
    /// The largest profile file read (1 MiB); a real one is a few hundred bytes.
    public static let maximumFileSize = 1 << 20

    /// Reads a profile JSON file. Missing fields take `medium`'s values; an unknown field, a wrong
    /// type or an unusable value (negative, pop at or below peek, fall above rise) is an error
    /// naming the field and its line.
    public static func load(path: String) throws(ProfileError) -> ForceProfile {
        // Through SourceFormats' bounded reader, with its messages: type and size before a byte
        // is read (a FIFO or a device would block or never end).
        let data: Data
        do throws(BoundedFile.Failure) {
            data = try BoundedFile.read(path, limit: maximumFileSize)
        } catch {
            throw ProfileError(path: path, line: nil, field: nil, message: error.message(limit: maximumFileSize))
        }
        return try parse([UInt8](data), path: path)
    }

    /// Parses profile JSON text (see `load(path:)`); `path` names the source in errors.
    public static func parse(_ text: String, path: String = "<profile>") throws(ProfileError) -> ForceProfile {
        try parse(Array(text.utf8), path: path)
    }

    static func parse(_ bytes: [UInt8], path: String) throws(ProfileError) -> ForceProfile {
        let result: Result<ForceProfile, ProfileError> = bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer)
            func line(_ offset: Int) -> Int {
                var count = 1
                for index in 0..<min(offset, buffer.count) where buffer[index] == 0x0A { count += 1 }
                return count
            }
            do throws(JSONSyntaxError) {
                var profile = ForceProfile.medium
                profile.name = "custom"
                var seen: Set<String> = []
                try scanner.expect(0x7B, "'{' to open the profile object")
                scanner.skipWhitespace()
                if scanner.peek() == 0x7D {
                    scanner.position += 1
                } else {
                    while true {
                        let keyOffset = scanner.position
                        let keyToken = try scanner.scanString()
                        let key = scanner.decode(keyToken)
                        func fieldError(_ message: String) -> ProfileError {
                            ProfileError(path: path, line: line(keyOffset + 1), field: key, message: message)
                        }
                        guard ForceProfile.fieldNames.contains(key) else {
                            return .failure(
                                fieldError(
                                    "unknown field; expected one of \(ForceProfile.fieldNames.joined(separator: ", "))")
                            )
                        }
                        guard seen.insert(key).inserted else { return .failure(fieldError("appears twice")) }
                        try scanner.expect(0x3A, "':' after the key")
                        scanner.skipWhitespace()
                        let value = try ProfileValue.scan(&scanner)
                        if let problem = profile.set(key, to: value, scanner: scanner) {
                            return .failure(fieldError(problem))
                        }
                        scanner.skipWhitespace()
                        guard let next = scanner.peek(), next == 0x2C || next == 0x7D else {
                            throw scanner.fail("expected ',' or '}' after a value")
                        }
                        scanner.position += 1
                        if next == 0x7D { break }
                    }
                }
                scanner.skipWhitespace()
                guard scanner.atEnd else { throw scanner.fail("expected nothing after the profile object") }
                if let (field, message) = profile.validationError() {
                    return .failure(ProfileError(path: path, line: nil, field: field, message: message))
                }
                return .success(profile)
            } catch {
                return .failure(ProfileError(path: path, line: line(error.offset), field: nil, message: error.message))
            }
        }
        return try result.get()
    }

    private mutating func set(_ key: String, to value: ProfileValue, scanner: JSONScanner) -> String? {
        func number() -> Double? { if case .number(let n) = value { return n } else { return nil } }
        func seconds() -> Int64? {
            guard let n = number(), n.isFinite, abs(n) < 1e9 else { return nil }
            return Int64((n * 1_000_000).rounded())
        }
        switch key {
        case "name":
            guard case .string(let text) = value else { return "expected a string" }
            name = text
        case "hapticMode":
            guard case .string(let text) = value, let mode = HapticMode(rawValue: text) else {
                return "expected \"fast\", \"default\" or \"slow\""
            }
            hapticMode = mode
        case "smoothingTimeConstant":
            if case .null = value {
                smoothing = nil
                return nil
            }
            guard let micro = seconds() else { return "expected seconds (a number) or null" }
            smoothing = micro == 0 ? nil : .lowPass(timeConstant: micro)
        case "longPressDuration", "hapticFastDuration", "hapticDefaultDuration", "hapticSlowDuration":
            guard let micro = seconds() else { return "expected seconds (a number)" }
            switch key {
            case "longPressDuration": longPressDuration = micro
            case "hapticFastDuration": hapticFastDuration = micro
            case "hapticDefaultDuration": hapticDefaultDuration = micro
            default: hapticSlowDuration = micro
            }
        default:
            guard let n = number() else { return "expected a number" }
            switch key {
            case "peekRise": peekRise = n
            case "peekFall": peekFall = n
            case "popRise": popRise = n
            case "popFall": popFall = n
            case "quickActionRise": quickActionRise = n
            case "quickActionFall": quickActionFall = n
            default: movementSlop = n
            }
        }
        return nil
    }
}

/// A scalar value of a profile file.
enum ProfileValue {
    case number(Double)
    case string(String)
    case bool(Bool)
    case null, composite

    static func scan(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> ProfileValue {
        switch scanner.peek() {
        case 0x22?:
            let token = try scanner.scanString()
            return .string(scanner.decode(token))
        case 0x2D?, 0x30?, 0x31?, 0x32?, 0x33?, 0x34?, 0x35?, 0x36?, 0x37?, 0x38?, 0x39?:
            let number = try scanner.scanNumber()
            return .number(scanner.doubleValue(number))
        case 0x7B?, 0x5B?:
            try scanner.skipValue()
            return .composite
        default:
            switch try scanner.scanLiteral() {
            case .true?: return .bool(true)
            case .false?: return .bool(false)
            case .null?: return .null
            case nil: throw scanner.fail("expected a value")
            }
        }
    }
}

/// Any string as a coding key, so decoding can see (and reject) unknown fields.
private struct ProfileCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension ForceProfile: Codable {
    /// Decodes the same fields, units and rules as a profile file (seconds for durations).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: ProfileCodingKey.self)
        var profile = ForceProfile.medium
        profile.name = "custom"
        func seconds(_ key: ProfileCodingKey) throws -> Int64 {
            Int64((try container.decode(Double.self, forKey: key) * 1_000_000).rounded())
        }
        for key in container.allKeys {
            switch key.stringValue {
            case "name": profile.name = try container.decode(String.self, forKey: key)
            case "peekRise": profile.peekRise = try container.decode(Double.self, forKey: key)
            case "peekFall": profile.peekFall = try container.decode(Double.self, forKey: key)
            case "popRise": profile.popRise = try container.decode(Double.self, forKey: key)
            case "popFall": profile.popFall = try container.decode(Double.self, forKey: key)
            case "quickActionRise": profile.quickActionRise = try container.decode(Double.self, forKey: key)
            case "quickActionFall": profile.quickActionFall = try container.decode(Double.self, forKey: key)
            case "movementSlop": profile.movementSlop = try container.decode(Double.self, forKey: key)
            case "longPressDuration": profile.longPressDuration = try seconds(key)
            case "hapticMode": profile.hapticMode = try container.decode(HapticMode.self, forKey: key)
            case "hapticFastDuration": profile.hapticFastDuration = try seconds(key)
            case "hapticDefaultDuration": profile.hapticDefaultDuration = try seconds(key)
            case "hapticSlowDuration": profile.hapticSlowDuration = try seconds(key)
            case "smoothingTimeConstant":
                let value = try container.decodeIfPresent(Double.self, forKey: key) ?? 0
                let micro = Int64((value * 1_000_000).rounded())
                profile.smoothing = micro == 0 ? nil : .lowPass(timeConstant: micro)
            default:
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "field '\(key.stringValue)': unknown field")
            }
        }
        if let (field, message) = profile.validationError() {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [ProfileCodingKey(field)], debugDescription: "field '\(field)': \(message)"))
        }
        self = profile
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: ProfileCodingKey.self)
        try container.encode(name, forKey: .init("name"))
        try container.encode(peekRise, forKey: .init("peekRise"))
        try container.encode(peekFall, forKey: .init("peekFall"))
        try container.encode(popRise, forKey: .init("popRise"))
        try container.encode(popFall, forKey: .init("popFall"))
        try container.encode(quickActionRise, forKey: .init("quickActionRise"))
        try container.encode(quickActionFall, forKey: .init("quickActionFall"))
        try container.encode(movementSlop, forKey: .init("movementSlop"))
        try container.encode(Double(longPressDuration) / 1_000_000, forKey: .init("longPressDuration"))
        try container.encode(hapticMode, forKey: .init("hapticMode"))
        try container.encode(Double(hapticFastDuration) / 1_000_000, forKey: .init("hapticFastDuration"))
        try container.encode(Double(hapticDefaultDuration) / 1_000_000, forKey: .init("hapticDefaultDuration"))
        try container.encode(Double(hapticSlowDuration) / 1_000_000, forKey: .init("hapticSlowDuration"))
        if case .lowPass(let constant)? = smoothing {
            try container.encode(Double(constant) / 1_000_000, forKey: .init("smoothingTimeConstant"))
        } else {
            try container.encodeNil(forKey: .init("smoothingTimeConstant"))
        }
    }
}
