import Detent
import DetentPicker

/// `detent fling`: the reference picker at rest at `from`, released at t = 0 with the
/// offset velocity `velocity`.
public struct FlingSetup: Hashable, Sendable {
    public var velocity: Double
    /// The offset the picker rests at before the release (clamped to its bounds).
    public var from: Double
    /// The platform feel (``ScrollPhysics/iOS``).
    public var profile: ScrollPhysics
    /// A decay rate replacing the profile's fling (`nil`: the profile's own).
    public var rate: DecelerationRate?
    /// Where the fling comes to rest (the picker's own by default: the closest value).
    public var behavior: PickerBehavior

    public init(velocity: Double, from: Double = 0, profile: ScrollPhysics = .iOS, rate: DecelerationRate? = nil,
                behavior: PickerBehavior = .closestMultiple) {
        self.velocity = velocity; self.from = from; self.profile = profile; self.rate = rate; self.behavior = behavior
    }

    /// The reference picker, with this profile, rate and behaviour, at rest at `from`.
    public func makePicker() -> WheelPicker {
        var header = TraceHeader()
        header.picker.profile = profile
        header.picker.rate = rate
        header.picker.behavior = behavior
        return WheelPicker(configuration: header.pickerConfiguration, frame: header.pickerFrame, time: 0, offset: from)
    }

    /// The replay of the fling.
    public func replayer(options: ReplayOptions = ReplayOptions()) -> Replayer {
        Replayer(picker: makePicker(), inputs: [.fling(velocity: velocity, t: 0)], options: options, name: "fling")
    }
}
