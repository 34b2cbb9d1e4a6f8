import FuzzSupport
import QuickActions

/// binary property lists (bplist00) through `AppShortcuts.load`, as `forcelab lint` reads them.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let path = FuzzInput.file(data, size, name: "Info.plist")
    _ = try? AppShortcuts.load(path: path)
    return 0
}

FuzzDriver.run(fuzz)
