import Foundation
import SourceFormats

/// The answers an app's folder gives the same way for every locale and placement, found once:
/// its asset catalogs and its `IconFile` images. A contact sheet draws hundreds of cells of one
/// app and lints each of its locales; without this each cell walked the app's folder again (twice
/// per missing image). One is made per command (a window's reload makes a new one), so an
/// edited folder is always seen afresh. Safe to share between threads.
public final class AppFileLookups: @unchecked Sendable {
    private let lock = NSLock()
    private var catalogs: [String: AssetCatalog] = [:]
    private var findings: [String: IconFileFinder.Finding] = [:]
    private var images: [String: AssetCatalog.Image?] = [:]

    public init() {}

    /// `AssetCatalog.find(under:)`, once per folder.
    public func catalog(under root: String) -> AssetCatalog {
        if let hit = locked({ catalogs[root] }) { return hit }
        let found = AssetCatalog.find(under: root)
        locked { catalogs[root] = found }
        return found
    }

    /// `IconFileFinder.find(_:nextTo:)`, once per name and plist.
    func iconFile(_ name: String, nextTo plist: String) -> IconFileFinder.Finding {
        let key = name + "\u{0}" + plist
        if let hit = locked({ findings[key] }) { return hit }
        let found = IconFileFinder.find(name, nextTo: plist)
        locked { findings[key] = found }
        return found
    }

    /// `catalog.image(forIconFile:plistPath:)`, once per catalog folder, name and plist.
    public func image(forIconFile name: String?, plistPath: String, catalogRoot: String) -> AssetCatalog.Image? {
        guard let name else { return nil }
        let key = catalogRoot + "\u{0}" + name + "\u{0}" + plistPath
        if let hit = locked({ images[key] }) { return hit }
        let found = catalog(under: catalogRoot).image(forIconFile: name, plistPath: plistPath, lookups: self)
        locked { images[key] = .some(found) }
        return found
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
