import Foundation
import FuzzSupport
import QuickActions

/// An `.xcconfig` (including itself, so `#include` loops are reached) and its settings resolved.
func fuzzXCConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let files = ProjectFiles.memory(["Base.xcconfig": FuzzInput.data(data, size)])
    guard let contents = try? XCConfigFile.load("Base.xcconfig", files: files) else { return 0 }
    _ = BuildSettingsStack(layers: [contents.assignments], context: .init(configuration: "Debug")).resolved
    return 0
}

FuzzDriver.run(fuzzXCConfig)
