import QuickActions

/// The row an in-app event is about: the app, the row's id and its title (the first fields of
/// every row event in the log).
public struct RowReference: Equatable, Sendable {
    public var app: String
    public var row: String
    public var title: String

    public init(app: String, row: String, title: String) {
        self.app = app
        self.row = row
        self.title = title
    }
}

/// A row of the open menu as the log names it: a quick action (its title as laid out, on one
/// line) or a system item iOS adds.
public enum ShownMenuItem: Equatable, Sendable {
    case quickAction(type: String, title: String, subtitle: String?)
    case system(title: String, destructive: Bool)
}

/// Why a quick-action menu closed without a choice (`menuDismissed`'s `reason`).
public enum MenuDismissal: String, Equatable, Sendable {
    /// Esc.
    case escape
    /// A touch outside the menu.
    case outside
    /// A long press went on into edit mode.
    case editMode
}

/// Why a peek (or an iOS 13+ context menu on a row) went away without popping
/// (`peekDismissed` and `peekCancelled`'s `reason`).
public enum PeekEnding: String, Equatable, Sendable {
    case escape, outside, cancelled, lifted, scroll, swipe
    /// The row has no pop destination.
    case noDestination
}

/// Why a row's swipe actions were hidden (`swipeActionsHidden`'s `reason`).
public enum SwipeHiding: String, Equatable, Sendable {
    case escape, scroll, tap, swipe, cancelled
}

/// A change the person would see, as the event log names it (README "The event log").
///
/// The vocabulary of `{"t":…,"ui":NAME,…}` lines: every case is one event, its associated values
/// the fields in the order they are written. `name` and `fields` below are the one place the JSON
/// spelling lives, so a typo cannot become a silent new event.
public enum UIEvent: Equatable, Sendable {
    // The home screen.
    case screen(page: Int)
    case reloaded(scene: String, files: [String] = [])
    /// Light or Dark Mode switched on (the D key).
    case appearance(Appearance)
    /// The Dynamic Type size stepped (the `=` and `-` keys).
    case textSize(DynamicTypeSize)
    case editMode(on: Bool)
    case menuEmpty(app: String)
    /// `textAlignment` is written only for a right-to-left menu.
    case menuOpened(
        app: String, direction: MenuDirection, iconSide: MenuIconSide, items: [ShownMenuItem],
        textAlignment: HorizontalEdge?)
    case menuDismissed(app: String, reason: MenuDismissal)
    case itemChosen(app: String, type: String, title: String, userInfo: JSONValue)
    case systemItemChosen(app: String, title: String, action: SystemMenuItem.Action)
    case appOpened(app: String)
    // Tuning.
    case profile(name: String, peek: Double, pop: Double, quickActions: Double)
    case calibrationFailed(presses: Int, reason: String)
    case calibrated(presses: Int, levels: Int, peek: Double, pop: Double)
    // An app's screen.
    case listShown(app: String, title: String, segment: Int, rows: Int)
    case loadFinished(app: String)
    case refreshStarted(app: String, segment: Int)
    case refreshEnded(app: String)
    case segmentChanged(app: String, segment: Int, title: String)
    case backHome(app: String)
    case backToList(RowReference)
    case rowSelected(RowReference)
    case rowOpened(RowReference)
    case switchToggled(RowReference, on: Bool)
    case editMenuShown(RowReference)
    case editMenuDismissed(RowReference)
    case editMenuChosen(RowReference, item: String)
    case peekShown(RowReference, style: AppScreen.Peek.Style, actions: [String])
    case peekDismissed(RowReference, reason: PeekEnding)
    case peekCancelled(RowReference, reason: PeekEnding)
    case popped(RowReference, destination: String)
    case previewActionsShown(RowReference, actions: [String])
    case previewActionGroupOpened(RowReference, group: String, actions: [String])
    case previewActionChosen(
        RowReference, action: String, actionTitle: String, style: ActionStyle, group: String?)
    case toolbarActionChosen(RowReference, action: String, actionTitle: String)
    /// `edge` is written only right to left (`left`: the buttons show at the trailing edge).
    case swipeActionsShown(RowReference, actions: [String], edge: HorizontalEdge?)
    case swipeActionChosen(
        RowReference, action: String, actionTitle: String, style: ActionStyle, fullSwipe: Bool)
    case swipeActionsHidden(RowReference, reason: SwipeHiding)

