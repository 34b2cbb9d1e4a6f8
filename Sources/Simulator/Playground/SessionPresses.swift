import ForceCore

/// Every touch sample of the session's contacts, kept so that `S` can save them as a recording
/// beside the profile, for `forcelab calibrate` and `forcelab compare` later. Bounded: past
/// `maximumSamples` the oldest contacts are dropped, whole.
public struct SessionPresses: Sendable {
    /// About 2.3 hours of continuous pressing at 120 samples a second (40 MB).
    public static let maximumSamples = 1_000_000
    public private(set) var samples: [PressureSample] = []
    /// Where each kept contact starts in `samples`.
    private var starts: [Int] = []
    /// `samples` up to here are whole contacts (the rest is the contact still down).
    private var completeCount = 0
    private var down = false

    public init() {}

    /// How many whole contacts are kept.
    public var contactCount: Int { starts.count - (down ? 1 : 0) }

    mutating func add(_ sample: PressureSample) {
        switch sample.phase {
        case .down:
            if down { completeCount = samples.count }  // a new down ends the one still down
            starts.append(samples.count)
            samples.append(sample)
            down = true
        case .move:
            if down { samples.append(sample) }
        case .up, .cancel:
            guard down else { return }
            samples.append(sample)
            completeCount = samples.count
            down = false
        }
        if samples.count > Self.maximumSamples { dropOldest() }
    }

    private mutating func dropOldest() {
        // A tenth at a time, so the cost of moving the rest is paid rarely.
        let target = samples.count - Self.maximumSamples + Self.maximumSamples / 10
        guard let cut = starts.first(where: { $0 >= target }) ?? (down ? starts.last : nil), cut > 0 else {
            samples.removeAll(keepingCapacity: true)
            starts.removeAll()
            completeCount = 0
            down = false
            return
        }
        samples.removeFirst(cut)
        starts = starts.filter { $0 >= cut }.map { $0 - cut }
        completeCount = max(0, completeCount - cut)
    }

    /// The whole contacts as ForceLab recording v1 lines (header first), times shifted so the
    /// first contact starts at 0; nil when there is no whole contact.
    public func recording(header: RecordingHeader) -> String? {
        guard completeCount > 0 else { return nil }
        let writer = RecordingWriter(header: header)
        let origin = samples[0].time
        var lines = [writer.headerLine()]
        lines.reserveCapacity(completeCount + 1)
        for var sample in samples[0..<completeCount] {
            sample.time -= origin
            lines.append(writer.line(for: .touch(sample)))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
