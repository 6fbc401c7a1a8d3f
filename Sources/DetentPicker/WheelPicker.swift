import Detent

/// A wheel picker: a ruler of ticks and labels scrolled by a `ScrollEngine` (Detent), with a
/// selection indicator at its centre.
///
/// The picker owns its engine: every input, every change of behaviour and the draining of
/// events go through the picker, and what renderers need of the engine's state (offset,
/// velocity, phase, time, bounds) is read here. The picker owns the layout (SwiftUI's
/// manner: the container proposes a size, ticks take their fixed size centred on their
/// offset, labels the size its `textMeasurer` reports, centred on their major tick), the
/// hit test, and the ``displayList(into:)`` that any renderer draws.
///
/// Coordinates: item `i` is centred at content coordinate `i × step` along the axis, the
/// indicator at content coordinate `offset`, so in window points item `i` is at
/// `frame.mid + i × step − offset`.
public final class WheelPicker {
    /// The configuration (out-of-range numbers replaced by their defaults); its behaviour
    /// changes through ``setBehavior(_:)``.
    // Unchecked, as the engine's stored state: written only by the picker's own methods, none
    // of which runs another's code while writing it, and checked it cost every selection
    // event's value (``value(at:)``) some 75 instructions.
    @exclusivity(unchecked) public private(set) var configuration: Configuration
    /// The engine that scrolls the picker: the single source of truth, reached only
    /// through the picker. Package access for the invariant checker (DetentCheck), which
    /// inspects the engine under a picker; no public API reaches it.
    @usableFromInline package let engine: ScrollEngine
    /// The picker's frame in window points.
    package private(set) var frame: Rect
    /// Measures labels for the display list: given when the picker is made (a renderer's
    /// font, so labels take the size they are drawn at) or changed by ``setTextMeasurer(_:)``,
    /// never by drawing. Hit testing always uses the deterministic estimate, so that a trace
    /// replays the same taps whatever renderer recorded it.
    package private(set) var textMeasurer: any TextMeasurer
    /// How many values apart labels are drawn (a multiple of `majorEvery`, so that no two
    /// labels overlap as ``textMeasurer`` sizes them).
    ///
    /// Measured when first needed after the measurer changes, not when it is set: a host's
    /// measurer then only runs while a display list is built.
    package var labelEvery: Int { measuredLabels.every }
    /// ``Configuration/measureLabels(_:)``'s band by ``textMeasurer``: what the indicator leaves out.
    private var labelBand: Double { measuredLabels.band }
    /// ``labelEvery`` and ``labelBand``, measured together when first needed.
    private var measuredLabels: (every: Int, band: Double) {
        if let measured { return measured }
        let m = configuration.measureLabels(textMeasurer)
        measured = m
        return m
    }
    private var measured: (every: Int, band: Double)?
    /// ``labelEvery`` by the deterministic estimate, for hit testing.
    private let hitLabelEvery: Int
    /// ``Configuration/step``, kept: a computed property read through the picker copies the
    /// whole configuration (retaining its closures) to compute it.
    private let step: Double

    /// Where the pointer the engine follows (``ScrollEngine/pointer``: the one record of
    /// which pointer is down) went down, and whether its gesture may still be a tap.
    private var tap: TapCandidate?
    private struct TapCandidate {
        var downPoint: Point
        var mayTap: Bool
    }
    /// Hit testing always uses the deterministic estimate, so that a trace replays the same
    /// taps whatever renderer recorded it.

    /// A picker in `frame` (window points), at rest at `offset` (clamped to the bounds; 0 is
    /// the first value) at `time`, its labels measured by `textMeasurer`.
    ///
    /// Numbers out of range in `configuration` are replaced by their defaults; use
    /// ``init(validating:frame:time:)`` to be told instead.
    // Out of line (creation only): callers such as the C interface's would each carry a copy.
    @inline(never)
    public init(configuration: Configuration, frame: Rect, time: Double = 0, offset: Double = 0,
                textMeasurer: any TextMeasurer = EstimatedTextMeasurer()) {
        var c = configuration.sanitized()
        var f = frame
        if !WheelPicker.isFrame(f) { f = Rect(origin: .zero, size: c.size) }
        let start = InputLimits.isAcceptedTime(time) ? time : 0
        // A sanitized configuration gives a valid engine unless its sums overflow (a step of
        // 1e308): then the defaults.
        if let engine = WheelPicker.makeEngine(c, containerSize: f.size, time: start, offset: offset) {
            self.engine = engine
        } else {
            c = Configuration()
            f = Rect(origin: f.origin, size: c.size)
            self.engine = WheelPicker.makeEngine(c, containerSize: f.size, time: start, offset: offset)!
        }
        self.configuration = c
        self.frame = f
        self.textMeasurer = textMeasurer
        hitLabelEvery = c.labelEvery(measurer: EstimatedTextMeasurer.standard)
        step = c.step
    }

