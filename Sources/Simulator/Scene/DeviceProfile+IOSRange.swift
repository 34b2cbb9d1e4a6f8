extension DeviceProfile {
    /// Nil when the device runs iOS `version`; else why not, naming the release as `--ios`.
    public func iosProblem(_ version: Int) -> String? {
        guard !ios.contains(version) else { return nil }
        return
            "\(displayName) (\(name)) runs iOS \(ios.min) to \(ios.max); --ios \(version) is outside that range"
    }
}
