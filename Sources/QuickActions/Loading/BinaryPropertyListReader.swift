import Foundation
import SourceFormats

/// Reads a binary (`bplist00`) property list with a bounded reader of its own; such files have
/// no lines, so every value is on line 1.
///
/// Not `PropertyListSerialization`: it crashes on a set object (0xC marker) bridging it to
/// `NSSet`, and a file whose arrays share their elements (a DAG of 283 bytes) expands to
/// billions of values. The layout read here is CoreFoundation's (CFBinaryPList.c in Apple's CF
/// sources and swift-corelibs-foundation): an 8-byte header, objects, an offset table and a
/// 32-byte trailer. Each object is checked before use; the tree may nest at most
/// `PlistLimits.maximumDepth` levels, never contain itself, and expand to at most
/// `PlistLimits.maximumValues` values however much it shares.
enum BinaryPropertyListReader {
    /// Reads `data` (from `path`, named in errors); `maximumValues` is lowered only by tests.
    static func read(_ data: Data, path: String, maximumValues: Int = PlistLimits.maximumValues) throws -> PlistNode {
        var reader = try Reader(bytes: [UInt8](data), path: path, maximumValues: maximumValues)
        return try reader.node(reader.topObject, depth: 0)
    }

    private struct Reader {
        let bytes: [UInt8]
        let path: String
        let offsetSize: Int
        let referenceSize: Int
        let objectCount: Int
        let topObject: Int
        let tableOffset: Int
        let maximumValues: Int
        var expanded = 0
        /// Objects on the path from the root to the one being read (a cycle check).
        var open: Set<Int> = []

        init(bytes: [UInt8], path: String, maximumValues: Int) throws {
            self.bytes = bytes
            self.path = path
            self.maximumValues = maximumValues
            guard bytes.count >= 8 + 1 + 32, bytes.starts(with: Array("bplist0".utf8)) else {
                throw LoadError(
                    path: path, "malformed binary property list: too short for a header and a trailer (truncated?)")
            }
            let trailer = bytes.count - 32
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            let count = Reader.unsigned(bytes, at: trailer + 8, size: 8)
            let top = Reader.unsigned(bytes, at: trailer + 16, size: 8)
            let table = Reader.unsigned(bytes, at: trailer + 24, size: 8)
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
                throw LoadError(
                    path: path,
                    "malformed binary property list: offset or reference size \(offsetSize)/\(referenceSize) is not 1 to 8 bytes"
                )
            }
            // Every object takes at least one byte before the table, which bounds the count.
            guard count >= 1, count < UInt64(trailer), top < count, table >= 9, table < UInt64(trailer) else {
                throw LoadError(
                    path: path,
                    "malformed binary property list: the trailer's object count, top object or offset table is out of the file"
                )
            }
            objectCount = Int(count)
            topObject = Int(top)
            tableOffset = Int(table)
            let (tableBytes, overflow) = objectCount.multipliedReportingOverflow(by: offsetSize)
            guard !overflow, tableOffset + tableBytes <= trailer else {
                throw LoadError(
                    path: path, "malformed binary property list: the offset table runs past the trailer (truncated?)")
            }
        }

        static func unsigned(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
            var value: UInt64 = 0
            for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
            return value
        }

        func corrupt(_ message: String) -> LoadError {
            LoadError(path: path, "malformed binary property list: \(message)")
        }

        /// The file offset of object `index`, checked to lie among the objects.
        func offset(of index: Int) throws -> Int {
            guard index >= 0, index < objectCount else {
                throw corrupt("a reference to object \(index) of \(objectCount)")
            }
            let offset = Reader.unsigned(bytes, at: tableOffset + index * offsetSize, size: offsetSize)
            guard offset >= 8, offset < UInt64(tableOffset) else {
                throw corrupt("object \(index) lies outside the objects")
            }
            return Int(offset)
        }

        /// `count` bytes at `offset`, checked to end before the offset table.
        func span(_ offset: Int, _ count: Int, what: String) throws -> Range<Int> {
            let (end, overflow) = offset.addingReportingOverflow(count)
            guard count >= 0, !overflow, end <= tableOffset else {
                throw corrupt("\(what) runs past the objects (truncated?)")
            }
            return offset..<end
        }

