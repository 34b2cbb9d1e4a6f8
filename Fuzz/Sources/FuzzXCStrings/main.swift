import FuzzSupport
import QuickActions

/// String catalogs (`.xcstrings`, JSON) through the catalog parser.
func fuzzXCStrings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    _ = try? StringCatalog.parse(FuzzInput.data(data, size), path: "InfoPlist.xcstrings")
    return 0
}

FuzzDriver.run(fuzzXCStrings)
