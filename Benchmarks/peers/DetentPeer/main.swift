// Detent's side of `make bench-peers`: the reference wheel picker driven through the same
// gesture file and frame loop as the peers (Benchmarks/peers/qt_peer.cpp), printing the
// same JSON object.
//
//   DetentPeer FPS FILE.peer [REPEAT]
//
// FILE.peer (written by bench_peers.py): `start OFFSET`, `max OFFSET`, `step PT`,
// `viewport PT`, then `down|move|up T X` lines (T seconds, X in the picker's own
// coordinates along its axis).
//
// Frames are sampled at t = k / FPS from the first input until the picker has been idle
// for a frame after the last input; inputs are applied at their own times between frames.
// With REPEAT > 0 the gesture is replayed REPEAT more times on fresh pickers and the real
// time of the calls that do the picker's work is summed: `handle(_:at:)` for each input,
// and for each frame `advance(to:)`, reading the offset and clearing the engine's events.
// The median time of an empty timed region (two clock reads) is subtracted from each one.
// The medians and minima over the repeats are printed: the whole gesture, and one frame of the motion
// after a release (frames while no pointer is down and the picker still moves).
import Detent
import DetentPicker
#if canImport(Glibc)
import Glibc
#endif

struct Input {
    enum Kind: String { case down, move, up }
    var kind: Kind
    var t: Double
    var x: Double
}

struct Gesture {
    var start = 0.0, max = 1000.0, step = 10.0, viewport = 280.0
    var inputs: [Input] = []
}

