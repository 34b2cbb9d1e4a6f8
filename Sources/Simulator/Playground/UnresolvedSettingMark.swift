import Geometry
import QuickActions

/// How a menu line holding a build setting nothing defined (`$(SHORTCUT_TITLE)` left as
/// written) is drawn: in magenta, over a dashed magenta underline as wide as its text. iOS never
/// shows either (its menus draw text in one ink, never underlined), so the mark cannot be
/// mistaken for the app's own look; lint reports the same settings as QA015.
enum UnresolvedSettingMark {
    /// The mark's colour (at the menu's fade-in opacity).
    static let color = Color(r: 204, g: 0, b: 136)
    /// The underline's dashes: 3 points on, 2 off, 1 point thick.
    static let dash = 3.0
    static let gap = 2.0
    static let thickness = 1.0

    /// Whether `text` (a title or subtitle as the menu shows it) still holds a `$(NAME)` or
    /// `${NAME}` setting: after expansion, one nothing defined.
    static func isUnresolved(_ text: String?) -> Bool {
        guard let text, BuildSettings.containsSetting(text) else { return false }
        return !BuildSettings.expand(text, defines: [:]).undefined.isEmpty
    }

    /// The dashes under `run`'s text, `width` points wide (measured), at the line's foot.
    static func underline(for run: TextRun, width: Double, lineHeight: Double) -> [DisplayItem] {
        let width = min(width, run.frame.width)
        let left: Double
        switch run.alignment {
        case .left: left = run.frame.minX
        case .center: left = run.frame.midX - width / 2
        case .right: left = run.frame.maxX - width
        }
        let y = run.frame.minY + lineHeight - thickness - 1
        var items: [DisplayItem] = []
        var x = left
        while x < left + width {
            let length = min(dash, left + width - x)
            items.append(.rect(Rect(x: x, y: y, width: length, height: thickness), run.color))
            x += dash + gap
        }
        return items
    }
}
