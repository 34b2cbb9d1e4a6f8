import ForceLabSDL
import Foundation
import Testing

@testable import ForceLabTools

#if canImport(Glibc)
    import Glibc
#endif

/// The golden event log is read through `LineReader` (SourceFormats' `BoundedFile.Stream`): its
/// lines are compared one by one, a line over the limit is an error at its line (never read
/// whole), and a golden that is a FIFO is refused at once (never waited on).
@Suite struct LineComparerTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
        return path.path
    }

    @Test func theFirstDifferenceAndTheGoldensEnd() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/events.jsonl"
        try Data("a\nb\nc\n".utf8).write(to: URL(fileURLWithPath: path))
        let same = try LineComparer(path: path)
        for line in ["a", "b", "c"] { same.compare(line) }
        try same.finish()
        #expect(same.firstDifference == nil)
        let longer = try LineComparer(path: path)
        for line in ["a", "x"] { longer.compare(line) }
        try longer.finish()
        #expect(longer.firstDifference?.line == 2 && longer.firstDifference?.expected == "b")
        let shorter = try LineComparer(path: path)
        shorter.compare("a")
        try shorter.finish()
        #expect(shorter.firstDifference?.line == 2 && shorter.firstDifference?.actual == nil)
    }

    @Test func aLineOverTheLimitIsAnErrorAtItsLine() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/events.jsonl"
        try Data(("a\n" + String(repeating: "x", count: (1 << 20) + 10) + "\n").utf8)
            .write(to: URL(fileURLWithPath: path))
        let comparer = try LineComparer(path: path)
        comparer.compare("a")
        comparer.compare("b")
        #expect {
            try comparer.finish()
        } throws: { error in
            "\(error)" == "\(path):2: error: expected a line of at most 1048576 bytes"
        }
    }

    @Test func aGoldenThatIsAFIFOIsRefusedAtOnce() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/events.jsonl"
        try #require(mkfifo(path, 0o644) == 0)
        #expect {
            _ = try LineComparer(path: path)
        } throws: { error in
            "\(error)".hasPrefix("\(path): error: cannot read the golden event log: ")
                && "\(error)".contains("FIFO")
        }
    }

    /// A golden frame is read through `BoundedFile` too, then decoded from memory: a FIFO is
    /// refused at once (IMG_Load opened it and waited), a real PNG decodes.
    @Test func aGoldenFrameThatIsAFIFOIsRefusedAtOnce() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/frame-000001.png"
        try #require(mkfifo(fifo, 0o644) == 0)
        #expect {
            _ = try PixelImage.load(fifo)
        } throws: { error in
            "\(error)".hasPrefix("\(fifo): error: cannot read the picture: ") && "\(error)".contains("FIFO")
        }
        let picture = PixelImage(width: 2, height: 1, pixels: [0xFF11_2233, 0xFF44_5566])
        try picture.savePNG(folder + "/frame.png")
        #expect(try PixelImage.load(folder + "/frame.png") == picture)
    }
}
