import CSDL2
import ForceCore
import Geometry
import Simulator

/// What one SDL event means to the playground window.
public enum ShellAction: Equatable {
    /// Desk input for the pressure synthesizer.
    case desk(DeskInput)
    /// A named key for the playground (recorded in recordings as a `key` event).
    case key(PlaygroundKey)
    case quit
    case saveProfile
    case toggleRecording
    /// L: show the next localization of the apps (the designer's own, else the scene's).
    case cycleLocale
    /// Shift+L: the previous one.
    case previousLocale
    /// `/`: open the locale picker.
    case openLocalePicker
    /// A key or typed text while the locale picker is open.
    case picker(PickerInput)
    case takeScreenshot
}

/// What the locale picker is told while it is open: every key goes to it (typing "q" filters,
/// it does not quit).
public enum PickerInput: Equatable {
    case up, down, pageUp, pageDown, choose, cancel, deleteBackward
    case text(String)
}

/// Maps SDL events to playground actions. Key repeat is ignored for everything that holds
/// pressure, so a held key never stacks presses; losing focus releases everything.
public struct SDLInputMapper {
    /// Window pixels per device point.
    public var scale: Double
    /// The device screen's size in points (finger coordinates are normalized to the window).
    public var windowPoints: Size

    /// The locale picker is open: keys and text go to it.
    public var picking = false

    public init(scale: Double, windowPoints: Size) {
        self.scale = scale
        self.windowPoints = windowPoints
    }

    public func map(_ event: SDL_Event) -> [ShellAction] {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return [.quit]
        case SDL_WINDOWEVENT:
            let kind = SDL_WindowEventID(UInt32(event.window.event))
            if kind == SDL_WINDOWEVENT_FOCUS_LOST || kind == SDL_WINDOWEVENT_HIDDEN || kind == SDL_WINDOWEVENT_MINIMIZED
            {
                return [.desk(.focusLost)]
            }
            return []
        case SDL_MOUSEMOTION, SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP, SDL_MOUSEWHEEL:
            return mapMouse(event)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let phase: TouchPhase =
                event.type == SDL_FINGERDOWN.rawValue ? .down : (event.type == SDL_FINGERUP.rawValue ? .up : .move)
            let at = Point(
                x: Double(event.tfinger.x) * windowPoints.width, y: Double(event.tfinger.y) * windowPoints.height)
            return [.desk(.finger(at, pressure: Double(event.tfinger.pressure), phase: phase))]
        case SDL_KEYDOWN, SDL_KEYUP:
            return picking ? mapPickerKey(event) : mapKey(event)
        case SDL_TEXTINPUT:
            guard picking else { return [] }
            var text = event.text.text
            let typed = withUnsafeBytes(of: &text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return typed.isEmpty ? [] : [.picker(.text(typed))]
        default:
            return []
        }
    }

