import FuzzSupport
import QuickActions

/// PNG headers (IHDR, tRNS) as QA009 reads an IconFile.
func fuzzPNGHeader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    _ = PNGInfo.read(FuzzInput.data(data, size))
    return 0
}

FuzzDriver.run(fuzzPNGHeader)
