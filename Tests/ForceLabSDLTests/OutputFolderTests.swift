import Foundation
import SourceFormats
import Testing

@testable import ForceLabFiles

#if canImport(Glibc)
    import Glibc
#endif

/// Folder outputs are staged whole and replace only a folder ForceLab wrote in that role.
@Suite struct OutputFolderTests {
    static func write(_ text: String, _ path: String) throws {
        try OutputFile.write(text, to: path)
    }

    @Test func aNewFolderAppearsOnlyAtCommitWithItsMarker() throws {
        let root = try OutputFileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = try OutputFolder(path: root + "/report", role: .replayReport)
        try OutputFile.write("page", to: folder.stagedPath("index.html"), placement: .inPlace)
        #expect(!FileManager.default.fileExists(atPath: root + "/report"))
        try folder.commit()
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root + "/report").sorted() == [
                ".forcelab-output", "index.html",
            ])
        #expect(OutputTargetTests.read(root + "/report/.forcelab-output") == "replay report\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["report"])
    }

    @Test func aMarkedFolderIsReplacedAndAnAbandonedOneLeavesTheOld() throws {
        let root = try OutputFileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = try OutputFolder(path: root + "/frames", role: .replayFrames)
        try OutputFile.write("1", to: first.stagedPath("frame-000001.png"), placement: .inPlace)
        try first.commit()
        let abandoned = try OutputFolder(path: root + "/frames", role: .replayFrames)
        try OutputFile.write("2", to: abandoned.stagedPath("frame-000002.png"), placement: .inPlace)
        abandoned.abandon()
        #expect(OutputTargetTests.read(root + "/frames/frame-000001.png") == "1")
        let second = try OutputFolder(path: root + "/frames", role: .replayFrames)
        try OutputFile.write("3", to: second.stagedPath("frame-000003.png"), placement: .inPlace)
        try second.commit()
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root + "/frames").sorted() == [
                ".forcelab-output", "frame-000003.png",
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["frames"])
    }

    /// A folder named up to NAME_MAX bytes is written, then replaced: the staging folder and the
    /// old one moved aside beside it (`-old`) both fit the limit.
    @Test(arguments: [255, 254, 245])
    func aFolderNameAtTheLengthLimitIsReplaced(bytes: Int) throws {
        let root = try OutputFileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let name = String(repeating: "é", count: bytes / 2) + String(repeating: "x", count: bytes % 2)
        #expect(name.utf8.count == bytes)
        for run in 1...2 {
            let folder = try OutputFolder(path: root + "/" + name, role: .replayReport)
            #expect(FileSystemName.name(of: folder.staging).utf8.count + OutputFolder.asideSuffix.utf8.count <= 255)
            try OutputFile.write("page \(run)", to: folder.stagedPath("index.html"), placement: .inPlace)
            try folder.commit()
            #expect(OutputTargetTests.read(root + "/" + name + "/index.html") == "page \(run)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == [name])
    }

    /// The marker is read through `BoundedFile`: one that is a FIFO is an error at its path at
    /// once (an unbounded `open` and `read` waited on it for ever), as is one over its limit.
    @Test func aMarkerThatIsAFIFOOrTooLargeIsAnError() throws {
        let root = try OutputFileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (name, make) in [
            ("fifo", { (path: String) in _ = mkfifo(path, 0o644) }),
            ("large", { (path: String) in try? Data(count: 5000).write(to: URL(fileURLWithPath: path)) }),
        ] {
            try FileManager.default.createDirectory(atPath: root + "/" + name, withIntermediateDirectories: false)
            make(root + "/" + name + "/" + OutputFolder.markerName)
            #expect {
                try OutputFolder(path: root + "/" + name, role: .replayReport)
            } throws: { error in
                "\(error)".hasPrefix("\(root)/\(name)/.forcelab-output: error: ")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["fifo", "large"])
    }

    /// The working folder, a folder of recordings, another role's folder: refused, untouched.
    @Test func aFolderHoldingOtherFilesIsRefusedAndLeftAsItIs() throws {
        let root = try OutputFileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.write("mine", root + "/recording.jsonl")
        #expect {
            try OutputFolder(path: root, role: .replayReport)
        } throws: { error in
            "\(error)".hasPrefix(
                "\(root): error: holds recording.jsonl, which ForceLab did not write as a replay report")
        }
        let golden = try OutputFolder(path: root + "/g", role: .replayGolden)
        try golden.commit()
        #expect {
            try OutputFolder(path: root + "/g", role: .replayReport)
        } throws: { error in
            "\(error)".contains("is ForceLab's replay golden folder, not a replay report folder")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["g", "recording.jsonl"])
        #expect(OutputTargetTests.read(root + "/recording.jsonl") == "mine")
    }

    /// Goldens recorded before folders were marked hold only what goldens hold: replaced.
    @Test func anUnmarkedFolderOfTheRolesOwnFilesIsReplaced() throws {
        let root = try OutputFileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/old", withIntermediateDirectories: true)
        try Self.write("{}", root + "/old/events.jsonl")
        try Self.write("png", root + "/old/frame-000000.png")
        let folder = try OutputFolder(path: root + "/old", role: .replayGolden)
        try OutputFile.write("new", to: folder.stagedPath("events.jsonl"), placement: .inPlace)
        try folder.commit()
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root + "/old").sorted() == [
                ".forcelab-output", "events.jsonl",
            ])
    }

    @Test func aFolderThroughASymlinkKeepsTheLink() throws {
        let root = try OutputFileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: "real")
        let folder = try OutputFolder(path: root + "/link", role: .replayReport)
        try folder.commit()
        #expect(OutputTargetTests.kind(root + "/link") == S_IFLNK)
        #expect(OutputTargetTests.read(root + "/real/.forcelab-output") == "replay report\n")
    }
}
