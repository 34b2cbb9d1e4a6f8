import CSDL2
import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import ForceLabText
import Foundation
import Simulator

/// Draws a replay's video frames on a canvas of their own and encodes them: a run of frames
/// with the same display list is drawn once and encoded as one picture shown N times. The
/// file is built in memory and written, at `finish`, through the `OutputFile` it was given.
package final class VideoFrameWriter {
    package let options: VideoOptions
    private let file: OutputFile
    private let fonts: FontLibrary
    private let images: ImageLibrary
    private let scale: Double
    private var canvas: HeadlessCanvas?
    private var encoder: VideoEncoder?
    private var previous: DisplayList?
    private var pending = 0

    init(_ options: VideoOptions, file: OutputFile, fonts: FontLibrary, images: ImageLibrary, scale: Double) {
        self.options = options
        self.file = file
        self.fonts = fonts
        self.images = images
        self.scale = scale
    }

    /// Frames encoded so far, and waiting to be.
    var frameCount: Int { (encoder?.frameCount ?? 0) + pending }

    package func add(_ list: DisplayList, count: Int) throws {
        var list = list
        // One size for the whole video, the first frame's: a HUD shown later is cut off.
        if let canvas { list.size = canvas.size }
        if list == previous {
            pending += count
            return
        }
        try encodePending()
        if canvas == nil { canvas = try HeadlessCanvas(size: list.size, scale: scale, fonts: fonts, images: images) }
        canvas!.draw(list)
        previous = list
        pending = count
    }

    /// Encodes what is pending, ends the stream and writes the file (committed by its owner).
    package func finish() throws {
        try encodePending()
        guard let encoder else { return }
        try encoder.finish(into: file)
    }

    private func encodePending() throws {
        guard pending > 0, let canvas else { return }
        let encoder = try self.encoder ?? makeEncoder(canvas)
        let surface = canvas.surface
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        try encoder.add(argb: surface.pointee.pixels, pitch: Int(surface.pointee.pitch), count: pending)
        pending = 0
    }

    private func makeEncoder(_ canvas: HeadlessCanvas) throws -> VideoEncoder {
        let made = try VideoEncoder(
            format: options.format, width: canvas.pixelWidth, height: canvas.pixelHeight, fps: options.sampling.fps,
            path: file.reportedPath)
        encoder = made
        return made
    }
}