    /// Mouse motion, buttons and wheel; the mouse events SDL synthesizes from touches are
    /// dropped (the finger events carry them).
    func mapMouse(_ event: SDL_Event) -> [ShellAction] {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEMOTION:
            if event.motion.which == fl_touch_mouseid() { return [] }
            return [.desk(.pointerMoved(point(x: event.motion.x, y: event.motion.y)))]
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            if event.button.which == fl_touch_mouseid() { return [] }
            let down = event.type == SDL_MOUSEBUTTONDOWN.rawValue
            let moved = ShellAction.desk(.pointerMoved(point(x: event.button.x, y: event.button.y)))
            switch Int32(event.button.button) {
            case SDL_BUTTON_LEFT: return [moved, .desk(.leftButton(down: down))]
            case SDL_BUTTON_RIGHT: return [moved, .desk(.rightButton(down: down))]
            default: return []
            }
        case SDL_MOUSEWHEEL:
            if event.wheel.which == fl_touch_mouseid() { return [] }
            var steps = Double(event.wheel.preciseY)
            if steps == 0 { steps = Double(event.wheel.y) }
            if event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue { steps = -steps }
            return steps == 0 ? [] : [.desk(.wheel(steps: steps))]
        default:
            return []
        }
    }

    /// A key press or release: the pressure keys (space, 1-3) both ways, the others on press.
    func mapKey(_ event: SDL_Event) -> [ShellAction] {
        let down = event.type == SDL_KEYDOWN.rawValue
        let repeated = event.key.repeat != 0
        let key = SDL_KeyCode(UInt32(event.key.keysym.sym))
        switch key {
        case SDLK_SPACE: return repeated ? [] : [.desk(.space(down: down))]
        case SDLK_1: return repeated ? [] : [.desk(.level(1, down: down))]
        case SDLK_2: return repeated ? [] : [.desk(.level(2, down: down))]
        case SDLK_3: return repeated ? [] : [.desk(.level(3, down: down))]
        default: break
        }
        guard down else { return [] }
        switch key {
        case SDLK_ESCAPE: return [.key(.escape)]
        case SDLK_LEFT: return [.key(.left)]
        case SDLK_RIGHT: return [.key(.right)]
        case SDLK_TAB: return [.key(.nextThreshold)]
        case SDLK_LEFTBRACKET: return [.key(.lowerThreshold)]
        case SDLK_RIGHTBRACKET: return [.key(.raiseThreshold)]
        case SDLK_p: return repeated ? [] : [.key(.nextProfile)]
        case SDLK_h: return repeated ? [] : [.key(.toggleHUD)]
        case SDLK_c: return repeated ? [] : [.key(.calibrate)]
        case SDLK_f: return repeated ? [] : [.key(.freezeGraph)]
        case SDLK_d: return repeated ? [] : [.key(.toggleAppearance)]
        case SDLK_COMMA: return [.key(.scrollGraphBack)]
        case SDLK_PERIOD: return [.key(.scrollGraphForward)]
        case SDLK_EQUALS, SDLK_KP_PLUS: return [.key(.largerText)]
        case SDLK_MINUS, SDLK_KP_MINUS: return [.key(.smallerText)]
        case SDLK_q: return [.quit]
        case SDLK_s: return repeated ? [] : [.saveProfile]
        case SDLK_l:
            if repeated { return [] }
            return UInt32(event.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue) != 0 ? [.previousLocale] : [.cycleLocale]
        case SDLK_SLASH: return repeated ? [] : [.openLocalePicker]
        case SDLK_PAGEUP: return [.key(.lintPageUp)]
        case SDLK_PAGEDOWN: return [.key(.lintPageDown)]
        case SDLK_r: return repeated ? [] : [.toggleRecording]
        case SDLK_F12: return repeated ? [] : [.takeScreenshot]
        default: return []
        }
    }

    /// The picker's keys; letters arrive as text (`SDL_TEXTINPUT`), so a key press of them is
    /// ignored here.
    func mapPickerKey(_ event: SDL_Event) -> [ShellAction] {
        guard event.type == SDL_KEYDOWN.rawValue else { return [] }
        switch SDL_KeyCode(UInt32(event.key.keysym.sym)) {
        case SDLK_UP: return [.picker(.up)]
        case SDLK_DOWN: return [.picker(.down)]
        case SDLK_PAGEUP: return [.picker(.pageUp)]
        case SDLK_PAGEDOWN: return [.picker(.pageDown)]
        case SDLK_RETURN, SDLK_KP_ENTER: return [.picker(.choose)]
        case SDLK_ESCAPE: return [.picker(.cancel)]
        case SDLK_BACKSPACE: return [.picker(.deleteBackward)]
        case SDLK_F12: return event.key.repeat != 0 ? [] : [.takeScreenshot]
        default: return []
        }
    }

    func point(x: Int32, y: Int32) -> Point {
        Point(x: Double(x) / scale, y: Double(y) / scale)
    }
}
