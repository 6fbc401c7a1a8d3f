import Detent
import DetentPicker
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a scripted fling comes to rest.
public enum FlingBehavior: Hashable, Sendable {
    /// The picker's own: the closest multiple of its step.
    case pickerDefault
    case none
    /// The closest multiple of a step in points.
    case snap(Double)
    case paging
    case viewAligned
}

/// `detent fling`: the reference picker at rest at `from`, released at t = 0 with the
/// offset velocity `velocity`.
public struct FlingSetup: Hashable, Sendable {
    public var velocity: Double
    public var from: Double
    /// The platform feel (``ScrollPhysics/iOS``).
    public var profile: ScrollPhysics
    /// A decay rate replacing the profile's fling (`nil`: the profile's own).
    public var rate: DecelerationRate?
    public var behavior: FlingBehavior

    public init(velocity: Double, from: Double = 0, profile: ScrollPhysics = .iOS, rate: DecelerationRate? = nil,
                behavior: FlingBehavior = .pickerDefault) {
        self.velocity = velocity; self.from = from; self.profile = profile; self.rate = rate; self.behavior = behavior
    }

    /// The picker set up at rest at `from` (events of the set-up removed).
    public func makePicker() throws(ScrollEngineError) -> WheelPicker {
        var header = TraceHeader()
        header.picker.profile = profile
        header.picker.rate = rate
        let picker = header.makePicker(time: 0)
        let engine = picker.engine
        switch behavior {
        case .pickerDefault: break
        case .none: engine.removeBehavior()
        case let .snap(step): engine.setBehavior(ClosestMultipleScrollTargetBehavior(step: step))
        case .paging: engine.setBehavior(PagingScrollTargetBehavior())
        case .viewAligned: engine.setBehavior(ViewAlignedScrollTargetBehavior())
        }
        if from != engine.offset {
            try engine.handle(.scrollTo(.offset(from), animated: false), at: 0)
        }
        engine.removeAllEvents()
        return picker
    }

    /// The replay of the fling.
    public func replayer(options: ReplayOptions = ReplayOptions()) throws(ScrollEngineError) -> Replayer {
        Replayer(picker: try makePicker(), inputs: [.fling(velocity: velocity, t: 0)], options: options, name: "fling")
    }
}

/// Writes `text` to a file (replacing it).
public func writeText(_ text: String, to path: String) throws(TraceWriteError) {
    guard let fp = fopen(path, "wb") else {
        throw TraceWriteError(path: path, reason: String(cString: strerror(errno)))
    }
    defer { fclose(fp) }
    let ok = text.utf8CString.withUnsafeBufferPointer { buf in
        fwrite(buf.baseAddress, 1, buf.count - 1, fp) == buf.count - 1
    }
    if !ok { throw TraceWriteError(path: path, reason: String(cString: strerror(errno))) }
}
