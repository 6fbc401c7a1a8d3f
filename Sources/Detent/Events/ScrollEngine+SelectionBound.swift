extension ScrollEngine {
    /// The most selection events of one target each that one step of the engine (an
    /// ``advance(to:)``, an input) appends; past it, one event spans the rest, from the last
    /// target reached to the one shown at the step's end, at the exact time the offset
    /// crosses into it. The chain from → to stays unbroken and the work of a step bounded,
    /// however many targets a motion crosses (the End key over 100,000,000 values); a motion
    /// crossing fewer per step — every fling, key and scroll-to of a picker drawn at 30 Hz or
    /// more over up to 20,000 values — gets one event per target, so its final index is the
    /// count of its events. (Beyond the bound, where the steps fall decides which targets a
    /// spanning event covers: a haptic per value means nothing at that rate.)
    public static let selectionEventsPerStep = 512
}
