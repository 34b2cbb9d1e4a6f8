import CLineBreak
import QuickActions

/// UAX #14 line-break opportunities from ICU's line break iterator, the one iOS's text system
/// is built on (Apple ships ICU as libicucore): dictionaries break Thai, Lao, Khmer and
/// Myanmar words and CJK between characters, with ICU's `lb=strict` (small kana and the
/// prolonged sound mark never start a line; strict changes nothing outside CJK), and
/// `LineBreaking`'s kinsoku rules applied on top by `TextFitting`. The same rules whatever the
/// UI language, so lint (which checks every locale with one measurer) and the picture agree.
/// One iterator, reused.
final class ICULineBreaker {
    private var iterator: UnsafeMutableRawPointer?
    private var failed = false
    private var cache: [String: [Int]] = [:]
    private var buffer: [Int32] = []
    private static let locale = "root@lb=strict"

    deinit {
        if let iterator { fl_line_breaker_close(iterator) }
    }

    /// The grapheme offsets (1..<count) where a line may start, or nil when ICU fails.
    func opportunities(in text: String) -> [Int]? {
        if let known = cache[text] { return known }
        if iterator == nil && !failed {
            iterator = fl_line_breaker_open(Self.locale)
            failed = iterator == nil
        }
        guard let iterator else { return nil }
        let units = Array(text.utf16)
        if buffer.count < units.count + 1 { buffer = [Int32](repeating: 0, count: units.count + 1) }
        let count = units.withUnsafeBufferPointer { pointer in
            fl_line_breaks(iterator, pointer.baseAddress, Int32(units.count), &buffer, Int32(buffer.count))
        }
        guard count >= 0 else { return nil }
        // UTF-16 offsets to grapheme offsets; an offset inside a cluster is no break.
        var result: [Int] = []
        var wanted = buffer[0..<Int(count)].makeIterator()
        var next = wanted.next()
        var offset: Int32 = 0
        var clusterIndex = 0
        for cluster in text {
            while let candidate = next, candidate < offset {
                next = wanted.next()
                _ = candidate
            }
            if let candidate = next, candidate == offset, clusterIndex > 0 { result.append(clusterIndex) }
            offset += Int32(cluster.utf16.count)
            clusterIndex += 1
        }
        if cache.count > 20_000 { cache.removeAll(keepingCapacity: true) }
        cache[text] = result
        return result
    }
}
