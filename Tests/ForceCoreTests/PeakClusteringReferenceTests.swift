import Foundation
import Testing

@testable import ForceCore

/// The three-level search as it was before it became O(n log n): for every start of the last
/// level, the best two-level split of what lies before it, found by scanning every split.
/// Kept here, verbatim in effect, as the reference model the fast search must agree with.
func referenceBestThree(_ sums: PrefixSums, count: Int, minimumRun m: Int) -> (cost: Double, breaks: [Int]) {
    var best = (cost: Double.infinity, breaks: [Int]())
    for b in (2 * m)...(count - m) {
        let head = sums.bestTwo(upTo: b - 1, minimumRun: m)
        let cost = head.cost + sums.cost(b, count - 1)
        if cost < best.cost { best = (cost, [head.split, b]) }
    }
    return best
}

@Suite("PeakClustering against the O(n^2) reference")
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
        for kind in 0..<4 {
            for count in 1...40 {
                for minimumRun in 1...3 where count >= 3 * minimumRun {
                    for seed in 0..<12 {
                        var rng = SeededGenerator(
                            seed: UInt64(kind * 1_000_000 + count * 1000 + minimumRun * 100 + seed))
                        let sorted = Self.peaks(kind: kind, count: count, rng: &rng).sorted()
                        let sums = PrefixSums(sorted)
                        let fast = sums.bestThree(minimumRun: minimumRun)
                        let reference = referenceBestThree(sums, count: count, minimumRun: minimumRun)
                        let peaksInOrder = sorted.shuffled(using: &rng)
                        if kind < 3 {
                            #expect(
                                fast.breaks == reference.breaks && fast.cost == reference.cost,
                                "kind \(kind), \(count) peaks, runs of \(minimumRun), seed \(seed): fast \(fast) reference \(reference), peaks \(sorted)"
                            )
                        } else if fast.breaks != reference.breaks {
                            // A few distinct values, repeated: the cost is zero, to rounding, for
                            // several splits, and the two searches may pick different ones; every
                            // such split cuts a run of equal peaks, which no level may do.
                            #expect(abs(fast.cost - reference.cost) <= 1e-12, "kind 3, \(count) peaks, seed \(seed)")
                            let cutsARun = { (breaks: [Int]) in breaks.contains { sorted[$0] == sorted[$0 - 1] } }
                            #expect(
                                cutsARun(fast.breaks) || cutsARun(reference.breaks),
                                "kind 3, \(count) peaks, seed \(seed): \(sorted)")
                        }
                        if minimumRun == PeakClustering.minimumLevelSize {
                            // The whole answer (levels and reason) is the old one, in every case.
                            let old = PeakClustering.cluster(peaksInOrder) {
                                referenceBestThree($0, count: sorted.count, minimumRun: $1)
                            }
                            #expect(
                                PeakClustering.cluster(peaksInOrder) == old,
                                "kind \(kind), \(count) peaks, seed \(seed): \(sorted)")
                        }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 3000)
    }

    @Test func clusteringIsUnchangedOnLargerCases() {
        // Whole `cluster` answers on cases the old search took quadratic time over: the levels
        // must equal those the reference split gives, level for level.
        for seed in 0..<6 {
            var rng = SeededGenerator(seed: 77 + UInt64(seed))
            let sorted = Self.peaks(kind: seed % 2 == 0 ? 2 : 1, count: 300 + seed * 50, rng: &rng).sorted()
            let sums = PrefixSums(sorted)
            let reference = referenceBestThree(sums, count: sorted.count, minimumRun: PeakClustering.minimumLevelSize)
            #expect(
                sums.bestThree(minimumRun: PeakClustering.minimumLevelSize).breaks == reference.breaks, "seed \(seed)")
            let clustering = PeakClustering.cluster(sorted.shuffled(using: &rng))
            if clustering.levels.count == 3 {
                #expect(
                    clustering.levels[0].count == reference.breaks[0]
                        && clustering.levels[2].count == sorted.count - reference.breaks[1])
            }
        }
    }

    @Test func tenThousandPeaksClusterQuickly() {
        // Not a benchmark (those are release builds, `forcelab bench calibrate`): a guard that the
        // search stays sub-quadratic. The old one made 25 million cost evaluations here.
        var rng = SeededGenerator(seed: 10_000)
        let peaks = Self.peaks(kind: 2, count: 10_000, rng: &rng)
        let clustering = PeakClustering.cluster(peaks)
        #expect(clustering.levels.count == 3)
        #expect(clustering.levels.map(\.count).reduce(0, +) == 10_000)
    }
}