/// Writes to standard error (file descriptor 2).
func printError(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

func fail(_ message: String) -> Never {
    printError("DetentPeer: \(message)")
    exit(2)
}

func readGesture(_ path: String) -> Gesture {
    guard let file = fopen(path, "r") else { fail("\(path): cannot open") }
    defer { fclose(file) }
    var g = Gesture()
    var lineNumber = 0
    var buffer: UnsafeMutablePointer<CChar>? = nil
    var capacity = 0
    while getline(&buffer, &capacity, file) > 0 {
        lineNumber += 1
        let line = String(cString: buffer!)
        let fields = line.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
        guard let key = fields.first, !key.hasPrefix("#") else { continue }
        func number(_ i: Int) -> Double {
            guard i < fields.count, let d = Double(fields[i]), d.isFinite else { fail("\(path):\(lineNumber): expected a number") }
            return d
        }
        switch key {
        case "start": g.start = number(1)
        case "max": g.max = number(1)
        case "step": g.step = number(1)
        case "viewport": g.viewport = number(1)
        default:
            guard let kind = Input.Kind(rawValue: key) else { fail("\(path):\(lineNumber): unknown line") }
            g.inputs.append(Input(kind: kind, t: number(1), x: number(2)))
        }
    }
    free(buffer)
    if g.inputs.isEmpty { fail("\(path): no pointer input") }
    return g
}

/// The reference picker (0...100, 10 pt a value) in a `viewport` × 80 frame at (0, 0), at
/// rest on the start offset.
func makePicker(_ g: Gesture) -> WheelPicker {
    var configuration = WheelPicker.Configuration()
    configuration.values = try! PickerValues(from: 0, to: g.max / g.step, by: 1)
    configuration.size = Size(width: g.viewport, height: 80)
    guard configuration.step == g.step else { fail("the reference picker's step is \(configuration.step), not \(g.step)") }
    let picker = WheelPicker(configuration: configuration, frame: Rect(x: 0, y: 0, width: g.viewport, height: 80))
    let startValue = g.start / g.step
    guard startValue == startValue.rounded() else { fail("the start offset \(g.start) is not a multiple of the step") }
    try! picker.handle(.select(value: startValue, animated: false), at: 0)
    try! picker.advance(to: 0)
    picker.engine.removeAllEvents()
    guard picker.engine.offset == g.start else { fail("the picker did not start at \(g.start)") }
    return picker
}

@inline(__always) func now() -> Int {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return ts.tv_sec * 1_000_000_000 + ts.tv_nsec
}

/// The median real time of an empty timed region (two clock reads), subtracted from every
/// timed region so that the figures are the picker's calls alone.
func clockOverhead() -> Int {
    var v: [Int] = []
    for _ in 0...20_000 {
        let t0 = now()
        v.append(now() - t0)
    }
    return v.sorted()[v.count / 2]
}

struct Replay {
    var frames: [(Double, Double)] = []
    var rested = false // false: stopped by the timeout
    var gestureNs = 0
    var regions = 0
    var motionFramesNs = 0
    var motionFrames = 0
}

func replay(_ picker: WheelPicker, _ g: Gesture, fps: Int, timed: Bool) -> Replay {
    var r = Replay()
    let engine = picker.engine
    let last = g.inputs.last!.t
    var k = Int((g.inputs.first!.t * Double(fps)).rounded(.down))
    var i = 0
    var wasMoving = false, pointerDown = false
    while true {
        let tf = Double(k) / Double(fps)
        while i < g.inputs.count, g.inputs[i].t <= tf {
            let input = g.inputs[i]
            i += 1
            pointerDown = input.kind != .up
            let p = Point(x: input.x, y: 40)
            let pickerInput: PickerInput = switch input.kind {
            case .down: .pointerDown(p, pointer: 0)
            case .move: .pointerMove(p, pointer: 0)
            case .up: .pointerUp(p, pointer: 0)
            }
            let t0 = timed ? now() : 0
            try! picker.handle(pickerInput, at: input.t)
            if timed { r.gestureNs += now() - t0; r.regions += 1 }
        }
        let motion = !pointerDown && !engine.isIdle
        let t0 = timed ? now() : 0
        try! picker.advance(to: tf)
        let offset = engine.offset
        engine.removeAllEvents()
        if timed {
            let dt = now() - t0
            r.gestureNs += dt
            r.regions += 1
            if motion { r.motionFramesNs += dt; r.motionFrames += 1 }
        }
        r.frames.append((tf, offset))
        let moving = !engine.isIdle
        if i == g.inputs.count, tf >= last, !moving, !wasMoving { r.rested = true; break }
        wasMoving = moving
        if tf > last + 30 { break }
        k += 1
    }
    return r
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, let fps = Int(arguments[1]), fps > 0 else {
    printError("usage: DetentPeer FPS FILE.peer [REPEAT]")
    exit(64)
}
let repeatCount = arguments.count > 3 ? Int(arguments[3]) ?? 0 : 0
let gesture = readGesture(arguments[2])
let first = replay(makePicker(gesture), gesture, fps: fps, timed: false)

let overhead = repeatCount > 0 ? clockOverhead() : 0
var gestures: [Int] = []
var frames: [Int] = []
var repeatable = true
for _ in 0..<repeatCount {
    let picker = makePicker(gesture)
    let r = replay(picker, gesture, fps: fps, timed: true)
    gestures.append(r.gestureNs - overhead * r.regions)
    if r.motionFrames > 0 { frames.append((r.motionFramesNs - overhead * r.motionFrames) / r.motionFrames) }
    if r.frames.last!.1 != first.frames.last!.1 { repeatable = false }
}
func median(_ v: [Int]) -> Int { v.isEmpty ? -1 : v.sorted()[v.count / 2] }
func minimum(_ v: [Int]) -> Int { v.min() ?? -1 }

var out = "{\"peer\": \"detent\", \"fps\": \(fps), \"final\": \(first.frames.last!.1), \"rested\": \(first.rested), \"info\": {},\n"
out += " \"cost\": {\"repeat\": \(repeatCount), \"gesture_ns\": \(median(gestures)), \"frame_ns\": \(median(frames)), \"gesture_min_ns\": \(minimum(gestures)), \"frame_min_ns\": \(minimum(frames)), \"clock_overhead_ns\": \(overhead), \"finals_repeat\": \(repeatable)},\n"
out += " \"frames\": [" + first.frames.map { "[\($0.0), \($0.1)]" }.joined(separator: ", ") + "]}\n"
print(out, terminator: "")
