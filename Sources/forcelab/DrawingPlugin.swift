import ForceLabOptions
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// Loads the command's plugin from the executable's own folder (symbolic links resolved) and
/// runs the command line in it: libForceLabLinting.so for lint (SDL_ttf and what it needs),
/// libForceLabDrawing.so for the rest (SDL, Poppler, cairo, FFmpeg), each only then.
enum DrawingPlugin {
    /// The plugin and entry of `command`: lint needs only the text engine.
    static func plugin(for command: String) -> (file: String, entry: String) {
        command == "lint"
            ? ("libForceLabLinting.so", "forcelab_linting_main") : ("libForceLabDrawing.so", "forcelab_drawing_main")
    }

    typealias Main = @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

    /// The path of `fileName` beside the real file of /proc/self/exe.
    static func path(_ fileName: String) -> String {
        guard let real = realpath("/proc/self/exe", nil) else { return fileName }
        defer { free(real) }
        let executable = FileSystemName.decode(cString: real)
        return FileSystemName.join(FileSystemName.folder(of: executable), fileName)
    }

    /// Never returns when the plugin loads: the process exits with the plugin's status.
    static func run(_ command: String, argc: Int32, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
        let (fileName, entry) = plugin(for: command)
        let path = path(fileName)
        // What the executable printed so far goes out before the plugin writes.
        fflush(stdout)
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            return failure(path, dlerror())
        }
        guard let symbol = dlsym(handle, entry) else { return failure(path, dlerror()) }
        let main = unsafeBitCast(symbol, to: Main.self)
        // The plugin has flushed and checked standard output and said so on a failure: exit
        // with its status at once, so the failure is not reported twice.
        exit(main(argc, argv))
    }

    static func failure(_ path: String, _ message: UnsafeMutablePointer<CChar>?) -> Int32 {
        let reason = message.map { String(cString: $0) } ?? "unknown error"
        Console.error("forcelab: error: cannot load \(path): \(reason)")
        return 2
    }
}