    /// The event's name in the log (`"ui":"menuOpened"`).
    public var name: String {
        switch self {
        case .screen: return "screen"
        case .reloaded: return "reloaded"
        case .appearance: return "appearance"
        case .textSize: return "textSize"
        case .editMode: return "editMode"
        case .menuEmpty: return "menuEmpty"
        case .menuOpened: return "menuOpened"
        case .menuDismissed: return "menuDismissed"
        case .itemChosen: return "itemChosen"
        case .systemItemChosen: return "systemItemChosen"
        case .appOpened: return "appOpened"
        case .profile: return "profile"
        case .calibrationFailed: return "calibrationFailed"
        case .calibrated: return "calibrated"
        case .listShown: return "listShown"
        case .loadFinished: return "loadFinished"
        case .refreshStarted: return "refreshStarted"
        case .refreshEnded: return "refreshEnded"
        case .segmentChanged: return "segmentChanged"
        case .backHome, .backToList: return "back"
        case .rowSelected: return "rowSelected"
        case .rowOpened: return "rowOpened"
        case .switchToggled: return "switchToggled"
        case .editMenuShown: return "editMenuShown"
        case .editMenuDismissed: return "editMenuDismissed"
        case .editMenuChosen: return "editMenuChosen"
        case .peekShown: return "peekShown"
        case .peekDismissed: return "peekDismissed"
        case .peekCancelled: return "peekCancelled"
        case .popped: return "popped"
        case .previewActionsShown: return "previewActionsShown"
        case .previewActionGroupOpened: return "previewActionGroupOpened"
        case .previewActionChosen: return "previewActionChosen"
        case .toolbarActionChosen: return "toolbarActionChosen"
        case .swipeActionsShown: return "swipeActionsShown"
        case .swipeActionChosen: return "swipeActionChosen"
        case .swipeActionsHidden: return "swipeActionsHidden"
        }
    }

    /// The event's fields after `t` and `ui`, in the order the log writes them.
    public var fields: [(String, JSONValue)] {
        switch self {
        case .screen(let page): return [("screen", .string("home")), ("page", .integer(page))]
        case .reloaded(let scene, let files):
            // `files` (added with issue 22): the changed files a reload read again, as watched.
            return [("scene", .string(scene))] + (files.isEmpty ? [] : [("files", .array(files.map(JSONValue.string)))])
        case .appearance(let appearance): return [("appearance", .string(appearance.rawValue))]
        case .textSize(let size): return [("textSize", .string(size.rawValue))]
        case .editMode(let on): return [("on", .bool(on))]
        case .menuEmpty(let app), .appOpened(let app), .loadFinished(let app), .refreshEnded(let app):
            return [("app", .string(app))]
        case .menuOpened(let app, let direction, let iconSide, let items, let textAlignment):
            return [
                ("app", .string(app)), ("direction", .string(direction.rawValue)),
                ("iconSide", .string(iconSide.rawValue)),
                ("items", .array(items.map(Self.menuItem))),
            ] + (textAlignment.map { [("textAlignment", JSONValue.string($0.rawValue))] } ?? [])
        case .menuDismissed(let app, let reason):
            return [("app", .string(app)), ("reason", .string(reason.rawValue))]
        case .itemChosen(let app, let type, let title, let userInfo):
            return [("app", .string(app)), ("type", .string(type)), ("title", .string(title)), ("userInfo", userInfo)]
        case .systemItemChosen(let app, let title, let action):
            return [("app", .string(app)), ("title", .string(title)), ("action", .string(action.rawValue))]
        case .profile(let name, let peek, let pop, let quickActions):
            return [
                ("name", .string(name)), ("peek", .number(peek)), ("pop", .number(pop)),
                ("quickActions", .number(quickActions)),
            ]
        case .calibrationFailed(let presses, let reason):
            return [("presses", .integer(presses)), ("reason", .string(reason))]
        case .calibrated(let presses, let levels, let peek, let pop):
            return [
                ("presses", .integer(presses)), ("levels", .integer(levels)), ("peek", .number(peek)),
                ("pop", .number(pop)),
            ]
        case .listShown(let app, let title, let segment, let rows):
            return [
                ("app", .string(app)), ("title", .string(title)), ("segment", .integer(segment)),
                ("rows", .integer(rows)),
            ]
        case .refreshStarted(let app, let segment): return [("app", .string(app)), ("segment", .integer(segment))]
        case .segmentChanged(let app, let segment, let title):
            return [("app", .string(app)), ("segment", .integer(segment)), ("title", .string(title))]
        case .backHome(let app): return [("app", .string(app)), ("to", .string("home"))]
        default: return rowFields
        }
    }

