import CSDL2
import Detent
import DetentPicker

/// How wheel events are read: by their values (`auto`), or always as one kind.
public enum WheelMode: String, Hashable, Sendable, CaseIterable {
    /// Whole-number precise values are notches (a mouse wheel), fractional ones a trackpad.
    case auto
    /// Always a trackpad: scroll 1:1.
    case precise
    /// Always notches: one value per notch.
    case notched
}

/// What an SDL event means to the sandbox besides picker input.
public enum SandboxCommand: Hashable, Sendable {
    case quit
    case toggleHUD
    case toggleMute
    /// Switch to the next platform profile (P).
    case nextProfile
    case windowResized
}

/// Maps SDL events to picker inputs (window points) and sandbox commands.
///
/// - Mouse: the left button and motion while it is held → pointer 0. Mouse events SDL
///   synthesizes from touches are dropped (the finger events carry them).
/// - `SDL_FINGER*` → pointer `1 + fingerId`, positions scaled from 0…1 to the window.
/// - `SDL_MOUSEWHEEL` → wheel. SDL's precise values are in notch units; points = notch
///   units × ``pointsPerNotch`` (default the picker's step, 10 pt). Wheel down (SDL y < 0)
///   and right (x > 0) increase the offset. A flipped wheel is turned back.
/// - Arrows, Page Up/Down, Home, End → keys; ``commandKeys`` (H, M, P, Q/Escape) → commands.
public struct InputMapper {
    /// The keys that command the sandbox rather than move the picker: the one list that both
    /// ``map(_:)`` and the key list the sandbox prints (``keyList``) are made from.
    public static let commandKeys: [(keys: [Int], name: String, command: SandboxCommand, meaning: String)] = [
        ([Int(SDLK_h.rawValue)], "H", .toggleHUD, "heads-up display"),
        ([Int(SDLK_m.rawValue)], "M", .toggleMute, "mute"),
        ([Int(SDLK_p.rawValue)], "P", .nextProfile, "next platform profile"),
        ([Int(SDLK_q.rawValue), Int(SDLK_ESCAPE.rawValue)], "Q or Escape", .quit, "quit"),
    ]

    /// What the keys do, as the sandbox prints it when it starts.
    public static let keyList = "drag, wheel, trackpad or arrows/Page Up/Page Down/Home/End move the picker; "
        + "in a demo, Tab/Shift-Tab or Left/Right move the focus to the next/previous column; "
        + commandKeys.map { "\($0.name) \($0.meaning)" }.joined(separator: ", ")

    public var wheelMode: WheelMode
    /// Points per notch unit of SDL's precise wheel values.
    public var pointsPerNotch: Double
    /// The window's size in points, for finger positions.
    public var windowSize: Size
    /// The window's own coordinates per point (`sandbox --scale 2` on X11: 2), which mouse
    /// positions are divided by.
    public var windowUnitsPerPoint: Double = 1

    public init(wheelMode: WheelMode = .auto, pointsPerNotch: Double = 10, windowSize: Size) {
        self.wheelMode = wheelMode
        self.pointsPerNotch = pointsPerNotch
        self.windowSize = windowSize
    }

    /// Whether a wheel event with these precise values counts as notched.
    public func isNotched(preciseX: Double, preciseY: Double) -> Bool {
        switch wheelMode {
        case .notched: return true
        case .precise: return false
        case .auto: return preciseX == preciseX.rounded() && preciseY == preciseY.rounded()
        }
    }

    /// The input or command for `event`, if it means anything here.
    public func map(_ event: SDL_Event) -> (input: PickerInput?, command: SandboxCommand?) {
        let type = event.type
        switch type {
        case SDL_QUIT.rawValue:
            return (nil, .quit)
        case SDL_WINDOWEVENT.rawValue:
            let e = UInt32(event.window.event)
            if e == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue || e == SDL_WINDOWEVENT_RESIZED.rawValue { return (nil, .windowResized) }
            return (nil, nil)
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let b = event.button
            guard b.which != DETENT_SDL_TOUCH_MOUSEID, Int32(b.button) == SDL_BUTTON_LEFT else { return (nil, nil) }
            let p = Point(x: Double(b.x) / windowUnitsPerPoint, y: Double(b.y) / windowUnitsPerPoint)
            return (type == SDL_MOUSEBUTTONDOWN.rawValue ? .pointerDown(p, pointer: 0) : .pointerUp(p, pointer: 0), nil)
        case SDL_MOUSEMOTION.rawValue:
            let m = event.motion
            guard m.which != DETENT_SDL_TOUCH_MOUSEID, m.state & DETENT_SDL_BUTTON_LMASK != 0 else { return (nil, nil) }
            return (.pointerMove(Point(x: Double(m.x) / windowUnitsPerPoint, y: Double(m.y) / windowUnitsPerPoint), pointer: 0), nil)
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            let f = event.tfinger
            let p = Point(x: Double(f.x) * windowSize.width, y: Double(f.y) * windowSize.height)
            let id = 1 + Int(truncatingIfNeeded: f.fingerId)
            switch type {
            case SDL_FINGERDOWN.rawValue: return (.pointerDown(p, pointer: id), nil)
            case SDL_FINGERMOTION.rawValue: return (.pointerMove(p, pointer: id), nil)
            default: return (.pointerUp(p, pointer: id), nil)
            }
        case SDL_MOUSEWHEEL.rawValue:
            let w = event.wheel
            guard w.which != DETENT_SDL_TOUCH_MOUSEID else { return (nil, nil) }
            var x = Double(w.preciseX), y = Double(w.preciseY)
            if w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue { x = -x; y = -y }
            guard x.isFinite, y.isFinite, x != 0 || y != 0 else { return (nil, nil) }
            let notched = isNotched(preciseX: x, preciseY: y)
            return (.wheel(dx: x * pointsPerNotch, dy: -y * pointsPerNotch, precise: !notched), nil)
        case SDL_KEYDOWN.rawValue:
            let sym = Int(event.key.keysym.sym)
            switch sym {
            case Int(SDLK_LEFT.rawValue): return (.key(.left), nil)
            case Int(SDLK_RIGHT.rawValue): return (.key(.right), nil)
            case Int(SDLK_UP.rawValue): return (.key(.up), nil)
            case Int(SDLK_DOWN.rawValue): return (.key(.down), nil)
            case Int(SDLK_PAGEUP.rawValue): return (.key(.pageUp), nil)
            case Int(SDLK_PAGEDOWN.rawValue): return (.key(.pageDown), nil)
            case Int(SDLK_HOME.rawValue): return (.key(.home), nil)
            case Int(SDLK_END.rawValue): return (.key(.end), nil)
            default: return (nil, Self.commandKeys.first { $0.keys.contains(sym) }?.command)
            }
        default:
            return (nil, nil)
        }
    }
}