    /// Whether `frame` can be a picker's: finite, of positive width and height. Out of line: a
    /// wheel's and a column picker's creation share it.
    @inline(never)
    static func isFrame(_ frame: Rect) -> Bool {
        frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite && frame.width > 0 && frame.height > 0
    }

    /// The engine for `c` at rest at `offset` (clamped to the bounds); `nil` when `c` gives
    /// no valid engine configuration.
    private static func makeEngine(_ c: Configuration, containerSize: Size, time: Double, offset: Double) -> ScrollEngine? {
        let e = engineConfiguration(c, containerSize: containerSize)
        let start = offset.isFinite ? Swift.min(Swift.max(offset, e.bounds.lowerBound), e.bounds.upperBound) : 0
        guard let engine = try? ScrollEngine(configuration: e, offset: start, time: time) else { return nil }
        c.behavior.apply(to: engine, step: c.step)
        return engine
    }

    /// A picker as ``init(configuration:frame:time:offset:textMeasurer:)``, refusing out-of-range numbers.
    public convenience init(validating configuration: Configuration, frame: Rect, time: Double = 0) throws(PickerError) {
        try configuration.validate()
        guard WheelPicker.isFrame(frame) else { throw PickerError(saying: "the picker frame \(frame) is not a positive finite rectangle") }
        guard time.isFinite else { throw PickerError(saying: "the start time (\(time)) is not a finite number") }
        self.init(configuration: configuration, frame: frame, time: time)
    }

    /// The engine configuration for a picker: a uniform grid of targets `step` apart, the
    /// offset bounds from the first to the last value, content padded by half the container;
    /// a looping wheel's targets repeat without end
    /// (``ScrollTargets/looping(first:step:period:)``), its bounds their far ends.
    package static func engineConfiguration(_ c: Configuration, containerSize: Size) -> ScrollEngine.Configuration {
        let n = c.values.count
        let length = Double(n - 1) * c.step
        let content = c.axis == .horizontal
            ? Size(width: length, height: containerSize.height)
            : Size(width: containerSize.width, height: length)
        // One ScrollTargets value for either kind: the configuration is made with its final targets and bounds.
        let targets: ScrollTargets = c.looping ? .looping(step: c.step, period: n) : .uniform(first: 0, step: c.step, count: n)
        let bounds = c.looping ? targets.offset(at: 0)...targets.offset(at: targets.count - 1) : 0...length
        var e = ScrollEngine.Configuration(axis: c.axis, containerSize: containerSize, contentSize: content,
                                           contentInsets: nil, bounds: bounds, targets: targets)
        e.physics = c.physics
        e.pointsPerNotch = c.step
        e.targetsPerPage = Swift.min(c.majorEvery, ScrollEngine.Configuration.maximumTargetsPerPage)
        return e
    }

    /// `size` (shrunk to fit) centred in a window of `window` points, on whole points.
    package static func centeredFrame(size: Size, in window: Size) -> Rect {
        let w = Swift.max(1, Swift.min(size.width, window.width))
        let h = Swift.max(1, Swift.min(size.height, window.height))
        return Rect(x: ((window.width - w) / 2).rounded(.down), y: ((window.height - h) / 2).rounded(.down),
                    width: w, height: h)
    }

    // MARK: State read from the engine

