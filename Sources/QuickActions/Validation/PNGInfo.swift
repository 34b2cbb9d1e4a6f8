import Foundation

/// What a PNG's header says: its size and whether it can be transparent. Read by hand (the
/// IHDR chunk and a scan for tRNS) so no image library is needed.
public struct PNGInfo: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// An alpha channel (colour types 4, 6) or a transparency chunk (tRNS).
    public var hasTransparency: Bool

    /// How much of a PNG `read` looks at: the signature, IHDR and the chunks before the image data.
    public static let headerBytes = 1 << 20

    public static func read(_ data: Data) -> PNGInfo? {
        let bytes = [UInt8](data.prefix(headerBytes))
        guard bytes.count >= 33, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR"
        else { return nil }
        func uint32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let colorType = bytes[25]
        var transparent = colorType == 4 || colorType == 6
        var offset = 8
        while !transparent, offset + 8 <= bytes.count {
            let length = uint32(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            if type == "tRNS" { transparent = true }
            if type == "IDAT" || type == "IEND" { break }
            offset += 12 + length
        }
        return PNGInfo(width: uint32(16), height: uint32(20), hasTransparency: transparent)
    }
}
