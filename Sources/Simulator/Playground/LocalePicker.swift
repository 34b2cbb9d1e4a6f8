/// The locale picker (`/`): the app's localizations by their own names, filtered by what is
/// typed, one of them selected by the arrow keys, Enter choosing it. A value: the shell feeds it
/// keys and text, the renderer draws it, and tests drive it without a window.
public struct LocalePicker: Equatable, Sendable {
    /// A localization: its code (`de`, `zh-Hans`) and its name in its own language ("Deutsch").
    public struct Entry: Equatable, Sendable {
        public var code: String
        public var name: String

        public init(code: String, name: String) {
            self.code = code
            self.name = name
        }
    }

    /// Every localization, in the order the shell gave them.
    public let entries: [Entry]
    /// What has been typed.
    public private(set) var filter = ""
    /// The selected row, an index into `matches`.
    public private(set) var selected = 0

    /// A picker over `entries`, with `current` (a code) selected when it is among them.
    public init(entries: [Entry], current: String?) {
        self.entries = entries
        selected = entries.firstIndex { $0.code == current } ?? 0
    }

    /// The entries whose name or code contains the filter, ignoring case (all of them unfiltered).
    public var matches: [Entry] {
        guard !filter.isEmpty else { return entries }
        let needle = filter.lowercased()
        return entries.filter { $0.name.lowercased().contains(needle) || $0.code.lowercased().contains(needle) }
    }

    /// The entry Enter would choose, if any matches.
    public var chosen: Entry? {
        let shown = matches
        return shown.indices.contains(selected) ? shown[selected] : nil
    }

    /// Typed text narrows the list; the selection goes to the first match.
    public mutating func type(_ text: String) {
        filter += text.filter { !$0.isNewline }
        selected = 0
    }

    /// Backspace: one character less of the filter.
    public mutating func deleteBackward() {
        guard !filter.isEmpty else { return }
        filter.removeLast()
        selected = 0
    }

    /// The arrow keys: the selection moves by `rows`, stopping at the ends.
    public mutating func move(by rows: Int) {
        let count = matches.count
        guard count > 0 else { return }
        selected = min(max(0, selected + rows), count - 1)
    }

    /// How many rows the picker shows at once.
    public static let visibleRows = 9

    /// The first row shown: the selection stays in view.
    public var firstVisible: Int {
        max(0, min(selected - Self.visibleRows / 2, matches.count - Self.visibleRows))
    }
}
