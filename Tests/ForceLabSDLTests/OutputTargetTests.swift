import Foundation
import SourceFormats
import Testing

@testable import ForceLabFiles

#if canImport(Glibc)
    import Glibc
#endif

/// The output rule by what the path names: a bare one-letter name, a symlink (written through,
/// the link stays), a device or FIFO (written directly, never replaced), a name at the file
/// system's length limit, a name that is not UTF-8. Devices are this test's own nodes in a
/// temporary folder, never the machine's (CI runs as root).
@Suite struct OutputTargetTests {
    static func kind(_ path: String) -> mode_t {
        var status = stat()
        guard FileSystemName.withPath(path, { lstat($0, &status) }) == 0 else { return 0 }
        return status.st_mode & S_IFMT
    }

    static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Foundation's `deletingLastPathComponent` traps on a one-character path ("a", ".", "-"):
    /// the crash of `render -o a`. Paths are split at `/` by `FileSystemName` instead.
    @Test(arguments: [
        ("a", "", "a"), (".", "", "."), ("-", "", "-"), ("/", "/", "/"), ("/a", "/", "a"), ("a/", "", "a"),
        ("a/b", "a", "b"), ("a//b/", "a", "b"), ("./x.png", ".", "x.png"),
    ])
    func pathsSplitAtSlashesWhateverTheirLength(path: String, folder: String, name: String) {
        #expect(FileSystemName.folder(of: path) == folder)
        #expect(FileSystemName.name(of: path) == name)
    }

    @Test func aSymlinkIsWrittenThroughAndStaysALink() throws {
        let folder = try OutputFileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        try OutputFile.write("old", to: folder + "/real/target.txt")
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.txt", withDestinationPath: "real/target.txt")
        try FileManager.default.createSymbolicLink(atPath: folder + "/second", withDestinationPath: "link.txt")
        try OutputFile.write("new", to: folder + "/second")
        #expect(Self.kind(folder + "/link.txt") == S_IFLNK)
        #expect(Self.kind(folder + "/second") == S_IFLNK)
        #expect(Self.read(folder + "/real/target.txt") == "new")
        // The temporary file was made in the target's folder, and is gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/real") == ["target.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["link.txt", "real", "second"])
    }

    @Test func aDanglingSymlinkCreatesItsTarget() throws {
        let folder = try OutputFileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.txt", withDestinationPath: "made.txt")
        try OutputFile.write("bytes", to: folder + "/link.txt")
        #expect(Self.kind(folder + "/link.txt") == S_IFLNK)
        #expect(Self.read(folder + "/made.txt") == "bytes")
    }

    @Test func aSymlinkLoopIsAnErrorNotAHang() throws {
        let folder = try OutputFileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/a", withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: folder + "/b", withDestinationPath: "a")
        #expect(throws: ToolFailure.self) { try OutputFile.write("x", to: folder + "/a") }
        #expect(Self.kind(folder + "/a") == S_IFLNK)
    }

    /// Our own /dev/full (1,7) and /dev/null (1,3): a full device is `no space left on device`,
    /// the null device takes the bytes; both stay character devices.
    @Test func characterDevicesAreWrittenDirectlyAndNeverReplaced() throws {
        let folder = try OutputFileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let full = folder + "/full"
        let null = folder + "/null"
        guard mknod(full, S_IFCHR | 0o666, dev_t((1 << 8) | 7)) == 0,
            mknod(null, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0
        else {
            print("skipped: mknod is not permitted here (\(String(cString: strerror(errno))))")
            return
        }
        #expect {
            try OutputFile.write(Array(repeating: UInt8(7), count: 100_000), to: full)
        } throws: { error in
            "\(error)" == "\(full): error: no space left on device"
        }
        try OutputFile.write(Array(repeating: UInt8(7), count: 100_000), to: null)
        try FileManager.default.createSymbolicLink(atPath: folder + "/to-null", withDestinationPath: "null")
        try OutputFile.write("through a link", to: folder + "/to-null")
        #expect(Self.kind(full) == S_IFCHR)
        #expect(Self.kind(null) == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["full", "null", "to-null"])
    }

    @Test func aFIFOIsWrittenDirectly() throws {
        let folder = try OutputFileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/pipe"
        try #require(mkfifo(fifo, 0o666) == 0)
        // A reader first, so the writer's open does not wait.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        try OutputFile.write("through the pipe", to: fifo)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = Glibc.read(reader, &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "through the pipe")
        #expect(Self.kind(fifo) == S_IFIFO)
    }

    /// A Unix socket node made in the test's folder, with a listener: the bytes go through a
    /// connection to it, and the node stays a socket (never renamed over).
    @Test func aSocketIsWrittenDirectly() throws {
        // A socket's path holds at most 107 bytes: a short folder of its own, whatever TMPDIR is.
        var template = Array("/tmp/fl-sock-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!).map { String(cString: $0) } }
        let folder = try #require(made)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/sock"
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0 && listen(listener, 1) == 0)
        #expect(Self.kind(path) == S_IFSOCK)
        // The connection waits in the backlog until accepted; the write fits the socket's buffer.
        try OutputFile.write("through the socket", to: path)
        let connection = accept(listener, nil, nil)
        try #require(connection >= 0)
        defer { close(connection) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = Glibc.read(connection, &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "through the socket")
        #expect(Self.kind(path) == S_IFSOCK)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["sock"])
    }

    /// A name of exactly NAME_MAX bytes (some of them two-byte characters) is written: its
    /// temporary twin is shortened, by whole characters, and unique.
    @Test(arguments: [255, 254, 250])
    func aNameAtTheLengthLimitIsWritten(bytes: Int) throws {
        let folder = try OutputFileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name =
            String(repeating: "é", count: (bytes - 4) / 2) + String(repeating: "x", count: (bytes - 4) % 2) + ".png"
        #expect(name.utf8.count == bytes)
        let file = try OutputFile(path: folder + "/" + name)
        let temporaryName = FileSystemName.name(of: file.temporaryPath)
        #expect(temporaryName.utf8.count <= 255)
        #expect(String(decoding: Array(temporaryName.utf8), as: UTF8.self) == temporaryName)
        let second = try OutputFile(path: folder + "/" + name)
        #expect(second.temporaryPath != file.temporaryPath)
        second.discard()
        try file.write("long")
        try file.commit()
        #expect(Self.read(folder + "/" + name) == "long")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [name])
    }

    /// A name that is not UTF-8 keeps its bytes on the way to the kernel.
    @Test func aNameThatIsNotUTF8KeepsItsBytes() throws {
        let folder = try OutputFileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let raw: [UInt8] = Array("bad".utf8) + [0xFF, 0xC3] + Array(".txt".utf8)
        let name = FileSystemName.decode(raw)
        #expect(FileSystemName.bytes(name) == raw)
        #expect(FileSystemName.shown(name) == "bad\\xFF\\xC3.txt")
        try OutputFile.write("bytes", to: folder + "/" + name)
        let listed = try #require(OutputFolder.listing(folder))
        #expect(listed.map(\.name) == [name])
        var path = Array((folder + "/").utf8) + raw
        path.append(0)
        let fd = path.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_RDONLY) }
        }
        #expect(fd >= 0)
        if fd >= 0 { close(fd) }
    }

    @Test func validUTF8DecodesToItself() {
        for text in ["plain", "é", "日本語", "a\nb", "emoji 🎉"] {
            #expect(FileSystemName.decode(Array(text.utf8)) == text)
            #expect(FileSystemName.bytes(text) == Array(text.utf8))
        }
    }
}
