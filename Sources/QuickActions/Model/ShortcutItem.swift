/// One home-screen quick action (`UIApplicationShortcutItem`), static from Info.plist or dynamic
/// from a manifest, with the place in its file where it starts.
public struct ShortcutItem: Equatable, Sendable {
    public var type: String?
    public var title: String?
    public var subtitle: String?
    public var iconType: String?
    public var iconFile: String?
    public var iconSymbolName: String?
    public var userInfo: [String: PlistValue]?
    /// Set at run time by the app (manifest `dynamic`), rather than declared in Info.plist.
    public var isDynamic: Bool
    /// The file the item was read from, as the user named it.
    public var file: String
    /// The 1-based line where the item starts (1 for binary plists).
    public var line: Int
    /// The item's 0-based index in its array (`UIApplicationShortcutItems`, `static` or `dynamic`).
    public var index: Int
    /// Keys present with a value of the wrong type (the field is then nil), for QA014.
    public var typeIssues: [TypeIssue]
    /// The image file `iconFile` draws from, once found in the app's asset catalogs (nil: not
    /// looked up or not found); set when a scene loads the app, not read from any file.
    public var iconImagePath: String?

    public init(
        type: String? = nil, title: String? = nil, subtitle: String? = nil, iconType: String? = nil,
        iconFile: String? = nil, iconSymbolName: String? = nil, userInfo: [String: PlistValue]? = nil,
        isDynamic: Bool = false, file: String = "", line: Int = 1, index: Int = 0, typeIssues: [TypeIssue] = []
    ) {
        self.type = type
        self.title = title
        self.subtitle = subtitle
        self.iconType = iconType
        self.iconFile = iconFile
        self.iconSymbolName = iconSymbolName
        self.userInfo = userInfo
        self.isDynamic = isDynamic
        self.file = file
        self.line = line
        self.index = index
        self.typeIssues = typeIssues
    }

    /// The subtitle when it will be shown: an empty subtitle is no subtitle.
    public var shownSubtitle: String? {
        guard let subtitle, !subtitle.isEmpty else { return nil }
        return subtitle
    }
}

/// A value of the wrong type where a quick action expects another (QA014).
public struct TypeIssue: Equatable, Sendable {
    /// The key as written in the file (`UIApplicationShortcutItemTitle`, `title`).
    public var key: String
    /// What was expected: "a string", "a dictionary".
    public var expected: String
    /// What was found: "a number".
    public var found: String
    /// The line of the value.
    public var line: Int

    public init(key: String, expected: String, found: String, line: Int) {
        self.key = key
        self.expected = expected
        self.found = found
        self.line = line
    }
}
