import Testing
import Detent
@testable import DetentPicker

/// The reference picker (0...100, 280 × 80) in a frame at the window origin.
private func referencePicker(_ configure: (inout WheelPicker.Configuration) -> Void = { _ in }) -> WheelPicker {
    var c = WheelPicker.Configuration()
    configure(&c)
    return WheelPicker(configuration: c, frame: Rect(x: 0, y: 0, width: 280, height: 80))
}

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
private func close(_ a: Rect, _ b: Rect) -> Bool {
    close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
}

private struct Tick: Equatable { var rect: Rect; var opacity: Double }
private struct Label: Equatable { var text: String; var frame: Rect; var opacity: Double }

/// The top-edge ticks (one per value), the labels and the indicator of a display list.
private func parts(_ list: [DisplayItem], picker: WheelPicker) -> (ticks: [Tick], labels: [Label], indicator: Rect?) {
    var ticks: [Tick] = [], labels: [Label] = [], indicator: Rect?
    let theme = picker.configuration.theme
    for item in list {
        switch item {
        case let .rect(r, color):
            if color.red == theme.indicator.red && color.green == theme.indicator.green { indicator = r }
            else if color.red == theme.tick.red && r.minY == picker.frame.minY && r != picker.frame { ticks.append(Tick(rect: r, opacity: color.opacity)) }
        case let .text(s, frame, _, _, color):
            labels.append(Label(text: s, frame: frame, opacity: color.opacity))
        case .clip: break
        }
    }
    return (ticks, labels, indicator)
}

/// Drags the reference picker so that its offset becomes `offset` (the drag starts past the
/// slop without a jump, so the content moves exactly with the pointer after that).
private func drag(_ picker: WheelPicker, toOffset offset: Double) throws {
    try picker.handle(.pointerDown(Point(x: 140, y: 40), pointer: 0), at: 0)
    try picker.handle(.pointerMove(Point(x: 130, y: 40), pointer: 0), at: 0.01)
    try picker.handle(.pointerMove(Point(x: 130 - offset, y: 40), pointer: 0), at: 0.02)
}

@Suite struct ReferenceLayout {
    @Test func offsetZeroPutsTickZeroUnderTheIndicatorAndListsTicks0Through14() throws {
        let p = referencePicker()
        let (ticks, labels, indicator) = parts(p.displayList(), picker: p)
        #expect(p.offset == 0)
        #expect(ticks.count == 15)            // tick 14 spans 279…281, still inside
        #expect(ticks.first?.rect == Rect(x: 139, y: 0, width: 2, height: 20))
        #expect(ticks[1].rect == Rect(x: 149, y: 0, width: 2, height: 8))
        #expect(ticks[14].rect.minX == 279)
        #expect(labels.map(\.text) == ["0", "5", "10", "15"])   // 15 spans 275.6…304.4
        // "0": 14.4 × 28.8 centred on x = 140 and in the band.
        #expect(close(labels[0].frame, Rect(x: 132.8, y: 25.6, width: 14.4, height: 28.8)))
        #expect(labels[2].frame.midX == 240)
        #expect(indicator == Rect(x: 139, y: 0, width: 2, height: 80))
    }

    @Test func offsetFiveShiftsEveryTickByFivePoints() throws {
        let p = referencePicker()
        try drag(p, toOffset: 5)
        #expect(p.offset == 5)
        let (ticks, _, _) = parts(p.displayList(), picker: p)
        #expect(ticks.first?.rect.minX == 134)
        #expect(ticks.count == 15)            // 0…14; tick 15 starts at 284
        #expect(ticks.last?.rect.minX == 274)
        #expect(p.value == 0)                 // 5 is a tie between 0 and 1: the lower
    }

    @Test func offsetTenPutsValueOneUnderTheIndicator() throws {
        let p = referencePicker()
        try p.handle(.select(value: 1, animated: false), at: 0)
        #expect(p.offset == 10)
        #expect(p.value == 1)
        let (ticks, labels, _) = parts(p.displayList(), picker: p)
        #expect(ticks.first?.rect.minX == 129)
        #expect(ticks.count == 16)            // 0…15
        #expect(labels.first(where: { $0.text == "5" })?.frame.midX == 180)
    }

