import FuzzSupport
import QuickActions

/// `InfoPlist.strings` (UTF-8 or UTF-16, old-style or XML plist) through the strings parser.
func fuzzStrings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    _ = try? StringsFileParser.parse(FuzzInput.data(data, size), path: "InfoPlist.strings")
    return 0
}

FuzzDriver.run(fuzzStrings)
