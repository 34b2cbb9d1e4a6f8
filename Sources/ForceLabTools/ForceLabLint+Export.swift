// Lint's options and passes moved to ForceLabLint (no drawing, so the lint plugin links only
// the text engine); every importer of ForceLabTools still sees them.
@_exported import ForceLabLint
