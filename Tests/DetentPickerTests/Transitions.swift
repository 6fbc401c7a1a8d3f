import Testing
import Detent
@testable import DetentPicker

/// The item transitions: ticks before the indicator dimmed, only the label under it bright
/// (identity while its own frame holds the indicator), and custom transitions replacing the
/// defaults.
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
        #expect(labels.map(\.text) == ["40", "45", "50", "55", "60"])   // 35 and 65 are cut by the edges
        #expect(labels.map(\.opacity) == [0.4, 0.4, 1.0, 0.4, 0.4])
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
