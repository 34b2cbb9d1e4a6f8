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

    /// After `--update-goldens`: ENVIRONMENT.json with the fonts every replay drew with.
    static func writeIfUpdated(settings: ReplaySettings, outcomes: [ReplayOutcome]) throws {
        guard let golden = settings.golden, settings.updateGoldens, outcomes.contains(where: { $0.status == 0 }) else {
            return
        }
        let fonts = Array(Set(outcomes.flatMap(\.fonts))).sorted()
        try OutputFile.write(
            RenderEnvironment.current(fontFiles: fonts).json(),
            to: (golden as NSString).appendingPathComponent(fileName))
    }

    /// At a golden mismatch: what the goldens were made with if this machine differs, else nil.
    static func note(settings: ReplaySettings, fonts: [String]) -> String? {
        guard let golden = settings.golden, !settings.updateGoldens,
            let data = FileManager.default.contents(atPath: (golden as NSString).appendingPathComponent(fileName)),
            let recorded = RenderEnvironment.parse(data)
        else { return nil }
        return recorded.mismatchNote(machine: .current(fontFiles: Array(Set(fonts)).sorted()))
    }
}
