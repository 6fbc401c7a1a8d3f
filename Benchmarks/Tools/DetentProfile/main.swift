// A harness that repeats one of the benchmarked hot paths many times and nothing else, for
// a profiler: `swift build -c release --product DetentProfile` in Benchmarks/, then
//   perf record -g .build/release/DetentProfile fling 200000
// (the benchmark tool's own set-up and statistics would dominate a profile of it).
import Detent
import DetentPicker
#if canImport(Glibc)
import Glibc
#endif

let frame = 1.0 / 120

func referenceEngine(offset: Double = 0) -> ScrollEngine {
    try! ScrollEngine(
        configuration: .init(containerSize: Size(width: 280, height: 80),
                             contentSize: Size(width: 1002, height: 80),
                             bounds: 0...1000,
                             targets: .uniform(first: 0, step: 10, count: 101)),
        behavior: ClosestMultipleScrollTargetBehavior(step: 10),
        offset: offset)
}

func drag(_ engine: ScrollEngine, at t0: Double) {
    try! engine.handle(.pointerDown(Point(x: 240, y: 40)), at: t0)
    for i in 1...20 {
        try! engine.handle(.pointerMove(Point(x: 240 - 10 * Double(i), y: 40)), at: t0 + Double(i) * frame)
    }
    try! engine.handle(.pointerUp(Point(x: 40, y: 40)), at: t0 + 21 * frame)
}

func bigPicker() -> WheelPicker {
    let picker = WheelPicker(configuration: .init(values: PickerValues(0...999_999)),
                             frame: Rect(x: 0, y: 0, width: 280, height: 80))
    try! picker.handle(.select(value: 0, animated: false), at: 0)
    return picker
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]) else {
    print("usage: DetentProfile fling|drag|advance|select|end|display|transition|index|sizes COUNT")
    exit(2)
}
var sink = 0.0
let engine = referenceEngine()
var t = 0.0
switch arguments[1] {
case "fling":
    // One release per round, the engine put back on 0 at the same time (no crossing runs).
    for _ in 0..<count {
        try! engine.fling(velocity: 1_800, at: t)
        try! engine.handle(.scrollTo(.offset(0), animated: false), at: t)
        engine.removeAllEvents()
    }
case "drag":
    for _ in 0..<count {
        drag(engine, at: t)
        t += 21 * frame
        try! engine.handle(.scrollTo(.offset(0), animated: false), at: t)
        engine.removeAllEvents()
    }
case "advance":
    for _ in 0..<count {
        try! engine.fling(velocity: 1_800, at: t)
        for i in 1...250 {
            try! engine.advance(to: t + Double(i) * frame)
            sink += engine.offset
        }
        t += 10
        try! engine.handle(.scrollTo(.offset(0), animated: false), at: t)
        engine.removeAllEvents()
    }
case "select":
    // Each motion starts 11 s after the last, as in the benchmark (warmTime + 1): how far
    // the shown offset moves in an ulp of time decides how often a crossing's certificate
    // needs the one-at-a-time search.
    let picker = bigPicker()
    for _ in 0..<count {
        t += 11
        try! picker.handle(.select(value: 1_000, animated: true), at: t)
        var k = 0
        while !picker.isIdle {
            k += 1
            try! picker.advance(to: t + Double(k) * frame)
            picker.drainEvents { _ in sink += 1 }
        }
        t += Double(k + 1) * frame
        try! picker.handle(.select(value: 0, animated: false), at: t)
        picker.removeAllEvents()
    }
case "end":
    let picker = bigPicker()
    for _ in 0..<count {
        try! picker.handle(.key(.end), at: t)
        try! picker.handle(.select(value: 0, animated: false), at: t)
        picker.removeAllEvents()
        t += 1
    }
case "display":
    // One frame's display list of the reference picker (0...100) at rest on 50.
    let picker = WheelPicker(configuration: .init(), frame: Rect(x: 0, y: 0, width: 280, height: 80))
    try! picker.handle(.select(value: 50, animated: false), at: 0)
    var list: [DisplayItem] = []
    list.reserveCapacity(256)
    for _ in 0..<count {
        list.removeAll(keepingCapacity: true)
        picker.displayList(into: &list)
        sink += Double(list.count)
    }
case "transition":
    // The transition phases of the ticks a frame shows, as the benchmark: the region read
    // once, the visible ticks (2 pt frames centred on i × 10 meeting the visible rect
    // 360...640 at offset 500: 29 of 101) found from it arithmetically, each resolved.
    let engine = referenceEngine(offset: 500)
    let frames = (0..<101).map { Rect(x: Double($0) * 10 - 1, y: 0, width: 2, height: 80) }
    for _ in 0..<count {
        let region = engine.transitionRegion
        let first = Swift.max(0, Int(((region.visibleStart - 1) / 10).rounded(.down)) + 1)
        let last = Swift.min(100, Int(((region.visibleEnd + 1) / 10).rounded(.up)) - 1)
        for i in first...last {
            let t = region.transition(for: frames[i])
            sink += t.phase.value + t.progress
        }
    }
case "index":
    // ScrollTargets.closestIndex alone, on the reference grid.
    let targets = ScrollTargets.uniform(first: 0, step: 10, count: 101)
    var n = 0
    for i in 0..<count { n &+= targets.closestIndex(to: Double(i % 1_000) * 1.01) }
    sink = Double(n)
case "sizes":
    print("ScrollMotion", MemoryLayout<ScrollMotion>.size, "Deceleration", MemoryLayout<Deceleration>.size,
          "Spring", MemoryLayout<SpringMotion>.size, "Bounce", MemoryLayout<BounceMotion>.size,
          "Glide", MemoryLayout<GlideMotion>.size, "TurnBack", MemoryLayout<TurnBackMotion>.size,
          "Spline", MemoryLayout<SplineFling>.size, "Clamping", MemoryLayout<ClampingFling>.size,
          "Configuration", MemoryLayout<ScrollEngine.Configuration>.size, "Physics", MemoryLayout<ScrollPhysics>.size,
          "Planner", MemoryLayout<BallisticPlanner>.size)
default:
    print("unknown path \(arguments[1])")
    exit(2)
}
print(sink)
