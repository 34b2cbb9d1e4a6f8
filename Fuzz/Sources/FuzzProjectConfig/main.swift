import Foundation
import FuzzSupport
import QuickActions

/// `.forcelab.json` through `ProjectConfiguration.parse` (bytes in), as `forcelab lint` reads it.
let rules = Set((1...19).map { String(format: "QA%03d", $0) } + (1...8).map { String(format: "HIG%03d", $0) })

func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    _ = try? ProjectConfiguration.parse(FuzzInput.data(data, size), path: ".forcelab.json", knownRules: rules)
    return 0
}

FuzzDriver.run(fuzz)
