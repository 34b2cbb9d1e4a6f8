import ForceCore
import Foundation
import Geometry
import QuickActions
import SourceFormats
import TestSupport
import Testing

@testable import Simulator

/// Every iPhone from the 6s to the 16 family, as the issue names them.
let catalogueNames = [
    "iphone-6s", "iphone-6s-plus", "iphone-7", "iphone-7-plus", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-xs",
    "iphone-xs-max", "iphone-xr", "iphone-11", "iphone-11-pro", "iphone-11-pro-max", "iphone-se-2", "iphone-se-3",
    "iphone-12-mini", "iphone-12", "iphone-12-pro", "iphone-12-pro-max", "iphone-13-mini", "iphone-13", "iphone-13-pro",
    "iphone-13-pro-max", "iphone-14", "iphone-14-plus", "iphone-14-pro", "iphone-14-pro-max", "iphone-15",
    "iphone-15-plus",
    "iphone-15-pro", "iphone-15-pro-max", "iphone-16", "iphone-16-plus", "iphone-16-pro", "iphone-16-pro-max",
]

func catalogueDevice(_ name: String) throws -> DeviceProfile {
    try DeviceProfile.load(path: packageRoot.appendingPathComponent("Assets/devices/\(name).json").path)
}

/// A playground of the default scene on `device` and `ios`, fixed-width text.
func makePlayground(device name: String, ios: Int? = nil, profile: ForceProfile = .medium, haptic: Bool = false) throws
    -> Playground
{
    let device = try catalogueDevice(name)
    let scene = try Scene.load(path: defaultScenePath, device: device)
    let content = try SceneContent.load(scene: scene, device: device)
    let version = ios ?? device.ios.default
    return Playground(
        content: content, measurer: FixedWidthMeasurer(advance: 8),
        menuMetrics: device.menuMetrics(for: IOSRelease(version)),
        profile: profile, haptic: haptic, ios: version)
}

