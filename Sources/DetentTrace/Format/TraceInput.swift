import DetentPicker

/// One input line: a time (seconds since the trace began) and the picker input it holds
/// (see ``TraceEncoding`` for how each input is written).
public struct TraceInput: Hashable, Sendable {
    public var t: Double
    public var input: PickerInput
    public init(t: Double, _ input: PickerInput) { self.t = t; self.input = input }
}
