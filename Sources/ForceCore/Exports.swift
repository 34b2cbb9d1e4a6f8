// Readers in ForceCore report `LoadError`s and scan JSON with SourceFormats' scanner; importing
// ForceCore brings them along.
@_exported import SourceFormats
