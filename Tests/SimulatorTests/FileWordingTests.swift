import ForceCore
import Foundation
import SourceFormats
import Testing

@testable import QuickActions
@testable import Simulator

#if canImport(Glibc)
    import Glibc
#endif

/// Every reader opens files through SourceFormats' `BoundedFile`, so a missing file, a folder, a
/// FIFO and an oversized file read the same whatever reads them: profiles, scenes, devices,
/// recordings, Info.plists and asset catalogs.
@Suite struct FileWordingTests {
    /// Each reader, as the message it gives for `path` (nil: it read the file).
    static let readers: [(name: String, read: (String) -> String?)] = [
        ("profile", { path in message { _ = try ForceProfile.load(path: path) } }),
        ("device", { path in message { _ = try DeviceProfile.load(path: path) } }),
        (
            "scene",
            { path in
                message { _ = try Scene.load(path: path, device: try DeviceProfile.load(path: devicePath)) }
            }
        ),
        ("recording", { path in message { _ = try TraceReader.open(path: path) } }),
        ("Info.plist", { path in message { _ = try AppShortcuts.load(path: path) } }),
    ]

    static func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as LoadError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    static func folder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-wording-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aMissingFileReadsTheSameEverywhere() throws {
        let missing = try Self.folder() + "/none.json"
        for reader in Self.readers {
            #expect(reader.read(missing) == FileWording.missing, "\(reader.name)")
        }
    }

    @Test func aFIFOReadsTheSameEverywhere() throws {
        let fifo = try Self.folder() + "/pipe.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        let wording = FileWording.wrongKind("a FIFO (named pipe)")
        for reader in Self.readers {
            let message = reader.read(fifo)
            // A recording may come from standard input: its reader adds how, after the same words.
            let expected = reader.name == "recording" ? wording + " (use - to read standard input)" : wording
            #expect(message == expected, "\(reader.name)")
        }
    }

    @Test func aFolderReadsTheSameWherePathsAreFiles() throws {
        let folder = try Self.folder()
        for reader in Self.readers where reader.name != "Info.plist" {  // a folder holding one is read
            let message = reader.read(folder) ?? ""
            #expect(message.hasPrefix(FileWording.wrongKind("a directory")), "\(reader.name): \(message)")
        }
    }

    @Test func anOversizedFileIsRefusedFromItsSizeInOneWording() throws {
        let path = try temporaryFile(Data(), name: "huge.json")
        #expect(truncate(path, 64 << 20) == 0)  // sparse: nothing is written, nothing must be read
        let limits = [
            ("profile", ForceProfile.maximumFileSize), ("device", JSONDocument.maximumBytes),
            ("scene", JSONDocument.maximumBytes), ("Info.plist", PlistLimits.maximumFileSize),
        ]
        for (name, limit) in limits {
            let reader = try #require(Self.readers.first { $0.name == name })
            #expect(reader.read(path) == BoundedFile.Failure.tooLarge(64 << 20).message(limit: limit), "\(name)")
        }
    }

    @Test func aCatalogsContentsFileSaysTheSame() throws {
        let set = try Self.folder() + "/Icon.imageset"
        try FileManager.default.createDirectory(atPath: set + "/Contents.json", withIntermediateDirectories: true)
        #expect(Self.message { _ = try AssetCatalog.images(inSet: set) } == FileWording.wrongKind("a directory"))
    }
}
