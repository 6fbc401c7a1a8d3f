import Testing
import Foundation
import Detent
@testable import DetentTrace
@testable import detent

/// `detent profiles`' measurements and `detent plot --profiles`' four panels. The figures
/// themselves change with the physics; what is tested is that they are what the engine does
/// (the same as `detent fling` replays) and that every fling and profile is drawn.
@Suite struct ProfileFlingsTests {
    /// Every profile on every fling, measured once for the suite.
    static let measured: [ProfileMeasurement] = ScrollPhysics.all.flatMap { p in
        ProfileFling.all.map { try! ProfileMeasurement(profile: p, fling: $0) }
    }

    @Test func theRestAndTheEndAreThoseOfDetentFling() throws {
        for m in Self.measured {
            let summary = try m.fling.setup(m.profile).replayer().collect().summary
            #expect(m.restTime == summary.restTime, "\(m.profile.name) \(m.fling.key)")
            #expect(m.finalOffset == summary.finalOffset, "\(m.profile.name) \(m.fling.key)")
            #expect(m.distance == summary.finalOffset - m.fling.from)
        }
    }

    @Test func thePeakOvershootIsThatOfTheFramesAt1000Hz() throws {
        for m in Self.measured where m.fling.kind == .edge {
            let records = try m.fling.setup(m.profile).replayer(options: ReplayOptions(fps: 1000)).collect().records
            var peak = 0.0
            for case let .frame(f) in records { peak = max(peak, f.offset - m.bounds.upperBound) }
            #expect(m.peakOvershoot == peak, "\(m.profile.name)")
        }
    }

