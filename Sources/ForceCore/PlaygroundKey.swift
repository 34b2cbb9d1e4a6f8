import SourceFormats

/// A key the playground understands: the vocabulary of `key` events in recordings.
///
/// The raw value is the name written in a recording (`{"t":…,"type":"key","key":"escape"}`), the
/// one place it is spelled; a recording naming any other key is a `path:line: error:` when read.
public enum PlaygroundKey: String, CaseIterable, Sendable {
    /// Closes a menu, a peek, swipe actions or an app; leaves edit mode.
    case escape
    /// A wheel notch with no button held, scrolling an app's list up or down.
    case wheelUp, wheelDown
    /// The previous and next home-screen page.
    case left, right
    /// Shows or hides the HUD (`h`).
    case toggleHUD = "h"
    /// Calibrates from the presses so far (`c`).
    case calibrate = "c"
    /// Selects the next threshold to tune (`tab`).
    case nextThreshold = "tab"
    /// Lowers or raises the selected threshold by 0.01 (`[` and `]`).
    case lowerThreshold = "["
    case raiseThreshold = "]"
    /// Switches to the next force profile (`p`).
    case nextProfile = "p"
    /// Freezes or unfreezes the HUD's force graph (`f`).
    case freezeGraph = "f"
    /// Scrolls the HUD graph half a second back or forward in time (`,` and `.`).
    case scrollGraphBack = ","
    case scrollGraphForward = "."
    /// Pages back and on through the HUD's lint lines (Page Up and Page Down; added with issue 25).
    case lintPageUp = "pageUp"
    case lintPageDown = "pageDown"
    /// Switches between light and Dark Mode (`d`; iOS 13 and later).
    case toggleAppearance = "d"
    /// One Dynamic Type size larger or smaller (`=` and `-`), `xSmall` to `accessibility5`.
    case largerText = "="
    case smallerText = "-"

    /// The names a recording may use, quoted, for messages.
    public static var names: String { allCases.map { jsonQuoted($0.rawValue) }.joined(separator: ", ") }
}
