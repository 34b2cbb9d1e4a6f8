import FuzzSupport
import Simulator

/// Device profiles (`--device FILE`: screen, grid, metrics) through `DeviceProfile.load`.
func fuzzDevice(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let path = FuzzInput.file(data, size, name: "device.json")
    _ = try? DeviceProfile.load(path: path)
    return 0
}

FuzzDriver.run(fuzzDevice)
