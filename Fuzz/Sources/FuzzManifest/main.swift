import FuzzSupport
import QuickActions

/// JSON quick-action manifests through `AppShortcuts.load`, as `forcelab lint` reads them.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let path = FuzzInput.file(data, size, name: "shortcuts.json")
    _ = try? AppShortcuts.load(path: path)
    return 0
}

FuzzDriver.run(fuzz)
