import ForceLabOptions

#if canImport(Glibc)
    import Glibc
#endif

/// Monotonic time for benchmarks (only the executable reads clocks).
package enum Stopwatch {
    /// Nanoseconds on the monotonic clock.
    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// Runs `body` and returns how long it took in nanoseconds.
    package static func time(_ body: () throws -> Void) rethrows -> UInt64 {
        let start = now()
        try body()
        return now() - start
    }
}

/// Order statistics of a sample of durations.
package struct Timings {
    package let sorted: [Double]

    package init(_ values: [Double]) { sorted = values.sorted() }

    package var median: Double { percentile(50) }
    package var p99: Double { percentile(99) }
    package var min: Double { sorted.first ?? 0 }

    /// Nearest-rank percentile.
    package func percentile(_ p: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[Swift.max(0, Swift.min(sorted.count - 1, rank))]
    }
}

/// `12.34` with two decimals.
package func format2(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    var text = String(scaled)
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        if decimals < 2 { text += String(repeating: "0", count: 2 - decimals) }
    } else {
        text += ".00"
    }
    return text
}