    @Test func offset1000ShowsTheLastValueAndTicks86Through100() throws {
        let p = referencePicker()
        try p.handle(.select(value: 100, animated: false), at: 0)
        #expect(p.offset == 1000)
        #expect(p.value == 100)
        let (ticks, labels, _) = parts(p.displayList(), picker: p)
        #expect(ticks.count == 15)
        #expect(ticks.first.map { close($0.rect.minX, -1) } == true, "\(String(describing: ticks.first?.rect.minX.bitPattern))")
        #expect(ticks.last?.rect.minX == 139)
        #expect(labels.map(\.text) == ["85", "90", "95", "100"])
        #expect(labels.last.map { close($0.frame, Rect(x: 118.4, y: 25.6, width: 43.2, height: 28.8)) } == true)
    }
}

@Suite struct Transitions {
    @Test func ticksBeforeTheIndicatorAreDimmedToPoint2() throws {
        let p = referencePicker()
        try p.handle(.select(value: 50, animated: false), at: 0)
        let (ticks, _, _) = parts(p.displayList(), picker: p)
        for t in ticks {
            let expected = t.rect.maxX <= 140 - 0.0001 ? 0.2 : 1.0   // 2-pt frame: identity when it holds x = 140
            #expect(t.opacity == expected, "tick at \(t.rect.minX)")
        }
        #expect(ticks.filter { $0.opacity == 0.2 }.count == 14)
    }

    @Test func onlyTheLabelUnderTheIndicatorIsBright() throws {
        let p = referencePicker()
        try p.handle(.select(value: 50, animated: false), at: 0)
        let (_, labels, _) = parts(p.displayList(), picker: p)
        #expect(labels.map(\.text) == ["35", "40", "45", "50", "55", "60", "65"])
        #expect(labels.map(\.opacity) == [0.4, 0.4, 0.4, 1.0, 0.4, 0.4, 0.4])
    }

    @Test func aLabelIsIdentityWhileItsOwnFrameHoldsTheIndicator() throws {
        // At offset 5 the label "0" (−7.2…7.2) still holds the line, but tick 0 (−1…1) does not.
        let p = referencePicker()
        try drag(p, toOffset: 5)
        let (ticks, labels, _) = parts(p.displayList(), picker: p)
        #expect(labels.first?.text == "0")
        #expect(labels.first?.opacity == 1.0)
        #expect(ticks.first?.opacity == 0.2)
        // At offset 8 it no longer does.
        try p.handle(.pointerMove(Point(x: 122, y: 40), pointer: 0), at: 0.03)
        #expect(p.offset == 8)
        #expect(parts(p.displayList(), picker: p).labels.first?.opacity == 0.4)
    }

    @Test func customTransitionsReplaceTheDefaults() throws {
        let p = referencePicker { c in
            c.labelTransition = ItemTransition { content, phase in
                var e = content; e.opacity = phase.isIdentity ? 1 : 0; return e
            }
        }
        try p.handle(.select(value: 50, animated: false), at: 0)
        let (_, labels, _) = parts(p.displayList(), picker: p)
        #expect(labels.map(\.text) == ["50"])   // fully transparent labels are not listed
    }
}

@Suite struct ValuesAndScale {
    @Test func decimalValuesAreExactAndLabelledWithTheStepsDecimals() throws {
        let v = try PickerValues(from: 0, to: 10, by: 0.25)
        #expect(v.count == 41)
        #expect(v.value(at: 5) == 1.25)
        #expect(v.last == 10)
        #expect(v.index(of: 3.3) == 13)
        var c = WheelPicker.Configuration(values: v)
        #expect(c.label(for: 1.25) == "1.25")
        #expect(c.label(for: 10) == "10.00")
        c.labelFormatter = { "\($0)" }
        #expect(c.label(for: 1.5) == "1.5")
        #expect(try PickerValues(from: 0, to: 1, by: 0.1).count == 11)
    }