        /// The element count of a marker whose low nibble is a count, or 0xF for a following integer.
        func count(marker: UInt8, at offset: inout Int) throws -> Int {
            let low = Int(marker & 0x0F)
            guard low == 0x0F else { return low }
            let range = try span(offset, 1, what: "a count")
            let intMarker = bytes[range.lowerBound]
            guard intMarker & 0xF0 == 0x10, intMarker & 0x0F <= 3 else {
                throw corrupt("a count that is not an integer")
            }
            let size = 1 << Int(intMarker & 0x0F)
            let digits = try span(offset + 1, size, what: "a count")
            let value = Reader.unsigned(bytes, at: digits.lowerBound, size: size)
            guard value <= UInt64(tableOffset) else {
                throw corrupt("a count of \(value) in a file of \(bytes.count) bytes")
            }
            offset = digits.upperBound
            return Int(value)
        }

        /// `count` object references starting at `offset`.
        func references(_ count: Int, at offset: Int) throws -> [Int] {
            let (length, overflow) = count.multipliedReportingOverflow(by: referenceSize)
            guard !overflow else { throw corrupt("an array or dictionary larger than the file") }
            let range = try span(offset, length, what: "an array or dictionary")
            return stride(from: range.lowerBound, to: range.upperBound, by: referenceSize).map {
                Int(truncatingIfNeeded: Reader.unsigned(bytes, at: $0, size: referenceSize))
            }
        }

        /// Object `index` and everything under it, `depth` levels below the top object.
        mutating func node(_ index: Int, depth: Int) throws -> PlistNode {
            guard depth < PlistLimits.maximumDepth else {
                throw LoadError(path: path, "values nested too deeply (more than \(PlistLimits.maximumDepth) levels)")
            }
            expanded += 1
            guard expanded <= maximumValues else {
                throw LoadError(
                    path: path,
                    "the binary property list expands to more than \(maximumValues) values (its objects are shared)")
            }
            guard !open.contains(index) else { throw corrupt("object \(index) contains itself") }
            var offset = try offset(of: index)
            let marker = bytes[offset]
            offset += 1
            let kind: PlistNode.Kind
            switch marker >> 4 {
            case 0x0: kind = try singleton(marker, object: index)
            case 0x1: kind = try integer(marker, at: offset, object: index)
            case 0x2: kind = try real(marker, at: offset, object: index)
            case 0x3: kind = try date(marker, at: offset, object: index)
            case 0x4:
                let length = try count(marker: marker, at: &offset)
                let range = try span(offset, length, what: "data")
                kind = .data(Data(bytes[range]))
            case 0x5: kind = try asciiString(marker, at: offset, object: index)
            case 0x6: kind = try utf16String(marker, at: offset, object: index)
            case 0x8:
                throw LoadError(
                    path: path,
                    "object \(index) is a UID (a keyed archive), which an Info.plist or strings file never holds")
            case 0xA: kind = try array(marker, at: offset, object: index, depth: depth)
            case 0xB, 0xC:
                throw LoadError(
                    path: path,
                    "object \(index) is a set, which an Info.plist or strings file never holds (only arrays, dictionaries, strings, numbers, booleans, dates and data)"
                )
            case 0xD: kind = try dictionary(marker, at: offset, object: index, depth: depth)
            default: throw unknownMarker(marker, object: index)
            }
            return PlistNode(kind: kind, line: 1)
        }

        func unknownMarker(_ marker: UInt8, object index: Int) -> LoadError {
            corrupt("object \(index) has the unknown marker 0x\(String(marker, radix: 16, uppercase: true))")
        }

        /// `false`, `true` or null (markers 0x08, 0x09, 0x00).
        func singleton(_ marker: UInt8, object index: Int) throws -> PlistNode.Kind {
            switch marker {
            case 0x08: return .bool(false)
            case 0x09: return .bool(true)
            case 0x00: return .null
            default: throw unknownMarker(marker, object: index)
            }
        }

