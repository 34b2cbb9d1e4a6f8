import Dispatch
import Foundation

/// Rows of a big picture split into bands, one per core (at most 8), for work where every row
/// is computed on its own, so the bands give the same pixels as one pass in any order. A small
/// picture (under 2^18 pixels) is one band: a thread costs about 20 µs.
struct RowBands {
    /// The processors the bands are spread over.
    static let cores = min(8, max(1, ProcessInfo.processInfo.activeProcessorCount))

    let rows: Int
    let count: Int

    /// `rows` rows of `pixels` pixels in all, each band at least `minimumRows` rows.
    init(rows: Int, pixels: Int, minimumRows: Int) {
        self.rows = rows
        count = pixels >= 1 << 18 ? min(Self.cores, max(1, rows / minimumRows)) : 1
    }

    /// The rows of band `band`.
    func range(_ band: Int) -> Range<Int> { rows * band / count..<rows * (band + 1) / count }

    /// Runs `body` on every band, in parallel, and returns when all have run.
    func run(_ body: (_ band: Int, _ rows: Range<Int>) -> Void) {
        DispatchQueue.concurrentPerform(iterations: count) { body($0, range($0)) }
    }
}