    @Test func badValuesAreRefusedWithAReason() {
        #expect(throws: PickerError.self) { try PickerValues(from: .nan, to: 1, by: 1) }
        #expect(throws: PickerError.self) { try PickerValues(from: 0, to: .infinity, by: 1) }
        #expect(throws: PickerError.self) { try PickerValues(from: 0, to: 1, by: 0) }
        #expect(throws: PickerError.self) { try PickerValues(from: 5, to: 1, by: 1) }
        #expect(throws: PickerError.self) { try PickerValues(from: 0, to: 1e12, by: 1) }
        var c = WheelPicker.Configuration()
        c.spacing = .nan
        #expect(throws: PickerError.self) { try c.validated() }
        let p = WheelPicker(configuration: c, frame: Rect(x: 0, y: 0, width: 280, height: 80))
        #expect(p.configuration.step == 10)   // sanitized to the default
        #expect(throws: ScrollEngineError.self) { try p.handle(.select(value: .nan, animated: true), at: 0) }
    }

    @Test func aMillionValuesCostTheSameDisplayListAsAHundred() throws {
        // A label every 10 values, so that "999999" is not thinned where "50" is not.
        let small = referencePicker { $0.majorEvery = 10 }
        let big = referencePicker { $0.values = PickerValues(0...999_999); $0.majorEvery = 10 }
        #expect(big.configuration.values.count == 1_000_000)
        try small.handle(.select(value: 50, animated: false), at: 0)
        try big.handle(.select(value: 500_000, animated: false), at: 0)
        #expect(big.value == 500_000)
        let a = small.displayList(), b = big.displayList()
        #expect(a.count == b.count)
        #expect(parts(b, picker: big).ticks.count == 29)
    }
}

@Suite struct Input {
    @Test func aTapOnALabelScrollsThereAnimatedWithProgrammaticEvents() throws {
        let p = referencePicker()
        // Label "10" is centred at x = 240; tap inside it (no drag).
        try p.handle(.pointerDown(Point(x: 238, y: 40), pointer: 0), at: 0)
        try p.handle(.pointerUp(Point(x: 239, y: 40), pointer: 0), at: 0.05)
        #expect(p.phase == .animating)
        let end = try #require(p.restTime)
        try p.advance(to: end + 0.01)
        #expect(p.value == 10)
        #expect(p.offset == 100)
        let selections = p.events.compactMap { e -> SelectionChange? in
            if case let .selection(s) = e { return s } else { return nil }
        }
        #expect(selections.map(\.to) == Array(1...10))
        #expect(selections.allSatisfy { $0.cause == .programmatic })
    }

    @Test func aTapBetweenLabelsSelectsTheClosestTick() throws {
        let p = referencePicker()
        try p.handle(.pointerDown(Point(x: 172, y: 5), pointer: 0), at: 0)   // content x 32 → value 3
        try p.handle(.pointerUp(Point(x: 172, y: 5), pointer: 0), at: 0.05)
        try p.advance(to: 2)
        #expect(p.value == 3)
    }

    @Test func aPointerThatGoesDownOutsideTheFrameIsIgnoredWithItsMoves() throws {
        let p = WheelPicker(configuration: .init(), frame: WheelPicker.centeredFrame(size: Size(width: 280, height: 80), in: Size(width: 480, height: 200)))
        #expect(p.frame == Rect(x: 100, y: 60, width: 280, height: 80))
        #expect(!p.hitTest(Point(x: 50, y: 100)))
        #expect(p.hitTest(Point(x: 100, y: 60)))
        try p.handle(.pointerDown(Point(x: 50, y: 100), pointer: 0), at: 0)
        try p.handle(.pointerMove(Point(x: 150, y: 100), pointer: 0), at: 0.01)
        #expect(p.phase == .idle)
        #expect(p.offset == 0)
    }

