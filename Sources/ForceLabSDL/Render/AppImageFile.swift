import CPDFImage
import CSDL2
import Foundation
import SourceFormats

/// An app's own image files (its asset catalog's PNG, SVG and PDF images), read with bounds and
/// rasterized by real libraries: SDL_image for PNG and SVG, Poppler for PDF.
enum AppImageFile {
    /// Files over this size are not real icons and are not read (a sparse 3 GB file costs nothing).
    static let maximumFileSize = 16 << 20
    /// A PNG wider or taller than this is refused before it is decoded.
    static let maximumPixels = 4096

    struct Problem: Error { var message: String }

    /// The bytes of `path`, or nil when it is missing, not a regular file or too large.
    static func read(_ path: String) -> Data? {
        try? BoundedFile.read(path, limit: maximumFileSize)
    }

    /// The image at exactly `width` x `height` pixels, ARGB8888, aspect kept and centred.
    static func rasterize(_ data: Data, path: String, width: Int, height: Int) -> Result<[UInt32], Problem> {
        let lower = path.lowercased()
        if lower.hasSuffix(".pdf") { return pdf(data, width: width, height: height) }
        if lower.hasSuffix(".svg") {
            let surface: UnsafeMutablePointer<SDL_Surface>? = data.withUnsafeBytes { raw in
                guard let rw = fl_rw_from_const_mem(raw.baseAddress, Int32(raw.count)) else { return nil }
                defer { SDL_RWclose(rw) }
                return IMG_LoadSizedSVG_RW(rw, Int32(width), Int32(height))
            }
            guard let surface else { return .failure(Problem(message: "SDL_image cannot read this SVG")) }
            defer { SDL_FreeSurface(surface) }
            return .success(Surfaces.argbPixels(of: surface, width: width, height: height))
        }
        guard data.count >= 24, data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            return .failure(Problem(message: "not a PNG, SVG or PDF image"))
        }
        let bytes = [UInt8](data.prefix(24))
        let imageWidth = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let imageHeight = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        guard imageWidth > 0, imageHeight > 0, imageWidth <= maximumPixels, imageHeight <= maximumPixels else {
            return .failure(
                Problem(
                    message:
                        "the PNG is \(imageWidth)x\(imageHeight) px; images over \(maximumPixels) px a side are refused"
                ))
        }
        let loaded: UnsafeMutablePointer<SDL_Surface>? = data.withUnsafeBytes { raw in
            guard let rw = fl_rw_from_const_mem(raw.baseAddress, Int32(raw.count)) else { return nil }
            defer { SDL_RWclose(rw) }
            return IMG_Load_RW(rw, 0)
        }
        guard let loaded else { return .failure(Problem(message: "SDL_image cannot read this PNG")) }
        defer { SDL_FreeSurface(loaded) }
        guard let source = SDL_ConvertSurfaceFormat(loaded, fl_pixelformat_argb8888(), 0),
            let target = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, fl_pixelformat_argb8888())
        else { return .failure(Problem(message: "out of memory converting the PNG")) }
        defer {
            SDL_FreeSurface(source)
            SDL_FreeSurface(target)
        }
        var destination = fitted(
            sourceWidth: Double(imageWidth), sourceHeight: Double(imageHeight), width: width, height: height)
        SDL_SoftStretchLinear(source, nil, target, &destination)
        return .success(Surfaces.argbPixels(of: target, width: width, height: height))
    }

    /// Where an image of the source's aspect sits, centred, in `width` x `height`.
    static func fitted(sourceWidth: Double, sourceHeight: Double, width: Int, height: Int) -> SDL_Rect {
        let scale = min(Double(width) / sourceWidth, Double(height) / sourceHeight)
        let w = max(1, Int((sourceWidth * scale).rounded()))
        let h = max(1, Int((sourceHeight * scale).rounded()))
        return SDL_Rect(x: Int32((width - w) / 2), y: Int32((height - h) / 2), w: Int32(w), h: Int32(h))
    }

    /// The first page of a PDF rendered by Poppler into a cairo image surface (`CPDFImage`,
    /// which loads Poppler, cairo and GLib on its first call).
    static func pdf(_ data: Data, width: Int, height: Int) -> Result<[UInt32], Problem> {
        var message = [CChar](repeating: 0, count: 512)
        var document: OpaquePointer?
        var pageWidth = 0.0
        var pageHeight = 0.0
        let opened = data.withUnsafeBytes { raw in
            fl_pdf_open(
                raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count, &document, &pageWidth, &pageHeight,
                &message, message.count)
        }
        guard opened == FL_PDF_OK, let document else { return .failure(problem(opened, message)) }
        defer { fl_pdf_close(document) }
        let frame = fitted(sourceWidth: pageWidth, sourceHeight: pageHeight, width: width, height: height)
        var out = [UInt32](repeating: 0, count: width * height)
        let rendered = fl_pdf_render(document, Int32(width), Int32(height), frame.x, frame.y, frame.w, frame.h, &out)
        guard rendered == FL_PDF_OK else { return .failure(problem(rendered, message)) }
        return .success(out)
    }

    private static func problem(_ status: fl_pdf_status, _ message: [CChar]) -> Problem {
        let text = String(cString: message)
        switch status {
        case FL_PDF_UNAVAILABLE: return Problem(message: text)
        case FL_PDF_UNREADABLE: return Problem(message: "Poppler cannot read this PDF (\(text))")
        case FL_PDF_NO_PAGE: return Problem(message: "the PDF has no page")
        case FL_PDF_NO_SIZE: return Problem(message: "the PDF's page has no size")
        case FL_PDF_NOTHING_DRAWN: return Problem(message: "cairo drew nothing")
        default: return Problem(message: "out of memory")
        }
    }
}
