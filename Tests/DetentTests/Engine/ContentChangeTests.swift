import Testing
@testable import Detent

/// What users feel when the content changes (issue 8): finer targets at rest are one
/// programmatic selection change, and during a motion the crossings restart in the new index
/// space.
@Suite struct ContentChangeTests {
    @Test func finerTargetsAtRestAreOneProgrammaticChange() throws {
        let e = referenceEngine(offset: 50)
        try e.setContent(contentSize: Size(width: 1002, height: 80), bounds: 0...1000,
                         targets: .uniform(first: 0, step: 1, count: 1001))
        #expect(e.selectionChanges == [SelectionChange(from: 5, to: 50, time: 0, cause: .programmatic)])
        #expect(e.selectedIndex == 50)
    }

    /// Targets appearing where there were none, or all removed, are no change: the index is -1
    /// while there are none, and every event's `from` is the index read just before it.
    @Test func targetsAppearingOrVanishingStartOrEndTheSelectionSilently() throws {
        let e = referenceEngine(offset: 50)
        try e.setContent(contentSize: Size(width: 1002, height: 80), bounds: 0...1000, targets: .none)
        #expect(e.selectionChanges.isEmpty)
        #expect(e.selectedIndex == -1)
        try e.setContent(contentSize: Size(width: 1002, height: 80), bounds: 0...1000,
                         targets: .uniform(first: 0, step: 10, count: 101))
        #expect(e.selectionChanges.isEmpty)
        #expect(e.selectedIndex == 5)
        // The next change starts from there, not from 0.
        try e.handle(.scrollTo(.offset(80), animated: false), at: 0.1)
        #expect(e.selectionChanges == [SelectionChange(from: 5, to: 8, time: 0.1, cause: .programmatic)])
        // Removed during a motion: no event, no crossing after, and back on a later set.
        e.removeAllEvents()
        try e.fling(velocity: 1000, at: 0.2)
        try e.advance(to: 0.3)
        let before = e.selectionChanges.count
        #expect(before > 0)
        try e.setContent(contentSize: Size(width: 1002, height: 80), bounds: 0...1000, targets: .none)
        try e.settle()
        #expect(e.selectionChanges.count == before)
        #expect(e.selectedIndex == -1)
        try e.setContent(contentSize: Size(width: 1002, height: 80), bounds: 0...1000,
                         targets: .uniform(first: 0, step: 10, count: 101))
        #expect(e.selectionChanges.count == before)
        #expect(e.selectedIndex == e.configuration.targets.closestIndex(to: e.offset))
    }

    @Test func crossingsRestartInTheNewIndexSpaceDuringAMotion() throws {
        for when in stride(from: 0.05, through: 1.5, by: 0.05) {
            let e = referenceEngine()
            try e.fling(velocity: 1000, at: 0)
            try e.advance(to: when)
            e.removeAllEvents()
            try e.setContent(contentSize: Size(width: 1002, height: 80), bounds: 0...1000,
                             targets: .uniform(first: 0, step: 5, count: 201))
            try e.settle()
            let changes = e.selectionChanges
            #expect(zip(changes, changes.dropFirst()).allSatisfy { $0.to == $1.from && $0.time <= $1.time })
            #expect(changes.allSatisfy { (0...200).contains($0.to) })
            #expect(e.selectedIndex == e.configuration.targets.closestIndex(to: e.offset))
            #expect(e.offset == (e.offset / 5).rounded() * 5)
        }
    }
}
