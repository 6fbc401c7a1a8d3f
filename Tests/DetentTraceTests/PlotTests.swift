import Testing
import Foundation
import Detent
import DetentPicker
@testable import DetentTrace
@testable import detent

/// A trace of `drags` quick drags 1.5 s apart, alternating direction (each a fling).
private func dragTrace(drags: Int) -> Trace {
    var inputs: [TraceInput] = []
    var t = 0.0
    for n in 0..<drags {
        var x = 240.0
        inputs.append(TraceInput(t: t, .pointerDown(Point(x: x, y: 100), pointer: 0)))
        for i in 1...24 {
            t += 1.0 / 120
            x += (n % 2 == 0 ? -1 : 1) * 0.6 * Double(i)
            inputs.append(TraceInput(t: t, .pointerMove(Point(x: x, y: 100), pointer: 0)))
        }
        t += 1.0 / 120
        inputs.append(TraceInput(t: t, .pointerUp(Point(x: x, y: 100), pointer: 0)))
        t += 1.3
    }
    return Trace(header: TraceHeader(), inputs: inputs, lines: Array(2..<(inputs.count + 2)))
}

@Suite struct PlotTests {
    /// Every input type of the format has its own colour in the rug and the legend: the date
    /// demo's `focus` inputs crashed `detent plot` (a force-unwrapped colour) before.
    @Test func everyInputTypeHasAColourAndTheDateDemoPlots() throws {
        for type in PickerInput.traceTypes { #expect(TracePlot.inputColors[type] != nil, "\(type)") }
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Traces/date-demo.jsonl").standardized.path
        let trace = try TraceReader.read(path: path)
        let svg = try TracePlot(trace: trace, name: "date-demo").svg()
        #expect(svg.contains(">focus</text>"))
    }

    @Test func aLongGapCostsNothingAndTheChartStaysSmall() throws {
        let t = Trace(header: TraceHeader(), inputs: [TraceInput(t: 0, .key(.right)), TraceInput(t: 1e5, .key(.right))],
                      lines: [2, 3])
        let svg = try TracePlot(trace: t, name: "gap").svg()
        #expect(svg.utf8.count < 20_000)
        #expect(svg.contains("final value 2"))
    }

    @Test func aTenMinuteTraceIsDecimatedToThePixelColumns() throws {
        let t = dragTrace(drags: 400)   // 10 minutes, 10,400 inputs
        #expect(t.inputs.last!.t > 600)
        let svg = try TracePlot(trace: t, name: "long").svg()
        #expect(svg.utf8.count < 200_000)
        // Each column draws at most its minimum and maximum.
        let offsetCurve = svg.components(separatedBy: "<polyline").dropFirst().first ?? ""
        let points = offsetCurve.prefix { $0 != ">" }.split(separator: " ").filter { $0.contains(",") }.count
        #expect(points > 800 && points <= 2 * TracePlot.columns)
    }

    @Test func theVelocityAxisIgnoresATransientAndMarksWhatItClips() throws {
        // fling-bounce's drag starts with a tracker transient beyond -100,000 pt/s.
        let t = try Samples.load("fling-bounce.jsonl")
        let svg = try TracePlot(trace: t, name: "fling-bounce.jsonl").svg()
        let axisLabels = svg.components(separatedBy: "text-anchor=\"end\">").dropFirst().compactMap { Double($0.prefix { $0 != "<" }) }
        #expect(axisLabels.max()! < 20_000)
        #expect(svg.contains("l4 -8 h-8 z"))   // a clipped point at the bottom edge
    }

    @Test func fromAndUntilZoomIntoASpan() throws {
        let t = dragTrace(drags: 40)
        let svg = try TracePlot(trace: t, name: "long", from: 10, until: 16).svg()
        #expect(svg.contains("long, 10.000–16.000 s — value"))
        // The time axis starts at 10 and ends at 16.
        #expect(svg.contains(">10</text>") && svg.contains(">16</text>"))
    }

    /// The end the plot's time axis and render's frame bound are computed from is where the
    /// replay ends, for every sample trace: a demo's columns included (the date demo's day
    /// wheel comes to rest at 9.27 s; its end was computed on a one-wheel picker, 6.07 s, so
    /// `detent plot` cut the chart before the fling).
    @Test(arguments: try FileManager.default.contentsOfDirectory(atPath: Samples.directory.path)
        .filter { $0.hasSuffix(".jsonl") }.sorted())
    func theEndTimeIsTheReplaysLastFrame(name: String) throws {
        let t = try Samples.load(name)
        let summary = try Replayer(trace: t, options: ReplayOptions(fps: 120)).run(record: { _ in })
        #expect(try t.replayEndTime(fps: 120, name: name) == Double(summary.frames - 1) / 120)
    }

    @Test func theDateDemosChartRunsToItsRest() throws {
        let svg = try TracePlot(trace: try Samples.load("date-demo.jsonl"), name: "date-demo").svg()
        #expect(svg.contains(">9</text>"))   // a tick of the time axis at 9 s
    }

    /// A title too long for the chart (a long path) is condensed to end inside it, not cut by
    /// the chart's right edge; a short one is drawn as it is.
    @Test func aLongTitleIsFittedToTheChart() throws {
        let t = try Samples.load("slow-drag.jsonl")
        let long = "/home/someone/projects/an-app/recordings/2026-11-28/" + String(repeating: "long-name-", count: 3) + ".jsonl"
        let svg = try TracePlot(trace: t, name: long, from: 1, until: 2).svg()
        let title = svg.components(separatedBy: "\n").first { $0.contains(long) } ?? ""
        // 149 characters at 0.58 em fit 912 px at 10 px.
        #expect(title.contains("font-size=\"10\" font-weight=\"bold\">"), "\(title)")
        let longer = try TracePlot(trace: t, name: long + long).svg()
        #expect(longer.contains("font-size=\"9\" font-weight=\"bold\" textLength=\"912\" lengthAdjust=\"spacingAndGlyphs\""))
        let short = try TracePlot(trace: t, name: "slow-drag.jsonl").svg()
        #expect(!short.contains("textLength") && short.contains("font-size=\"16\" font-weight=\"bold\">slow-drag.jsonl"))
        let profiles = try ProfilePlot(trace: t, name: long, profiles: ScrollPhysics.all, fps: 60).svg()
        #expect(!profiles.contains("font-size=\"16\" font-weight=\"bold\""))
    }

    /// The profile comparison's legend puts fewer entries on a row when three do not fit: the
    /// date demo's entries ("flutter-bouncing: value 2100-02-10, at rest 9.274 s") overlapped
    /// their neighbours and ran off the chart, three to a row 300 pt apart.
    @Test func theProfileLegendFitsLongEntries() throws {
        let svg = try ProfilePlot(trace: try Samples.load("date-demo.jsonl"), name: "date-demo", profiles: ScrollPhysics.all, fps: 60).svg()
        let xs = svg.components(separatedBy: "\n").filter { $0.contains(": value 2100-") }
            .compactMap { $0.components(separatedBy: "<text x=\"").dropFirst().first.flatMap { Double($0.prefix { $0 != "\"" }) } }
        #expect(xs == [107, 568, 107, 568, 107], "\(xs)")
        let flick = try ProfilePlot(trace: try Samples.load("slow-drag.jsonl"), name: "slow-drag", profiles: ScrollPhysics.all, fps: 60).svg()
        #expect(flick.contains("<text x=\"707\""))   // short entries: three to a row
    }
}
