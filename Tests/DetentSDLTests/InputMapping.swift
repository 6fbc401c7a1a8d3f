import Testing
import CSDL2
import Detent
@testable import DetentSDL

/// `InputMapper`, SDL events to picker inputs: whole wheel notches notched and fractions
/// precise, fingers as pointers scaled to the window, and mouse events made from touches
/// dropped.
@Suite struct InputMapping {
    private func wheel(x: Float, y: Float) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEWHEEL.rawValue
        e.wheel.preciseX = x; e.wheel.preciseY = y
        e.wheel.x = Int32(x); e.wheel.y = Int32(y)
        return e
    }

    @Test func wholeNotchesAreNotchedAndFractionsPrecise() {
        let m = InputMapper(pointsPerNotch: 10, windowSize: Size(width: 480, height: 200))
        #expect(m.map(wheel(x: 0, y: -1)).input == .wheel(dx: 0, dy: 10, precise: false))
        #expect(m.map(wheel(x: 0, y: 0.25)).input == .wheel(dx: 0, dy: -2.5, precise: true))
        var forced = m
        forced.wheelMode = .precise
        #expect(forced.map(wheel(x: 0, y: -1)).input == .wheel(dx: 0, dy: 10, precise: true))
        forced.wheelMode = .notched
        #expect(forced.map(wheel(x: 1.5, y: 0)).input == .wheel(dx: 15, dy: 0, precise: false))
    }

    @Test func fingersArePointersScaledToTheWindowAndTouchMiceAreDropped() {
        let m = InputMapper(windowSize: Size(width: 480, height: 200))
        var e = SDL_Event()
        e.type = SDL_FINGERDOWN.rawValue
        e.tfinger.x = 0.5; e.tfinger.y = 0.25; e.tfinger.fingerId = 3
        #expect(m.map(e).input == .pointerDown(Point(x: 240, y: 50), pointer: 4))
        var mouse = SDL_Event()
        mouse.type = SDL_MOUSEBUTTONDOWN.rawValue
        mouse.button.button = UInt8(SDL_BUTTON_LEFT)
        mouse.button.which = DETENT_SDL_TOUCH_MOUSEID
        #expect(m.map(mouse).input == nil)
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.state = 0                         // hovering, no button: not a drag
        #expect(m.map(motion).input == nil)
    }
}
