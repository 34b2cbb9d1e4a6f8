/// Stand-ins for SF Symbols (`UIApplicationShortcutItemIconSymbolName`). SF Symbols are Apple's
/// and cannot be shipped, so ForceLab draws its own glyph for the names apps use most
/// (`Icons/symbols/` and the system glyphs in `Icons/glyphs/`), and a clearly marked placeholder
/// (a square with a question mark) for any other name; lint says which (QA019, a note).
///
/// The names are SF Symbols' own (Apple's SF Symbols app lists them); the choice of the common
/// ones is reconstructed from the symbol names in shipped apps' Info.plists and from Apple's
/// sample code, not from a published ranking.
public enum SymbolGlyphs {
    /// Symbol name (without `.fill`) -> picture name under `Icons/`.
    public static let table: [String: String] = [
        // Drawn by the system-glyph set (UIApplicationShortcutIconType look-alikes).
        "magnifyingglass": "glyphs/Search", "square.and.pencil": "glyphs/Compose", "plus": "glyphs/Add",
        "plus.app": "glyphs/Add", "plus.circle": "glyphs/Add", "plus.square": "glyphs/Add",
        "arrow.clockwise": "glyphs/Update", "arrow.triangle.2.circlepath": "glyphs/Update",
        "square.and.arrow.up": "glyphs/Share", "heart": "glyphs/Love", "star": "glyphs/Favorite",
        "envelope": "glyphs/Mail", "message": "glyphs/Message", "bubble.left": "glyphs/Message",
        "bubble.left.and.bubble.right": "glyphs/Message", "play": "glyphs/Play", "pause": "glyphs/Pause",
        "house": "glyphs/Home", "calendar": "glyphs/Date", "clock": "glyphs/Time", "camera": "glyphs/CapturePhoto",
        "video.badge.plus": "glyphs/CaptureVideo", "bookmark": "glyphs/Bookmark", "location": "glyphs/Location",
        "mappin": "glyphs/MarkLocation", "mappin.and.ellipse": "glyphs/MarkLocation", "person": "glyphs/Contact",
        "person.crop.circle": "glyphs/Contact", "cloud": "glyphs/Cloud", "alarm": "glyphs/Alarm",
        "shuffle": "glyphs/Shuffle", "speaker.wave.2": "glyphs/Audio", "music.note": "glyphs/Audio",
        "checkmark.circle": "glyphs/TaskCompleted", "circle": "glyphs/Task", "nosign": "glyphs/Prohibit",
        // Drawn by ForceLab for SF Symbols only.
        "trash": "symbols/trash", "gear": "symbols/gear", "gearshape": "symbols/gear",
        "qrcode.viewfinder": "symbols/qrcode", "qrcode": "symbols/qrcode", "barcode.viewfinder": "symbols/qrcode",
        "doc": "symbols/doc", "doc.text": "symbols/doc", "folder": "symbols/folder", "bell": "symbols/bell",
        "lock": "symbols/lock", "lock.shield": "symbols/lock", "link": "symbols/link", "globe": "symbols/globe",
        "safari": "symbols/globe", "bolt": "symbols/bolt", "flag": "symbols/flag", "tag": "symbols/tag",
        "photo": "symbols/photo", "photo.on.rectangle": "symbols/photo", "mic": "symbols/mic", "phone": "symbols/phone",
        "video": "symbols/video", "cart": "symbols/cart", "bag": "symbols/cart", "paperplane": "symbols/paperplane",
        "list.bullet": "symbols/list", "checklist": "symbols/list", "book": "symbols/book",
        "books.vertical": "symbols/book",
        "arrow.down.circle": "symbols/download", "square.and.arrow.down": "symbols/download",
        "pencil": "symbols/pencil",
        "eye": "symbols/eye", "xmark": "symbols/xmark", "xmark.circle": "symbols/xmark",
        "checkmark": "symbols/checkmark",
        "square.grid.2x2": "symbols/grid", "person.2": "symbols/people", "person.3": "symbols/people",
        "tray": "symbols/tray", "tray.full": "symbols/tray", "creditcard": "symbols/creditcard",
        "lightbulb": "symbols/lightbulb", "moon": "symbols/moon", "sun.max": "symbols/sun", "map": "symbols/map",
        "chart.bar": "symbols/chart", "doc.on.clipboard": "symbols/clipboard", "list.clipboard": "symbols/clipboard",
        "info.circle": "symbols/info",
    ]

    /// The picture for an SF Symbol a placeholder stands in for.
    public static let placeholder = "symbols/placeholder"

    /// The stand-in for `symbol`: exact, then without `.fill`, then without a trailing shape
    /// (`.circle`, `.square`); nil when ForceLab has none (the placeholder is drawn).
    public static func glyph(for symbol: String) -> String? {
        if let exact = table[symbol] { return exact }
        var base = symbol.replacingOccurrences(of: ".fill", with: "")
        if let found = table[base] { return found }
        for suffix in [".circle", ".square", ".rectangle"] where base.hasSuffix(suffix) {
            base.removeLast(suffix.count)
            if let found = table[base] { return found }
        }
        return nil
    }
}
