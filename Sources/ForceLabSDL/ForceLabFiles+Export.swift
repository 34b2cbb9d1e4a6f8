// The output writers moved to ForceLabFiles (Foundation only, so the commands that draw nothing
// reach them without SDL); every importer of ForceLabSDL still sees them.
@_exported import ForceLabFiles
