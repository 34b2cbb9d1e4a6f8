import Foundation
import SourceFormats

/// The in-app screen an app opens to (scene key `screen`): a navigation bar titled `title`
/// over one list (`rows`) or several lists switched by a segmented control (`segments`).
public struct AppScreenSpec: Codable, Equatable, Sendable {
    public var title: String
    /// One list without a segmented control (used when `segments` is absent).
    public var rows: [ListRow]?
    /// Lists switched by a segmented control (at most 5 on iPhone; HIG005).
    public var segments: [ListSegment]?
    /// Pull down at the top to refresh (a spinner shows for a second).
    public var refreshable: Bool?
    /// A simulated load shown as a progress bar under the navigation bar.
    public var load: LoadSpec?
    /// Height of every row, points (default 44, or 64 for rows with a subtitle); HIG004 below 44.
    public var rowHeight: Double?

    public init(
        title: String, rows: [ListRow]? = nil, segments: [ListSegment]? = nil, refreshable: Bool? = nil,
        load: LoadSpec? = nil, rowHeight: Double? = nil
    ) {
        self.title = title
        self.rows = rows
        self.segments = segments
        self.refreshable = refreshable
        self.load = load
        self.rowHeight = rowHeight
    }

    /// The lists the screen switches between (one when there is no segmented control).
    public var lists: [ListSegment] {
        if let segments, !segments.isEmpty { return segments }
        return [ListSegment(title: nil, rows: rows ?? [])]
    }

    /// Whether a segmented control is shown.
    public var hasSegmentedControl: Bool { (segments?.count ?? 0) > 1 }

    /// Where each list's rows sit in the scene file, relative to the screen (as `lists` picks them).
    var listPaths: [[JSONPathComponent]] {
        if let segments, !segments.isEmpty { return segments.indices.map { ["segments", .index($0), "rows"] } }
        return [["rows"]]
    }

    /// Checks what decoding cannot: known accessories, ids present and unique (styles are
    /// `ActionStyle`s, refused at their line when decoded).
    /// `source` is the screen's value in the scene file, for the lines.
    func check(path: String, source: JSONNode) throws {
        func fail(_ at: [JSONPathComponent], _ message: String) -> LoadError {
            LoadError(path: path, line: source.line(at: at), message)
        }
        var ids: Set<String> = []
        for (list, rowsPath) in zip(lists, listPaths) {
            for (index, row) in list.rows.enumerated() {
                let rowPath = rowsPath + [.index(index)]
                if row.id.isEmpty { throw fail(rowPath + ["title"], "row '\(row.title)' has an empty id") }
                if !ids.insert(row.id).inserted { throw fail(rowPath + ["id"], "two rows have the id '\(row.id)'") }
                if let accessory = row.accessory, ListRow.Accessory(rawValue: accessory) == nil {
                    throw fail(
                        rowPath + ["accessory"],
                        "accessory '\(accessory)' is not disclosure, detail, checkmark or switch")
                }
                for (number, action) in (row.previewActions ?? []).enumerated() {
                    let actionPath = rowPath + ["previewActions", .index(number)]
                    let members =
                        [(action, actionPath)]
                        + (action.group ?? []).enumerated().map { ($1, actionPath + ["group", .index($0)]) }
                    for (member, memberPath) in members {
                        if member.group?.contains(where: { $0.group != nil }) == true {
                            throw fail(
                                memberPath + ["title"],
                                "preview action group '\(member.title)' holds another group; groups nest one level")
                        }
                    }
                }
            }
        }
        if let load, load.duration <= 0 {
            throw fail(["load", "duration"], "load duration must be more than 0 seconds")
        }
    }
}

/// One list of an app screen; with a segmented control, one segment (a `title` or a glyph `image`).
public struct ListSegment: Codable, Equatable, Sendable {
    public var title: String?
    /// A glyph in `Icons/glyphs` shown instead of a title (do not mix the two; HIG006).
    public var image: String?
    public var rows: [ListRow]

    public init(title: String?, image: String? = nil, rows: [ListRow]) {
        self.title = title
        self.image = image
        self.rows = rows
    }
}

/// A table row: title, subtitle, detail (right-aligned), accessory, and what force does on it.
public struct ListRow: Codable, Equatable, Sendable {
    /// The accessories of a table row (`UITableViewCell.AccessoryType`, plus a switch).
    public enum Accessory: String, Sendable {
        case disclosure, detail, checkmark, `switch`
    }

