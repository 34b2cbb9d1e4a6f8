import ForceCore
import FuzzSupport

/// The recording reader's fast path against the full reader. Every line of the input (split at
/// LF, a CR before it dropped, as the trace reader does) must be declined by the fast path or
/// read to the full reader's fields to the bit; and the whole input, as a recording, must read
/// to the same events (or the same error) with the fast path and without it. A difference is a
/// crash, with both answers printed.
func fuzzRecordingFastPath(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
        let cut = line.last == 0x0D ? Array(line.dropLast()) : Array(line)
        if let mismatch = RecordingFastPathCheck.mismatch(cut) {
            fatalError("fast path and full reader differ on \(cut): \(mismatch)")
        }
    }
    let path = FuzzInput.file(data, size, name: "session.jsonl")
    let fast = readWhole(path, fast: true)
    let full = readWhole(path, fast: false)
    if fast != full { fatalError("the trace reads differently with the fast path:\n\(fast)\nwithout:\n\(full)") }
    return 0
}

/// Every event of the trace (numbers printed to the bit) or its error.
func readWhole(_ path: String, fast: Bool) -> String {
    var options = TraceOptions()
    options.recordingFastPath = fast
    var text = ""
    do {
        let reader = try TraceReader.open(path: path, options: options)
        while let event = try reader.next() { text += "\(event)\n" }
    } catch {
        text += "error: \(error)"
    }
    return text
}

FuzzDriver.run(fuzzRecordingFastPath)
