extension GestureEvent {
    /// The `--format jsonl` line: `{"t":0.123456,"event":"peek","x":187.5,"y":640,"force":0.2512}`
    /// (keys in this order; x and y to 2 decimals, force to 4, trailing zeros dropped).
    public func jsonLine() -> String {
        "{\"t\":" + formatSeconds(time) + ",\"event\":\"" + kind.rawValue + "\",\"x\":" + formatFixed(x, decimals: 2)
            + ",\"y\":" + formatFixed(y, decimals: 2) + ",\"force\":" + formatFixed(force, decimals: 4) + "}"
    }

    /// The `--format text` line: seconds, event name, place and force, aligned in columns; the
    /// force also in newtons and grams-force (`PhysicalForce`, the iPhone 6s sensor's relation).
    public func textLine() -> String {
        let seconds = formatSecondsFixed(time)
        let name = kind.rawValue
        let pad = { (text: String, width: Int) in
            text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
        }
        return pad(seconds, 12) + "  " + name + String(repeating: " ", count: max(1, 14 - name.count))
            + "x " + pad(formatFixed(x, decimals: 1, trim: false), 7) + "  y "
            + pad(formatFixed(y, decimals: 1, trim: false), 7)
            + "  force " + formatFixed(force, decimals: 3, trim: false)
            + pad(PhysicalForce.newtonsText(force), 8) + pad(PhysicalForce.gramsText(force), 8)
    }
}

/// Seconds with exactly six decimals (`0.350000`).
func formatSecondsFixed(_ microseconds: Int64) -> String {
    let negative = microseconds < 0
    let magnitude = microseconds.magnitude
    let fraction = String(magnitude % 1_000_000)
    return (negative ? "-" : "") + String(magnitude / 1_000_000) + "."
        + String(repeating: "0", count: 6 - fraction.count) + fraction
}

/// A decimal rounded to `decimals` places (half away from zero), trailing zeros dropped when `trim`.
public func formatFixed(_ value: Double, decimals: Int, trim: Bool = true) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return value.isFinite ? "\(value)" : "0" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    var units = UInt64(scaled)
    let negative = value < 0 && units != 0
    var divisor: UInt64 = 1
    for _ in 0..<decimals { divisor *= 10 }
    let whole = units / divisor
    units %= divisor
    var fraction = decimals > 0 ? String(units) : ""
    if decimals > 0 { fraction = String(repeating: "0", count: decimals - fraction.count) + fraction }
    if trim { while fraction.hasSuffix("0") { fraction.removeLast() } }
    return (negative ? "-" : "") + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
}
