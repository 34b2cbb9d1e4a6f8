import Foundation

/// The package root, found from this file's path, so tests read fixtures, assets and goldens in
/// place (the one definition every test target uses).
public let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// Whether this run re-records every golden instead of comparing (`FORCELAB_RECORD_GOLDENS=1`):
/// text, logs, pictures and the replay scenarios' goldens alike. Review the diff before committing.
public var recordingGoldens: Bool { ProcessInfo.processInfo.environment["FORCELAB_RECORD_GOLDENS"] == "1" }
