import Detent

/// Input-to-present latency: each input a frame applies is timed from the moment the frame
/// read it to the return of the `SDL_RenderPresent` that first shows it.
///
/// A frame reads input once (one `SDL_PumpEvents`, which is where SDL2's X11 and Wayland
/// backends take events from the display connection and stamp them), so every input it
/// applies shares that moment and that latency. The times are readings of the sandbox's
/// clock in seconds (the performance counter; a test passes its own), so the arithmetic
/// here is the same for a window and for a test.
public struct InputLatencyMeter {
    /// Inputs applied since the frame read input (not yet shown).
    public private(set) var pending = 0
    /// When the frame read input, seconds.
    public private(set) var readTime = 0.0

    public init() {}

    /// The frame reads input now (`time`, seconds): the inputs it applies are timed from here.
    public mutating func startReading(at time: Double) {
        readTime = time
        pending = 0
    }

    /// One input of this frame was applied.
    public mutating func applied() { pending += 1 }

    /// The frame's `SDL_RenderPresent` returned at `time` (seconds): how many inputs it
    /// showed first and their latency in milliseconds (0 inputs: no latency to report).
    public mutating func presented(at time: Double) -> (inputs: Int, milliseconds: Double) {
        defer { pending = 0 }
        return (pending, (time - readTime) * 1000)
    }
}

/// Drag lag: how far the content shown lags behind the pointer, in points along the axis.
///
/// A drag takes hold where the pointer leaves the slop, from where the content is (the
/// engine's drag moves the content by the pointer's travel from that point, with no jump by
/// the slop). From then on the pointer at `p` puts the content at
/// `anchorOffset − (p − anchorPointer)` (dragging toward smaller x or y increases the
/// offset); the lag is the distance from there to the offset the frame shows. Only inside
/// the bounds: past an edge the rubber band holds the content back by design.
public struct DragLagMeter {
    /// Where the drag took hold: the pointer along the axis and the offset then.
    public private(set) var anchor: (pointer: Double, offset: Double)?

    public init() {}

    /// Whether a pointer drag is under way (and the lag can be measured).
    public var isDragging: Bool { anchor != nil }

    /// After each input the picker applied: `phase` is the picker's phase after it,
    /// `pointer` the input's position along the axis when it is the tracked pointer's (nil
    /// for other inputs), `offset` the picker's offset after it. The first pointer input
    /// that leaves the picker interacting anchors the drag; any phase but interacting ends it.
    public mutating func applied(phase: ScrollPhase, pointer: Double?, offset: Double) {
        guard phase == .interacting else { anchor = nil; return }
        if anchor == nil, let pointer { anchor = (pointer, offset) }
    }

    /// The lag in points when the pointer is at `pointer` (along the axis) while the frame
    /// shows `displayedOffset`; nil without a drag, or when the offset the pointer asks for
    /// or the one shown lies outside `bounds`.
    public func lag(pointer: Double, displayedOffset: Double, bounds: ClosedRange<Double>) -> Double? {
        guard let anchor else { return nil }
        let expected = anchor.offset - (pointer - anchor.pointer)
        guard bounds.contains(anchor.offset), bounds.contains(expected), bounds.contains(displayedOffset) else { return nil }
        return abs(expected - displayedOffset)
    }
}
