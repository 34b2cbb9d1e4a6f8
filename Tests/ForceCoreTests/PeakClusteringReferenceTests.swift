import Foundation
import Testing

@testable import ForceCore

/// Sums of squared deviations of the runs `values[0...k]`, for every `k`, by Welford's update
/// (a running mean): a method of its own, so the reference shares no arithmetic with the
/// production `PrefixSums` and a bug in those sums cannot hide in both.
func runningCosts<S: Sequence<Double>>(_ values: S) -> [Double] {
    var costs: [Double] = []
    var mean = 0.0
    var squares = 0.0
    for (index, value) in values.enumerated() {
        let delta = value - mean
        mean += delta / Double(index + 1)
        squares += delta * (value - mean)
        costs.append(max(0, squares))
    }
    return costs
}

/// The sum of squared deviations of each run between `breaks`, two-pass (mean first): how an
/// answer is scored when the reference and the fast search disagree on a near tie.
func twoPassCost(_ sorted: [Double], breaks: [Int]) -> Double {
    let bounds = [0] + breaks + [sorted.count]
    return (0..<(bounds.count - 1)).reduce(0.0) { total, index in
        let run = sorted[bounds[index]..<bounds[index + 1]]
        let mean = run.reduce(0, +) / Double(run.count)
        return total + run.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
    }
}

/// The three-level search by exhaustion, independent of the production code: every start `b` of
/// the last level (ascending) and every split of `0..<b` (ascending), the first cheapest kept.
/// O(n^2): the costs of the head's runs come from one forward and one backward running pass.
func referenceBestThree(_ sorted: [Double], minimumRun m: Int) -> (cost: Double, breaks: [Int]) {
    let n = sorted.count
    let forward = runningCosts(sorted)
    var best = (cost: Double.infinity, breaks: [Int]())
    for b in (2 * m)...(n - m) {
        let tail = runningCosts(sorted[b...]).last!
        let backward = runningCosts(sorted[0..<b].reversed())
        for split in m...(b - m) {
            let cost = forward[split - 1] + backward[b - split - 1] + tail
            if cost < best.cost { best = (cost, [split, b]) }
        }
    }
    return best
}

/// Whether the fast answer is as good as the reference's: the same breaks, or (on a tie to
/// rounding, where the two methods may round apart) breaks that cost the same, scored two-pass.
func agrees(_ sorted: [Double], fast: [Int], reference: [Int]) -> Bool {
    if fast == reference { return true }
    let scale = max(1, twoPassCost(sorted, breaks: []))
    return abs(twoPassCost(sorted, breaks: fast) - twoPassCost(sorted, breaks: reference)) <= 1e-9 * scale
}

@Suite("PeakClustering against an independent exhaustive reference")
struct PeakClusteringReferenceTests {
    /// Peaks of one random case: `kind` 0 uniform doubles, 1 hundredths (many ties), 2 three
    /// noisy levels, 3 a few distinct values repeated (exact ties in the cost).
    static func peaks(kind: Int, count: Int, rng: inout SeededGenerator) -> [Double] {
        switch kind {
        case 0: return (0..<count).map { _ in Double.random(in: 0...1, using: &rng) }
        case 1: return (0..<count).map { _ in Double(Int.random(in: 0...100, using: &rng)) / 100 }
        case 2:
            let centres = [0.1, 0.45, 0.9]
            return (0..<count).map { _ in
                centres[Int.random(in: 0...2, using: &rng)] + Double.random(in: -0.05...0.05, using: &rng)
            }
        default:
            let values = (0..<3).map { _ in Double(Int.random(in: 0...20, using: &rng)) / 20 }
            return (0..<count).map { _ in values[Int.random(in: 0...2, using: &rng)] }
        }
    }

    @Test func fastSearchMatchesTheReferenceOnSmallRandomCases() {
        var checked = 0
        var exact = 0
        var uniform = 0
        for kind in 0..<4 {
            for count in 1...40 {
                for minimumRun in 1...3 where count >= 3 * minimumRun {
                    for seed in 0..<12 {
                        var rng = SeededGenerator(
                            seed: UInt64(kind * 1_000_000 + count * 1000 + minimumRun * 100 + seed))
                        let sorted = Self.peaks(kind: kind, count: count, rng: &rng).sorted()
                        let fast = PrefixSums(sorted).bestThree(minimumRun: minimumRun)
                        let reference = referenceBestThree(sorted, minimumRun: minimumRun)
                        let peaksInOrder = sorted.shuffled(using: &rng)
                        let label = "kind \(kind), \(count) peaks, runs of \(minimumRun), seed \(seed)"
                        #expect(
                            agrees(sorted, fast: fast.breaks, reference: reference.breaks),
                            "\(label): fast \(fast) reference \(reference), peaks \(sorted)")
                        #expect(
                            abs(fast.cost - twoPassCost(sorted, breaks: fast.breaks))
                                <= 1e-9 * max(1, twoPassCost(sorted, breaks: [])),
                            "\(label): the fast search's cost is not its breaks' cost")
                        if kind == 0 {
                            (uniform, exact) = (uniform + 1, exact + (fast.breaks == reference.breaks ? 1 : 0))
                        }
                        if minimumRun == PeakClustering.minimumLevelSize, fast.breaks == reference.breaks {
                            // The whole answer (levels and reason) is the reference's, in every case.
                            let old = PeakClustering.cluster(peaksInOrder) { _, m in
                                referenceBestThree(sorted, minimumRun: m)
                            }
                            #expect(PeakClustering.cluster(peaksInOrder) == old, "\(label): \(sorted)")
                        }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 3000)
        // Uniform random doubles almost never tie: nearly every such case must agree break for
        // break, so the tolerance above cannot be what lets the search pass.
        #expect(exact * 100 >= uniform * 99, "\(exact) of \(uniform) uniform cases agree exactly")
    }

    @Test func clusteringIsUnchangedOnLargerCases() {
        // Whole `cluster` answers on cases the old search took quadratic time over: the levels
        // must equal those the reference split gives, level for level.
        for seed in 0..<6 {
            var rng = SeededGenerator(seed: 77 + UInt64(seed))
            let sorted = Self.peaks(kind: seed % 2 == 0 ? 2 : 1, count: 300 + seed * 50, rng: &rng).sorted()
            let reference = referenceBestThree(sorted, minimumRun: PeakClustering.minimumLevelSize)
            let fast = PrefixSums(sorted).bestThree(minimumRun: PeakClustering.minimumLevelSize)
            #expect(agrees(sorted, fast: fast.breaks, reference: reference.breaks), "seed \(seed)")
            let clustering = PeakClustering.cluster(sorted.shuffled(using: &rng))
            if clustering.levels.count == 3 {
                #expect(
                    clustering.levels[0].count == reference.breaks[0]
                        && clustering.levels[2].count == sorted.count - reference.breaks[1])
            }
        }
    }
}
