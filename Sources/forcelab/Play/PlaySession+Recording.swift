import ForceLabSDL
import Foundation
import Simulator

/// R and `--record`: a ForceLab recording of the session, its times counted from its start.
extension PlaySession {
    func record(_ input: InputEvent) {
        guard let recording else { return }
        let shifted: InputEvent
        switch input {
        case .touch(var sample):
            sample.time -= recording.start
            shifted = .touch(sample)
        case .key(let time, let key):
            shifted = .key(time: time - recording.start, key: key)
        case .tick(let time):
            shifted = .tick(time: time - recording.start)
        }
        recording.file.write(recording.writer.line(for: shifted))
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
            profileName = (beside as NSString).lastPathComponent
        }
        let writer = RecordingWriter(
            header: RecordingHeader(
                device: stage.device.name, scene: options.sceneArgument, forceUnit: .normalized,
                profile: profileName, haptic: playground.haptic ? true : nil, locale: locale, ios: playground.ios,
                apps: stage.ownApps.isEmpty ? nil : stage.ownApps.paths.map { OwnApps.relative($0, toFolderOf: path) },
                slot: stage.ownApps.isEmpty ? nil : stage.ownApps.slotText))
        file.write(writer.headerLine())
        file.flush()
        // A disk already full: say so now (`play --record` exits 2, R shows the error).
        if let failure = file.failure { throw failure }
        recording = (file, writer, playground.time)
    }

    func toggleRecording() {
        if let current = recording {
            // End with a tick so the replay runs as long as the session did.
            record(.tick(time: playground.time))
            recording = nil
            do {
                try current.file.finish()
                playground.showBanner("Recording saved", detail: current.file.path)
            } catch {
                if !failures.contains("\(error)") { failures.append("\(error)") }
                playground.showBanner("Recording failed", detail: "\(error)", duration: 8_000_000, isError: true)
            }
        } else {
            let path = options.record ?? "forcelab-recording-\(Int(Date().timeIntervalSince1970)).jsonl"
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
}
