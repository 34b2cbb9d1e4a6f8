import ForceLabOptions
import Foundation
import Simulator

/// F12's and R's default file names: the device, the locale and the wall-clock time (the shell's
/// to read), never a name already there.
extension PlaySession {
    func defaultFileName(extension ext: String) -> String {
        let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute, .second], from: Date())
        let stamp = DefaultFileName.Stamp(
            year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, hour: parts.hour ?? 0,
            minute: parts.minute ?? 0, second: parts.second ?? 0)
        var attempt = 1
        while true {
            let name = DefaultFileName.name(
                device: stage.device.name, locale: locale?.identifier, stamp: stamp, extension: ext, attempt: attempt)
            // Two F12 presses in one second: the second gets `-2`, rather than replacing the first.
            if !FileManager.default.fileExists(atPath: name) && !pendingNames.contains(name) {
                pendingNames.insert(name)
                return name
            }
            attempt += 1
        }
    }
}
