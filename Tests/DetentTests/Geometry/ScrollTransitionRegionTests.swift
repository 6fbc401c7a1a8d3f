import Testing
@testable import Detent

@Suite struct ScrollTransitionRegionTests {
    /// The region read once gives, for every item, exactly the phase and progress of its
    /// definition (the visible rect inset by the content insets), as does the engine asked
    /// per item: both axes, default and explicit insets, every threshold,
    /// offsets across and past the bounds.
    @Test(arguments: [Axis.horizontal, .vertical])
    func regionGivesTheEnginesTransitions(_ axis: Axis) throws {
        var compared = 0
        for insets in [nil, EdgeInsets(top: 5, leading: 30, bottom: 20, trailing: 70)] {
            var configuration = referenceEngine(axis: axis).configuration
            configuration.contentInsets = insets
            for offset in stride(from: -37.5, through: 1_040, by: 13.25) {
                let engine = try ScrollEngine(configuration: configuration, offset: offset)
                let region = engine.transitionRegion
                let extent = axis == .horizontal ? 280.0 : 80.0
                let leading = configuration.resolvedInsets.leading(along: axis)
                #expect(region.visibleStart == offset - leading && region.visibleEnd == offset - leading + extent)
                for i in 0...100 {
                    for width in [2.0, 17.0, 400.0] {
                        let c = Double(i) * 10
                        let frame = axis == .horizontal ? Rect(x: c - width / 2, y: 0, width: width, height: 80)
                                                        : Rect(x: 0, y: c - width / 2, width: 280, height: width)
                        for threshold in [ScrollTransitionThreshold.visible, .visible(0.5), .centered, .hidden] {
                            // The region's definition written out: the visible span inset.
                            let insets = configuration.resolvedInsets
                            let r0 = offset - insets.leading(along: axis) + insets.leading(along: axis)
                            let r1 = Swift.max(r0, offset - insets.leading(along: axis) + extent - insets.trailing(along: axis))
                            let a = ScrollTransitionPhase.resolve(itemStart: frame.min(along: axis), itemEnd: frame.max(along: axis),
                                                                  regionStart: r0, regionEnd: r1, threshold: threshold)
                            let b = region.transition(for: frame, threshold: threshold)
                            #expect(engine.transition(for: frame, threshold: threshold) == b)
                            #expect(a.phase == b.phase && a.progress == b.progress)
                            compared += 1
                        }
                    }
                }
            }
        }
        #expect(compared > 100_000)
    }

    @Test func thePickerRegionIsTheIndicatorLine() {
        let region = referenceEngine(offset: 500).transitionRegion
        #expect(region.start == 500 && region.end == 500)
        #expect(region.visibleStart == 360 && region.visibleEnd == 640)
        #expect(region.transition(for: Rect(x: 499, y: 0, width: 2, height: 80)).phase == .identity)
        #expect(region.transition(for: Rect(x: 489, y: 0, width: 2, height: 80)).phase == .topLeading)
        #expect(region.transition(for: Rect(x: 509, y: 0, width: 2, height: 80)).phase == .bottomTrailing)
    }
}
