// Loaders report SourceFormats' `LoadError` and read JSON with its reader; importing
// QuickActions brings them along.
@_exported import SourceFormats
