/// One level of press peaks found by `PeakClustering`: how many presses and where their peaks lie.
public struct PeakLevel: Equatable, Sendable {
    public var count: Int
    public var minimum: Double
    public var maximum: Double
    public var mean: Double
    /// The 10th percentile of the level's peaks (linear interpolation): its lower tail.
    public var lowerTail: Double
    /// The 90th percentile: its upper tail.
    public var upperTail: Double

    /// The summary of `sorted`, which must be sorted ascending and not empty.
    init(sorted: ArraySlice<Double>) {
        count = sorted.count
        minimum = sorted.first!
        maximum = sorted.last!
        mean = sorted.reduce(0, +) / Double(sorted.count)
        lowerTail = percentile(sorted, 0.10)
        upperTail = percentile(sorted, 0.90)
    }
}

/// The `q` quantile of an ascending, non-empty slice, interpolating linearly between ranks.
func percentile(_ sorted: ArraySlice<Double>, _ q: Double) -> Double {
    let position = q * Double(sorted.count - 1)
    let lower = Int(position.rounded(.down))
    let upper = min(lower + 1, sorted.count - 1)
    let fraction = position - Double(lower)
    let base = sorted.startIndex
    return sorted[base + lower] + (sorted[base + upper] - sorted[base + lower]) * fraction
}

/// Sorts press peaks into one, two or three levels (light taps, peeks, deep presses).
///
/// The split is optimal 1-D k-means (Jenks natural breaks), found exactly by dynamic programming
/// over the sorted peaks, so it depends only on the set of peaks and never on their order or on
/// a random start. How many levels: three when the three-level split leaves at most 8% of the
/// peaks' spread (sum of squares about the mean) and at most 40% of the two-level split's, else
/// two when the two-level split leaves at most 15%; and every gap between adjacent levels must
/// be at least `minimumGap`, and every level hold at least two presses. Evenly spread peaks (one uniform level leaves 25% at two levels)
/// and a single bell of peaks (36%) therefore stay one level.
public struct PeakClustering: Equatable, Sendable {
    /// The levels, lightest first; their ranges do not overlap.
    public var levels: [PeakLevel]
    /// Why there are this many levels (and, for one, why it could not split), in one sentence.
    public var reason: String

    /// The smallest gap between the deepest peak of one level and the lightest of the next.
    public static let minimumGap = 0.02
    /// The fewest presses a level holds: a lone press is an outlier, not a level.
    public static let minimumLevelSize = 2
    static let threeLevelShare = 0.08
    static let threeOverTwoShare = 0.40
    static let twoLevelShare = 0.15

    /// The level (index into `levels`) whose range holds `peak`, or the nearest one.
    public func level(of peak: Double) -> Int {
        for (index, level) in levels.enumerated() where peak <= level.maximum { return index }
        return levels.count - 1
    }

    /// Clusters `peaks` (any order; non-finite values are ignored). No peaks gives no levels.
    public static func cluster(_ peaks: [Double]) -> PeakClustering {
        cluster(peaks, threeLevelSearch: { $0.bestThree(minimumRun: $1) })
    }

    /// `cluster` with the three-level search given: tests pass the old quadratic search as a
    /// reference model and compare whole answers.
    static func cluster(
        _ peaks: [Double], threeLevelSearch: (PrefixSums, Int) -> (cost: Double, breaks: [Int])
    ) -> PeakClustering {
        let sorted = peaks.filter { $0.isFinite }.sorted()
        guard !sorted.isEmpty else { return PeakClustering(levels: [], reason: "no presses to sort into levels") }
        let sums = PrefixSums(sorted)
        let total = sums.cost(0, sorted.count - 1)
        func one(_ reason: String) -> PeakClustering {
            PeakClustering(levels: [PeakLevel(sorted: sorted[...])], reason: reason)
        }
        let span = "\(fixed(sorted.first!))...\(fixed(sorted.last!))"
        let m = minimumLevelSize
        if sorted.count >= 2, sorted.last! - sorted.first! < minimumGap {
            return one("all \(sorted.count) peaks lie within \(fixed(minimumGap)) of each other (\(span))")
        }
        if sorted.count < 2 * m {
            return one("\(sorted.count) press\(sorted.count == 1 ? "" : "es") cannot split into levels of \(m) or more")
        }
        let best2 = sums.bestTwo(upTo: sorted.count - 1, minimumRun: m)
        let two = (cost: best2.cost, breaks: [best2.split])
        let three = sorted.count >= 3 * m ? threeLevelSearch(sums, m) : nil
        func gaps(_ breaks: [Int]) -> [Double] { breaks.map { sorted[$0] - sorted[$0 - 1] } }
        func levels(_ breaks: [Int]) -> [PeakLevel] {
            let bounds = [0] + breaks + [sorted.count]
            return (0..<(bounds.count - 1)).map { PeakLevel(sorted: sorted[bounds[$0]..<bounds[$0 + 1]]) }
        }
        func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }
        if let three, three.cost <= threeLevelShare * total, three.cost <= threeOverTwoShare * two.cost,
            gaps(three.breaks).allSatisfy({ $0 >= minimumGap })
        {
            return PeakClustering(
                levels: levels(three.breaks),
                reason:
                    "three levels leave \(percent(three.cost / total)) of the peaks' spread (at most \(percent(threeLevelShare)))"
            )
        }
        let twoGap = gaps(two.breaks)[0]
        if two.cost <= twoLevelShare * total, twoGap >= minimumGap {
            return PeakClustering(
                levels: levels(two.breaks),
                reason:
                    "two levels leave \(percent(two.cost / total)) of the peaks' spread (at most \(percent(twoLevelShare)))"
            )
        }
        if twoGap < minimumGap {
            return one(
                "the peaks (\(span)) have no gap of \(fixed(minimumGap)) or more where two levels would meet: the levels overlap"
            )
        }
        return one(
            "the best split into two levels (at \(fixed(sorted[two.breaks[0] - 1]))...\(fixed(sorted[two.breaks[0]]))) still leaves \(percent(two.cost / total)) of the peaks' spread (at most \(percent(twoLevelShare))): the peaks are spread evenly, not in levels"
        )
    }
}