@Suite struct DeviceCatalogueTests {
    @Test func everyNamedDeviceLoadsAndNamesItsSources() throws {
        let files = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("Assets/devices").path
        )
        .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
        #expect(Set(files) == Set(catalogueNames), "Assets/devices holds exactly the catalogue")
        for name in catalogueNames {
            let device = try catalogueDevice(name)
            #expect(device.name == name)
            #expect(device.ios.min <= device.ios.default && device.ios.default <= device.ios.max, "\(name)")
            for key in [
                "size", "scale", "safeArea", "statusBarStyle", "statusBarHeight", "homeIndicator", "homeScreen",
                "touch", "ios", "quickActionMenu", "contextMenu",
            ] {
                #expect(!(device.sources[key] ?? "").isEmpty, "\(name) names no source for \(key)")
            }
            #expect(
                device.hasHomeIndicator == (device.statusBarStyle != .classic),
                "\(name): Face ID phones have the indicator")
            let grid = device.homeScreen
            let right = grid.gridLeft + Double(grid.columns - 1) * grid.columnPitch + grid.iconSize
            #expect(abs((device.size.width - right) - grid.gridLeft) <= 1, "\(name): the grid is centred")
            #expect(grid.gridTop >= device.safeArea.top, "\(name): icons below the status bar")
            let lastLabel =
                grid.gridTop + Double(grid.rows - 1) * grid.rowPitch + grid.iconSize + grid.labelGap + grid
                .labelFontSize * 1.4
            #expect(lastLabel < grid.pageDotsY, "\(name): the last row's labels clear the page dots")
            #expect(
                grid.pageDotsY < device.size.height - grid.dockInset - grid.dockHeight, "\(name): dots above the dock")
        }
    }

    @Test func threeDTouchExactlyFromThe6sToTheXSMax() throws {
        let pressure = try catalogueNames.filter { try catalogueDevice($0).touch == .threeDTouch }
        #expect(
            pressure == [
                "iphone-6s", "iphone-6s-plus", "iphone-7", "iphone-7-plus", "iphone-8", "iphone-8-plus", "iphone-x",
                "iphone-xs", "iphone-xs-max",
            ])
        let island = try catalogueNames.filter { try catalogueDevice($0).statusBarStyle == .dynamicIsland }
        #expect(
            island == [
                "iphone-14-pro", "iphone-14-pro-max", "iphone-15", "iphone-15-plus", "iphone-15-pro",
                "iphone-15-pro-max",
                "iphone-16", "iphone-16-plus", "iphone-16-pro", "iphone-16-pro-max",
            ])
    }

    @Test func releasesAndDefaults() throws {
        #expect(try catalogueDevice("iphone-6s").ios == DeviceProfile.SupportedIOS(min: 9, max: 15, default: 12))
        #expect(try catalogueDevice("iphone-xs").ios.default == 12, "the default device keeps today's iOS 12 look")
        #expect(try catalogueDevice("iphone-8").ios.default == 12)
        #expect(try catalogueDevice("iphone-16").ios == DeviceProfile.SupportedIOS(min: 18, max: 18, default: 18))
        #expect(try catalogueDevice("iphone-12-mini").ios == DeviceProfile.SupportedIOS(min: 14, max: 18, default: 18))
    }

    @Test func theFirstThreeDevicesKeepTheirValues() throws {
        // The values the goldens were drawn with (before the catalogue).
        let xs = try catalogueDevice("iphone-xs")
        #expect(xs.size == Size(width: 375, height: 812) && xs.scale == 3 && xs.cornerRadius == 39)
        #expect(xs.safeArea == DeviceProfile.SafeArea(top: 44, bottom: 34) && xs.statusBarStyle == .notch)
        #expect(xs.quickActionMenu == MenuMetrics(separatorWidth: 0.3333))
        let eight = try catalogueDevice("iphone-8")
        #expect(eight.homeScreen.gridTop == 28 && eight.homeScreen.rowPitch == 88 && eight.homeScreen.pageDotsY == 560)
        #expect(eight.quickActionMenu.topInset == 20 && eight.quickActionMenu.bottomInset == 0)
        let plus = try catalogueDevice("iphone-8-plus")
        #expect(plus.homeScreen.gridLeft == 33 && plus.homeScreen.columnPitch == 96 && plus.homeScreen.rowPitch == 100)
    }

    @Test func aDeviceFileWithAnImpossibleRangeIsAnError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-ios-range-\(getpid()).json")
        var text = try String(
            contentsOf: packageRoot.appendingPathComponent("Assets/devices/iphone-xs.json"), encoding: .utf8)
        text = text.replacingOccurrences(
            of: "\"ios\": { \"min\": 12, \"max\": 18, \"default\": 12 }",
            with: "\"ios\": { \"min\": 12, \"max\": 18, \"default\": 9 }")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: LoadError.self) { try DeviceProfile.load(path: url.path) }
        do { _ = try DeviceProfile.load(path: url.path) } catch let error as LoadError {
            #expect(error.line == 12 && error.message.contains("min <= default <= max"))
        }
    }

    @Test func anOldDeviceFileStillLoadsAsAThreeDTouchPhoneOnIOS12() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-old-device-\(getpid()).json")
        try """
        {"name": "old", "size": {"width": 375, "height": 812}, "scale": 3, "safeArea": {"top": 44, "bottom": 34},
         "homeScreen": {"columns": 4, "rows": 6, "iconSize": 60, "iconCornerRadius": 13.5, "gridTop": 74, "gridLeft": 27, "columnPitch": 87,
                        "rowPitch": 98, "labelFontSize": 12, "labelGap": 5, "dockHeight": 96, "dockInset": 8, "dockCornerRadius": 30, "pageDotsY": 660}}
        """.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let device = try DeviceProfile.load(path: url.path)
        #expect(
            device.touch == .threeDTouch && device.ios.default == 12 && device.statusBarHeight == 44
                && device.hasHomeIndicator)
        #expect(device.contextMenu.style == .contextMenu && device.contextMenu.topInset == 44)
        #expect(device.menuMetrics(for: IOSRelease(12)) == device.quickActionMenu)
    }
}
