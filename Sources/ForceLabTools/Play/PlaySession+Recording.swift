import ForceCore
import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import Foundation
import Simulator
import SourceFormats

/// R and `--record`: a ForceLab recording of the session, its times counted from its start.
extension PlaySession {
    package func record(_ input: InputEvent) {
        guard let recording else { return }
        switch recording.clock.place(input) {
        case .event(let shifted):
            recording.file.write(recording.writer.line(for: shifted))
        case .end(let tick):
            // 24 hours: the longest recording replay reads. The session goes on unrecorded.
            recording.file.write(recording.writer.line(for: tick))
            stopRecording(saved: "Recording stopped at 24 hours, the longest a recording may be")
            Console.error(
                "forcelab: \(recording.file.path): the recording stopped at 24 hours, the longest replay reads")
        }
    }

    func startRecording(_ path: String) throws {
        let file = try LineFile(path: path)
        file.onFailure = { [unowned self] failure in self.writeFailed(failure, what: "The recording stopped") }
        // The thresholds in use: a built-in by name, else (tuned live, calibrated, or from a
        // file) a profile JSON written beside the recording, which replay finds there.
        var profileName: String? = nil
        let profile = playground.profile
        if let builtIn = ForceProfile.named(profile.name), builtIn == profile {
            profileName = profile.name == "medium" ? nil : profile.name
        } else {
            let beside = path + ".profile.json"
            do {
                try OutputFile.write(profile.jsonString() + "\n", to: beside)
            } catch {
                file.discardUnfinished()
                throw error
            }
            profileName = FileSystemName.name(of: beside)
        }
        var header = RecordingHeader(
            device: stage.device.name, scene: options.sceneArgument, forceUnit: .normalized,
            profile: profileName, haptic: playground.haptic ? true : nil, locale: locale?.identifier,
            ios: playground.ios, hapticTiming: playground.hapticTiming == .byRelease ? .byRelease : nil,
            apps: stage.ownApps.isEmpty ? nil : stage.ownApps.paths.map { OwnApps.relative($0, toFolderOf: path) },
            slot: stage.ownApps.isEmpty ? nil : stage.ownApps.slotText)
        header.appearance = playground.appearance.rawValue
        // Only another style than automatic, so a recording without it reads as every one before it.
        if playground.iconStyleChoice != .automatic { header.iconStyle = playground.iconStyleChoice.rawValue }
        header.appBuild = stage.ownApps.recordedBuild(relativeTo: path)
        do {
            // The items as shown, beside the recording: it replays as seen whatever the files become.
            header.appBuild.snapshots = try stage.ownApps.writeSnapshots(
                besideRecording: path, locale: locale?.identifier)
        } catch {
            file.discardUnfinished()
            throw error
        }
        // The text size as the recording begins (`=` and `-` after it are recorded as keys).
        header.textSize = playground.textSize == .large ? nil : playground.textSize.rawValue
        let writer = RecordingWriter(header: header)
        file.write(writer.headerLine())
        file.flush()
        // A disk already full: say so now (`play --record` exits 2, R shows the error).
        if let failure = file.failure { throw failure }
        recording = (file, writer, RecordingClock(start: playground.time))
    }

    func toggleRecording() {
        if recording != nil {
            // End with a tick so the replay runs as long as the session did.
            record(.tick(time: playground.time))
            stopRecording(saved: "Recording saved")
        } else {
            let path = options.record ?? defaultFileName(extension: "jsonl")
            do {
                // A recording replays from a fresh home screen, so it starts from one.
                playground.returnToStart()
                window.renderer.invalidateLayers()
                try startRecording(path)
                playground.showBanner("Recording from the home screen", detail: "R again to stop; writing \(path)")
            } catch {
                playground.showBanner("Cannot record", detail: "\(error)", isError: true)
            }
        }
    }

    /// Finishes and closes the recording, showing `banner` (or, when the disk refused it, the failure).
    func stopRecording(saved banner: String) {
        guard let current = recording else { return }
        recording = nil
        do {
            try current.file.finish()
            playground.showBanner(banner, detail: current.file.path)
        } catch {
            if !failures.contains("\(error)") { failures.append("\(error)") }
            playground.showBanner("Recording failed", detail: "\(error)", duration: 8_000_000, isError: true)
        }
    }
}
