#if canImport(Glibc)
    import Glibc
#endif

/// Zeroed memory for a frame-sized surface, with no pass over it: fresh pages from the kernel
/// are zero, so nothing clears them before the first frame does. A block of a few megabytes
/// is mapped on 2 MB boundaries and offered for transparent huge pages (`MADV_HUGEPAGE`): a
/// 1125x2436 frame then costs a handful of page faults instead of 2,700 (each about 3 µs here).
/// Where the kernel gives no huge pages it is ordinary zeroed memory; the pixels never differ.
struct FrameMemory {
    let base: UnsafeMutableRawPointer
    private let mapping: (start: UnsafeMutableRawPointer, length: Int)?

    private static let hugePage = 2 << 20

    init?(bytes: Int) {
        let size = max(1, bytes)
        if size >= 2 * Self.hugePage, let mapped = Self.mapAligned(size) {
            base = mapped.start
            mapping = mapped
            return
        }
        guard let memory = calloc(size, 1) else { return nil }
        base = memory
        mapping = nil
    }

    /// `size` bytes rounded up to huge pages, starting on a huge-page boundary.
    private static func mapAligned(_ size: Int) -> (start: UnsafeMutableRawPointer, length: Int)? {
        let length = (size + hugePage - 1) / hugePage * hugePage
        let raw = mmap(nil, length + hugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let raw, raw != MAP_FAILED else { return nil }
        let address = Int(bitPattern: raw)
        let aligned = (address + hugePage - 1) / hugePage * hugePage
        let head = aligned - address
        if head > 0 { munmap(raw, head) }
        let tail = hugePage - head
        let start = UnsafeMutableRawPointer(bitPattern: aligned)!
        if tail > 0 { munmap(start + length, tail) }
        _ = madvise(start, length, MADV_HUGEPAGE)
        return (start, length)
    }

    func release() {
        if let mapping { munmap(mapping.start, mapping.length) } else { free(base) }
    }
}