    @Test func resizingTheWindowRecentresAndKeepsTheValue() throws {
        let p = WheelPicker(configuration: .init(), frame: WheelPicker.centeredFrame(size: Size(width: 280, height: 80), in: Size(width: 480, height: 200)))
        try p.handle(.select(value: 42, animated: false), at: 0)
        try p.handle(.resizeWindow(Size(width: 800, height: 600)), at: 0.1)
        #expect(p.frame == Rect(x: 260, y: 260, width: 280, height: 80))
        #expect(p.value == 42)
        try p.handle(.resizeWindow(Size(width: 200, height: 100)), at: 0.2)
        #expect(p.frame == Rect(x: 0, y: 10, width: 200, height: 80))
        try p.advance(to: 1)
        #expect(p.value == 42)
    }

    @Test func aVerticalPickerLaysTicksAlongY() throws {
        let p = WheelPicker(configuration: { var c = WheelPicker.Configuration(); c.axis = .vertical; c.size = Size(width: 80, height: 280); return c }(),
                            frame: Rect(x: 0, y: 0, width: 80, height: 280))
        try p.handle(.select(value: 1, animated: false), at: 0)
        let rects = p.displayList().compactMap { item -> Rect? in
            if case let .rect(r, _) = item, r.minX == 0, r.height == 2 { return r } else { return nil }
        }
        // Tick 1 (value under the indicator) at y = 140 − 1; tick 0 ten points above it.
        #expect(rects.contains(Rect(x: 0, y: 139, width: 8, height: 2)))
        #expect(rects.contains(Rect(x: 0, y: 129, width: 20, height: 2)))
    }
}

@Suite struct ProgrammaticSelection {
    @Test func anImmediateSelectGivesOneProgrammaticEventFromOldToNew() throws {
        let p = referencePicker()
        try p.handle(.select(value: 3, animated: false), at: 0)
        p.drainEvents { _ in }
        try p.handle(.select(value: 42.4, animated: false), at: 0.5)   // the closest value: 42
        #expect(p.value == 42)
        #expect(p.events.contains(.selection(SelectionChange(from: 3, to: 42, time: 0.5, cause: .programmatic))))
        #expect(p.events.filter { if case .selection = $0 { true } else { false } }.count == 1)
    }

    @Test func aSingleValuePickerDrawsOneTickAndAcceptsTaps() throws {
        let p = referencePicker { $0.values = try! PickerValues(from: 7, to: 7, by: 1) }
        let (ticks, labels, _) = parts(p.displayList(), picker: p)
        #expect(ticks.count == 1)
        #expect(labels.map(\.text) == ["7"])
        try p.handle(.pointerDown(Point(x: 140, y: 40), pointer: 0), at: 0)
        try p.handle(.pointerUp(Point(x: 140, y: 40), pointer: 0), at: 0.1)
        try p.advance(to: 1)
        #expect(p.value == 7)
        #expect(throws: ScrollEngineError.self) { try p.handle(.key(.right), at: .nan) }
        #expect(throws: ScrollEngineError.self) { try p.handle(.key(.right), at: 0.5) }   // earlier than the engine's time
    }
}

@Suite struct HugeMajorEvery {
    /// `majorEvery = Int.max` is a page of Int.max values: Page Down after Right moves to
    /// the last value instead of overflowing `index + page`.
    @Test func rightThenPageDownWithAMajorTickEveryIntMaxValuesEndsOnTheLastValue() throws {
        var c = WheelPicker.Configuration()
        c.majorEvery = Int.max
        let picker = WheelPicker(configuration: c, frame: Rect(x: 100, y: 60, width: 280, height: 80))
        try picker.handle(.key(.right), at: 0)
        try picker.handle(.key(.pageDown), at: 0.01)
        try picker.handle(.key(.pageUp), at: 0.5)
        try picker.handle(.key(.pageDown), at: 1)
        try picker.advance(to: 5)
        #expect(picker.value == 100)
        #expect(picker.offset == 1000)
        _ = picker.displayList()
    }
}
