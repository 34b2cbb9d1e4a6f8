import Foundation
import Testing

@testable import ForceLabFiles

/// The one checked writer: in full or not at all, and a folder given as the output is refused
/// before anything is created, with what to do.
@Suite struct OutputFileTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcelab-output-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test(arguments: ["", "/"])
    func aFolderAsTheOutputIsRefusedAndNothingIsCreated(suffix: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect {
            try OutputFile.write("x", to: folder + suffix)
        } throws: { error in
            "\(error)" == "\(folder + suffix): error: names a folder; give the name of the file to write in it too, "
                + "such as \(folder)/NAME"
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func aCommittedFileReplacesTheOldOneAndADiscardedOneLeavesIt() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/out.txt"
        try OutputFile.write("first", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "first")
        let file = try OutputFile(path: path)
        try file.write("second, never committed")
        try file.flush()
        #expect(FileManager.default.fileExists(atPath: file.temporaryPath))
        file.discard()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "first")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.txt"])
        try OutputFile.write("third", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "third")
    }
}