    /// The value under the indicator (the closest value, ties to the lower).
    public var value: Double { configuration.values.value(at: selectedIndex) }
    /// The index of the value under the indicator (a looping picker's row, in `0 ..< count`).
    package var selectedIndex: Int { engine.configuration.targets.wrappedIndex(engine.selectedIndex) }
    /// The picker's value for an engine target index (selection events carry indices; a
    /// looping picker's repeat without end and are wrapped onto its values).
    public func value(at index: Int) -> Double { configuration.values.value(at: engine.targetRow(index)) }
    /// The offset at the picker's time: `index × step` puts value `index` under the indicator.
    public var offset: Double { engine.offset }
    /// The offset velocity at ``time``, in points per second.
    package var velocity: Double { engine.velocity }
    /// The phase at the picker's time.
    public var phase: ScrollPhase { engine.phase }
    /// Whether nothing moves or holds the picker (an edge stretch may still recede: ``nextEventTime``).
    public var isIdle: Bool { engine.isIdle }
    /// The time of the last input or advance, in seconds.
    package var time: Double { engine.time }
    /// When the running motion ends; `nil` when none runs.
    package var restTime: Double? { engine.restTime }
    /// The time of the next change the picker makes on its own (a motion's end, a trackpad
    /// gesture's, an edge stretch's); `nil` when nothing changes without an input (at rest, or
    /// held by a pointer).
    public var nextEventTime: Double? { engine.nextEventTime }
    /// The offsets the picker rests within: from the first value to the last.
    package var bounds: ClosedRange<Double> { engine.configuration.bounds }
    /// Android 12's stretch at an edge (the android profile's; `ScrollEngine.edgeStretch`), which
    /// the display list draws as a scale of the content along the axis: read it at ``time``.
    package var edgeStretch: EdgeStretch { engine.edgeStretch }

    // MARK: Events

    /// The phase and selection events since they were last drained, in time order
    /// (selection events carry indices: ``value(at:)`` gives the values).
    package var events: [ScrollEvent] { engine.events }

    /// Calls `body` with every event in time order, then forgets them.
    ///
    /// Inlinable, so that `body` is inlined into your loop: a long motion can emit a
    /// selection event every few nanoseconds of work.
    @inlinable
    public func drainEvents(_ body: (ScrollEvent) -> Void) {
        engine.drainEvents(body)
    }

    /// Forgets the events not drained (their storage is kept: no allocation).
    public func removeAllEvents() { engine.removeAllEvents() }

    /// Whether `point` (window points) is inside the picker's frame.
    package func hitTest(_ point: Point) -> Bool { frame.contains(point) }

    // MARK: Input

    /// Applies `input` at `time` (seconds, never earlier than the picker's time).
    ///
    /// The picker first checks the input's numbers (a refused input leaves it unchanged),
    /// then moves to `time`, even for an input it ignores, and only then decides what the
    /// input does: whether a touch taps or catches a moving picker is read from the engine
    /// at the touch's own time, never from a state older than the input, so the same inputs
    /// give the same events whatever frames came between them.
    public func handle(_ input: PickerInput, at time: Double) throws(ScrollEngineError) {
        guard time.isFinite else { throw .nonFinite("the input time") }
        try Self.validate(input)
        try engine.advance(to: time)
        switch input {
        case let .pointerDown(p, pointer):
            guard hitTest(p) else { return }
            guard engine.pointer == nil else {
                // The engine follows one pointer; a second touch makes the first no tap.
                tap?.mayTap = false
                return
            }
            try engine.handle(.pointerDown(p, pointer: pointer), at: time)
            // A touch that catches a moving picker stops it; only a touch at rest may tap.
            // The engine decided which at the touch's time.
            tap = engine.pointer == pointer ? TapCandidate(downPoint: p, mayTap: !engine.pointerCaughtMotion) : nil
        case let .pointerMove(p, pointer):
            guard engine.pointer == pointer else { return }
            try engine.handle(.pointerMove(p, pointer: pointer), at: time)
            if engine.phase == .interacting { tap?.mayTap = false }
        case let .pointerUp(p, pointer):
            guard engine.pointer == pointer else { return }
            let candidate = tap
            let isTap = candidate?.mayTap == true && engine.phase == .tracking
            try engine.handle(.pointerUp(p, pointer: pointer), at: time)
            tap = nil
            if isTap, let down = candidate?.downPoint, let target = tappedTarget(at: down) {
                // The target tapped, in its own lap of a looping wheel (`.target` takes a row to the nearest lap).
                if let offset = engine.targetOffset(target) { try engine.handle(.scrollTo(.offset(offset), animated: true), at: time) }
            }
        case let .pointerCancel(pointer):
            guard engine.pointer == pointer else { return }
            try engine.handle(.pointerCancel(pointer: pointer), at: time)
            tap = nil
        case let .wheel(dx, dy, precise):
            try engine.handle(.wheel(dx: dx, dy: dy, precise: precise), at: time)
        case let .key(key):
            try engine.handle(.key(key), at: time)
        case let .select(value, animated):
            try scroll(toIndex: configuration.values.index(of: value), animated: animated, at: time)
        case .focus:
            break
        case let .resizeWindow(size):
            let newFrame = WheelPicker.centeredFrame(size: configuration.size, in: size)
            if newFrame.size != frame.size { try engine.handle(.resize(newFrame.size), at: time) }
            frame = newFrame
        }
    }

