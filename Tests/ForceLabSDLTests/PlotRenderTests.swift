import ForceLabText
import Foundation
import TestSupport
import Testing

@testable import ForceCore
@testable import ForceLabSDL
@testable import Simulator

/// The plots of `calibrate --plot`, `compare --plot` and `classify --plot`, drawn headless from
/// real and synthetic traces and compared with checked-in goldens (each looked at when made).
extension SDLDrawing {
    @Suite struct PlotRenderTests {
        let measurer = TTFTextMeasurer(library: sharedFonts, scale: 1)
        let iphone = packageRoot.appendingPathComponent("Tests/Fixtures/touchvisualizer/iphone6s-force-60s.json").path

        /// Six light taps, six peeks and six deep presses (each rises in 0.2 s, holds, lifts).
        func sessionTrace() throws -> String {
            let peaks = [
                0.08, 0.10, 0.12, 0.09, 0.11, 0.13, 0.38, 0.42, 0.45, 0.40, 0.44, 0.47, 0.85, 0.90, 0.93, 0.88, 0.95,
                0.91,
            ]
            var lines = ["{\"forcelab\":\"recording\",\"version\":1}"]
            for (index, peak) in peaks.enumerated() {
                let t = Double(index) * 0.65
                lines.append("{\"t\":\(t),\"type\":\"down\",\"x\":100,\"y\":200,\"force\":0.02}")
                for step in 1...25 {
                    lines.append(
                        "{\"t\":\(t + Double(step) * 0.008),\"type\":\"move\",\"x\":100,\"y\":200,\"force\":\(0.02 + (peak - 0.02) * Double(step) / 25)}"
                    )
                }
                lines.append("{\"t\":\(t + 0.3),\"type\":\"move\",\"x\":100,\"y\":200,\"force\":\(peak / 2)}")
                lines.append("{\"t\":\(t + 0.35),\"type\":\"up\",\"x\":100,\"y\":200}")
            }
            let path = FileManager.default.temporaryDirectory.appendingPathComponent(
                "plot-session-\(UUID().uuidString).jsonl"
            ).path
            try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }

        func draw(_ list: DisplayList) throws -> HeadlessCanvas {
            let canvas = try HeadlessCanvas(
                size: list.size, scale: 1, fonts: sharedFonts, images: ImageLibrary(iconsDirectory: "/nonexistent"))
            canvas.draw(list)
            return canvas
        }

        @Test func calibrationOfThreeLevels() throws {
            let path = try sessionTrace()
            defer { try? FileManager.default.removeItem(atPath: path) }
            let calibration = try Calibration.run(traces: [path], base: .medium, target: .row, curvesIn: "/tmp")
            #expect(calibration.curves.count == 18 && calibration.clustering.levels.count == 3)
            let list = CalibrationPlot.displayList(calibration, measurer: measurer)
            let texts = list.textRuns.map(\.text)
            #expect(
                texts.contains("peek 0.26 (1.29 N)") && texts.contains("pop 0.66 (3.26 N)"),
                "thresholds labelled with newtons")
            #expect(texts.contains("light (6)") && texts.contains("peek (6)") && texts.contains("pop (6)"))
            #expect(texts.contains("medium 0.25"), "the base's threshold, dashed, where it moved")
            assertGolden(.image(try draw(list)), at: "Tests/ForceLabSDLTests/Goldens/plots/calibrate-three-levels.png")
        }

        @Test func calibrationOfTheIPhoneData() throws {
            let calibration = try Calibration.run(traces: [iphone], base: .medium, target: .row, curvesIn: "/tmp")
            let list = CalibrationPlot.displayList(calibration, measurer: measurer)
            #expect(list.textRuns.contains { $0.text == "all (6)" })
            assertGolden(.image(try draw(list)), at: "Tests/ForceLabSDLTests/Goldens/plots/calibrate-iphone6s.png")
        }

