import Foundation

/// The family and version strings of a TrueType / OpenType font (or the first font of a
/// collection), read from its `name` table: "Inter", "Version 4.000".
public enum FontNames {
    public static func read(_ data: Data) -> (family: String?, version: String?) {
        let bytes = [UInt8](data)
        func u16(_ at: Int) -> Int? { at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(at), let low = u16(at + 2) else { return nil }
            return high << 16 | low
        }
        var offset = 0
        if bytes.count >= 12, bytes[0..<4] == [0x74, 0x74, 0x63, 0x66] {  // "ttcf": the first font
            guard let first = u32(12) else { return (nil, nil) }
            offset = first
        }
        guard let tables = u16(offset + 4) else { return (nil, nil) }
        var nameTable: Int?
        for index in 0..<tables {
            let record = offset + 12 + index * 16
            guard record + 16 <= bytes.count else { break }
            if bytes[record..<record + 4] == [0x6E, 0x61, 0x6D, 0x65] { nameTable = u32(record + 8) }  // "name"
        }
        guard let table = nameTable, let count = u16(table + 2), let storage = u16(table + 4) else { return (nil, nil) }
        var found: [Int: (rank: Int, text: String)] = [:]
        for index in 0..<count {
            let record = table + 6 + index * 12
            guard let platform = u16(record), let encoding = u16(record + 2), let language = u16(record + 4),
                let nameID = u16(record + 6), let length = u16(record + 8), let start = u16(record + 10),
                nameID == 1 || nameID == 5
            else { continue }
            let from = table + storage + start
            guard from + length <= bytes.count else { continue }
            let raw = Array(bytes[from..<from + length])
            let text: String
            let rank: Int
            if platform == 3 && (encoding == 1 || encoding == 0) {
                let units = stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
                text = String(decoding: units, as: UTF16.self)
                rank = language == 0x409 ? 0 : 1
            } else if platform == 1 && encoding == 0 {
                text = String(decoding: raw.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
                rank = 2
            } else {
                continue
            }
            if found[nameID].map({ rank < $0.rank }) ?? true { found[nameID] = (rank, text) }
        }
        return (found[1]?.text, found[5]?.text)
    }
}