/// Prefix sums of values and squares, for the sum of squared deviations of any run in O(1).
struct PrefixSums {
    var sum: [Double] = [0]
    var squares: [Double] = [0]

    init(_ values: [Double]) {
        sum.reserveCapacity(values.count + 1)
        squares.reserveCapacity(values.count + 1)
        for value in values {
            sum.append(sum.last! + value)
            squares.append(squares.last! + value * value)
        }
    }

    /// Sum of squared deviations from the mean of values `first...last` (inclusive).
    func cost(_ first: Int, _ last: Int) -> Double {
        let count = Double(last - first + 1)
        let s = sum[last + 1] - sum[first]
        let q = squares[last + 1] - squares[first]
        return max(0, q - s * s / count)
    }

    /// The cheapest split of all the values into three runs of `minimumRun` or more: the third
    /// starts at `breaks[1]`, and before it lies the cheapest two-run split of `0..<breaks[1]`
    /// (the first such split on a tie, as `bestTwo` finds it, and the first `breaks[1]`).
    ///
    /// O(n log n): the best split point of a prefix never moves left as the prefix grows (the
    /// sum-of-squares cost satisfies the quadrangle inequality, so the first optimal split is
    /// monotone), which lets a divide-and-conquer pass find every prefix's best split, each
    /// level of the recursion scanning the values once. It replaced an O(n^2) scan that called
    /// `bestTwo` for every prefix; `PeakClusteringTests` checks it against that scan.
    func bestThree(minimumRun m: Int) -> (cost: Double, breaks: [Int]) {
        let n = sum.count - 1
        // headSplit[b], headCost[b]: the best two-run split of 0..<b, for b in 2m...n-m.
        var headSplit = [Int](repeating: 0, count: n + 1)
        var headCost = [Double](repeating: .infinity, count: n + 1)
        // Explicit stack of (first prefix, last prefix, lowest split, highest split): no recursion.
        var pending = [(2 * m, n - m, m, n - 2 * m)]
        while let (firstB, lastB, lowSplit, highSplit) = pending.popLast() {
            guard firstB <= lastB else { continue }
            let b = (firstB + lastB) / 2
            var best = (cost: Double.infinity, split: max(lowSplit, m))
            for split in max(lowSplit, m)...min(highSplit, b - m) {
                let cost = self.cost(0, split - 1) + self.cost(split, b - 1)
                if cost < best.cost { best = (cost, split) }
            }
            headSplit[b] = best.split
            headCost[b] = best.cost
            pending.append((firstB, b - 1, lowSplit, best.split))
            pending.append((b + 1, lastB, best.split, highSplit))
        }
        var best = (cost: Double.infinity, breaks: [Int]())
        for b in (2 * m)...(n - m) {
            let cost = headCost[b] + self.cost(b, n - 1)
            if cost < best.cost { best = (cost, [headSplit[b], b]) }
        }
        return best
    }

    /// The cheapest split of `0...last` into two runs, the second starting at `split` (the first
    /// such index on a tie, so the answer is deterministic).
    func bestTwo(upTo last: Int, minimumRun: Int) -> (cost: Double, split: Int) {
        var best = (cost: Double.infinity, split: minimumRun)
        for split in minimumRun...(last + 1 - minimumRun) {
            let cost = self.cost(0, split - 1) + self.cost(split, last)
            if cost < best.cost { best = (cost, split) }
        }
        return best
    }
}

/// A force with three decimals, trailing zeros kept (`0.250`).
func fixed(_ value: Double) -> String { formatFixed(value, decimals: 3, trim: false) }
