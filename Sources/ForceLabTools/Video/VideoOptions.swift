import ForceLabOptions
import ForceLabSDL
import Simulator

/// `--video OUT` (or `play --record-video OUT`), `--fps N`, `--overlay on|off`: a replay
/// written as a video whose format is OUT's extension. `{stem}` in OUT is each recording's
/// stem (needed with several recordings).
package struct VideoOptions: Equatable {
    package var path: String
    package var format: VideoFormat
    var sampling: VideoSampling

    static let stemPlaceholder = "{stem}"

    /// Reads the three options (nil when `pathOption` is absent; `--fps` and `--overlay` alone
    /// are usage errors).
    package static func read(_ arguments: inout Arguments, pathOption: String = "--video") throws -> VideoOptions? {
        let path = try arguments.option(pathOption)
        let fps = try arguments.intOption("--fps", range: VideoSampling.rates)
        let overlayText = try arguments.option("--overlay")
        guard let path else {
            if fps != nil || overlayText != nil { throw UsageError("--fps and --overlay need \(pathOption) OUT") }
            return nil
        }
        guard let format = VideoFormat(path: path) else {
            throw UsageError(
                "\(pathOption) must end in .mp4, .webm, .gif or .apng (the extension chooses the format), got '\(path)'"
            )
        }
        let rate = fps ?? VideoSampling.defaultFPS
        guard rate <= format.maximumFPS else {
            throw UsageError(
                "--fps \(rate) is too fast for a GIF (its delays are whole hundredths of a second, and browsers slow any under 2/100 s): use --fps \(format.maximumFPS) or less, or .mp4, .webm or .apng"
            )
        }
        var overlay = true
        switch overlayText {
        case nil, "on"?: overlay = true
        case "off"?: overlay = false
        case let other?: throw UsageError("--overlay must be on or off, got '\(other)'")
        }
        return VideoOptions(path: path, format: format, sampling: VideoSampling(fps: rate, overlay: overlay))
    }

    /// The video of one recording: OUT with `{stem}` replaced by its stem.
    package func path(for stem: String) -> String {
        path.replacingOccurrences(of: Self.stemPlaceholder, with: stem)
    }

    package var hasStem: Bool { path.contains(Self.stemPlaceholder) }

    /// The options that make a child process write the same video of `stem`.
    func childArguments(stem: String) -> [String] {
        ["--video", path(for: stem), "--fps", String(sampling.fps), "--overlay", sampling.overlay ? "on" : "off"]
    }
}
