import Detent
import DetentTrace

extension TracePlot {
    /// Where things go on the chart: the two panels, the rug, and the scales from time,
    /// offset and velocity to points.
    struct Layout {
        static let width = 1000.0, height = 620.0
        static let left = 78.0, right = 70.0
        static var plotWidth: Double { width - left - right }
        /// Pixel columns the curves are decimated to.
        static var columns: Int { Int(plotWidth) }

        let width = Layout.width, height = Layout.height
        let left = Layout.left
        let plotW = Layout.plotWidth
        /// The offset panel.
        let top1 = 74.0, h1 = 270.0
        /// The velocity panel.
        let top2 = 74.0 + 270 + 40, h2 = 150.0
        /// The input rug under the velocity panel.
        var rugY: Double { top2 + h2 + 8 }

        /// The time axis.
        let t0: Double, t1: Double
        /// The offset axis: the data and the bounds, padded.
        let oMin: Double, oMax: Double
        /// The velocity axis: ±vAbs.
        let vAbs: Double

        /// The offset axis spans the run's offsets and, within two steps of them, the bounds;
        /// at least four steps; 6 % padding. The velocity axis spans the releases and the
        /// 99th percentile of the speeds (not a transient), at least 50 pt/s, plus 10 %.
        init(t0: Double, t1: Double, run: Run, bounds: ClosedRange<Double>, step: Double) {
            self.t0 = t0; self.t1 = t1
            var oMin = run.minOffset.isFinite ? run.minOffset : 0, oMax = run.maxOffset.isFinite ? run.maxOffset : 0
            oMin = Swift.min(oMin, Swift.max(bounds.lowerBound, oMin - 2 * step))
            oMax = Swift.max(oMax, Swift.min(bounds.upperBound, oMax + 2 * step))
            if oMax - oMin < 4 * step { let mid = (oMax + oMin) / 2; oMin = mid - 2 * step; oMax = mid + 2 * step }
            let pad = (oMax - oMin) * 0.06
            self.oMin = oMin - pad; self.oMax = oMax + pad
            let releases = run.phases.filter { $0.from == .interacting }
            vAbs = Swift.max(percentile(run.speeds, 99), releases.map { abs($0.velocity) }.max() ?? 0, 50) * 1.1
        }

        func x(_ t: Double) -> Double { left + (t - t0) / (t1 - t0) * plotW }
        func column(_ t: Double) -> Int {
            Swift.min(Layout.columns - 1, Swift.max(0, Int(saturating: (t - t0) / (t1 - t0) * Double(Layout.columns))))
        }
        func y1(_ o: Double) -> Double { top1 + h1 - (o - oMin) / (oMax - oMin) * h1 }
        func y2(_ v: Double) -> Double { top2 + h2 / 2 - Swift.min(Swift.max(v / vAbs, -1), 1) * (h2 / 2) }
    }
}
