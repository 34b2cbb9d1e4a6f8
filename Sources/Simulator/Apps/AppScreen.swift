import ForceCore

/// What an app screen asks of the playground after an input.
public enum AppScreenOutcome: Equatable, Sendable {
    /// Leave the app for the home screen.
    case goHome
    /// Write a UI change to the event log.
    case log(name: String, fields: [(String, JSONValue)])
    /// Show a banner at the top of the screen.
    case banner(title: String, detail: String)

    public static func == (lhs: AppScreenOutcome, rhs: AppScreenOutcome) -> Bool {
        switch (lhs, rhs) {
        case (.goHome, .goHome): return true
        case let (.log(a, x), .log(b, y)): return a == b && JSONValue.object(x) == JSONValue.object(y)
        case let (.banner(a, x), .banner(b, y)): return a == b && x == y
        default: return false
        }
    }
}

/// The screen of an app opened from the home screen. The playground routes contacts that begin
/// while an app is open, gesture events of those contacts, keys and clock ticks here; the app
/// screen answers with outcomes. Pure, like the playground.
public struct AppScreen: Equatable, Sendable {
    public var app: Int
    public var openedAt: Int64
    public private(set) var time: Int64
    private var contactStart: Point?

    public init(app: Int, openedAt: Int64, content: SceneContent) {
        self.app = app
        self.openedAt = openedAt
        time = openedAt
    }

    /// The classifier target for a contact beginning at `point` (rows with previews are `row`).
    public func targetKind(at point: Point) -> TargetKind { .plain }

    public mutating func contactBegan(at point: Point) {
        contactStart = point
    }

    public mutating func contactMoved(to point: Point) {}

    /// A contact lifted (or was cancelled). Swiping up from the bottom edge goes home, as on
    /// Face ID iPhones.
    public mutating func contactEnded(at point: Point, cancelled: Bool, screen: Size) -> [AppScreenOutcome] {
        defer { contactStart = nil }
        guard !cancelled, let start = contactStart else { return [] }
        if start.y > screen.height - 60 && start.y - point.y > 80 { return [.goHome] }
        return []
    }

    /// A gesture event of a contact that began on this screen.
    public mutating func reduce(_ event: GestureEvent) -> [AppScreenOutcome] { [] }

    public mutating func advance(to newTime: Int64) {
        time = max(time, newTime)
    }

    /// A named key; Esc goes home.
    public mutating func handleKey(_ name: String) -> [AppScreenOutcome] {
        name == "escape" ? [.goHome] : []
    }
}
