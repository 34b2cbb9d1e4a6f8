import CSDL2
import ForceCore
import ForceLabOptions
import ForceLabSDL
import Foundation
import QuickActions
import Simulator

/// L, Shift+L and `/`: the apps' localizations, stepped through both ways or picked from a list
/// of their own names. Not while recording: a recording has one locale in its header, so that it
/// replays as it was made.
extension PlaySession {
    /// The localizations to choose from: the designer's own apps', else the scene's.
    func availableLocales() -> [String] {
        let own = stage.ownApps.locales
        return own.isEmpty ? Array(Set(playground.content.sources.compactMap { $0 }.flatMap(\.locales))).sorted() : own
    }

    /// Refuses a locale change while recording or with none to change to; else the localizations.
    func localesToChange() -> [String]? {
        guard recording == nil else {
            playground.showBanner(
                "Stop recording (R) to change the language", detail: "a recording keeps the locale it started in")
            return nil
        }
        let available = availableLocales()
        guard !available.isEmpty else {
            playground.showBanner("No localizations", detail: "the apps ship their text in one language")
            return nil
        }
        learnNames(available)
        return available
    }

    /// L (`by: 1`) and Shift+L (`by: -1`): the next or previous localization, round the list.
    func stepLocale(by delta: Int) {
        guard let available = localesToChange() else { return }
        let index = locale.flatMap { available.firstIndex(of: $0.identifier) }
        let next =
            index.map { available[(($0 + delta) % available.count + available.count) % available.count] }
            ?? available[delta > 0 ? 0 : available.count - 1]
        show(locale: next, of: available.count)
    }

    /// `/`: the picker over the localizations, the current one selected; typing filters it.
    func openLocalePicker() {
        guard let available = localesToChange() else { return }
        let entries = available.map { LocalePicker.Entry(code: $0, name: playground.localeNames[$0] ?? $0) }
        playground.localePicker = LocalePicker(entries: entries, current: locale?.identifier)
        mapper.picking = true
        SDL_StartTextInput()
        // The `/` that opened the picker also arrives as text: it is not the start of a filter.
        SDL_PumpEvents()
        SDL_FlushEvent(SDL_TEXTINPUT.rawValue)
    }

    /// A key or text for the open picker; Enter shows the chosen localization, Esc keeps the one shown.
    func pickerInput(_ input: PickerInput) {
        guard var picker = playground.localePicker else { return }
        switch input {
        case .up: picker.move(by: -1)
        case .down: picker.move(by: 1)
        case .pageUp: picker.move(by: -LocalePicker.visibleRows)
        case .pageDown: picker.move(by: LocalePicker.visibleRows)
        case .deleteBackward: picker.deleteBackward()
        case .text(let text): picker.type(text)
        case .cancel, .choose:
            playground.localePicker = nil
            mapper.picking = false
            if input == .choose, let chosen = picker.chosen {
                show(locale: chosen.code, of: picker.entries.count)
            }
            return
        }
        playground.localePicker = picker
    }

    /// Shows `code`'s text: labels, menus and app names at once, and says so in a banner.
    func show(locale code: String, of count: Int) {
        do {
            let (changed, content) = try stage.switching(to: LocaleID(code), fonts: fonts)
            stage = changed
            playground.reload(
                content.withLint(
                    measurer: playground.measurer,
                    metrics: changed.device.menuMetrics(for: playground.release, textSize: playground.textSize)))
            window.renderer.invalidateLayers()
            watcher.watch(content.files + stage.ownApps.files + [stage.devicePath])
            let name = playground.localeNames[code].map { "\($0) (\(code))" } ?? code
            playground.showBanner(
                "Language: \(name)", detail: "L next · Shift+L previous · / all \(count)", duration: 1_500_000)
        } catch {
            playground.showBanner(
                "Cannot show \(code) (kept the last good state)", detail: "\(error)", duration: 8_000_000,
                isError: true)
        }
    }

    /// Each localization's name in its own language, from ICU (through Foundation's `Locale`):
    /// "Deutsch", "العربية", "中文（简体）". The first letter is capitalized as the language
    /// writes it, as iOS's language list shows them.
    func learnNames(_ codes: [String]) {
        for code in codes where playground.localeNames[code] == nil {
            playground.localeNames[code] = Self.ownName(of: code)
        }
    }

    static func ownName(of code: String) -> String {
        let locale = Locale(identifier: code)
        guard let name = locale.localizedString(forIdentifier: code), !name.isEmpty else { return code }
        return name.prefix(1).uppercased(with: locale) + name.dropFirst()
    }
}