    /// The fields of the events about a row: the row, then what happened to it.
    private var rowFields: [(String, JSONValue)] {
        func row(_ reference: RowReference, _ more: [(String, JSONValue)] = []) -> [(String, JSONValue)] {
            [("app", .string(reference.app)), ("row", .string(reference.row)), ("title", .string(reference.title))]
                + more
        }
        func strings(_ texts: [String]) -> JSONValue { .array(texts.map(JSONValue.string)) }
        switch self {
        case .backToList(let r): return row(r, [("to", .string("list"))])
        case .rowSelected(let r), .rowOpened(let r), .editMenuShown(let r), .editMenuDismissed(let r): return row(r)
        case .switchToggled(let r, let on): return row(r, [("on", .bool(on))])
        case .editMenuChosen(let r, let item): return row(r, [("item", .string(item))])
        case .peekShown(let r, let style, let actions):
            return row(r, [("style", .string(style.rawValue)), ("actions", strings(actions))])
        case .peekDismissed(let r, let reason), .peekCancelled(let r, let reason):
            return row(r, [("reason", .string(reason.rawValue))])
        case .swipeActionsHidden(let r, let reason): return row(r, [("reason", .string(reason.rawValue))])
        case .popped(let r, let destination): return row(r, [("destination", .string(destination))])
        case .previewActionsShown(let r, let actions): return row(r, [("actions", strings(actions))])
        case .swipeActionsShown(let r, let actions, let edge):
            return row(
                r, [("actions", strings(actions))] + (edge.map { [("edge", JSONValue.string($0.rawValue))] } ?? []))
        case .previewActionGroupOpened(let r, let group, let actions):
            return row(r, [("group", .string(group)), ("actions", strings(actions))])
        case .previewActionChosen(let r, let action, let actionTitle, let style, let group):
            return row(
                r,
                [
                    ("action", .string(action)), ("actionTitle", .string(actionTitle)),
                    ("style", .string(style.rawValue)),
                ]
                    + (group.map { [("group", JSONValue.string($0))] } ?? []))
        case .toolbarActionChosen(let r, let action, let actionTitle):
            return row(r, [("action", .string(action)), ("actionTitle", .string(actionTitle))])
        case .swipeActionChosen(let r, let action, let actionTitle, let style, let fullSwipe):
            return row(
                r,
                [
                    ("action", .string(action)), ("actionTitle", .string(actionTitle)),
                    ("style", .string(style.rawValue)),
                    ("fullSwipe", .bool(fullSwipe)),
                ])
        default: return []
        }
    }

    private static func menuItem(_ item: ShownMenuItem) -> JSONValue {
        switch item {
        case .quickAction(let type, let title, let subtitle):
            return .object(
                [("type", .string(type)), ("title", .string(title))]
                    + (subtitle.map { [("subtitle", JSONValue.string($0))] } ?? []))
        case .system(let title, let destructive):
            return .object(
                [("title", .string(title)), ("system", .bool(true))]
                    + (destructive ? [("destructive", JSONValue.bool(true))] : []))
        }
    }
}
