import FuzzSupport
import QuickActions

/// An image set's `Contents.json` through `AssetCatalog.images(contents:)`, the bytes-in entry
/// point of what lint, preview and the window read for an IconFile and the app icon.
let present: Set<String> = ["icon.png", "icon@2x.png", "icon@3x.png", "icon.pdf", "a.svg"]

func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    _ = try? AssetCatalog.images(
        contents: FuzzInput.data(data, size), path: "App.xcassets/icon.imageset/Contents.json", present: present)
    return 0
}

FuzzDriver.run(fuzz)