        @Test func comparisonHighlightsTheChanges() throws {
            var sensitive = ForceProfile.medium
            sensitive.name = "sensitive"
            sensitive.peekRise = 0.10
            sensitive.peekFall = 0.06
            sensitive.popRise = 0.50
            sensitive.popFall = 0.45
            let comparison = try ProfileComparison.run(
                traces: [iphone], profiles: [.medium, sensitive], labels: ["medium", "sensitive"], target: .row,
                curvesIn: "/tmp")
            #expect(comparison.changedCount == 2)
            let list = ComparePlot.displayList(comparison, measurer: measurer)
            #expect(list.textRuns.contains { $0.text == "#3" } && list.textRuns.contains { $0.text == "#6" })
            #expect(!list.textRuns.contains { $0.text == "#1" }, "unchanged contacts are not listed")
            assertGolden(.image(try draw(list)), at: "Tests/ForceLabSDLTests/Goldens/plots/compare-iphone6s.png")
        }

        /// `calibrate --plot` and `compare --plot` draw their curves one at a time, read back from
        /// the curves' file (`HeadlessCanvas.draw(StreamedPlot)`): the same pixels as the whole list.
        /// A curve file that cannot be read back (an I/O error) draws no curve and makes the plot
        /// fail with the file's error line, which the command prints instead of writing a wrong
        /// picture; it never stops the process.
        @Test func curvesThatCannotBeReadBackFailThePlot() throws {
            let calibration = try Calibration.run(traces: [iphone], base: .medium, target: .row, curvesIn: "/tmp")
            let plot = CalibrationPlot.picture(calibration, measurer: measurer)
            #expect(plot.failure() == nil)
            var before = 0
            plot.curves { before += $0.points.count }
            #expect(before > 100)
            calibration.curves.failReadsForTesting()
            var drawn = 0
            plot.curves { drawn += $0.points.count }
            let failure = try #require(plot.failure() as? TraceError)
            #expect("\(failure)".contains("cannot read the plot's curves back"), "\(failure)")
            #expect(drawn == 0)
        }

        @Test func streamedPlotsAreTheSamePixels() throws {
            let path = try sessionTrace()
            defer { try? FileManager.default.removeItem(atPath: path) }
            let calibration = try Calibration.run(
                traces: [path, iphone], base: .medium, target: .row, curvesIn: "/tmp")
            var sensitive = ForceProfile.medium
            sensitive.peekRise = 0.10
            sensitive.peekFall = 0.06
            sensitive.popRise = 0.50
            sensitive.popFall = 0.45
            let comparison = try ProfileComparison.run(
                traces: [iphone, path], profiles: [.medium, sensitive, .firm], labels: ["medium", "sensitive", "firm"],
                target: .row, curvesIn: "/tmp")
            #expect(calibration.curves.count == calibration.contacts.count && calibration.contacts.count >= 20)
            #expect(comparison.curves.count == comparison.contacts.count && comparison.changedCount > 0)
            for plot in [
                CalibrationPlot.picture(calibration, measurer: measurer),
                ComparePlot.picture(comparison, measurer: measurer),
            ] {
                let whole = plot.inlined()
                #expect(whole.items.count >= plot.list.items.count + 20, "the curves are not in the list")
                let streamed = try HeadlessCanvas(
                    size: plot.list.size, scale: 1, fonts: sharedFonts,
                    images: ImageLibrary(iconsDirectory: "/nonexistent"))
                streamed.draw(plot)
                #expect(try draw(whole).pixels() == streamed.pixels())
            }
        }

        @Test func oneTraceWithItsEvents() throws {
            let reader = try TraceReader.open(path: iphone, options: TraceOptions())
            var classifier = ForceClassifier(profile: .medium, target: .row)
            var samples = TracePlot.Samples()
            var events: [GestureEvent] = []
            var last: Int64 = 0
            while let input = try reader.next() {
                samples.add(input)
                last = input.time
                classifier.handle(input, into: &events)
            }
            classifier.finish(at: last, into: &events)
            let list = TracePlot.displayList(
                trace: "iphone6s-force-60s.json", samples: samples, events: events, profile: .medium, target: .row,
                haptic: false,
                measurer: measurer)
            #expect(list.textRuns.filter { $0.text == "longPress" }.count == 4)
            assertGolden(.image(try draw(list)), at: "Tests/ForceLabSDLTests/Goldens/plots/classify-iphone6s.png")
        }
    }
}
