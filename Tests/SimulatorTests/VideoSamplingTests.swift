import ForceCore
import Foundation
import QuickActions
import Testing

@testable import Simulator

/// A replay sampled into video frames on the recording's own clock, checked against a naive
/// reference: frame k starts at k/fps and shows the last step at or before it.
@Suite struct VideoSamplingTests {
    /// The step each video frame shows, by the reference: ceil(T * fps) frames for a replay
    /// whose last step (number `last`) is at T, frame k the last step with time <= k/fps.
    static func reference(fps: Int, last: Int64) -> [Int64] {
        let end = Double(Playground.time(ofStep: last)) / 1e6
        let count = max(1, Int((end * Double(fps) - 1e-9).rounded(.up)))
        return (0..<count).map { k in
            let start = Double(k) / Double(fps)
            var step: Int64 = 0
            while step + 1 <= last, Double(Playground.time(ofStep: step + 1)) / 1e6 <= start + 1e-12 { step += 1 }
            return step
        }
    }

    @Test func everyRateAndLengthMatchesTheReference() {
        for fps in [1, 7, 24, 25, 30, 50, 60, 120] {
            let sampling = VideoSampling(fps: fps)
            for last in Int64(0)...300 {
                var shown: [Int64] = []
                for n in 0...last {
                    shown += Array(repeating: n, count: sampling.frames(showingStep: n, isLast: n == last))
                }
                let expected = Self.reference(fps: fps, last: last)
                #expect(shown == expected, "fps \(fps), last step \(last)")
                #expect(sampling.frameCount(lastTime: Playground.time(ofStep: last)) == expected.count)
                if shown != expected { return }
            }
        }
    }

    @Test func aRecordingOf2Point4SecondsIs72FramesAt30() {
        let sampling = VideoSampling(fps: 30)
        #expect(sampling.frameCount(lastTime: 2_400_000) == 72)
        #expect(VideoSampling(fps: 60).frameCount(lastTime: 2_400_000) == 144)
        #expect(sampling.frameCount(lastTime: 0) == 1)
    }

    @Test func theReplayerHandsEachFrameItsCountAndTheOverlay() throws {
        let inputs = ReplayerTests.inputs()
        func run(overlay: Bool) throws -> [Replayer.Step] {
            var replayer = Replayer(
                playground: try ReplayerTests.playground(), frameInterval: nil,
                video: VideoSampling(fps: 30, overlay: overlay))
            var index = 0
            var steps: [Replayer.Step] = []
            while let step = replayer.step(pulling: {
                defer { index += 1 }
                return index < inputs.count ? inputs[index] : nil
            }) { steps.append(step) }
            return steps
        }
        let plain = try run(overlay: false)
        let overlaid = try run(overlay: true)
        let total = plain.map(\.videoFrames).reduce(0, +)
        #expect(total == VideoSampling(fps: 30).frameCount(lastTime: plain.last!.time))
        #expect(total == 45, "1.5 s at 30 fps")
        #expect(plain.allSatisfy { $0.frame == nil }, "no PNG frames asked for")
        #expect(plain.allSatisfy { ($0.videoFrames > 0) == ($0.videoFrame != nil) })
        // The overlay adds items over the same picture; during the press the touch point is there.
        for (a, b) in zip(plain, overlaid) where a.videoFrame != nil {
            let base = a.videoFrame!.items
            let over = b.videoFrame!.items
            #expect(Array(over.prefix(base.count)) == base)
            #expect(over.count > base.count)
        }
        let pressing = overlaid.first { $0.time == 400_000 }!
        let plainPressing = plain.first { $0.time == 400_000 }!
        #expect(pressing.videoFrame!.items.count - plainPressing.videoFrame!.items.count >= 5, "disc, ring and gauge")
        // The Escape at 1.003 s is shown as a key badge for 0.8 s.
        let afterKey = overlaid.first { $0.time >= 1_100_000 && $0.videoFrame != nil }!
        #expect(afterKey.videoFrame!.textRuns.contains { $0.text == "key: escape" })
        let beforeKey = overlaid.first { $0.time == 900_000 }!
        #expect(!beforeKey.videoFrame!.textRuns.contains { $0.text.hasPrefix("key: ") })
    }
}
