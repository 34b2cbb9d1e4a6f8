import CSDL2
import ForceCore
import Geometry
import Testing

@testable import ForceLabSDL
@testable import Simulator

/// What the window makes of SDL's events (the xdotool steps drive the same mapping for real).
@Suite struct SDLInputMapperTests {
    let mapper = SDLInputMapper(scale: 2, windowPoints: Size(width: 375, height: 812))

    func key(_ code: SDL_KeyCode, down: Bool = true, repeated: Bool = false) -> [ShellAction] {
        var event = SDL_Event()
        event.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        event.key.repeat = repeated ? 1 : 0
        event.key.keysym.sym = Int32(bitPattern: code.rawValue)
        return mapper.map(event)
    }

    @Test func pressureKeysGoBothWaysAndIgnoreRepeat() {
        #expect(key(SDLK_SPACE) == [.desk(.space(down: true))])
        #expect(key(SDLK_SPACE, down: false) == [.desk(.space(down: false))])
        #expect(key(SDLK_2, down: false) == [.desk(.level(2, down: false))])
        #expect(key(SDLK_3, repeated: true) == [])
    }

    @Test func playgroundKeysActOnPressOnly() {
        #expect(key(SDLK_TAB) == [.key(.nextThreshold)])
        #expect(key(SDLK_TAB, down: false) == [])
        #expect(key(SDLK_COMMA, repeated: true) == [.key(.scrollGraphBack)], "scrolling repeats")
        #expect(key(SDLK_p, repeated: true) == [], "toggles do not")
        #expect(key(SDLK_q) == [.quit])
        #expect(key(SDLK_F12) == [.takeScreenshot])
        #expect(key(SDLK_d) == [.key(.toggleAppearance)], "D: light or Dark Mode")
        #expect(key(SDLK_d, repeated: true) == [])
        #expect(key(SDLK_a) == [])
    }

    @Test func localeKeysAndThePickersOwnKeys() {
        var shifted = SDL_Event()
        shifted.type = SDL_KEYDOWN.rawValue
        shifted.key.keysym.sym = Int32(bitPattern: SDLK_l.rawValue)
        shifted.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue)
        #expect(mapper.map(shifted) == [.previousLocale])
        #expect(key(SDLK_l) == [.cycleLocale])
        #expect(key(SDLK_SLASH) == [.openLocalePicker])
        #expect(key(SDLK_PAGEDOWN) == [.key(.lintPageDown)])
        var picking = mapper
        picking.picking = true
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        for (code, input) in [(SDLK_UP, PickerInput.up), (SDLK_RETURN, .choose), (SDLK_ESCAPE, .cancel)] {
            event.key.keysym.sym = Int32(bitPattern: code.rawValue)
            #expect(picking.map(event) == [.picker(input)])
        }
        event.key.keysym.sym = Int32(bitPattern: SDLK_q.rawValue)
        #expect(picking.map(event) == [], "q filters in the picker (as text), it does not quit")
        var text = SDL_Event()
        text.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &text.text.text) { bytes in
            for (index, byte) in Array("日本".utf8).enumerated() { bytes[index] = byte }
        }
        #expect(picking.map(text) == [.picker(.text("日本"))])
        #expect(mapper.map(text) == [], "text outside the picker is ignored")
    }

    @Test func mouseInPointsAndTouchSynthesizedMouseDropped() {
        var event = SDL_Event()
        event.type = SDL_MOUSEBUTTONDOWN.rawValue
        event.button.button = UInt8(SDL_BUTTON_RIGHT)
        event.button.x = 100
        event.button.y = 301
        #expect(
            mapper.map(event) == [.desk(.pointerMoved(Point(x: 50, y: 150.5))), .desk(.rightButton(down: true))])
        event.button.which = fl_touch_mouseid()
        #expect(mapper.map(event) == [])
        var wheel = SDL_Event()
        wheel.type = SDL_MOUSEWHEEL.rawValue
        wheel.wheel.y = 1
        wheel.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        #expect(mapper.map(wheel) == [.desk(.wheel(steps: -1))])
    }

    @Test func fingersAreNormalizedToTheScreenAndFocusLossReleases() {
        var event = SDL_Event()
        event.type = SDL_FINGERUP.rawValue
        event.tfinger.x = 0.5
        event.tfinger.y = 0.25
        event.tfinger.pressure = 0.75
        #expect(mapper.map(event) == [.desk(.finger(Point(x: 187.5, y: 203), pressure: 0.75, phase: .up))])
        var window = SDL_Event()
        window.type = SDL_WINDOWEVENT.rawValue
        window.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        #expect(mapper.map(window) == [.desk(.focusLost)])
    }
}
