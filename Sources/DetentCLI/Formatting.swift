import DetentPicker

// How the tools write numbers in their messages (data output, JSON and traces, has its own
// shortest round-trip form).

/// `d` with `decimals` digits after the point (`fixed(3.14159, 3)` is `3.142`).
public func fixed(_ d: Double, _ decimals: Int) -> String { PickerValues.format(d, decimals: decimals) }

/// `d` without a fraction when it is whole (`480`), else Swift's shortest form (`0.25`).
public func shortest(_ d: Double) -> String {
    d.isFinite && d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : "\(d)"
}

/// `n` padded with zeros to `width` digits (`zeroPadded(7, width: 5)` is `00007`).
public func zeroPadded(_ n: Int, width: Int) -> String {
    let s = String(n)
    return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
}

/// `n` and the noun, plural unless `n` is 1: "1 frame", "12 frames".
public func counted(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
}
