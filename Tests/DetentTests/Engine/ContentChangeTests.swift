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
