import Foundation
import Geometry
import QuickActions
import SourceFormats
import TestSupport
import Testing

@testable import Simulator

let devicePath = packageRoot.appendingPathComponent("Assets/devices/iphone-xs.json").path
let defaultScenePath = packageRoot.appendingPathComponent("Assets/scenes/default.json").path

/// Writes `text` to a new temporary file and returns its path.
func temporaryFile(_ text: String, name: String = "scene.json") throws -> String {
    try temporaryFile(Data(text.utf8), name: name)
}

func temporaryFile(_ data: Data, name: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-sim-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try data.write(to: url)
    return url.path
}

@Suite struct SceneTests {
    let device = try! DeviceProfile.load(path: devicePath)

    @Test func defaultSceneLoads() throws {
        let scene = try Scene.load(path: defaultScenePath, device: device)
        #expect(scene.pages.count == 1)
        #expect(scene.pages[0].count == 24)
        #expect(scene.dock.count == 4)
        #expect(scene.apps[scene.pages[0][0]].name == "Mail")
    }

    @Test func layoutPlacesAFourBySixGridAndADock() throws {
        let scene = try Scene.load(path: defaultScenePath, device: device)
        let layout = HomeScreenLayout(scene: scene, device: device)
        let first = layout.pages[0][0].iconFrame
        let last = layout.pages[0][23].iconFrame
        #expect(first == Rect(x: 27, y: 74, width: 60, height: 60))
        #expect(last.minX == 27 + 3 * 87)
        #expect(last.minY == 74 + 5 * 98)
        // Every icon is inside the screen and above the dock.
        for slot in layout.pages[0] {
            #expect(slot.iconFrame.minX >= 0 && slot.iconFrame.maxX <= 375)
            #expect(slot.labelFrame!.maxY < layout.dockFrame.minY)
        }
        for slot in layout.dock { #expect(layout.dockFrame.contains(slot.iconFrame.center)) }
        #expect(layout.slot(at: first.center, page: 0)?.app == scene.pages[0][0])
        #expect(layout.slot(at: Point(x: 5, y: 5), page: 0) == nil)
    }

    @Test func displayListHasALabelAndAnIconPerApp() throws {
        let scene = try Scene.load(path: defaultScenePath, device: device)
        let home = HomeScreenRenderer(
            scene: scene, layout: HomeScreenLayout(scene: scene, device: device), measurer: FixedWidthMeasurerForTests()
        )
        let list = home.displayList(page: 0)
        #expect(list.images.count == 28)
        #expect(list.images.first?.name == "apps/mail")
        let labels = list.textRuns.map(\.text)
        #expect(labels.contains("Mail"))
        #expect(labels.contains("9:41"))
        // Rendering is a pure function: the same inputs give the same list.
        #expect(home.displayList(page: 0) == list)
    }

    @Test func longLabelsAreCutWithAnEllipsis() {
        let measurer = FixedWidthMeasurerForTests()
        let font = QuickActionsFont.label
        #expect(TextFitting.oneLine("Calendar", maxWidth: 100, font: font, measurer: measurer).text == "Calendar")
        let cut = TextFitting.oneLine("A very long application name", maxWidth: 60, font: font, measurer: measurer).text
        #expect(cut.hasSuffix("…"))
        #expect(measurer.width(of: cut, font: font) <= 60)
    }

    @Test(arguments: [
        ("{\"apps\": [], \"pages\": [[\"Ghost\"]]}", 1, "page 1 names 'Ghost'"),
        (
            "{\n\"apps\": [{\"name\": \"A\", \"icon\": \"a\"}],\n\"pages\": [[\"A\"]],\n\"wallpaper\": {\"top\": \"red\", \"bottom\": \"#000000\"}\n}",
            4, "wallpaper colour 'red'"
        ),
        ("{\n\"apps\": [\n{\"name\": \"A\"}\n], \"pages\": []}", 3, "missing key 'icon' at apps[0]"),
        ("{\"apps\": [", 1, "malformed JSON"),
        ("", 1, "malformed JSON"),
        ("[1, 2]", 1, "expected"),
        (
            "{\"apps\": [{\"name\": \"A\", \"icon\": \"../../etc/passwd\"}], \"pages\": []}", 1,
            "must be a name in Icons/apps"
        ),
    ])
    func badScenesNameFileAndLine(text: String, line: Int, message: String) throws {
        let path = try temporaryFile(text)
        do {
            _ = try Scene.load(path: path, device: device)
            Issue.record("expected an error for \(text)")
        } catch let error as LoadError {
            #expect(error.path == path)
            #expect(error.line == line, "\(error)")
            #expect(error.description.contains(message), "\(error)")
            #expect(error.description.hasPrefix("\(path):\(line): error: "))
        }
    }

    @Test func hostileBytesAreErrorsNotCrashes() throws {
        let invalid = try temporaryFile(Data([0x7b, 0x0a, 0xff, 0xfe, 0x22, 0x0a]), name: "bad.json")
        #expect(throws: LoadError.self) { try Scene.load(path: invalid, device: device) }
        let huge = try temporaryFile(Data(repeating: 0x20, count: 9 << 20), name: "huge.json")
        #expect { try Scene.load(path: huge, device: device) } throws: {
            ($0 as? LoadError)?.message == "the file is 9 MB; files over 8 MB are refused"
        }
        #expect { try Scene.load(path: "/nonexistent/scene.json", device: device) } throws: {
            "\($0)" == "/nonexistent/scene.json: error: no such file or folder"
        }
        let tooMany =
            "{\"apps\": [" + (0..<30).map { "{\"name\": \"A\($0)\", \"icon\": \"a\"}" }.joined(separator: ",")
            + "], \"pages\": [[" + (0..<30).map { "\"A\($0)\"" }.joined(separator: ",") + "]]}"
        #expect { try Scene.load(path: try temporaryFile(tooMany), device: device) } throws: {
            "\($0)".contains("fits 24")
        }
    }
}