    /// Refuses an input whose numbers no layer accepts, before anything moves.
    private static func validate(_ input: PickerInput) throws(ScrollEngineError) {
        switch input {
        case let .pointerDown(p, _), let .pointerMove(p, _), let .pointerUp(p, _):
            guard p.x.isFinite, p.y.isFinite else { throw .nonFinite("the pointer position") }
        case let .wheel(dx, dy, _):
            guard dx.isFinite, dy.isFinite else { throw .nonFinite("wheel delta") }
        case let .select(value, _):
            guard value.isFinite else { throw .nonFinite("the selected value") }
        case let .resizeWindow(size):
            guard size.width.isFinite, size.height.isFinite else { throw .nonFinite("the window size") }
            guard size.width > 0, size.height > 0 else { throw .invalid(saying: "the window size \(size) is not positive") }
        case .pointerCancel, .key, .focus:
            break
        }
    }

    /// Moves the picker's frame to `frame`, of the same size (a column of a ``ColumnPicker``
    /// when the window changes).
    func move(to frame: Rect) {
        guard frame.size == self.frame.size else { return }
        self.frame = frame
    }

    /// Moves the picker to `time`.
    public func advance(to time: Double) throws(ScrollEngineError) {
        try engine.advance(to: time)
    }

    /// Releases the picker from where it is with an offset velocity at `time`, as a pointer
    /// release with that estimate would (scripted flings). Refuses while a pointer is down.
    package func fling(velocity: Double, at time: Double) throws(ScrollEngineError) {
        try engine.fling(velocity: velocity, at: time)
    }

    /// Changes where gestures come to rest; ``configuration`` says the new behaviour.
    public func setBehavior(_ behavior: PickerBehavior) {
        configuration.behavior = behavior
        behavior.apply(to: engine, step: step)
    }

    /// Measures labels with `measurer` from the next display list on (a host whose font
    /// changes; renderers pass theirs when they make the picker).
    public func setTextMeasurer(_ measurer: any TextMeasurer) {
        textMeasurer = measurer
        measured = nil
    }

    private func scroll(toIndex index: Int, animated: Bool, at time: Double) throws(ScrollEngineError) {
        try engine.handle(.scrollTo(.target(index), animated: animated), at: time)
    }

    // MARK: Layout

    /// The content coordinate along the axis of window point `p`.
    private func contentCoordinate(_ p: Point) -> Double {
        let along = configuration.axis == .horizontal ? p.x : p.y
        return engine.offset + along - frame.mid(along: configuration.axis)
    }

    /// The index of the value a tap at `point` (window points) selects: a label's value when
    /// the point is on a label (by the deterministic text estimate), otherwise the closest
    /// tick within half a step; `nil` outside the picker or past its ends.
    package func tappedIndex(at point: Point) -> Int? {
        tappedTarget(at: point).map(engine.targetRow)
    }

    /// ``tappedIndex(at:)`` as the engine's target index: on a looping wheel, the lap tapped.
    private func tappedTarget(at point: Point) -> Int? {
        guard hitTest(point) else { return nil }
        if configuration.style == .cylinder { return cylinderTappedTarget(at: point) }
        let ruler = RulerPositions(self)
        let x = contentCoordinate(point)
        let cross = configuration.axis == .horizontal ? point.y - frame.minY : point.x - frame.minX
        // The label at or before x and the next: labels lie a label's length apart at least,
        // so a point is on one of these two or on none.
        let every = hitLabelEvery
        var j = ruler.label(atOrBefore: ruler.position(x / step, .down), every: every)
        for _ in 0..<2 where ruler.range.contains(j) {
            let (start, length, crossStart, crossLength) = labelSpan(position: j, ruler, measurer: EstimatedTextMeasurer.standard)
            if x >= start, x < start + length, cross >= crossStart, cross < crossStart + crossLength { return j + ruler.origin }
            j = ruler.label(after: j, every: every)
        }
        let tick = ruler.position(x / step, .toNearestOrAwayFromZero)
        guard abs(x - Double(tick) * step) <= step / 2 else { return nil }
        return tick + ruler.origin
    }