        /// An integer of 1, 2, 4, 8 or 16 bytes (the low nibble is the power of two).
        func integer(_ marker: UInt8, at offset: Int, object index: Int) throws -> PlistNode.Kind {
            let size = 1 << Int(marker & 0x0F)
            guard size <= 16 else { throw corrupt("object \(index) is an integer of \(size) bytes") }
            let range = try span(offset, size, what: "an integer")
            if size == 16 {
                // 128-bit: CF writes these for unsigned values above Int64.max; keep those that fit.
                let high = Reader.unsigned(bytes, at: range.lowerBound, size: 8)
                let low = Reader.unsigned(bytes, at: range.lowerBound + 8, size: 8)
                guard (high == 0 && low <= UInt64(Int.max)) || (high == UInt64.max && low > UInt64(Int.max)) else {
                    throw LoadError(path: path, "an integer beyond 64 bits")
                }
                return .integer(Int(truncatingIfNeeded: low))
            }
            let value = Reader.unsigned(bytes, at: range.lowerBound, size: size)
            // 1, 2 and 4 bytes are unsigned; 8 bytes are signed (CFBinaryPList.c).
            return .integer(size == 8 ? Int(truncatingIfNeeded: value) : Int(value))
        }

        /// A 4- or 8-byte IEEE 754 real.
        func real(_ marker: UInt8, at offset: Int, object index: Int) throws -> PlistNode.Kind {
            let size = 1 << Int(marker & 0x0F)
            guard size == 4 || size == 8 else { throw corrupt("object \(index) is a real of \(size) bytes") }
            let range = try span(offset, size, what: "a real")
            let raw = Reader.unsigned(bytes, at: range.lowerBound, size: size)
            return .real(size == 4 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw))
        }

        /// A date: seconds from 2001 as an 8-byte real (marker 0x33).
        func date(_ marker: UInt8, at offset: Int, object index: Int) throws -> PlistNode.Kind {
            guard marker == 0x33 else { throw unknownMarker(marker, object: index) }
            let range = try span(offset, 8, what: "a date")
            let seconds = Double(bitPattern: Reader.unsigned(bytes, at: range.lowerBound, size: 8))
            guard seconds.isFinite, abs(seconds) < 1e11 else {
                throw LoadError(path: path, "a date out of range (\(seconds) s from 2001)")
            }
            return .date(ISO8601DateFormatter().string(from: Date(timeIntervalSinceReferenceDate: seconds)))
        }

        /// A string of ASCII bytes.
        func asciiString(_ marker: UInt8, at start: Int, object index: Int) throws -> PlistNode.Kind {
            var offset = start
            let length = try count(marker: marker, at: &offset)
            let range = try span(offset, length, what: "a string")
            guard bytes[range].allSatisfy({ $0 < 0x80 }) else {
                throw corrupt("an ASCII string (object \(index)) holds bytes above 0x7F")
            }
            return .string(String(decoding: bytes[range], as: UTF8.self))
        }

        /// A string of big-endian UTF-16 units, its surrogates paired.
        func utf16String(_ marker: UInt8, at start: Int, object index: Int) throws -> PlistNode.Kind {
            var offset = start
            let units = try count(marker: marker, at: &offset)
            let range = try span(offset, units * 2, what: "a string")
            let utf16 = stride(from: range.lowerBound, to: range.upperBound, by: 2).map {
                UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
            }
            var scalars = String.UnicodeScalarView()
            var parser = Unicode.UTF16.ForwardParser()
            var iterator = utf16.makeIterator()
            while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let encoded): scalars.append(Unicode.UTF16.decode(encoded))
                case .emptyInput: return .string(String(scalars))
                case .error: throw corrupt("a UTF-16 string (object \(index)) with an unpaired surrogate")
                }
            }
        }

        /// An array: references to its elements, read while the array is open.
        mutating func array(_ marker: UInt8, at start: Int, object index: Int, depth: Int) throws -> PlistNode.Kind {
            var offset = start
            let length = try count(marker: marker, at: &offset)
            let children = try references(length, at: offset)
            open.insert(index)
            defer { open.remove(index) }
            return .array(try children.map { try self.node($0, depth: depth + 1) })
        }

        /// A dictionary: the keys' references, then the values'; every key a string.
        mutating func dictionary(
            _ marker: UInt8, at start: Int, object index: Int, depth: Int
        ) throws -> PlistNode.Kind {
            var offset = start
            let length = try count(marker: marker, at: &offset)
            let all = try references(length * 2, at: offset)
            open.insert(index)
            defer { open.remove(index) }
            var entries: [(key: String, value: PlistNode)] = []
            entries.reserveCapacity(length)
            for position in 0..<length {
                let key = try self.node(all[position], depth: depth + 1)
                guard let text = key.string else {
                    throw corrupt("a dictionary key (object \(all[position])) that is not a string")
                }
                entries.append((key: text, value: try self.node(all[length + position], depth: depth + 1)))
            }
            return .dictionary(entries)
        }
    }
}