/// Ten points per character at 10 points: layout tests need no font.
typealias FixedWidthMeasurerForTests = QuickActionsFixedWidth

@Suite struct DeviceTests {
    func device(_ name: String) throws -> DeviceProfile {
        try DeviceProfile.load(path: packageRoot.appendingPathComponent("Assets/devices/\(name).json").path)
    }

    @Test(arguments: ["iphone-xs", "iphone-8", "iphone-8-plus"])
    func everyDeviceFitsTheDefaultScene(name: String) throws {
        let device = try device(name)
        let scene = try Scene.load(path: defaultScenePath, device: device)
        let layout = HomeScreenLayout(scene: scene, device: device)
        for slot in layout.pages[0] {
            #expect(slot.iconFrame.minY >= device.safeArea.top, "\(name): icons below the status bar")
            #expect(slot.labelFrame!.maxY < layout.dockFrame.minY, "\(name): labels above the dock")
            #expect(slot.iconFrame.maxX <= device.size.width)
        }
        #expect(layout.dockFrame.maxY <= device.size.height)
    }

    @Test func touchIDPhonesHaveAClassicStatusBarAndNoHomeIndicator() throws {
        let eight = try device("iphone-8")
        #expect(eight.statusBarStyle == .classic)
        #expect(!eight.hasHomeIndicator)
        #expect(HomeIndicator.items(size: eight.size, device: eight, color: .black).isEmpty)
        let xs = try device("iphone-xs")
        #expect(xs.statusBarStyle == .notch)
        #expect(HomeIndicator.items(size: xs.size, device: xs, color: .black).count == 1)
        // The menu keeps inside the device's own safe area.
        #expect(eight.quickActionMenu.topInset == 20 && eight.quickActionMenu.bottomInset == 0)
    }

    @Test func listsStartBelowTheDevicesStatusBar() throws {
        let eight = try device("iphone-8")
        let scene = try Scene.load(path: defaultScenePath, device: eight)
        let content = try SceneContent.load(scene: scene, device: eight)
        var p = Playground(
            content: content, measurer: FixedWidthMeasurer(advance: 8), menuMetrics: eight.quickActionMenu,
            profile: .medium, haptic: false)
        p.play(PressScript.tap(at: p.slot(named: "Mail")!.iconFrame.center, start: 0), until: 3_000_000)
        guard case .app(let screen) = p.mode, let layout = screen.layout else {
            Issue.record("Mail did not open its list")
            return
        }
        #expect(layout.navigationBar.minY == 20)
        #expect(layout.bottomInset == 24)
    }
}

