import CFuzzDriver
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What every fuzz target shares: the input as a file (most readers take a path, as the
/// command line does), written to a private folder in /dev/shm (memory, not disk) and reused.
public enum FuzzInput {
    /// The private folder, made once per process.
    public static let folder: String = {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let folder = (base as NSString).appendingPathComponent("forcelab-fuzz-\(getpid())")
        mkdir(folder, 0o700)
        atexit { _ = try? FileManager.default.removeItem(atPath: FuzzInput.folder) }
        return folder
    }()

    /// Writes the input to `folder/name` and returns the path.
    public static func file(_ data: UnsafePointer<UInt8>?, _ size: Int, name: String) -> String {
        let path = (folder as NSString).appendingPathComponent(name)
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        precondition(fd >= 0, "cannot write the fuzz input to \(path)")
        var offset = 0
        while offset < size, let data {
            let written = write(fd, data + offset, size - offset)
            precondition(written > 0, "cannot write the fuzz input to \(path)")
            offset += written
        }
        close(fd)
        return path
    }

    /// The input as Data.
    public static func data(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Data {
        guard let data, size > 0 else { return Data() }
        return Data(bytes: data, count: size)
    }

    /// A file of ForceLab's own package (Assets), found from this source file's path.
    public static func packageFile(_ relative: String) -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(relative).path
    }
}

/// Runs libFuzzer's loop over `body` with this process's command line (`-max_total_time=20`,
/// corpus folders...) and exits with its status.
public enum FuzzDriver {
    public typealias Body = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

    public static func run(_ body: Body) -> Never {
        exit(fl_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv, body))
    }
}
