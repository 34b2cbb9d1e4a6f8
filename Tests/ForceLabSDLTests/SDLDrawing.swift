import Testing

/// Every suite that draws or measures with SDL runs inside this one, one test at a time:
/// SDL_ttf (FreeType) and the shared font and measure caches are not thread-safe, and suites
/// otherwise run in parallel with each other.
@Suite(.serialized) struct SDLDrawing {}