extension DeviceTests {
    @Test(arguments: [
        ("{\"name\": \"x\"", "malformed JSON"),
        ("{\"name\": \"x\", \"size\": {\"width\": 375, \"height\": 812}, \"scale\": 3}", "missing key 'homeScreen'"),
        (
            "{\"name\": \"x\", \"size\": {\"width\": -1, \"height\": 812}, \"scale\": 3, \"homeScreen\": {\"columns\": 4, \"rows\": 6, \"iconSize\": 60, \"iconCornerRadius\": 13, \"gridTop\": 74, \"gridLeft\": 27, \"columnPitch\": 87, \"rowPitch\": 98, \"labelFontSize\": 12, \"labelGap\": 5, \"dockHeight\": 96, \"dockInset\": 8, \"dockCornerRadius\": 30, \"pageDotsY\": 660}}",
            "size.width is -1; a device's size.width must be in 100...4096"
        ),
        ("{\"name\": \"x\", \"statusBarStyle\": \"round\"}", "error"),
    ])
    func badDeviceFilesAreOneLineErrors(text: String, message: String) throws {
        let path = try temporaryFile(text, name: "device.json")
        #expect { try DeviceProfile.load(path: path) } throws: { error in
            let line = "\(error)"
            return line.hasPrefix(path + ":") && line.contains(message) && !line.contains("\n")
        }
    }

    @Test func nonUTF8AndHugeDeviceFilesAreRefused() throws {
        let bad = try temporaryFile(Data([0x7b, 0xc3, 0x28, 0x7d]), name: "device.json")
        #expect { try DeviceProfile.load(path: bad) } throws: {
            "\($0)" == "\(bad):1: error: invalid UTF-8 (byte 0xC3)"
        }
        let huge = try temporaryFile(Data(repeating: 0x20, count: 9 << 20), name: "huge.json")
        #expect { try DeviceProfile.load(path: huge) } throws: {
            "\($0)" == "\(huge): error: the file is 9 MB; files over 8 MB are refused"
        }
    }
}

/// Errors deep in scene and device files name the line of the value at fault, not the first
/// place the same text appears.
@Suite struct SceneFileLineTests {
    let device = try! DeviceProfile.load(path: devicePath)

    /// Five apps, one per line from line 2 (app N on line N + 1), each with the same icon text.
    private func scene(fifth: String, pages: String = #"[["A1","A2","A3","A4"]]"#) -> String {
        let apps = (1...4).map { "  {\"name\": \"A\($0)\", \"icon\": \"mail\"}," } + ["  {\(fifth)}"]
        return "{\"apps\": [\n" + apps.joined(separator: "\n") + "\n],\n\"pages\": \(pages)}\n"
    }

