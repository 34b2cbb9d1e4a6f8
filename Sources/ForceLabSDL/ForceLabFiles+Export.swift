// The output writers moved to ForceLabFiles (Foundation only, so the commands that draw nothing
// reach them without SDL); every importer of ForceLabSDL still sees them.
@_exported import ForceLabFiles
// The text engine moved to ForceLabText (SDL_ttf, no drawing, for the lint plugin).
@_exported import ForceLabText
