import ForceCore
import Foundation
import Geometry
import QuickActions
import SourceFormats
import TestSupport
import Testing

@testable import Simulator

/// Every iPhone from the 6s to the 18 Pro family, as the issues name them.
let catalogueNames = [
    "iphone-6s", "iphone-6s-plus", "iphone-7", "iphone-7-plus", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-xs",
    "iphone-xs-max", "iphone-xr", "iphone-11", "iphone-11-pro", "iphone-11-pro-max", "iphone-se-2", "iphone-se-3",
    "iphone-12-mini", "iphone-12", "iphone-12-pro", "iphone-12-pro-max", "iphone-13-mini", "iphone-13", "iphone-13-pro",
    "iphone-13-pro-max", "iphone-14", "iphone-14-plus", "iphone-14-pro", "iphone-14-pro-max", "iphone-15",
    "iphone-15-plus",
    "iphone-15-pro", "iphone-15-pro-max", "iphone-16", "iphone-16-plus", "iphone-16-pro", "iphone-16-pro-max",
    "iphone-16e", "iphone-17", "iphone-17-pro", "iphone-17-pro-max", "iphone-air", "iphone-17e", "iphone-18-pro",
    "iphone-18-pro-max",
]

func catalogueDevice(_ name: String) throws -> DeviceProfile {
    try DeviceProfile.load(path: packageRoot.appendingPathComponent("Assets/devices/\(name).json").path)
}