    @Test(arguments: [
        (#""name": 5, "icon": "mail""#, 6, "expected a string, found a number at apps[4].name"),
        (#""name": "A1", "icon": "mail""#, 6, "two apps are named 'A1'"),
        (#""name": " ", "icon": "mail""#, 6, "app 5 has an empty name"),
        (#""name": "A5", "icon": "../mail""#, 6, "icon '../mail' must be a name in Icons/apps"),
        (#""name": "A5", "icon": "mail", "badge": "3""#, 6, "expected a number, found a string at apps[4].badge"),
        (
            #""name": "A5", "icon": "mail", "screen": {"title": "T", "rows": [{"id": "x", "title": "X", "accessory": "star"}]}"#,
            6, "accessory 'star'"
        ),
    ])
    func anErrorInTheFifthAppNamesTheFifthAppsLine(fifth: String, line: Int, message: String) throws {
        let path = try temporaryFile(scene(fifth: fifth))
        #expect { try Scene.load(path: path, device: device) } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("\(path):\(line): error: ") && text.contains(message)
        }
    }

    @Test func aPageNamingAMissingAppNamesThatName() throws {
        let path = try temporaryFile(
            scene(fifth: #""name": "A5", "icon": "mail""#, pages: "[\n[\"A1\"],\n[\"A2\",\n\"Ghost\"]]"))
        #expect { try Scene.load(path: path, device: device) } throws: {
            "\($0)".hasPrefix("\(path):11: error: page 2 names 'Ghost'")
        }
    }

    @Test func aDeviceFieldDeepInTheFileNamesItsLine() throws {
        let text = try String(contentsOfFile: devicePath, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex(where: { $0.contains("\"rowPitch\"") }))
        let broken = text.replacingOccurrences(of: "\"rowPitch\": ", with: "\"rowPitch\": \"wide\", \"x\": ")
        let path = try temporaryFile(broken, name: "device.json")
        #expect { try DeviceProfile.load(path: path) } throws: { error in
            "\(error)".hasPrefix(
                "\(path):\(index + 1): error: expected a number, found a string at homeScreen.rowPitch")
        }
        let negative = text.replacingOccurrences(of: "\"rows\": ", with: "\"rows\": -")
        let rowsLine = try #require(lines.firstIndex(where: { $0.contains("\"rows\"") })) + 1
        let second = try temporaryFile(negative, name: "device.json")
        #expect { try DeviceProfile.load(path: second) } throws: {
            "\($0)".hasPrefix("\(second):\(rowsLine): error: homeScreen.rows is -6")
        }
    }

    @Test func lintLinesPointAtTheRowOfTheFifthApp() throws {
        // Every app has a row with the same id "r": the fifth app's problem is on its own line.
        let screen = #""screen": {"title": "T", "rows": [{"id": "r", "title": "R"}]}"#
        let peeking = #""screen": {"title": "T", "rows": [{"id": "r", "title": "R", "peek": {"title": "P"}}]}"#
        let apps =
            (1...4).map { "  {\"name\": \"A\($0)\", \"icon\": \"mail\", \(screen)}," } + [
                "  {\"name\": \"A5\", \"icon\": \"mail\", \(peeking)}"
            ]
        let path = try temporaryFile("{\"apps\": [\n" + apps.joined(separator: "\n") + "\n],\n\"pages\": [[\"A1\"]]}\n")
        let found = SceneValidator().validate(try Scene.load(path: path, device: device))
        #expect(found.map(\.rule) == ["HIG001"])
        #expect(found.first?.line == 6)
    }
}

/// Device numbers that overflowed, trapped or ran layout backwards, each refused with its field and line.
@Suite struct HostileDeviceTests {
    static let xs = try! String(contentsOfFile: devicePath, encoding: .utf8)

    @Test(arguments: [
        ("\"columns\": 4", "\"columns\": 9223372036854775807", "columns", "homeScreen.columns is 9223372036854775807"),
        ("\"columns\": 4", "\"columns\": 0", "columns", "homeScreen.columns is 0"),
        ("\"width\": 375", "\"width\": 1e15", "width", "size.width is 1000000000000000"),
        ("\"height\": 812", "\"height\": -812", "height", "size.height is -812"),
        ("\"scale\": 3", "\"scale\": 1e-300", "scale", "scale is 1e-300"),
        ("\"columnPitch\": 87", "\"columnPitch\": -87", "columnPitch", "homeScreen.columnPitch is -87"),
        ("\"rowPitch\": 98", "\"rowPitch\": 0", "rowPitch", "homeScreen.rowPitch is 0"),
        ("\"iconSize\": 60", "\"iconSize\": 1e308", "iconSize", "homeScreen.iconSize is 1e+308"),
        ("\"maximumItems\": 4", "\"maximumItems\": -1", "maximumItems", "quickActionMenu.maximumItems is -1"),
        ("\"menuWidth\": 250", "\"menuWidth\": 5000", "menuWidth", "quickActionMenu.menuWidth is 5000"),
        ("\"size\": 17", "\"size\": 1e300", "titleFont", "quickActionMenu.titleFont.size is 1e+300"),
        ("\"top\": 44", "\"top\": -1", "top", "safeArea.top is -1"),
    ])
    func outOfRangeNumbersAreRefused(original: String, replacement: String, key: String, message: String) throws {
        #expect(Self.xs.contains(original))
        let text = Self.xs.replacingOccurrences(of: original, with: replacement)
        let path = try temporaryFile(text, name: "device.json")
        // The error points at the field's key (a font's size at the font).
        let line = 1 + (text.components(separatedBy: "\"\(key)\"").first ?? "").filter { $0 == "\n" }.count
        do {
            _ = try DeviceProfile.load(path: path)
            Issue.record("\(replacement) accepted")
        } catch let error as LoadError {
            #expect(error.line == line, "\(error)")
            #expect(error.message.hasPrefix(message), "\(error)")
        }
    }
}

/// A scene of 10,000 rows lints in linear time, each finding on its row's line.
@Suite struct SceneLinesTests {
    @Test(.timeLimit(.minutes(1))) func tenThousandRowsAreLinear() throws {
        let rows = (0..<10_000).map { "{\"id\": \"r\($0)\", \"title\": \"Row \($0)\", \"peek\": {\"title\": \"P\"}}" }
            .joined(separator: ",\n")
        let text =
            "{\"apps\": [{\"name\": \"Mail\", \"icon\": \"mail\", \"screen\": {\"title\": \"Inbox\", \"rows\": [\n\(rows)\n]}}], \"pages\": [[\"Mail\"]]}"
        let path = try temporaryFile(text)
        let scene = try Scene.load(path: path, device: try DeviceProfile.load(path: devicePath))
        let diagnostics = SceneValidator().validate(scene)
        #expect(diagnostics.count == 10_000)
        // Row r<n> is on line n + 2, found after the app's line.
        #expect(diagnostics.map(\.line) == Array(2..<10_002))
    }
}

/// What the window does when a watched plist is saved: `SceneContent.load` again. Every file
/// that crashed a reader is an error naming it (the window shows it in its banner and keeps the
/// last good state), never a crash.
@Suite struct HostileReloadTests {
    static let scene =
        "{\"apps\": [{\"name\": \"Notes\", \"icon\": \"notes\", \"info\": \"Info.plist\"}], \"pages\": [[\"Notes\"]]}"

    static func binary(_ objects: [[UInt8]]) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets.append(UInt8(bytes.count))
            bytes += object
        }
        let table = bytes.count
        bytes += offsets + [0, 0, 0, 0, 0, 0, 1, 1]
        for value in [UInt64(objects.count), 0, UInt64(table)] {
            bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
        }
        return Data(bytes)
    }

    static let hostile: [(String, Data)] = [
        (
            "a processing instruction without data",
            Data("<?xml version=\"1.0\"?>\n<?a?>\n<plist><dict/></plist>\n<?b?>x".utf8)
        ),
        ("a set in a binary plist", binary([[0xD1, 1, 2], [0x51, 0x6B], [0xC1, 1]])),
        ("shared objects", binary((0..<40).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] } + [[0x51, 0x78]])),
        ("an undeclared entity", Data("<plist><dict><key>CFBundleName</key><string>&t;</string></dict></plist>".utf8)),
    ]

    @Test(arguments: 0..<hostile.count)
    func savingAHostilePlistIsAnErrorForTheBanner(index: Int) throws {
        let (what, data) = Self.hostile[index]
        let scenePath = try temporaryFile(Self.scene)
        let plist = (scenePath as NSString).deletingLastPathComponent + "/Info.plist"
        try data.write(to: URL(fileURLWithPath: plist))
        let device = try DeviceProfile.load(path: devicePath)
        let scene = try Scene.load(path: scenePath, device: device)
        do {
            _ = try SceneContent.load(scene: scene, device: device)
            Issue.record("\(what): loaded")
        } catch {
            #expect("\(error)".hasPrefix(plist + ":"), "\(what): \(error)")
            #expect("\(error)".contains(": error: "), "\(what): \(error)")
        }
    }
}
