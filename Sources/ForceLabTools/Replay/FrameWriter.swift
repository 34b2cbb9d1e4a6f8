import CSDL2
import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import ForceLabText
import Foundation
import Simulator
import SourceFormats

/// Draws frames on a headless canvas and writes them as PNG, skipping the drawing and the PNG
/// encoding when a frame's display list equals the previous one's (replays are mostly still
/// frames), or one a remembered picture was drawn from: the display list is all a frame shows
/// (the renderer clears to black and draws the list; its caches only ever hold what the same
/// items draw), so the same list is the same pixels and needs neither drawing nor a checksum
/// (a replay that presses the same icons again and again draws each picture once). A frame whose pixels equal a picture already written to the same (staged) folder is
/// not encoded or written again: its file is a hard link to the first one (never a symlink,
/// which the next run would write through), made once every write is done. Frames are encoded with `FastPNG`
/// (IMG_SavePNG is ten times slower) on background threads while the next frames are
/// simulated and drawn, at most three pictures in flight. Bytes do not depend on
/// the timing: each picture is a copy of the canvas taken when it was drawn.
package final class FrameWriter {
    /// The largest picture file read back (a frame to compare, a picture copied into a report),
    /// the same as a golden frame's (`PixelImage.maximumFileBytes`).
    package static let maximumPictureBytes = PixelImage.maximumFileBytes
    private let fonts: FontLibrary
    private let images: ImageLibrary
    package let scale: Double
    private var canvas: HeadlessCanvas?
    private var previous: DisplayList?
    private var image: PixelImage?
    /// The remembered picture the current list was drawn as before: the canvas does not hold it.
    /// Nil when the canvas holds the current frame.
    private var recalled: WrittenPicture?
    private var pictureCount = 0
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
        let id: Int
        let checksum: UInt32
        let pixels: Data
        let width: Int, height: Int, pitch: Int
        /// Folder -> the file this picture was first written to there.
        var files: [String: String]
        /// The display lists drawn as this picture (a frame showing one is not drawn again).
        var lists: [DisplayList] = []
    }
    /// Display lists remembered per picture (an animation's frames are lists of their own).
    static let listsPerPicture = 16

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
        previous = list
        image = nil
        if let picture = written.first(where: { $0.lists.contains(list) }) {
            recalled = picture
            return
        }
        recalled = nil
        if canvas?.size != list.size {
            canvas = try HeadlessCanvas(size: list.size, scale: scale, fonts: fonts, images: images)
        }
        canvas!.draw(list)
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
    private func unwritten(_ paths: [(path: String, reported: String)], picture: WrittenPicture, encode: () -> Data)
        -> (paths: [(path: String, reported: String)], encoded: Data?)
    {
        var picture = picture
        let checksum = picture.checksum
        var encoded: Data?
        if picture.files.isEmpty, forgotten.contains(where: { $0.checksum == checksum }) {
            // Perhaps a picture seen long ago: its files must be complete before they are read.
            group.wait()
            let bytes = encode()
            encoded = bytes
            if let index = forgotten.firstIndex(where: { entry in
                entry.checksum == checksum
                    && entry.files.values.contains {
                        (try? BoundedFile.read($0, limit: FrameWriter.maximumPictureBytes)) == bytes
                    }
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

    /// The picture the current frame shows, taken out of `written` (`unwritten` puts it back
    /// first): the recalled one, else the one with the canvas's pixels, else a new one.
    private func currentPicture() -> WrittenPicture? {
        if let recalled {
            return written.firstIndex { $0.id == recalled.id }.map { written.remove(at: $0) } ?? recalled
        }
        guard let canvas else { return nil }
        let height = canvas.pixelHeight
        let pitch = Int(canvas.surface.pointee.pitch)
        SDL_LockSurface(canvas.surface)
        let pixels = Data(bytes: canvas.surface.pointee.pixels, count: pitch * height)
        SDL_UnlockSurface(canvas.surface)
        let checksum = pixels.withUnsafeBytes { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        var picture =
            written.firstIndex { $0.checksum == checksum && $0.pixels == pixels }.map { written.remove(at: $0) }
            ?? WrittenPicture(
                id: pictureCount, checksum: checksum, pixels: pixels, width: canvas.pixelWidth, height: height,
                pitch: pitch, files: [:])
        if picture.id == pictureCount { pictureCount += 1 }
        if let previous, !picture.lists.contains(previous) {
            picture.lists.append(previous)
            if picture.lists.count > Self.listsPerPicture { picture.lists.removeFirst() }
        }
        return picture
    }

    private func submitPending() {
        guard !pendingPaths.isEmpty, let picture = currentPicture() else { return }
        let (width, height, pitch, pixels) = (picture.width, picture.height, picture.pitch, picture.pixels)
        let (paths, encoded) = unwritten(pendingPaths, picture: picture) {
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
        var made: PixelImage
        if let picture = recalled {
            made = PixelImage(width: picture.width, height: picture.height, pixels: [])
            made.pixels.reserveCapacity(picture.width * picture.height)
            picture.pixels.withUnsafeBytes { raw in
                for row in 0..<picture.height {
                    let start = raw.baseAddress!.advanced(by: row * picture.pitch).assumingMemoryBound(to: UInt32.self)
                    made.pixels.append(contentsOf: UnsafeBufferPointer(start: start, count: picture.width))
                }
            }
        } else {
            made = PixelImage(canvas!)
        }
        image = made
        return made
    }
}