    /// ``Configuration/label(for:)``, read from the configuration in place.
    func label(for value: Double) -> String {
        Configuration.label(value, configuration.labelFormatter, configuration.values)
    }

    /// A label's span: along the axis in content coordinates, across it from the frame's edge.
    private func labelSpan(position j: Int, _ ruler: RulerPositions, measurer: any TextMeasurer) -> (Double, Double, Double, Double) {
        let text = label(for: configuration.values.value(at: ruler.row(j)))
        let size = measurer.checkedSize(of: text, fontSize: configuration.labelFontSize)
        let axis = configuration.axis
        let along = size.extent(along: axis)
        let across = axis == .horizontal ? size.height : size.width
        let crossExtent = axis == .horizontal ? frame.height : frame.width
        return (Double(j) * step - along / 2, along, (crossExtent - across) / 2, across)
    }

    /// The selection indicator as drawn: ``indicatorRect(width:)`` without the band the
    /// labels sit in (and ``Configuration/indicatorLabelMargin`` around it), so that it never
    /// runs through the selected label; two rectangles, one from each edge of the picker, each
    /// at least as long as a major tick (or half the picker).
    package func appendIndicator(width: Double? = nil, color: DisplayColor, into list: inout [DisplayItem]) {
        appendIndicator(frame: frame, labelBand: labelBand, width: width ?? configuration.indicatorWidth, color: color, into: &list)
    }

    /// ``appendIndicator(width:color:into:)`` in `frame`, the configuration read in place (a
    /// copy of it retains its closures).
    private func appendIndicator(frame: Rect, labelBand: Double, width: Double, color: DisplayColor,
                                 into list: inout [DisplayItem]) {
        let axis = configuration.axis
        let whole = WheelPicker.indicatorRect(axis: axis, frame: frame, width: width)
        let cross = axis == .horizontal ? frame.height : frame.width
        let margin = configuration.indicatorLabelMargin * configuration.labelFontSize
        let reach = Swift.max(Swift.min(configuration.majorTickHeight, cross / 2), (cross - labelBand) / 2 - margin)
        guard reach < cross / 2 else { list.appendRect(whole, color: color); return }
        let first, second: Rect
        if axis == .horizontal {
            first = Rect(x: whole.minX, y: whole.minY, width: whole.width, height: reach)
            second = Rect(x: whole.minX, y: whole.maxY - reach, width: whole.width, height: reach)
        } else {
            first = Rect(x: whole.minX, y: whole.minY, width: reach, height: whole.height)
            second = Rect(x: whole.maxX - reach, y: whole.minY, width: reach, height: whole.height)
        }
        list.appendRect(first, color: color)
        list.appendRect(second, color: color)
    }

    /// The selection indicator's place in window points: a bar `width` points thick (the
    /// configured width by default) across the whole picker at its centre. It is drawn
    /// without the labels' band (``appendIndicator(width:color:into:)``).
    package func indicatorRect(width: Double? = nil) -> Rect {
        WheelPicker.indicatorRect(axis: configuration.axis, frame: frame, width: width ?? configuration.indicatorWidth)
    }

    /// ``indicatorRect(width:)`` of a picker along `axis` in `frame`.
    private static func indicatorRect(axis: Axis, frame: Rect, width w: Double) -> Rect {
        axis == .horizontal
            ? Rect(x: frame.midX - w / 2, y: frame.minY, width: w, height: frame.height)
            : Rect(x: frame.minX, y: frame.midY - w / 2, width: frame.width, height: w)
    }

    private static func scaled(_ r: Rect, _ s: Double) -> Rect {
        guard s != 1 else { return r }
        let w = r.width * s, h = r.height * s
        return Rect(x: r.midX - w / 2, y: r.midY - h / 2, width: w, height: h)
    }

    // MARK: Display list

