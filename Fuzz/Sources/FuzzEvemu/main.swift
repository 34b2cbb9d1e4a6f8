import ForceCore
import FuzzSupport

/// evemu text recordings (pen tablets) through the trace reader, every event pulled.
func fuzzEvemu(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let path = FuzzInput.file(data, size, name: "pen.events")
    guard let reader = try? TraceReader.open(path: path) else { return 0 }
    while let event = try? reader.next() { _ = event }
    return 0
}

FuzzDriver.run(fuzzEvemu)
