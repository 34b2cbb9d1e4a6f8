import CSDL2
import ForceLabText
import Foundation
import Geometry
import Simulator

/// The interactive window: an accelerated renderer when there is one, the software renderer
/// otherwise. Refuses to open (with a reason) when there is no real display, instead of
/// silently drawing into SDL's offscreen or dummy driver.
public final class WindowCanvas {
    public let window: OpaquePointer
    public let sdlRenderer: OpaquePointer
    public let renderer: DisplayListRenderer
    public let scale: Double
    public let size: Size
    /// The SDL video driver in use (x11, wayland, ...), and the renderer's name.
    public let videoDriver: String
    public let rendererName: String

    /// Why the window could not open; `play` prints it and exits with status 2.
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    /// SDL video drivers that draw nowhere a person can see.
    static let invisibleDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// Starts SDL video and opens the window. `scale` nil picks the largest of 2, 1.5, 1, 0.75
    /// and 0.5 points-to-pixels that fits the display.
    public init(title: String, size: Size, scale: Double?, fonts: FontLibrary, images: ImageLibrary) throws {
        videoDriver = try Self.startVideo()
        let chosen = scale ?? Self.fittingScale(for: size)
        self.scale = chosen
        self.size = size
        let window = try Self.openWindow(
            title: title, width: Int32((size.width * chosen).rounded()), height: Int32((size.height * chosen).rounded())
        )
        self.window = window
        let renderer = try Self.makeRenderer(for: window)
        sdlRenderer = renderer
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        self.renderer = DisplayListRenderer(renderer: renderer, scale: chosen, fonts: fonts, images: images)
    }

    /// Starts SDL's video and events on a display a person can see; returns the video driver's
    /// name. Throws, with what to do instead, when there is no such display.
    static func startVideo() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        let requested = environment["SDL_VIDEODRIVER"]?.lowercased()
        if let requested, Self.invisibleDrivers.contains(requested) {
            throw Unavailable(
                description:
                    "forcelab: error: SDL_VIDEODRIVER=\(requested) draws nowhere visible; use 'forcelab render -o out.png' for a headless picture"
            )
        }
        if requested == nil && (environment["DISPLAY"] ?? "").isEmpty && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        {
            throw Unavailable(
                description:
                    "forcelab: error: no display to open a window on (DISPLAY and WAYLAND_DISPLAY are unset); use 'forcelab render -o out.png' for a headless picture, or run under xvfb-run"
            )
        }
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // The software fallback presents straight through X11, not through a hidden GL renderer.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        guard SDL_InitSubSystem(fl_init_video() | fl_init_events()) == 0 else {
            throw Unavailable(
                description:
                    "forcelab: error: cannot open a display: \(String(cString: SDL_GetError())); use 'forcelab render -o out.png' for a headless picture"
            )
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if Self.invisibleDrivers.contains(driver.lowercased()) {
            SDL_QuitSubSystem(fl_init_video())
            throw Unavailable(
                description:
                    "forcelab: error: SDL fell back to its '\(driver)' video driver, which shows nothing; use 'forcelab render -o out.png' for a headless picture"
            )
        }
        return driver
    }

    /// The largest of 2, 1.5, 1, 0.75 and 0.5 at which `size` fits the first display's usable
    /// area (40 points spare for the title bar); 1 when the display does not say.
    static func fittingScale(for size: Size) -> Double {
        var bounds = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &bounds) == 0, bounds.h > 0 else { return 1 }
        return [2, 1.5, 1, 0.75, 0.5].first {
            size.height * $0 <= Double(bounds.h) - 40 && size.width * $0 <= Double(bounds.w)
        } ?? 0.5
    }

    /// A centred, shown window of `width` x `height` pixels; on failure stops video again.
    static func openWindow(title: String, width: Int32, height: Int32) throws -> OpaquePointer {
        guard
            let window = SDL_CreateWindow(
                title, fl_windowpos_centered(), fl_windowpos_centered(), width, height,
                SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue)
        else {
            SDL_QuitSubSystem(fl_init_video())
            throw Unavailable(
                description:
                    "forcelab: error: cannot open a window: \(String(cString: SDL_GetError())); use 'forcelab render -o out.png' for a headless picture"
            )
        }
        return window
    }

    /// The window's renderer: a GPU-accelerated one with vsync when there is a GPU, else SDL's
    /// software renderer. On failure destroys the window.
    static func makeRenderer(for window: OpaquePointer) throws -> OpaquePointer {
        var renderer = SDL_CreateRenderer(
            window, -1,
            SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue
        )
        if let accelerated = renderer, Self.isSoftwareGL(accelerated) {
            // "Accelerated" by Mesa's llvmpipe (no GPU, e.g. Xvfb or a VM) only adds a CPU
            // rasterizer and ~90 MB of LLVM on top of SDL's own software renderer, which draws
            // this 2D scene as fast and with the same pixels as headless runs.
            SDL_DestroyRenderer(accelerated)
            renderer = nil
        }
        if renderer == nil {
            renderer = SDL_CreateRenderer(
                window, -1, SDL_RENDERER_SOFTWARE.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue)
        }
        guard let renderer else {
            SDL_DestroyWindow(window)
            throw Unavailable(
                description: "forcelab: error: no renderer for the window: \(String(cString: SDL_GetError()))")
        }
        return renderer
    }

    /// Whether an OpenGL renderer runs on Mesa's CPU rasterizers rather than a GPU.
    static func isSoftwareGL(_ renderer: OpaquePointer) -> Bool {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        let name = info.name.map { String(cString: $0) } ?? ""
        guard name.hasPrefix("opengl"), let address = SDL_GL_GetProcAddress("glGetString") else { return false }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let getString = unsafeBitCast(address, to: GetString.self)
        guard let text = getString(0x1F01) else { return false }  // GL_RENDERER
        let glRenderer = String(cString: text).lowercased()
        return glRenderer.contains("llvmpipe") || glRenderer.contains("softpipe") || glRenderer.contains("swrast")
    }

    deinit {
        renderer.releaseTextures()
        SDL_DestroyRenderer(sdlRenderer)
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(fl_init_video())
    }

    /// Takes the window off the screen at once (Q): the files are finished after it is gone, so
    /// a person sees the window close as soon as they ask.
    public func hide() {
        SDL_HideWindow(window)
        SDL_PumpEvents()
    }

    /// Draws a frame without presenting it (so a screenshot can read it first).
    public func draw(_ list: DisplayList) {
        renderer.draw(list)
    }

    public func present() {
        SDL_RenderPresent(sdlRenderer)
    }

    /// Saves what was last drawn (before present) as PNG.
    public func screenshot(to path: String) throws {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetRendererOutputSize(sdlRenderer, &width, &height)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, fl_pixelformat_argb8888()) else {
            throw SDLError(path: path, "cannot make a surface for the screenshot")
        }
        defer { SDL_FreeSurface(surface) }
        guard
            SDL_RenderReadPixels(
                sdlRenderer, nil, fl_pixelformat_argb8888(), surface.pointee.pixels, surface.pointee.pitch) == 0
        else {
            throw SDLError(path: path, "cannot read the window's pixels")
        }
        try PNGFile.write(surface, to: path)
    }
}