/// A playground of the default scene on `device` and `ios`, fixed-width text.
func makePlayground(device name: String, ios: Int? = nil, profile: ForceProfile = .medium, haptic: Bool = false) throws
    -> Playground
{
    let file = try catalogueDevice(name)
    let version = ios ?? file.ios.default
    let device = file.onRelease(version)
    let scene = try Scene.load(path: defaultScenePath, device: device)
    let content = try SceneContent.load(scene: scene, device: device)
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
                "iphone-16", "iphone-16-plus", "iphone-16-pro", "iphone-16-pro-max", "iphone-17", "iphone-17-pro",
                "iphone-17-pro-max", "iphone-air", "iphone-18-pro", "iphone-18-pro-max",
            ])
    }

    @Test func releasesAndDefaults() throws {
        #expect(try catalogueDevice("iphone-6s").ios == DeviceProfile.SupportedIOS(min: 9, max: 15, default: 12))
        #expect(try catalogueDevice("iphone-xs").ios.default == 12, "the default device keeps today's iOS 12 look")
        #expect(try catalogueDevice("iphone-8").ios.default == 12)
        #expect(try catalogueDevice("iphone-16").ios == DeviceProfile.SupportedIOS(min: 18, max: 27, default: 18))
        #expect(try catalogueDevice("iphone-12-mini").ios == DeviceProfile.SupportedIOS(min: 14, max: 27, default: 18))
        #expect(try catalogueDevice("iphone-17").ios == DeviceProfile.SupportedIOS(min: 26, max: 27, default: 26))
        #expect(try catalogueDevice("iphone-16e").ios == DeviceProfile.SupportedIOS(min: 18, max: 27, default: 26))
        #expect(try catalogueDevice("iphone-11").ios.releases == Array(13...18) + [26, 27])
        // iOS 26 dropped the XS, XS Max and XR; the 11 onward and the SE 2 and 3 run 26 and 27.
        for name in catalogueNames {
            let device = try catalogueDevice(name)
            let runs26 = device.ios.contains(26)
            let expected = !["iphone-xs", "iphone-xs-max", "iphone-xr"].contains(name) && device.ios.max >= 18
            // The 18 Pro family came out after iOS 27 and runs only that.
            #expect(runs26 == (expected && device.ios.min <= 26), "\(name) \(device.ios)")
            #expect(device.ios.contains(27) == expected, "\(name) \(device.ios)")
            #expect(!(20...25).contains { device.ios.contains($0) }, "\(name): no iOS 19 to 25")
            #expect(!runs26 || device.touch == .hapticTouch, "\(name): no 3D Touch phone runs iOS 26")
        }
        #expect(DeviceProfile.describe(Array(13...18) + [26, 27]) == "13 to 18, 26 and 27")
        #expect(DeviceProfile.describe([26, 27]) == "26 and 27" && DeviceProfile.describe([27]) == "27")
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

    @Test func theMinisAre375By812AtANativeScaleOf288() throws {
        for name in ["iphone-12-mini", "iphone-13-mini"] {
            let mini = try catalogueDevice(name)
            #expect(
                mini.size == Size(width: 375, height: 812) && mini.scale == 3 && mini.nativeScale == 2.88, "\(name)")
            #expect(mini.size.width * mini.scale == 1125 && mini.size.height * mini.scale == 2436, "screenshots")
            #expect((mini.size.width * mini.nativeScale).rounded() == 1080, "the panel")
        }
        #expect(try catalogueDevice("iphone-13").nativeScale == 3, "a file without nativeScale: the scale")
    }

    @Test func theXRsSafeAreaAndQuickActionsVaryByRelease() throws {
        let xr = try catalogueDevice("iphone-xr")
        for (ios, top) in [(12, 44.0), (13, 44), (14, 48), (18, 48)] {
            let shown = xr.onRelease(ios)
            #expect(shown.safeArea.top == top && shown.statusBarHeight == top, "iOS \(ios)")
            #expect(shown.contextMenu.topInset == top, "iOS \(ios): the context menu keeps inside the safe area")
            #expect(shown.onRelease(18).safeArea.top == 48, "always from the file's values")
        }
        #expect(try catalogueDevice("iphone-11").onRelease(13).safeArea.top == 44)
        #expect(try catalogueDevice("iphone-11").onRelease(26).safeArea.top == 48)
        #expect(!xr.homeScreenQuickActions(ios: 12) && xr.homeScreenQuickActions(ios: 13))
        #expect(
            xr.noQuickActionsReason(ios: 12)?.hasPrefix("iPhone XR on iOS 12 has no home-screen quick actions") == true)
        #expect(try catalogueDevice("iphone-xs").homeScreenQuickActions(ios: 12), "3D Touch phones had them")
    }

    @Test func aLongPressOnAnXRIconOnIOS12StartsEditModeWithoutAMenu() throws {
        for ios in [12, 13] {
            var p = try makePlayground(device: "iphone-xr", ios: ios)
            let centre = p.slot(named: "Mail")!.iconFrame.center
            p.play(
                PressScript.press(at: centre, start: 0, peak: 0.05, rise: 50_000, hold: 700_000, lift: false),
                until: 900_000)
            if ios == 12 {
                guard case .editing = p.mode else {
                    Issue.record("iOS 12: \(p.mode), not edit mode")
                    continue
                }
            } else {
                guard case .menu = p.mode else {
                    Issue.record("iOS 13: no menu")
                    continue
                }
            }
        }
    }

    @Test func skippedAndUnknownReleasesAndThreeDTouchOnIOS26AreErrors() throws {
        let base = try String(
            contentsOf: packageRoot.appendingPathComponent("Assets/devices/iphone-xs.json"), encoding: .utf8)
        for (range, message) in [
            ("\"min\": 12, \"max\": 20, \"default\": 12", "each a release ForceLab draws"),
            ("\"min\": 12, \"max\": 26, \"default\": 12", "a 3D Touch phone runs iOS 18 at the latest"),
        ] {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-ios26-\(getpid()).json")
            let text = base.replacingOccurrences(of: "\"min\": 12, \"max\": 18, \"default\": 12", with: range)
            #expect(text != base)
            try text.write(to: url, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: url) }
            do {
                _ = try DeviceProfile.load(path: url.path)
                Issue.record("\(range) loaded")
            } catch let error as LoadError {
                #expect(error.message.contains(message) && error.line == 12, "\(error.message)")
            }
        }
        let eleven = try catalogueDevice("iphone-11")
        #expect(eleven.iosProblem(19)?.contains("there is no iOS 19") == true)
        #expect(eleven.iosProblem(26) == nil && eleven.iosProblem(27) == nil)
        #expect(IOSRelease.problem(28) == "ForceLab draws iOS 9 to 18, 26 and 27, got 28")
    }

    @Test func iOS26MenusPutTheGlyphFirst() throws {
        for (device, ios, leads) in [("iphone-17", 26, true), ("iphone-air", 27, true), ("iphone-16", 18, false)] {
            for app in ["Mail", "Photos"] {
                var p = try makePlayground(device: device, ios: ios)
                let centre = p.slot(named: app)!.iconFrame.center
                p.play(
                    PressScript.press(at: centre, start: 0, peak: 0.05, rise: 50_000, hold: 700_000, lift: false),
                    until: 900_000)
                guard case .menu(let menu) = p.mode else {
                    Issue.record("\(device) iOS \(ios) \(app): no menu")
                    continue
                }
                #expect(menu.layout.rows.contains { $0.system != nil }, "the system's items on iOS \(ios)")
                for row in menu.layout.rows {
                    let glyphFirst = row.iconFrame.maxX <= row.textFrame.minX
                    #expect(glyphFirst == leads, "\(device) iOS \(ios) \(app)")
                }
                #expect(p.menuMetrics.cornerRadius == (leads ? 28 : 13))
                #expect(p.menuMetrics.textWidth == 184, "the iOS 13-18 text width, as no source gives iOS 26's")
            }
        }
    }
}
