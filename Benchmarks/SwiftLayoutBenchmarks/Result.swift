/// The measured result of one phase of one workload at one size.
struct Result {
    let workload: String
    let n: Int
    let phase: String
    /// Milliseconds per operation over the runs.
    let time: Statistics
    /// The plain-arithmetic floor for the same frames, in the same unit; `nil` where it does not apply.
    let floor: Statistics?
    /// Operation counts for one run (the first; runs are deterministic), `operations` first.
    let counters: Counters?
    /// This median over the same phase's median at a tenth of the size, when that was measured in the
    /// same run (the growth from N = 1,000 to 10,000 that Performance.md bounds).
    var growth: (fromN: Int, ratio: Double)? = nil

    /// One line of JSON in Performance.md's shape, keys in a fixed order.
    ///
    ///     {"workload":"chain","n":100,"phase":"build","median_ms":0.21,"min_ms":0.2,"max_ms":0.3,"runs":11,
    ///      "counters":{"operations":1,"constraints_added":402,...}}
    var json: String {
        var fields = [
            "\"workload\":\(jsonString(workload))",
            "\"n\":\(n)",
            "\"phase\":\(jsonString(phase))",
            "\"median_ms\":\(jsonNumber(time.median))",
            "\"min_ms\":\(jsonNumber(time.min))",
            "\"max_ms\":\(jsonNumber(time.max))",
            "\"runs\":\(time.runs)",
        ]
        if let floor { fields.append("\"floor_ms\":\(jsonNumber(floor.median))") }
        if let growth {
            fields.append("\"growth_from_n\":\(growth.fromN)")
            fields.append("\"growth_ratio\":\((growth.ratio * 100).rounded() / 100)")
        }
        if let counters {
            let entries = counters.entries.map { "\(jsonString($0.name)):\($0.value)" }
            fields.append("\"counters\":{\(entries.joined(separator: ","))}")
        }
        return "{\(fields.joined(separator: ","))}"
    }
}

/// A JSON string literal.
func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}

/// A JSON number: milliseconds rounded to the nanosecond.
func jsonNumber(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let rounded = (value * 1e6).rounded() / 1e6
    return "\(rounded)"
}
