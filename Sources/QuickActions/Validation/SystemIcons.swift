/// The 29 system quick-action glyphs, `UIApplicationShortcutIconType<Name>`.
public enum SystemIcons {
    public static let prefix = "UIApplicationShortcutIconType"
    /// The names without the prefix, in the order the spec lists them (iOS 9.0, then 9.1).
    public static let names = [
        "Compose", "Play", "Pause", "Add", "Location", "Search", "Share",
        "Prohibit", "Contact", "Home", "MarkLocation", "Favorite", "Love", "Cloud", "Invitation", "Confirmation",
        "Mail", "Message", "Date", "Time", "CapturePhoto", "CaptureVideo", "Task", "TaskCompleted", "Alarm",
        "Bookmark", "Shuffle", "Audio", "Update",
    ]
    private static let full = Set(names.map { prefix + $0 })

    /// The short name (`Compose`) of a valid icon type; manifests may also use the short name.
    public static func name(of iconType: String, allowShort: Bool) -> String? {
        if full.contains(iconType) { return String(iconType.dropFirst(prefix.count)) }
        if allowShort, let match = names.first(where: { $0 == iconType }) { return match }
        return nil
    }

    /// A likely intended type for a wrong one (a case or prefix mistake), for the message.
    public static func suggestion(for iconType: String) -> String? {
        let lower = iconType.lowercased()
        let bare = lower.hasPrefix(prefix.lowercased()) ? String(lower.dropFirst(prefix.count)) : lower
        return names.first(where: { $0.lowercased() == bare }).map { prefix + $0 }
    }
}
