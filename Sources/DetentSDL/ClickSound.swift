import CSDL2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A short synthesized click for selection feedback, queued on an SDL audio device
/// (`SDL_QueueAudio`, so no callback needs context). When no device opens it falls back to
/// SDL's dummy driver, so the sandbox runs the same without sound hardware.
public final class ClickSound {
    private var device: SDL_AudioDeviceID = 0
    private var samples: [Float] = []
    /// The audio driver in use ("dummy" after a fallback), nil when none opened.
    public private(set) var driver: String?
    /// Whether clicks are silenced (M in the sandbox).
    public var muted = false
    /// Clicks played so far.
    public private(set) var clicks = 0
    /// Why the clicks cannot be heard (no sound device: SDL's dummy driver took them), or
    /// nil; nil too when the user chose the driver with `SDL_AUDIODRIVER`.
    public private(set) var silentReason: String?

    public init() {
        let chosen = getenv("SDL_AUDIODRIVER") != nil
        // Without a sound card ALSA's probing only prints errors: go straight to the dummy driver.
        if getenv("SDL_AUDIODRIVER") == nil && access("/dev/snd", F_OK) != 0 {
            setenv("SDL_AUDIODRIVER", "dummy", 1)
        }
        if SDL_InitSubSystem(DETENT_SDL_INIT_AUDIO) != 0 || !open() {
            // No sound device (ALSA fails without one): SDL's dummy driver accepts the samples.
            SDL_QuitSubSystem(DETENT_SDL_INIT_AUDIO)
            SDL_SetHint(SDL_HINT_AUDIODRIVER, "dummy")
            setenv("SDL_AUDIODRIVER", "dummy", 1)
            if SDL_InitSubSystem(DETENT_SDL_INIT_AUDIO) == 0 { _ = open() }
        }
        if !chosen && (driver == nil || driver == "dummy") {
            silentReason = access("/dev/snd", F_OK) != 0 ? "no sound device (/dev/snd is missing)" : "no audio device opened"
        }
    }

    deinit {
        if device != 0 { SDL_CloseAudioDevice(device) }
    }

    private func open() -> Bool {
        var want = SDL_AudioSpec()
        want.freq = 48_000
        want.format = DETENT_AUDIO_F32SYS
        want.channels = 1
        want.samples = 256
        var have = SDL_AudioSpec()
        let id = SDL_OpenAudioDevice(nil, 0, &want, &have, 0)
        guard id != 0 else { return false }
        device = id
        if let name = SDL_GetCurrentAudioDriver() { driver = String(cString: name) }
        // 4 ms of a 2.5 kHz tone under a fast exponential decay: a tick, not a beep.
        let rate = 48_000.0
        samples = (0..<Int(rate * 0.004)).map { i in
            let t = Double(i) / rate
            return Float(0.35 * exp(-t * 1200) * sin(2 * Double.pi * 2500 * t))
        }
        SDL_PauseAudioDevice(id, 0)
        return true
    }

    /// Plays one click unless muted; a click still queued is replaced, not stacked.
    public func play() {
        guard !muted, device != 0 else { return }
        if SDL_GetQueuedAudioSize(device) > UInt32(samples.count * 4) { SDL_ClearQueuedAudio(device) }
        _ = samples.withUnsafeBytes { SDL_QueueAudio(device, $0.baseAddress, UInt32($0.count)) }
        clicks += 1
    }
}
