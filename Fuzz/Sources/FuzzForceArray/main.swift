import ForceCore
import FuzzSupport

/// UITouch.force arrays (JSON) through the trace reader, every sample pulled.
func fuzzForceArray(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let path = FuzzInput.file(data, size, name: "force.json")
    guard let reader = try? TraceReader.open(path: path) else { return 0 }
    while let event = try? reader.next() { _ = event }
    return 0
}

FuzzDriver.run(fuzzForceArray)
