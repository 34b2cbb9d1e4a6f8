import ForceCore
import ForceLabSDL
import Foundation
import QuickActions
import Simulator
import SourceFormats

/// S, L and edits on disk: the profile saved, the next localization shown, changed files reloaded.
extension PlaySession {
    func saveProfile() {
        let path = options.profileOutput
        do {
            try OutputFile.write(playground.profile.jsonString() + "\n", to: path)
        } catch {
            failures.append("\(error)")
            playground.showBanner("Cannot save the profile", detail: "\(error)", isError: true)
            return
        }
        // The session's presses beside it, for forcelab calibrate and compare later.
        let pressesPath = SessionPressesFile.path(besideProfile: path)
        let header = RecordingHeader(
            device: stage.device.name, scene: options.sceneArgument, forceUnit: .normalized,
            profile: FileSystemName.name(of: path), haptic: playground.haptic ? true : nil)
        guard let text = playground.sessionPresses.recording(header: header) else {
            playground.showBanner("Profile saved", detail: "\(path) (no presses yet to save beside it)")
            return
        }
        do {
            try OutputFile.write(text, to: pressesPath)
            let count = playground.sessionPresses.contactCount
            playground.showBanner(
                "Profile and \(count) press\(count == 1 ? "" : "es") saved", detail: "\(path), \(pressesPath)")
        } catch {
            failures.append("\(error)")
            playground.showBanner("Profile saved; cannot save the presses", detail: "\(error)", isError: true)
        }
    }

    /// L: the next localization, for the labels, the menus and the app names at once. Not while
    /// recording: a recording has one locale in its header, so that it replays as it was made.
    func cycleLocale() {
        guard recording == nil else {
            playground.showBanner(
                "Stop recording (R) to change the language", detail: "a recording keeps the locale it started in")
            return
        }
        let own = stage.ownApps.locales
        let available =
            own.isEmpty ? Array(Set(playground.content.sources.compactMap { $0 }.flatMap(\.locales))).sorted() : own
        guard !available.isEmpty else {
            playground.showBanner("No localizations", detail: "the apps ship their text in one language")
            return
        }
        let next =
            locale.flatMap { available.firstIndex(of: $0.identifier) }.map { available[($0 + 1) % available.count] }
            ?? available[0]
        do {
            let (changed, content) = try stage.switching(to: LocaleID(next), fonts: fonts)
            stage = changed
            playground.reload(
                content.withLint(
                    measurer: playground.measurer, metrics: changed.device.menuMetrics(for: playground.release)))
            window.renderer.invalidateLayers()
            watcher.watch(content.files + stage.ownApps.files + [stage.devicePath])
            playground.showBanner(
                "Language: \(next)",
                detail:
                    "L shows the next of \(available.count): \(available.prefix(12).joined(separator: " "))\(available.count > 12 ? " …" : "")",
                duration: 1_500_000)
        } catch {
            playground.showBanner(
                "Cannot show \(next) (kept the last good state)", detail: "\(error)", duration: 8_000_000, isError: true
            )
        }
    }

    /// The changed files as a banner names them: `MyApp/Info.plist`, `de.lproj/InfoPlist.strings`.
    static func describe(_ files: [String]) -> String {
        let names = files.map { path -> String in
            let folder = FileSystemName.name(of: FileSystemName.folder(of: path))
            let name = FileSystemName.name(of: path)
            return folder.isEmpty || folder == "/" ? name : folder + "/" + name
        }
        return names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
    }

    func reloadIfChanged() {
        let changed = watcher.changed()
        if recording != nil {
            // As L is: refused while recording, so the recording replays exactly as it was seen.
            guard !changed.isEmpty else { return }
            deferredChanges += changed.filter { !deferredChanges.contains($0) }
            playground.showBanner(
                "Not reloaded while recording: \(Self.describe(deferredChanges))",
                detail: "a recording keeps the files it started with; stop recording (R) to reload",
                duration: 3_000_000)
            return
        }
        let files = deferredChanges + changed.filter { !deferredChanges.contains($0) }
        guard !files.isEmpty else { return }
        deferredChanges = []
        do {
            let device = try DeviceProfile.load(path: stage.devicePath).onRelease(playground.release)
            var reloadedStage = stage
            reloadedStage.device = device
            reloadedStage.baseScene = try Scene.load(path: stage.baseScene.path, device: device)
            try reloadedStage.ownApps.reload()
            try reloadedStage.checkIcons()
            let (localized, loaded) = try reloadedStage.switching(to: locale, fonts: fonts)
            let scene = localized.scene
            let content = loaded.withLint(
                measurer: playground.measurer, metrics: device.menuMetrics(for: playground.release))
            stage = localized
            playground.reload(content)
            window.renderer.invalidateLayers()
            watcher.watch(content.files + stage.ownApps.files + [stage.devicePath])
            playground.showBanner("Reloaded", detail: Self.describe(files), duration: 1_200_000)
        } catch {
            // Keep the last good state; show what is wrong.
            // "path:line: error: message" reads better as "File.plist:line: message" in a banner.
            var detail = "\(error)"
            if let range = detail.range(of: ": error: ") {
                let location = FileSystemName.name(of: String(detail[..<range.lowerBound]))
                detail = location + ": " + detail[range.upperBound...]
            }
            playground.showBanner(
                "File error (kept the last good state)", detail: detail, duration: 8_000_000, isError: true)
            watcher.watch(watcher.files)
        }
    }
}
