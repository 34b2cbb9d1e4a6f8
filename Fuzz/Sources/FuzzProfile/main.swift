import ForceCore
import FuzzSupport

/// Force profile JSON (`--profile FILE`, S in the window) through the loader.
func fuzzProfile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let path = FuzzInput.file(data, size, name: "profile.json")
    _ = try? ForceProfile.load(path: path)
    return 0
}

FuzzDriver.run(fuzzProfile)
