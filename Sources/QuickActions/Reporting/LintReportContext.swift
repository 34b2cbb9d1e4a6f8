import SourceFormats

/// What the machine-read lint formats need besides the findings: the rule table, where paths
/// are relative to, and whether warnings fail the run. Handed in by the command line, so the
/// reporters stay pure (they never read the working directory themselves).
public struct LintReportContext: Sendable {
    /// Every rule that ran, in the order the rule table lists them.
    public var rules: [RuleDescriptor]
    /// Rule IDs that were turned off (JUnit shows them as skipped).
    public var disabled: Set<String>
    /// The folder reported paths are relative to (`--base`, default the working directory): an
    /// absolute path.
    public var base: String
    /// The absolute working directory, against which relative paths in findings resolve.
    public var workingDirectory: String
    /// `--strict`: warnings fail the run (and are JUnit failures).
    public var strict: Bool
    public var toolVersion: String

    public init(
        rules: [RuleDescriptor], disabled: Set<String> = [], base: String, workingDirectory: String,
        strict: Bool = false, toolVersion: String
    ) {
        self.rules = rules
        self.disabled = disabled
        self.base = base
        self.workingDirectory = workingDirectory
        self.strict = strict
        self.toolVersion = toolVersion
    }

    /// Whether a finding of this severity makes `forcelab lint` exit 1.
    public func fails(_ severity: Severity) -> Bool {
        severity == .error || (strict && severity == .warning)
    }

    /// `file` relative to `base` when it lies under it (`Apps/Mail/Info.plist`), else absolute.
    public func relativePath(_ file: String) -> String {
        let absolute = PathText.standardized(file.hasPrefix("/") ? file : workingDirectory + "/" + file)
        let root = PathText.standardized(base)
        if absolute == root { return "." }
        let prefix = root == "/" ? "/" : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}

/// Path and URI spelling without touching the file system.
public enum PathText {
    /// `/a/./b/../c//d/` as `/a/c/d`: `.` and `..` segments folded, empty segments dropped.
    public static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// A path as a URI reference: RFC 3986 unreserved characters and `/` kept, every other
    /// byte of it (its UTF-8; a file name's bytes as they are) percent-encoded; absolute paths become `file://` URIs.
    public static func uriReference(_ path: String) -> String {
        var out = path.hasPrefix("/") ? "file://" : ""
        // The bytes the name has on disk: a byte that is not UTF-8 is `%FF`, as it is.
        for byte in FileSystemName.bytes(path) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
            }
        }
        return out
    }

    /// FNV-1a 64 of `text`, as 16 lower-case hex digits: a stable fingerprint.
    public static func fingerprint(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