    /// What one frame of the ruler is drawn from, read from the picker once per frame: each
    /// read of one of the picker's `var`s is checked for exclusive access at run time. The
    /// configuration is read in place (its access is unchecked): a copy of it retains its
    /// closures, and each copy is code.
    private struct RulerFrame {
        let axis: Axis
        let frame: Rect
        let measurer: any TextMeasurer
        /// The offset at the picker's time.
        let offset: Double
        /// The frame's extent across the axis.
        let crossExtent: Double

        /// A rectangle in window points from spans along and across the axis (content along,
        /// frame-relative across).
        @inline(__always)
        func windowRect(along start: Double, _ length: Double, across crossStart: Double, _ crossLength: Double) -> Rect {
            if axis == .horizontal {
                return Rect(x: frame.midX + start - offset, y: frame.minY + crossStart, width: length, height: crossLength)
            } else {
                return Rect(x: frame.minX + crossStart, y: frame.midY + start - offset, width: crossLength, height: length)
            }
        }
    }

    /// The display list of the picker at its current time, appended to `list`, with labels
    /// the size `textMeasurer` reports.
    ///
    /// In window points: the background, a clip to the frame, the visible ticks and labels
    /// with their transitions applied (a label fades out over ``Configuration/labelEdgeFade``
    /// before the frame's edge and is never drawn cut by it), the indicator (its two pieces,
    /// `appendIndicator(width:color:into:)`), and the end of the clip. Only items
    /// that intersect the visible rect are listed, found arithmetically from the offset, so
    /// a picker of 1,000,000 values costs the same per frame as one of 100.
    public func displayList(into list: inout [DisplayItem]) {
        if configuration.style == .cylinder { return cylinderDisplayList(into: &list) }
        let frame = self.frame, axis = configuration.axis
        let r = RulerFrame(axis: axis, frame: frame, measurer: textMeasurer, offset: engine.offset,
                           crossExtent: axis == .horizontal ? frame.height : frame.width)
        let offset = r.offset, crossExtent = r.crossExtent
        let half = frame.size.extent(along: axis) / 2
        let visibleMin = offset - half, visibleMax = offset + half
        // Stretched at an edge, the frame shows less of the content: labels are kept inside that.
        let stretch = self.stretch(axis: axis, frame: frame)
        let (labelMin, labelMax) = stretch.range(visibleMin, visibleMax)
        let step = self.step
        let theme = configuration.theme

        list.appendRect(frame, color: theme.background)
        list.appendClip(frame)
        let firstContent = list.endIndex

        // Ticks: only the indices whose 2-pt frame meets the visible rect.
        let tw = configuration.tickWidth, majorEvery = configuration.majorEvery, visible = ScrollTransitionThreshold.visible
        let majorTickHeight = configuration.majorTickHeight, minorTickHeight = configuration.minorTickHeight
        let tickTransition = configuration.tickTransition
        let ruler = RulerPositions(self)
        let lo = ruler.position((visibleMin - tw / 2) / step, .down)
        let hi = ruler.position((visibleMax + tw / 2) / step, .up)
        if lo <= hi {
            for i in lo...hi {
                let center = Double(i) * step
                let start = center - tw / 2
                guard start < visibleMax, start + tw > visibleMin else { continue }
                let major = ruler.row(i) % majorEvery == 0
                let h = Swift.min(major ? majorTickHeight : minorTickHeight, crossExtent / 2)
                let phase = ScrollTransitionPhase.resolve(itemStart: start, itemEnd: start + tw,
                                                          regionStart: offset, regionEnd: offset,
                                                          threshold: visible).phase
                let effect = tickTransition.effect(for: phase)
                let color = theme.tick.opacity(effect.opacity)
                guard color.opacity > 0 else { continue }
                // Appended inline, unlike the display lists' other items: the loop is the hot part
                // of a frame, and an inline append checks the array's uniqueness once for all.
                list.append(.rect(WheelPicker.scaled(r.windowRect(along: start, tw, across: 0, h), effect.scale), color: color))
                list.append(.rect(WheelPicker.scaled(r.windowRect(along: start, tw, across: crossExtent - h, h), effect.scale), color: color))
            }
        }

        // Labels (every `labelEvery` values): walk out from the label under the indicator
        // until two in a row lie wholly outside the visible rect (labels can be wider than a
        // step). Each label is formatted and measured once; the downward walk appends in
        // descending order and is reversed in place, so the list stays in ascending order
        // without temporaries (by swaps: reversing `list[firstLabel...]` would copy the
        // shared buffer).
        let (every, band) = measuredLabels
        let selected = engine.selectedIndex - ruler.origin
        let startLabel = ruler.label(atOrBefore: ruler.position(offset / step, .down), every: every)
        let firstLabel = list.endIndex
        var misses = 0
        var k = startLabel
        while k >= ruler.range.lowerBound && misses < 2 {
            switch appendLabel(position: k, ruler, selected: selected, visibleMin: labelMin, visibleMax: labelMax,
                               in: r, into: &list) {
            case .before: misses += 1
            case .visible: misses = 0
            case .after: break
            }
            k = ruler.label(before: k, every: every)
        }
        var low = firstLabel, high = list.endIndex - 1
        while low < high {
            // (not `swapAt`: through the generic witness it allocates in debug builds)
            let item = list[low]
            list[low] = list[high]
            list[high] = item
            low += 1; high -= 1
        }
        misses = 0
        k = ruler.label(after: startLabel, every: every)
        while k <= ruler.range.upperBound && misses < 2 {
            switch appendLabel(position: k, ruler, selected: selected, visibleMin: labelMin, visibleMax: labelMax,
                               in: r, into: &list) {
            case .after: misses += 1
            case .visible: misses = 0
            case .before: break
            }
            k = ruler.label(after: k, every: every)
        }

        stretch.apply(to: &list, from: firstContent, along: axis)
        let indicatorWidth = configuration.indicatorWidth
        if indicatorWidth > 0 {
            appendIndicator(frame: frame, labelBand: band, width: indicatorWidth, color: theme.indicator, into: &list)
        }
        list.appendEndOfClip()
    }

