import Testing
import CSDL2
import Detent
@testable import DetentSDL

/// The key list the sandbox prints on start names every key that commands it (issue 26,
/// item 3: it left out P).
@Suite struct SandboxKeyList {
    @Test func theKeyListNamesEveryCommandKey() {
        let m = InputMapper(windowSize: Size(width: 480, height: 200))
        var commanded: [String] = []
        for sym in Array(Int(SDLK_a.rawValue)...Int(SDLK_z.rawValue)) + [Int(SDLK_ESCAPE.rawValue)] {
            var e = SDL_Event()
            e.type = SDL_KEYDOWN.rawValue
            e.key.keysym.sym = SDL_Keycode(sym)
            guard let command = m.map(e).command else { continue }
            let name = sym == Int(SDLK_ESCAPE.rawValue) ? "Escape" : String(UnicodeScalar(UInt8(sym))).uppercased()
            commanded.append(name)
            #expect(InputMapper.keyList.contains(" \(name) ") || InputMapper.keyList.contains("or \(name)"),
                    "\(name) (\(command)) is not in the key list: \(InputMapper.keyList)")
        }
        #expect(commanded.sorted() == ["Escape", "H", "M", "P", "Q"])
        #expect(InputMapper.keyList == "drag, wheel, trackpad or arrows/Page Up/Page Down/Home/End move the picker; in a demo, Tab/Shift-Tab or Left/Right move the focus to the next/previous column; H heads-up display, M mute, P next platform profile, Q or Escape quit")
    }

    /// Issue 34, item 4: the demos' own key, Tab, is in the list too (it was left out).
    @Test func theKeyListNamesTab() {
        #expect(InputMapper.keyList.contains("Tab/Shift-Tab"))
    }
}
