import CTextEngine

/// One line of text cut into runs of one bidirectional level and one script, in logical order,
/// with the visual order FriBidi gives them. Grapheme clusters are never split.
struct ItemizedText {
    /// A span of grapheme clusters, `[start, end)` as indices into `clusters`.
    struct Item: Equatable {
        var start: Int
        var end: Int
        /// The resolved UAX #9 level: odd is right to left.
        var level: Int8
        /// The ISO 15924 tag of the run's script ("Latn", "Arab"; "Zyyy" when only Common).
        var script: String
        var isRightToLeft: Bool { level & 1 == 1 }
    }

    let clusters: [Character]
    let items: [Item]
    /// The paragraph direction FriBidi resolved (first strong character, else the hint).
    let paragraphIsRightToLeft: Bool
    /// Visual position of each cluster (its first scalar's), left to right, for ordering runs.
    let visualPosition: [Int]

    /// Cuts `text`. `rightToLeftHint`: the paragraph direction when the text has no strong
    /// character (nil: left to right).
    init(_ text: String, rightToLeftHint: Bool? = nil) {
        let clusters = Array(text)
        self.clusters = clusters
        var scalars: [UInt32] = []
        var firstScalar: [Int] = []  // index into scalars of each cluster's first scalar
        scalars.reserveCapacity(text.unicodeScalars.count)
        for cluster in clusters {
            firstScalar.append(scalars.count)
            for scalar in cluster.unicodeScalars { scalars.append(scalar.value) }
        }
        let count = scalars.count
        let (levels, visual, paragraph) = Self.bidi(scalars, rightToLeftHint: rightToLeftHint)
        paragraphIsRightToLeft = paragraph == 1
        var positionOfScalar = [Int](repeating: 0, count: count)
        for (position, logical) in visual.enumerated() { positionOfScalar[Int(logical)] = position }
        visualPosition = firstScalar.map { count == 0 ? 0 : positionOfScalar[$0] }
        let scripts = Self.scripts(of: clusters)
        var items: [Item] = []
        for index in clusters.indices {
            let level = count == 0 ? 0 : levels[firstScalar[index]]
            let script = Self.tag(scripts[index])
            if var last = items.last, last.level == level, last.script == script {
                last.end = index + 1
                items[items.count - 1] = last
            } else {
                items.append(Item(start: index, end: index + 1, level: level, script: script))
            }
        }
        self.items = items
    }

    /// FriBidi's resolution of `scalars`: each scalar's level, the logical index at each
    /// visual position, and the paragraph's level (1: right to left).
    private static func bidi(_ scalars: [UInt32], rightToLeftHint: Bool?) -> (
        levels: [Int8], visual: [Int32], paragraph: Int32
    ) {
        let count = scalars.count
        var levels = [Int8](repeating: 0, count: count)
        var visual = [Int32](repeating: 0, count: count)
        var paragraph: Int32 = 0
        if count > 0 {
            let base: Int32 = rightToLeftHint == true ? 1 : 0
            paragraph = fl_bidi(scalars, Int32(count), base, &levels, &visual)
            if paragraph < 0 {
                // FriBidi could not run (out of memory): keep typing order, left to right.
                paragraph = 0
                levels = [Int8](repeating: 0, count: count)
                visual = (0..<count).map { Int32($0) }
            }
        }
        return (levels, visual, paragraph)
    }

    /// Scripts per cluster (its first scalar that has a real script), then UAX #24's
    /// simplification: Common and Inherited take the script before them, else after.
    private static func scripts(of clusters: [Character]) -> [UInt32] {
        var scripts: [UInt32] = clusters.map { cluster in
            for scalar in cluster.unicodeScalars {
                let script = fl_script_of(scalar.value)
                if !Self.isCommon(script) { return script }
            }
            return Self.common
        }
        var previous: UInt32? = nil
        for index in scripts.indices {
            if Self.isCommon(scripts[index]) {
                if let previous { scripts[index] = previous }
            } else {
                previous = scripts[index]
            }
        }
        if let firstReal = scripts.first(where: { !Self.isCommon($0) }) {
            for index in scripts.indices {
                if !Self.isCommon(scripts[index]) { break }
                scripts[index] = firstReal
            }
        }
        return scripts
    }

    static let common: UInt32 = 0x5A79_7979  // 'Zyyy'
    private static let inherited: UInt32 = 0x5A69_6E68  // 'Zinh'
    private static let unknown: UInt32 = 0x5A7A_7A7A  // 'Zzzz'

    private static func isCommon(_ script: UInt32) -> Bool {
        script == common || script == inherited || script == unknown || script == 0
    }

    static func tag(_ script: UInt32) -> String {
        let bytes = [
            UInt8(script >> 24 & 0xFF), UInt8(script >> 16 & 0xFF), UInt8(script >> 8 & 0xFF), UInt8(script & 0xFF),
        ]
        return String(decoding: bytes, as: UTF8.self)
    }
}
