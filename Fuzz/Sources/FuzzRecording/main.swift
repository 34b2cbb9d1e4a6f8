import ForceCore
import FuzzSupport

/// ForceLab recording v1 (JSONL) through the trace reader, every event pulled.
func fuzzRecording(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let path = FuzzInput.file(data, size, name: "session.jsonl")
    guard let reader = try? TraceReader.open(path: path) else { return 0 }
    while let event = try? reader.next() { _ = event }
    return 0
}

FuzzDriver.run(fuzzRecording)
