import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import Foundation
import SourceFormats

/// The golden folder's ENVIRONMENT.json for `forcelab replay`: written by `--update-goldens`,
/// read back when a comparison fails, so the first line says when this machine draws with other
/// libraries or fonts than the goldens were made with.
package enum ReplayEnvironment {
    static let fileName = "ENVIRONMENT.json"
    /// After `--update-goldens`: ENVIRONMENT.json with the fonts every replay drew with.
    package static func writeIfUpdated(settings: ReplaySettings, outcomes: [ReplayOutcome]) throws {
        guard let golden = settings.golden, settings.updateGoldens, outcomes.contains(where: { $0.status == 0 }) else {
            return
        }
        let fonts = Array(Set(outcomes.flatMap(\.fonts))).sorted()
        try OutputFile.write(
            RenderEnvironment.current(fontFiles: fonts).json(),
            to: FileSystemName.join(golden, fileName))
    }

    /// At a golden mismatch: what the goldens were made with if this machine differs, else nil.
    package static func note(settings: ReplaySettings, fonts: [String]) -> String? {
        guard let golden = settings.golden, !settings.updateGoldens,
            let data = try? BoundedFile.read(
                FileSystemName.join(golden, fileName), limit: JSONLimits.maximumDocumentBytes),
            let recorded = RenderEnvironment.parse(data)
        else { return nil }
        return recorded.mismatchNote(machine: .current(fontFiles: Array(Set(fonts)).sorted()))
    }
}
