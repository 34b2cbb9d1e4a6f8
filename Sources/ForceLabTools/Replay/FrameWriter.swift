import CSDL2
import ForceLabOptions
import ForceLabSDL
import Foundation
import Simulator
import SourceFormats

/// Draws frames on a headless canvas and writes them as PNG, skipping the drawing and the PNG
/// encoding when a frame's display list equals the previous one's (replays are mostly still
/// frames). A frame whose pixels equal a picture already written to the same (staged) folder is
/// not encoded or written again: its file is a hard link to the first one (never a symlink,
/// which the next run would write through), made once every write is done. Frames are encoded with `FastPNG`
/// (IMG_SavePNG is ten times slower) on background threads while the next frames are
/// simulated and drawn, at most three pictures in flight. Bytes do not depend on
/// the timing: each picture is a copy of the canvas taken when it was drawn.
package final class FrameWriter {
    private let fonts: FontLibrary
    private let images: ImageLibrary
    package let scale: Double
    private var canvas: HeadlessCanvas?
    private var previous: DisplayList?
    private var image: PixelImage?
    /// The files the current picture goes to; encoded once it is replaced or at `finish`.
    private var pendingPaths: [(path: String, reported: String)] = []
    // Concurrent: encoding and writing (zlib and the kernel) cost about three times the drawing,
    // so two encoders keep both cores busy while the main thread draws.
    private let queue = DispatchQueue(label: "forcelab.replay.png", attributes: .concurrent)
    private let group = DispatchGroup()
    private let inFlight = DispatchSemaphore(value: 3)
    private let failure = FailureBox()
    /// The last pictures written, newest first, with the file each went to in each folder.
    private var written: [WrittenPicture] = []
    /// Frames that repeat a written picture: (its first file, the frame's file, the frame's reported name).
    private var links: [(existing: String, path: String, reported: String)] = []
    /// Pictures kept to compare with (each a full frame: 4.9 MB at 2x).
    static let rememberedPictures = 8
    /// Pictures no longer kept whole, newest first: their checksum and files only. A frame with
    /// one's checksum is encoded at once and linked when its PNG bytes equal the file's (the
    /// encoder is deterministic and lossless: the same bytes are the same pixels), so a picture
    /// that comes back after many others is still one file.
    private var forgotten: [(checksum: UInt32, files: [String: String])] = []
    static let forgottenPictures = 1024

    private struct WrittenPicture {
        let checksum: UInt32
        let pixels: Data
        /// Folder -> the file this picture was first written to there.
        var files: [String: String]
    }

    /// The first write error of the background queue.
    private final class FailureBox: @unchecked Sendable {
        private let lock = NSLock()
        private var error: Error?
        func record(_ new: Error) {
            lock.lock()
            if error == nil { error = new }
            lock.unlock()
        }
        var first: Error? {
            lock.lock()
            defer { lock.unlock() }
            return error
        }
    }

    init(fonts: FontLibrary, images: ImageLibrary, scale: Double) {
        self.fonts = fonts
        self.images = images
        self.scale = scale
    }

    package func draw(_ list: DisplayList) throws {
        if list == previous { return }
        submitPending()
        if canvas?.size != list.size {
            canvas = try HeadlessCanvas(size: list.size, scale: scale, fonts: fonts, images: images)
        }
        canvas!.draw(list)
        previous = list
        image = nil
    }

    /// Writes the current picture to `path` (when its encoding is done; `finish` waits).
    package func savePNG(_ path: String, reportedAs reported: String) throws {
        if let error = failure.first { throw error }
        pendingPaths.append((path, reported))
    }

    /// Encodes and writes what is pending, waits for every write, and throws the first error.
    package func finish() throws {
        submitPending()
        group.wait()
        if let error = failure.first { throw error }
        for link in links { try OutputFile.hardLink(link.existing, to: link.path, reportedPath: link.reported) }
        links = []
    }

    /// The paths that need the picture written: the others become links to where it already is.
    /// `encoded` is the picture's PNG when it had to be made to compare with a forgotten picture.
    private func unwritten(_ paths: [(path: String, reported: String)], pixels: Data, encode: () -> Data) -> (
        paths: [(path: String, reported: String)], encoded: Data?
    ) {
        let checksum = pixels.withUnsafeBytes { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        var picture =
            written.firstIndex { $0.checksum == checksum && $0.pixels == pixels }.map { written.remove(at: $0) }
            ?? WrittenPicture(checksum: checksum, pixels: pixels, files: [:])
        var encoded: Data?
        if picture.files.isEmpty, forgotten.contains(where: { $0.checksum == checksum }) {
            // Perhaps a picture seen long ago: its files must be complete before they are read.
            group.wait()
            let bytes = encode()
            encoded = bytes
            if let index = forgotten.firstIndex(where: { entry in
                entry.checksum == checksum
                    && entry.files.values.contains { FileSystemName.contents($0).map { Data($0) } == bytes }
            }) {
                picture.files = forgotten.remove(at: index).files
            }
        }
        var remaining: [(path: String, reported: String)] = []
        for (path, reported) in paths {
            let folder = FileSystemName.folder(of: path)
            if let existing = picture.files[folder] {
                links.append((existing, path, reported))
            } else {
                picture.files[folder] = path
                remaining.append((path, reported))
            }
        }
        written.insert(picture, at: 0)
        if written.count > Self.rememberedPictures {
            let old = written.removeLast()
            forgotten.insert((old.checksum, old.files), at: 0)
            if forgotten.count > Self.forgottenPictures { forgotten.removeLast() }
        }
        return (remaining, encoded)
    }

    private func submitPending() {
        guard !pendingPaths.isEmpty, let canvas else { return }
        let width = canvas.pixelWidth
        let height = canvas.pixelHeight
        let pitch = Int(canvas.surface.pointee.pitch)
        SDL_LockSurface(canvas.surface)
        let pixels = Data(bytes: canvas.surface.pointee.pixels, count: pitch * height)
        SDL_UnlockSurface(canvas.surface)
        let (paths, encoded) = unwritten(pendingPaths, pixels: pixels) {
            pixels.withUnsafeBytes { FastPNG.encode(argb: $0.baseAddress!, width: width, height: height, pitch: pitch) }
        }
        pendingPaths = []
        guard !paths.isEmpty else { return }
        inFlight.wait()
        group.enter()
        let failure = self.failure
        let inFlight = self.inFlight
        let group = self.group
        queue.async {
            defer {
                inFlight.signal()
                group.leave()
            }
            let bytes =
                encoded
                ?? pixels.withUnsafeBytes {
                    FastPNG.encode(argb: $0.baseAddress!, width: width, height: height, pitch: pitch)
                }
            for (path, reported) in paths {
                // The folder is staged and renamed as a whole: written in place, checked and synced.
                do { try OutputFile.write(bytes, to: path, placement: .inPlace, reportedPath: reported) } catch {
                    failure.record(error)
                }
            }
        }
    }

    func currentImage() -> PixelImage {
        if let image { return image }
        let made = PixelImage(canvas!)
        image = made
        return made
    }
}
