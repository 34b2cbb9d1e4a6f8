import Foundation
import QuickActions

/// The quick-action menu of one device profile (`Assets/devices/NAME.json`): its metrics,
/// pixel scale and screen size, and where the profiles are found.
struct DeviceMenuProfile {
    var name: String
    var metrics: MenuMetrics
    var scale: Double
    var screen: Size

    static let defaultName = "iphone-xs"

    /// The `Assets` folder: `--assets DIR`, else `FORCELAB_ASSETS`, else the first folder above
    /// the executable that holds `Assets/devices`.
    static func assetsFolder(override: String?) -> String? {
        let fm = FileManager.default
        func accept(_ dir: String) -> String? {
            if fm.fileExists(atPath: (dir as NSString).appendingPathComponent("devices")) { return dir }
            let nested = (dir as NSString).appendingPathComponent("Assets")
            if fm.fileExists(atPath: (nested as NSString).appendingPathComponent("devices")) { return nested }
            return nil
        }
        if let override { return accept(override) ?? override }
        if let env = ProcessInfo.processInfo.environment["FORCELAB_ASSETS"], !env.isEmpty { return accept(env) ?? env }
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        var dir = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<8 {
            let candidate = dir.appendingPathComponent("Assets")
            if fm.fileExists(atPath: candidate.appendingPathComponent("devices").path) { return candidate.path }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { break }
            dir = parent
        }
        return nil
    }

    /// Loads `name` (nil: the default device, falling back to built-in iPhone XS values when no
    /// assets are found). An unknown name is a usage error listing the known devices.
    static func load(name: String?, assets: String?) throws -> DeviceMenuProfile {
        let folder = assetsFolder(override: assets)
        let wanted = name ?? defaultName
        guard let folder else {
            if name == nil { return DeviceMenuProfile(name: wanted, metrics: .iPhoneXS, scale: 3, screen: Size(width: 375, height: 812)) }
            throw UsageError("no Assets/devices folder found for --device \(wanted): pass --assets DIR or set FORCELAB_ASSETS")
        }
        let devices = (folder as NSString).appendingPathComponent("devices")
        let known = ((try? FileManager.default.contentsOfDirectory(atPath: devices)) ?? [])
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        guard known.contains(wanted) else {
            if name == nil { return DeviceMenuProfile(name: wanted, metrics: .iPhoneXS, scale: 3, screen: Size(width: 375, height: 812)) }
            throw UsageError("unknown device '\(wanted)'; known devices: \(known.isEmpty ? "(none)" : known.joined(separator: ", "))")
        }
        let path = (devices as NSString).appendingPathComponent(wanted + ".json")
        guard let data = FileManager.default.contents(atPath: path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ToolError(path: path, line: 1, "cannot read this device profile as JSON")
        }
        var metrics = MenuMetrics.iPhoneXS
        if let menu = object["quickActionMenu"] {
            do {
                let menuData = try JSONSerialization.data(withJSONObject: menu)
                metrics = try JSONDecoder().decode(MenuMetrics.self, from: menuData)
            } catch {
                throw ToolError(path: path, line: 1, "\"quickActionMenu\" is not a valid menu description: \(error)")
            }
        }
        let scale = (object["scale"] as? NSNumber)?.doubleValue ?? 3
        let size = object["size"] as? [String: Any]
        let screen = Size(width: (size?["width"] as? NSNumber)?.doubleValue ?? 375, height: (size?["height"] as? NSNumber)?.doubleValue ?? 812)
        return DeviceMenuProfile(name: wanted, metrics: metrics, scale: scale, screen: screen)
    }
}