    public var id: String
    public var title: String
    public var subtitle: String?
    public var detail: String?
    public var accessory: String?
    public var switchOn: Bool?
    /// A blue dot before the title (unread mail).
    public var unread: Bool?
    public var peek: PeekContent?
    public var pop: PopDestination?
    public var previewActions: [PreviewAction]?
    public var swipeActions: [SwipeAction]?
    /// Long press shows the edit menu (Copy, Share…); excludes peek (HIG002).
    public var editMenu: Bool?

    public init(
        id: String, title: String, subtitle: String? = nil, detail: String? = nil, accessory: String? = nil,
        switchOn: Bool? = nil, unread: Bool? = nil, peek: PeekContent? = nil, pop: PopDestination? = nil,
        previewActions: [PreviewAction]? = nil, swipeActions: [SwipeAction]? = nil, editMenu: Bool? = nil
    ) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.detail = detail
        self.accessory = accessory
        self.switchOn = switchOn
        self.unread = unread
        self.peek = peek
        self.pop = pop
        self.previewActions = previewActions
        self.swipeActions = swipeActions
        self.editMenu = editMenu
    }

    public var accessoryKind: Accessory? { accessory.flatMap(Accessory.init(rawValue:)) }
    /// A row force can peek: it has peek content.
    public var isPreviewable: Bool { peek != nil }
}

/// What the peek card shows.
public struct PeekContent: Codable, Equatable, Sendable {
    public var title: String
    public var subtitle: String?
    public var body: String?
}

/// The screen a pop (or a tap) opens full screen; `actions` are the ids of the actions its
/// toolbar offers (so preview actions stay reachable without force; HIG003).
public struct PopDestination: Codable, Equatable, Sendable {
    public var title: String
    public var body: String?
    public var actions: [String]?
}

/// How an action is drawn and what it means: `UIPreviewActionStyle` for preview actions, and
/// the same three for swipe actions (`UIContextualAction.Style` has normal and destructive;
/// `selected` draws the tint). Destructive is this style, never a word in a title, so a localized
/// "Löschen" is as red as "Delete".
public enum ActionStyle: String, CaseIterable, Sendable {
    case `default`, selected, destructive

    /// Decodes the optional `style` key of an action (absent: `default`); an unknown value is a
    /// `DecodingError` at the key, which the scene reader reports at its line.
    static func decode<Key: CodingKey>(
        _ container: KeyedDecodingContainer<Key>, key: Key, what: String
    ) throws -> ActionStyle {
        guard let text = try container.decodeIfPresent(String.self, forKey: key) else { return .default }
        guard let style = ActionStyle(rawValue: text) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: container.codingPath + [key],
                    debugDescription: "\(what) style '\(text)' is not default, selected or destructive"))
        }
        return style
    }
}

/// A preview action (`UIPreviewAction`) or, with `group`, a group that opens a submenu
/// (`UIPreviewActionGroup`).
public struct PreviewAction: Codable, Equatable, Sendable {
    public var id: String?
    public var title: String
    public var style: ActionStyle
    public var group: [PreviewAction]?

    public init(id: String?, title: String, style: ActionStyle = .default, group: [PreviewAction]? = nil) {
        self.id = id
        self.title = title
        self.style = style
        self.group = group
    }

    enum CodingKeys: String, CodingKey { case id, title, style, group }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(String.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        style = try ActionStyle.decode(container, key: .style, what: "preview action")
        group = try container.decodeIfPresent([PreviewAction].self, forKey: .group)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encode(title, forKey: .title)
        if style != .default { try container.encode(style.rawValue, forKey: .style) }
        try container.encodeIfPresent(group, forKey: .group)
    }

    /// The name the event log and HIG003 use: the id, else the title.
    public var key: String { id ?? title }
}

/// A swipe action of a row (`UIContextualAction`): the way to reach an action without force.
public struct SwipeAction: Codable, Equatable, Sendable {
    public var id: String
    public var title: String
    /// `default` (grey), `selected` (blue) or `destructive` (red; a full swipe performs it).
    public var style: ActionStyle

    public init(id: String, title: String, style: ActionStyle = .default) {
        self.id = id
        self.title = title
        self.style = style
    }

    enum CodingKeys: String, CodingKey { case id, title, style }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        style = try ActionStyle.decode(container, key: .style, what: "swipe action")
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        if style != .default { try container.encode(style.rawValue, forKey: .style) }
    }
}

/// A simulated load: a progress bar that fills over `duration` seconds after the app opens.
public struct LoadSpec: Codable, Equatable, Sendable {
    public var title: String?
    public var duration: Double
}
