#if canImport(Glibc)
    import Glibc
#endif

/// File names are bytes, not text: a Linux name may hold any byte but `/` and NUL, valid UTF-8
/// or not. A Swift `String` holds only valid Unicode, so a name's invalid bytes are carried as
/// one private-use scalar each (byte `b` as U+10FD00 + `b`, for `b` 0x80...0xFF, the bytes
/// that can be invalid) and turned back into that byte wherever the name reaches the kernel.
/// A name that is valid UTF-8 decodes to itself; the only names that cannot round-trip are
/// those that already hold these 128 code points of plane 16, which no script uses.
public enum FileSystemName {
    /// The first of the 128 scalars that stand for raw bytes 0x80...0xFF.
    static let escapeBase: UInt32 = 0x10_FD00

    /// A name (or path) from its bytes: valid UTF-8 as itself, each invalid byte escaped.
    public static func decode<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        decodeBytes(bytes)
    }

    /// The C string of a command-line argument or a directory entry, decoded as `decode` does.
    public static func decode(cString: UnsafePointer<CChar>) -> String {
        let count = strlen(cString)
        return cString.withMemoryRebound(to: UInt8.self, capacity: count) {
            decodeBytes(UnsafeBufferPointer(start: $0, count: count))
        }
    }

    /// Byte by byte: each maximal valid UTF-8 sequence kept, each other byte escaped.
    public static func decodeBytes<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        if let valid = String(validating: bytes, as: UTF8.self) { return valid }
        let array = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < array.count {
            let length = sequenceLength(array, at: index)
            if length > 0, let text = String(validating: array[index..<index + length], as: UTF8.self) {
                scalars.append(contentsOf: text.unicodeScalars)
                index += length
            } else {
                scalars.append(Unicode.Scalar(escapeBase + UInt32(array[index]))!)
                index += 1
            }
        }
        return String(scalars)
    }

    /// The length of the UTF-8 sequence its lead byte announces (0 for a byte that is no lead).
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00...0x7F: length = 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        return index + length <= bytes.count ? length : 0
    }

    /// The bytes the kernel sees for a name: UTF-8, with each escape scalar turned back into its byte.
    public static func bytes(_ name: String) -> [UInt8] {
        guard name.unicodeScalars.contains(where: isEscape) else { return Array(name.utf8) }
        var out: [UInt8] = []
        out.reserveCapacity(name.utf8.count)
        for scalar in name.unicodeScalars {
            if isEscape(scalar) {
                out.append(UInt8(scalar.value - escapeBase))
            } else {
                out.append(contentsOf: String(scalar).utf8)
            }
        }
        return out
    }

    /// How many bytes the name takes on disk (what `NAME_MAX` limits).
    public static func byteCount(_ name: String) -> Int {
        guard name.unicodeScalars.contains(where: isEscape) else { return name.utf8.count }
        return bytes(name).count
    }

    /// Calls `body` with the C string the kernel should get for `path`.
    public static func withPath<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows
        -> Result
    {
        guard path.unicodeScalars.contains(where: isEscape) else { return try path.withCString(body) }
        var raw = bytes(path).map { CChar(bitPattern: $0) }
        raw.append(0)
        return try raw.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// Whether the scalar stands for a raw byte.
    static func isEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= escapeBase + 0x80 && scalar.value <= escapeBase + 0xFF
    }

    /// The name with every character the terminal or a line-based reader would act on spelled
    /// out: escaped bytes as `\xFF`. For messages only; never for a path handed to the kernel.
    public static func shown(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: isEscape) else { return name }
        var out = ""
        for scalar in name.unicodeScalars {
            if isEscape(scalar) {
                let value = scalar.value - escapeBase
                out += "\\x" + String(value, radix: 16, uppercase: true)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    // MARK: - Paths as strings, split only at `/`

    /// The folder part of a path: "" for a bare name (`a`), "/" for a name at the root. Never
    /// traps, whatever the path's length.
    public static func folder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        var folder = trimmed[..<slash]
        while folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder.isEmpty ? "/" : String(folder)
    }

    /// The last part of a path (after the last `/`); a trailing slash is ignored.
    public static func name(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `folder/name`, with `folder` "" meaning the working folder.
    public static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The name's last extension, without its dot ("" when it has none; a leading dot is no extension).
    public static func pathExtension(_ path: String) -> String {
        let name = name(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The path without its last extension (`frames/a.png` is `frames/a`).
    public static func deletingExtension(_ path: String) -> String {
        let ext = pathExtension(path)
        guard !ext.isEmpty else { return path }
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed.dropLast(ext.count + 1))
    }
}

extension FileSystemName {
    /// Whether the path names a folder (through symlinks).
    public static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return withPath(path) { stat($0, &status) } == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether anything is at the path (through symlinks: a dangling one is nothing).
    public static func exists(_ path: String) -> Bool {
        var status = stat()
        return withPath(path) { stat($0, &status) } == 0
    }
}
