/// Where a contact began: the origin of the movement slop and of the long-press timer.
public struct ContactStart: Equatable, Sendable {
    public var time: Int64
    public var x: Double
    public var y: Double

    public init(time: Int64, x: Double, y: Double) {
        self.time = time
        self.x = x
        self.y = y
    }
}

/// The phase of the force classifier. Each case is one thing the contact can be, so that
/// impossible combinations (popped without a peek, a long press after a peek) cannot be stored.
public enum ClassifierState: Equatable, Sendable {
    /// No contact.
    case idle
    /// A contact with no outcome yet: it may still become a tap, long press or force stage.
    case touching(ContactStart)
    /// The long press fired; force stages no longer fire in this contact (iOS 13 context menus
    /// open on whichever comes first, a firm press or a long press).
    case longPressed(ContactStart)
    /// `peek` fired (row). `pressed` is false once force has fallen below the peek fall value and
    /// true again when it rises back to the peek rise value (hysteresis; no new event).
    case peeked(ContactStart, pressed: Bool)
    /// `pop` fired (row); nothing more fires until the contact ends.
    case popped(ContactStart)
    /// `quickActions` fired (icon). `pressed` as for `peeked`, with the quick-action values.
    case quickActions(ContactStart, pressed: Bool)
    /// The contact was cancelled (moved beyond the slop, or the input cancelled it) and is still
    /// down; its remaining samples are ignored until it lifts.
    case cancelled

    /// A short name for the HUD.
    public var name: String {
        switch self {
        case .idle: return "idle"
        case .touching: return "touching"
        case .longPressed: return "longPress"
        case .peeked(_, let pressed): return pressed ? "peek" : "peek (released)"
        case .popped: return "pop"
        case .quickActions(_, let pressed): return pressed ? "quickActions" : "quickActions (released)"
        case .cancelled: return "cancelled"
        }
    }

    /// Whether a contact is down and not cancelled.
    public var isContactActive: Bool {
        switch self {
        case .idle, .cancelled: return false
        default: return true
        }
    }

    /// Where the active contact began, if any.
    public var contactStart: ContactStart? {
        switch self {
        case .idle, .cancelled: return nil
        case .touching(let start), .longPressed(let start), .popped(let start): return start
        case .peeked(let start, _), .quickActions(let start, _): return start
        }
    }
}
