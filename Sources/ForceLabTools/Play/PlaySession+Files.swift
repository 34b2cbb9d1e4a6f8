import ForceCore
import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import Foundation
import QuickActions
import Simulator
import SourceFormats

/// S and edits on disk: the profile saved, changed files reloaded.
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
            var summary = playground.contactSummary
            // Past C's window the older contacts are saved too: presses all, as far as C knows.
            summary = Playground.ContactSummary(contacts: count, presses: max(0, count - summary.drags))
            playground.showBanner(
                "Profile and \(count) contact\(count == 1 ? "" : "s") saved",
                detail: "\(summary.sentence) by calibrate; \(path), \(pressesPath)")
        } catch {
            failures.append("\(error)")
            playground.showBanner("Profile saved; cannot save the presses", detail: "\(error)", isError: true)
        }
    }

    func reloadIfChanged() {
        let changed = watcher.changed()
        if recording != nil {
            // As L is: refused while recording, so the recording replays exactly as it was seen.
            guard !changed.isEmpty else { return }
            deferredChanges += changed.filter { !deferredChanges.contains($0) }
            playground.showBanner(
                "Not reloaded while recording: \(ChangedFiles.describe(deferredChanges))",
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
            let content = loaded.withLint(
                measurer: playground.measurer,
                metrics: device.menuMetrics(for: playground.release, textSize: playground.textSize))
            stage = localized
            playground.reload(content, files: files)
            window.renderer.invalidateLayers()
            watcher.watch(content.files + stage.ownApps.files + [stage.devicePath])
            playground.showBanner("Reloaded", detail: ChangedFiles.describe(files), duration: 1_200_000)
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