    /// The edge stretch at one time, as the display list applies it.
    private struct Stretch {
        /// The scale along the axis (1 without a stretch).
        let scale: Double
        let edge: EdgeStretch.Edge
        /// The window coordinate it is anchored at: the frame's side at the stretched edge
        /// (Android scales the content about the edge it is pulled at).
        let anchor: Double

        /// The content range `lo...hi` (shown unstretched) that the frame shows when stretched.
        func range(_ lo: Double, _ hi: Double) -> (Double, Double) {
            guard scale != 1 else { return (lo, hi) }
            let hidden = (hi - lo) * (1 - 1 / scale)
            return edge == .leading ? (lo, hi - hidden) : (lo + hidden, hi)
        }

        /// Scales the items from `first` on along `axis` (none without a stretch).
        func apply(to list: inout [DisplayItem], from first: Int, along axis: Axis) {
            guard scale != 1, first < list.endIndex else { return }
            for i in first..<list.endIndex { list[i] = list[i].stretched(along: axis, about: anchor, by: scale) }
        }
    }

    /// The edge stretch at the picker's time, of a picker along `axis` in `frame`.
    private func stretch(axis: Axis, frame: Rect) -> Stretch {
        let s = engine.edgeStretch
        return Stretch(scale: s.scale(at: engine.time), edge: s.edge,
                       anchor: s.edge == .leading ? frame.min(along: axis) : frame.max(along: axis))
    }

    /// Scales the items from `first` on along the axis by the edge stretch (none without one).
    func stretchContent(_ list: inout [DisplayItem], from first: Int) {
        let axis = configuration.axis
        stretch(axis: axis, frame: frame).apply(to: &list, from: first, along: axis)
    }

    /// Where a label lies relative to the visible rect.
    private enum LabelPlace { case before, visible, after }

