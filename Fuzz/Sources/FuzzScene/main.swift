import FuzzSupport
import Simulator

/// Scene files (apps, pages, dock, in-app lists) through `Scene.load`, on the default device.
let device = try! DeviceProfile.load(path: FuzzInput.packageFile("Assets/devices/iphone-xs.json"))

func fuzzScene(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let path = FuzzInput.file(data, size, name: "scene.json")
    _ = try? Scene.load(path: path, device: device)
    return 0
}

FuzzDriver.run(fuzzScene)
