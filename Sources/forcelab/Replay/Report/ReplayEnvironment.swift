import ForceLabSDL
import Foundation

/// The golden folder's ENVIRONMENT.json for `forcelab replay`: written by `--update-goldens`,
/// read back when a comparison fails, so the first line says when this machine draws with other
/// libraries or fonts than the goldens were made with.
enum ReplayEnvironment {
    static let fileName = "ENVIRONMENT.json"
    /// Marks the child process's last stdout line, which carries its font files, not output.
    static let fontsMarker = "\u{1}fonts"

    static func fontsLine(_ fonts: [String]) -> String { ([fontsMarker] + fonts).joined(separator: "\t") }

    /// Moves a child's font line out of its printed lines into `fonts`.
    static func takeFontsLine(from outcome: inout ReplayOutcome) {
        guard let index = outcome.out.lastIndex(where: { $0.hasPrefix(fontsMarker) }) else { return }
        outcome.fonts = outcome.out[index].split(separator: "\t").dropFirst().map(String.init)
        outcome.out.remove(at: index)
    }

    /// After the replays: writes ENVIRONMENT.json when goldens were updated, or returns the
    /// note for a failed comparison whose goldens were made elsewhere.
    static func check(settings: ReplaySettings, outcomes: [ReplayOutcome]) throws -> String? {
        guard let golden = settings.golden else { return nil }
        let fonts = Array(Set(outcomes.flatMap(\.fonts))).sorted()
        let path = (golden as NSString).appendingPathComponent(fileName)
        if settings.updateGoldens {
            guard outcomes.contains(where: { $0.status == 0 }) else { return nil }
            try CalibrateCommand.writeAtomically(RenderEnvironment.current(fontFiles: fonts).json(), to: path)
            return nil
        }
        guard outcomes.contains(where: { $0.status == 1 }), let data = FileManager.default.contents(atPath: path),
              let recorded = RenderEnvironment.parse(data) else { return nil }
        return recorded.mismatchNote(machine: .current(fontFiles: fonts))
    }
}