    /// Appends the label at ruler position `index` with its transition when it meets the
    /// visible rect.
    ///
    /// Its phase: with ``Configuration/LitLabel/selectedValue`` identity exactly when it is
    /// the label of `selected` (a position), else by which side of the indicator its centre is; with
    /// ``Configuration/LitLabel/overlapsIndicator`` by its own frame against the line.
    private func appendLabel(position index: Int, _ ruler: RulerPositions, selected: Int, visibleMin: Double, visibleMax: Double,
                             in r: RulerFrame, into list: inout [DisplayItem]) -> LabelPlace {
        let offset = r.offset, axis = r.axis, fontSize = configuration.labelFontSize
        let text = label(for: configuration.values.value(at: ruler.row(index)))
        let size = r.measurer.checkedSize(of: text, fontSize: fontSize)
        let along = size.extent(along: axis)
        let across = axis == .horizontal ? size.height : size.width
        let start = Double(index) * step - along / 2
        if start + along <= visibleMin { return .before }
        if start >= visibleMax { return .after }
        let phase: ScrollTransitionPhase
        switch configuration.litLabel {
        case .selectedValue:
            let center = Double(index) * step
            phase = index == selected ? .identity : center < offset ? .topLeading : .bottomTrailing
        case .overlapsIndicator:
            phase = ScrollTransitionPhase.resolve(itemStart: start, itemEnd: start + along,
                                                  regionStart: offset, regionEnd: offset,
                                                  threshold: .visible).phase
        }
        let effect = configuration.labelTransition.effect(for: phase)
        // A label cut by the picker's edge would read as another number (the "5" of "85"):
        // it fades out as it nears the edge and is gone when its own edge reaches it.
        let drawn = along * effect.scale, center = Double(index) * step
        let inside = Swift.min(center - drawn / 2 - visibleMin, visibleMax - (center + drawn / 2))
        guard inside >= 0 else { return .visible }
        let fade = configuration.labelEdgeFade * fontSize
        let color = configuration.theme.label.opacity(effect.opacity * (fade > 0 ? Swift.min(1, inside / fade) : 1))
        guard color.opacity > 0 else { return .visible }
        let rect = r.windowRect(along: start, along, across: (r.crossExtent - across) / 2, across)
        list.append(.text(text, frame: WheelPicker.scaled(rect, effect.scale),
                          fontSize: fontSize * effect.scale, alignment: .center, color: color))
        return .visible
    }

    /// The display list of the picker at its current time.
    package func displayList() -> [DisplayItem] {
        var list: [DisplayItem] = []
        displayList(into: &list)
        return list
    }
}

/// A ruler's positions: position `j` is drawn at `j × step` and shows the value of row
/// `row(j)`. A plain ruler's positions are its values' indices; a looping ruler's run through
/// every lap of its targets (target index `j + origin`, row `j` modulo the values). Labels
/// stand on the rows that are multiples of `every`, counted from row 0 of each lap; on a
/// looping ruler, none within `every` rows before the next lap's row 0, so that labels are
/// `every` rows apart or more across the seam too (thinning measured them at `every`).
private struct RulerPositions {
    /// The positions there are.
    let range: ClosedRange<Int>
    /// The engine's target index of position 0.
    let origin: Int
    /// The rows: the values.
    let rows: Int
    let looping: Bool

    init(_ picker: WheelPicker) {
        let targets = picker.engine.configuration.targets
        rows = Swift.max(1, targets.period)
        origin = targets.loopOrigin
        looping = targets.isLooping
        range = (0 - origin)...(targets.count - 1 - origin)
    }

    /// `targets.wrappedIndex(j + origin)`, worked out here: through that call (another
    /// module's) a ruler's display list took 1,400 instructions more.
    func row(_ j: Int) -> Int {
        let r = j % rows
        return r < 0 ? r + rows : r
    }

    /// The position `u` steps from position 0, rounded by `rule`, within the range.
    func position(_ u: Double, _ rule: FloatingPointRoundingRule) -> Int {
        Int(Swift.max(Double(range.lowerBound), Swift.min(Double(range.upperBound), u.rounded(rule))))
    }

    /// The row of a lap's last label.
    private func lastLabelRow(every: Int) -> Int {
        looping ? Swift.max(0, rows - every) / every * every : (rows - 1) / every * every
    }

    /// The label's position at or before `j`.
    func label(atOrBefore j: Int, every: Int) -> Int {
        let r = row(j)
        return j - r + Swift.min(r / every * every, lastLabelRow(every: every))
    }

    /// The next label's position after the label at `j` (row 0 of the next lap after a lap's last label).
    func label(after j: Int, every: Int) -> Int {
        let r = row(j), next = r + every
        return j - r + (next <= lastLabelRow(every: every) ? next : rows)
    }

    /// The label's position before the label at `j`.
    func label(before j: Int, every: Int) -> Int {
        let r = row(j)
        return r > 0 ? j - r + (r - 1) / every * every : j - rows + lastLabelRow(every: every)
    }
}
