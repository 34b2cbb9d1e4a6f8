import ForceLabOptions
import Foundation
import QuickActions
import SourceFormats

extension Resources {
    /// `Assets/system-strings.json`: the system items and Apple's app labels per language.
    var systemStringsPath: String { FileSystemName.join(assets, "system-strings.json") }

    /// The system strings table, read through `BoundedFile` and parsed by `SystemStrings.parse`;
    /// a bad file is a `path:line: error:`. An assets folder without one draws English (as
    /// ForceLab did before the table existed).
    package func systemStrings() throws -> SystemStrings {
        let path = systemStringsPath
        guard FileSystemName.exists(path) else { return .builtIn }
        return try SystemStringsFile.read(path)
    }
}

/// Reads a system strings table from disk (the shell's half of `SystemStrings`).
package enum SystemStringsFile {
    static let maximumBytes = JSONLimits.maximumDocumentBytes

    package static func read(_ path: String) throws -> SystemStrings {
        let data: Data
        do throws(BoundedFile.Failure) {
            data = try BoundedFile.read(path, limit: maximumBytes)
        } catch {
            throw LoadError(path: path, line: nil, error.message(limit: maximumBytes))
        }
        return try SystemStrings.parse([UInt8](data), path: path)
    }
}
