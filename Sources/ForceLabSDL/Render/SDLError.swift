import CSDL2

/// A failure reported by SDL, SDL_ttf or SDL_image, with SDL's own message.
public struct SDLError: Error, CustomStringConvertible {
    public let description: String

    public init(_ what: String) {
        description = "forcelab: error: \(what): \(String(cString: SDL_GetError()))"
    }

    public init(path: String, _ what: String) {
        description = "\(path): error: \(what): \(String(cString: SDL_GetError()))"
    }
}
