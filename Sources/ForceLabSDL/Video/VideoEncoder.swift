import CVideo
import ForceLabFiles
import Foundation

/// The kind of moving picture a path's extension asks for.
public enum VideoFormat: String, CaseIterable, Sendable {
    /// H.264 (libx264) in MP4.
    case mp4
    /// VP9 (libvpx) in WebM.
    case webm
    /// GIF: a fixed 252-colour palette, ordered dithering, looping.
    case gif
    /// Animated PNG, looping.
    case apng

    /// The format an output path names by its extension (`.mp4`, `.webm`, `.gif`, `.apng`,
    /// case-insensitive), or nil.
    public init?(path: String) {
        self.init(rawValue: (path as NSString).pathExtension.lowercased())
    }

    /// The highest frame rate the format plays as written: a GIF's delays are whole
    /// centiseconds and browsers slow any under 2/100 s down to a tenth of a second.
    public var maximumFPS: Int { self == .gif ? 50 : 120 }

    var cValue: fl_video_format {
        switch self {
        case .mp4: return FL_VIDEO_MP4
        case .webm: return FL_VIDEO_WEBM
        case .gif: return FL_VIDEO_GIF
        case .apng: return FL_VIDEO_APNG
        }
    }
}

/// Encodes frames of ARGB8888 pixels (an SDL surface's) into a video file held in memory, then
/// writes it through `OutputFile` (so a failed or interrupted encode leaves nothing behind).
/// The encoders run with fixed settings and a fixed thread count: the same frames give the
/// same bytes with the same libraries, on any machine.
public final class VideoEncoder {
    public let format: VideoFormat
    public let width: Int
    public let height: Int
    public let fps: Int
    /// The output's name, for errors.
    public let path: String
    private var video: OpaquePointer?

    /// Threads each encoder uses: fixed (H.264's output depends on the count, never on the machine).
    public static let threads = 2

    public init(format: VideoFormat, width: Int, height: Int, fps: Int, path: String) throws {
        self.path = path
        self.format = format
        self.width = width
        self.height = height
        self.fps = fps
        try Self.loadLibraries()
        var error = [CChar](repeating: 0, count: 256)
        video = fl_video_open(format.cValue, Int32(width), Int32(height), Int32(fps), Int32(Self.threads), &error, 256)
        if video == nil {
            throw ToolFailure(path: path, "cannot encode \(format.rawValue): \(String(cString: error))")
        }
    }

    deinit { fl_video_close(video) }

    /// Loads FFmpeg (on first use: a command that writes no video never maps it); a missing
    /// library is `forcelab: error: cannot load libavcodec.so.59 (Debian's package libavcodec59): ...`.
    public static func loadLibraries() throws {
        var error = [CChar](repeating: 0, count: 512)
        if fl_video_load(&error, error.count) != 0 {
            throw ToolFailure("forcelab: error: \(String(cString: error))")
        }
    }

    /// The size the codec is fed: odd sizes are padded to even ones for H.264 and VP9 (the
    /// last column and row repeated).
    public var codedSize: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        fl_video_coded_size(video, &w, &h)
        return (Int(w), Int(h))
    }

    /// Frames encoded so far.
    public var frameCount: Int { Int(fl_video_frame_count(video)) }

    /// Encodes one picture (`width` x `height` pixels, `pitch` bytes a row) shown `count` times.
    public func add(argb pixels: UnsafeRawPointer, pitch: Int, count: Int = 1) throws {
        guard count > 0 else { return }
        if fl_video_add_frame(video, pixels.assumingMemoryBound(to: UInt8.self), Int32(pitch), Int32(count)) != 0 {
            throw ToolFailure(path: path, "cannot encode \(format.rawValue): \(errorText)")
        }
    }

    /// Ends the stream and hands the whole file to `body` (valid only inside it).
    public func finish<T>(_ body: (UnsafeRawBufferPointer) throws -> T) throws -> T {
        var bytes: UnsafePointer<UInt8>?
        var size = 0
        if fl_video_finish(video, &bytes, &size) != 0 {
            throw ToolFailure(path: path, "cannot encode \(format.rawValue): \(errorText)")
        }
        return try body(UnsafeRawBufferPointer(start: bytes, count: size))
    }

    /// Ends the stream and writes the file through `file` (not committed: its owner does that).
    public func finish(into file: OutputFile) throws {
        try finish { try file.write($0) }
    }

    private var errorText: String { String(cString: fl_video_error(video)) }
}