    /// The clamping profiles stop at the end; the bouncing ones carry speed past it, never
    /// more than they brought; the speed brought is the frames' just before the end.
    @Test func theEdgeSpeedsSayClampOrBounce() throws {
        for m in Self.measured where m.fling.kind == .edge {
            let edge = try #require(m.edge, "\(m.profile.name) reaches the end")
            #expect(edge.arrivingSpeed > 0 && edge.arrivingSpeed <= m.fling.velocity)
            #expect(edge.carriedSpeed <= edge.arrivingSpeed + 1e-6)
            if m.profile == .android || m.profile == .flutterClamping {
                #expect(edge.carriedSpeed == 0 && m.peakOvershoot == 0, "\(m.profile.name) clamps")
                // Android 12 stretches instead, to its cap (distance 1: 1.6 % + 1.6 %·(1 − e^(−e/0.33))).
                #expect(m.profile == .android ? abs(m.peakStretch - (EdgeStretch.scale(forDistance: 1) - 1)) < 1e-6 : m.peakStretch == 0,
                        "\(m.profile.name): \(m.peakStretch)")
            } else {
                #expect(m.peakStretch == 0, "\(m.profile.name) does not stretch")
                #expect(edge.carriedSpeed > 0 && m.peakOvershoot > 0, "\(m.profile.name) bounces")
            }
            let records = try m.fling.setup(m.profile).replayer(options: ReplayOptions(fps: 100_000)).collect().records
            var before: FrameSample?
            for case let .frame(f) in records where f.offset < m.bounds.upperBound { before = f }
            let last = try #require(before)
            #expect(abs(last.velocity - edge.arrivingSpeed) < 0.01 * edge.arrivingSpeed, "\(m.profile.name)")
            #expect(last.t <= edge.time && edge.time <= last.t + 1e-5)
        }
        // Free and paging flings stay inside: nothing to cross.
        #expect(Self.measured.filter { $0.fling.kind != .edge }.allSatisfy { $0.edge == nil && $0.peakOvershoot == 0 })
    }

    @Test func pagingFlingsRestOnAPageAndTheFastOneMovesOn() {
        for m in Self.measured where m.fling.kind == .paging {
            let page = m.page
            #expect(page != nil, "\(m.profile.name) \(m.fling.key) rests on a page, not at \(m.finalOffset)")
            if m.fling == .fastPage, let page { #expect(Double(page) * m.pageSize > m.fling.from) }
        }
    }

    @Test func theTableHasARowPerFigureAndAColumnPerProfile() throws {
        let table = try ProfileTable(profiles: [.gtk, .iOS])
        let markdown = table.markdown()
        #expect(markdown[0] == "| fling | measured | gtk | ios |")
        // Free: 2 figures, into the end: 5, each paging flick: 2.
        #expect(markdown.count == 2 + 2 + 5 + 2 + 2)
        // Two profiles and the two label columns: 4 cells, 5 bars.
        #expect(markdown.allSatisfy { $0.filter { $0 == "|" }.count == 5 })
        #expect(markdown.contains { $0.hasPrefix("|  | speed carried past it | ") })
        #expect(table.brief().count == 5)
        let csv = table.csv()
        #expect(csv.count == 1 + 2 * ProfileFling.all.count)
        #expect(csv.dropFirst().allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == ProfileTable.fields.count })
        for line in table.jsonLines() {
            let object = try JSONParser.parse(Array(line.utf8))
            #expect(ProfileTable.fields.allSatisfy { object[$0] != nil }, "\(line)")
        }
    }

    /// The polylines of `svg` drawn in `color`.
    static func curves(_ svg: String, color: String) -> Int {
        svg.components(separatedBy: "<polyline").dropFirst().filter { $0.hasPrefix(" fill=\"none\" stroke=\"\(color)\"") }.count
    }

    @Test func theChartHasEveryFlingsPanelAndEveryProfilesCurvesInEach() throws {
        let svg = try ProfileFlingsPlot(profiles: ScrollPhysics.all).svg()
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && svg.hasSuffix("</svg>\n"))
        for fling in ProfileFling.all {
            #expect(svg.components(separatedBy: "<tspan font-weight=\"bold\">\(fling.title)</tspan> · \(fling.description)").count == 2,
                    "the panel of \(fling.title)")
        }
        for p in ScrollPhysics.all {
            #expect(svg.contains(">\(p.name)</text>"), "\(p.name) in the legend")
            // Offset and velocity in each panel.
            #expect(Self.curves(svg, color: ProfilePlot.color(for: p)) == 2 * ProfileFling.all.count, "\(p.name)'s curves")
        }
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 2 * ScrollPhysics.all.count * ProfileFling.all.count)
        // A dot where each comes to rest, the end and the pages drawn, the edge's time axis logarithmic.
        #expect(svg.components(separatedBy: "<circle").count - 1 == ScrollPhysics.all.count * ProfileFling.all.count)
        #expect(svg.contains(">upper bound 1000</text>"))
        #expect(svg.components(separatedBy: ">page 1</text>").count - 1 == 2)
        #expect(svg.contains("time (s), logarithmic"))
    }

    @Test func theChartOfSomeProfilesDrawsThoseOnly() throws {
        let svg = try ProfileFlingsPlot(profiles: [.android, .gtk]).svg()
        #expect(svg.contains("2 platform profiles"))
        #expect(Self.curves(svg, color: ProfilePlot.color(for: .android)) == 2 * ProfileFling.all.count)
        #expect(Self.curves(svg, color: ProfilePlot.color(for: .gtk)) == 2 * ProfileFling.all.count)
        #expect(Self.curves(svg, color: ProfilePlot.color(for: .iOS)) == 0)
        #expect(!svg.contains(">ios</text>"))
    }

    @Test func simplifyingKeepsTheEndsAndTheCornersAndDropsTheStraight() {
        let line = (0...100).map { (x: Double($0), y: 2 * Double($0)) }
        #expect(ProfileFlingsPlot.simplified(line).map(\.x) == [0, 100])
        // A step: flat, a jump between two columns, flat.
        let step = (0...100).map { (x: Double($0), y: $0 < 50 ? 0.0 : 40.0) }
        #expect(ProfileFlingsPlot.simplified(step).map(\.x) == [0, 49, 50, 100])
        // A curve: every point dropped lies within the tolerance of the chord kept around it
        // (its distance to the chord's line).
        let curve = (0...400).map { (x: Double($0), y: 200 * (1 - exp(-Double($0) / 80))) }
        let kept = ProfileFlingsPlot.simplified(curve, tolerance: 0.1)
        #expect(kept.count < 60)
        for p in curve {
            let i = kept.firstIndex { $0.x >= p.x }!
            guard i > 0 else { continue }
            let a = kept[i - 1], b = kept[i]
            let dx = b.x - a.x, dy = b.y - a.y
            #expect(abs(dy * (p.x - a.x) - dx * (p.y - a.y)) / (dx * dx + dy * dy).squareRoot() <= 0.1 + 1e-9)
        }
    }
}
