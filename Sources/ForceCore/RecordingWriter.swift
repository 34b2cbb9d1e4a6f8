import SourceFormats

/// Writes ForceLab recording v1 (JSONL) lines, for `play --record`: times in seconds with at most
/// six decimals, forces in the header's unit.
public struct RecordingWriter: Sendable {
    public var header: RecordingHeader

    public init(header: RecordingHeader) { self.header = header }

    /// The first line of the file.
    public func headerLine() -> String {
        var line = "{\"forcelab\":\"recording\",\"version\":1"
        if let device = header.device { line += ",\"device\":" + jsonQuoted(device) }
        if let scene = header.scene { line += ",\"scene\":" + jsonQuoted(scene) }
        line += ",\"force_unit\":\"\(header.forceUnit.rawValue)\""
        if let profile = header.profile { line += ",\"profile\":" + jsonQuoted(profile) }
        if let haptic = header.haptic { line += ",\"haptic\":" + (haptic ? "true" : "false") }
        if let locale = header.locale { line += ",\"locale\":" + jsonQuoted(locale) }
        if let ios = header.ios { line += ",\"ios\":\(ios)" }
        if let timing = header.hapticTiming { line += ",\"haptic_timing\":\(timing.rawValue)" }
        if let appearance = header.appearance { line += ",\"appearance\":" + jsonQuoted(appearance) }
        if let size = header.textSize { line += ",\"text_size\":" + jsonQuoted(size) }
        if let style = header.iconStyle { line += ",\"icon_style\":" + jsonQuoted(style) }
        if let apps = header.apps, !apps.isEmpty {
            line += ",\"apps\":[" + apps.map(jsonQuoted).joined(separator: ",") + "]"
        }
        if let slot = header.slot { line += ",\"slot\":" + jsonQuoted(slot) }
        line += header.appBuild.headerFields()
        return line + "}"
    }

    /// The line of one input event (without a newline).
    public func line(for event: InputEvent) -> String {
        let time = "{\"t\":" + formatSeconds(event.time)
        switch event {
        case .key(_, let key): return time + ",\"type\":\"key\",\"key\":" + jsonQuoted(key.rawValue) + "}"
        case .tick: return time + ",\"type\":\"tick\"}"
        case .touch(let sample):
            var line =
                time + ",\"type\":\"\(sample.phase.rawValue)\",\"x\":" + formatShort(sample.x) + ",\"y\":"
                + formatShort(sample.y)
            if sample.phase == .down || sample.phase == .move {
                let force = header.forceUnit == .uitouch ? sample.force * ForceUnit.uitouchMaximum : sample.force
                line += ",\"force\":" + formatShort(force)
            }
            return line + "}"
        }
    }
}
