// The simulator's public API is written in QuickActions' geometry and items and ForceCore's
// samples and events; importing Simulator brings them along.
@_exported import ForceCore
@_exported import QuickActions
@_exported import SourceFormats
