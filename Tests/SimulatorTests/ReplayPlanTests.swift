import ForceCore
import Foundation
import Geometry
import QuickActions
import SourceFormats
import Testing

@testable import Simulator

/// A made-up file system: the files that exist, the folders, and the assets by name.
struct FakeReplayFiles: ReplayFileProbe {
    var files: Set<String> = []
    var folders: Set<String> = []
    var devices = ["iphone-xs": "Assets/devices/iphone-xs.json", "iphone-16": "Assets/devices/iphone-16.json"]
    var scenes = ["default": "Assets/scenes/default.json", "dock": "Assets/scenes/dock.json"]

    func fileExists(_ path: String) -> Bool { files.contains(path) || folders.contains(path) }
    func folderExists(_ path: String) -> Bool { folders.contains(path) }

    func assetPath(_ name: String, kind: ReplayAssetKind) throws -> String {
        let known = kind == .device ? devices : scenes
        guard let path = known[name] else {
            let names = known.keys.sorted().joined(separator: ", ")
            throw ReplayUnknownAsset(message: "no \(kind.rawValue) named '\(name)'; known \(kind.rawValue)s: \(names)")
        }
        return path
    }
}

/// The plan of a replay, resolved from made-up options, headers and files: which of the command
/// line, the header and the defaults wins, where files are looked for, and the errors.
@Suite struct ReplayPlanTests {
    static let recording = "rec/session.jsonl"

    static func plan(
        _ options: ReplayOptions = ReplayOptions(), header: RecordingHeader = RecordingHeader(),
        format: TraceFormat = .recording, files: FakeReplayFiles = FakeReplayFiles(), recording: String = recording
    ) throws -> ReplayPlan {
        let planner = ReplayPlanner(options: options, files: files)
        return try planner.plan(planner.traceSetup(for: recording), format: format, header: header)
    }

    /// The error `body` throws, as the line the command line prints.
    static func failure<T>(_ body: () throws -> T) -> String? {
        do {
            _ = try body()
            return nil
        } catch let error as ReplayOptionError {
            return "usage: \(error.message)"
        } catch {
            return "\(error)"
        }
    }

    @Test func aBareRecordingGetsTheDefaults() throws {
        let plan = try Self.plan()
        #expect(plan.devicePath == "Assets/devices/iphone-xs.json")
        #expect(plan.scenePath == "Assets/scenes/default.json")
        #expect(plan.ios == .deviceDefault)
        #expect(plan.requestedIOS == nil)
        #expect(plan.locale == nil)
        #expect(plan.appPaths == [])
        #expect(plan.slot == nil)
        #expect(plan.profile == .builtIn(.medium))
        #expect(plan.hapticTouch == nil)
        #expect(!plan.haptic)
        #expect(plan.scale == 2)
        #expect(plan.aim == nil)
        #expect(plan.isRecording)
        #expect(plan.outputs.stem == "session")
        #expect(plan.outputs.eventLog == nil)
        #expect(plan.outputs.goldens == nil)
        #expect(plan.outputs.diffsFolder == "replay-diffs/session")
        #expect(plan.outputs.frameInterval == nil)
    }

    static let fullHeader = RecordingHeader(
        device: "iphone-16", scene: "dock", profile: "firm", haptic: true, locale: "de", ios: 17, apps: ["App.plist"],
        slot: "2,3")

    @Test func theHeaderFillsWhatTheCommandLineDoesNotSay() throws {
        let plan = try Self.plan(header: Self.fullHeader)
        #expect(plan.devicePath == "Assets/devices/iphone-16.json")
        #expect(plan.scenePath == "Assets/scenes/dock.json")
        #expect(plan.ios == .header(17))
        #expect(plan.locale == "de")
        #expect(plan.appPaths == ["App.plist"])
        #expect(plan.slot == "2,3")
        #expect(plan.profile == .builtIn(.firm))
        #expect(plan.haptic)
    }

    @Test func theCommandLineWinsOverTheHeader() throws {
        let options = ReplayOptions(
            deviceOverride: "iphone-xs", sceneOverride: "default", profileOverride: "light", iosOverride: 13,
            hapticTouch: .slow, scale: 1, locale: "ar", apps: ["Mine.plist"], slot: "1,1", aim: .app("Mail"))
        let plan = try Self.plan(options, header: Self.fullHeader)
        #expect(plan.devicePath == "Assets/devices/iphone-xs.json")
        #expect(plan.scenePath == "Assets/scenes/default.json")
        #expect(plan.ios == .commandLine(13))
        #expect(plan.requestedIOS == 13)
        #expect(plan.locale == "ar")
        #expect(plan.appPaths == ["Mine.plist"])
        #expect(plan.slot == "1,1")
        #expect(plan.profile == .builtIn(.light))
        #expect(plan.hapticTouch == .slow)
        #expect(plan.scale == 1)
        #expect(plan.aim == .app("Mail"))
        // `--haptic` only adds: a header's Haptic Touch stays on without it.
        #expect(plan.haptic)
    }

    @Test func onlyARecordingsHeaderNamesTheStage() throws {
        for format in [TraceFormat.evemu, .forceArray] {
            let plan = try Self.plan(header: Self.fullHeader, format: format)
            #expect(plan.devicePath == "Assets/devices/iphone-xs.json")
            #expect(plan.scenePath == "Assets/scenes/default.json")
            #expect(plan.ios == .deviceDefault)
            #expect(plan.locale == nil)
            #expect(plan.appPaths == [])
            #expect(plan.slot == nil)
            #expect(!plan.isRecording)
            // The profile and Haptic Touch are read from any header.
            #expect(plan.profile == .builtIn(.firm))
            #expect(plan.haptic)
        }
    }

    @Test func anUnknownNameInTheHeaderIsTheRecordingsFault() {
        #expect(
            Self.failure { try Self.plan(header: RecordingHeader(device: "nokia")) }
                == "rec/session.jsonl:1: error: no device named 'nokia'; known devices: iphone-16, iphone-xs (named in the header)"
        )
        #expect(
            Self.failure { try Self.plan(header: RecordingHeader(scene: "attic")) }
                == "rec/session.jsonl:1: error: no scene named 'attic'; known scenes: default, dock (named in the header)"
        )
    }

    @Test func anUnknownNameOnTheCommandLineIsAUsageError() {
        #expect(
            Self.failure { try Self.plan(ReplayOptions(deviceOverride: "nokia")) }
                == "usage: no device named 'nokia'; known devices: iphone-16, iphone-xs")
        #expect(
            Self.failure { try Self.plan(ReplayOptions(sceneOverride: "attic")) }
                == "usage: no scene named 'attic'; known scenes: default, dock")
    }

    @Test func aHeaderPathIsLookedForBesideTheRecording() throws {
        let beside = FakeReplayFiles(files: ["rec/scenes/mine.json", "rec/phones/mine.json"])
        let header = RecordingHeader(device: "phones/mine.json", scene: "scenes/mine.json")
        var plan = try Self.plan(header: header, files: beside)
        #expect(plan.devicePath == "rec/phones/mine.json")
        #expect(plan.scenePath == "rec/scenes/mine.json")
        // Found as given: as given.
        let asGiven = FakeReplayFiles(files: ["scenes/mine.json", "rec/scenes/mine.json"])
        plan = try Self.plan(header: header, files: asGiven)
        #expect(plan.scenePath == "scenes/mine.json")
        // Nowhere: as given (the load then names it).
        plan = try Self.plan(header: header)
        #expect(plan.devicePath == "phones/mine.json")
        #expect(plan.scenePath == "scenes/mine.json")
        // An absolute path, and the command line's paths, are never looked for beside.
        plan = try Self.plan(header: RecordingHeader(scene: "/scenes/mine.json"), files: beside)
        #expect(plan.scenePath == "/scenes/mine.json")
        plan = try Self.plan(ReplayOptions(sceneOverride: "scenes/mine.json"), files: beside)
        #expect(plan.scenePath == "scenes/mine.json")
        // A bare name that is a file passes through the assets' lookup (which uses it as given).
        #expect(Self.failure { try Self.plan(header: RecordingHeader(scene: "mine"), files: beside) } != nil)
    }

    @Test func aHeaderProfileFileIsLookedForBesideTheRecording() throws {
        let files = FakeReplayFiles(files: ["rec/tuned.json"])
        #expect(
            try Self.plan(header: RecordingHeader(profile: "tuned.json"), files: files).profile
                == .file("rec/tuned.json"))
        #expect(try Self.plan(header: RecordingHeader(profile: "tuned.json")).profile == .file("tuned.json"))
        // Existing as given, absolute, or on the command line: as given.
        let both = FakeReplayFiles(files: ["tuned.json", "rec/tuned.json"])
        #expect(
            try Self.plan(header: RecordingHeader(profile: "tuned.json"), files: both).profile == .file("tuned.json"))
        #expect(
            try Self.plan(header: RecordingHeader(profile: "/p/tuned.json"), files: files).profile
                == .file("/p/tuned.json"))
        #expect(
            try Self.plan(ReplayOptions(profileOverride: "tuned.json"), files: files).profile == .file("tuned.json"))
    }

    @Test func headerAppsAreLookedForBesideTheRecording() throws {
        let files = FakeReplayFiles(files: ["rec/App.plist", "rec/abs/App.plist"])
        let header = RecordingHeader(apps: ["App.plist", "Other.plist", "/abs/App.plist"])
        #expect(
            try Self.plan(header: header, files: files).appPaths == ["rec/App.plist", "Other.plist", "/abs/App.plist"])
        // The command line's apps are as given.
        #expect(
            try Self.plan(ReplayOptions(apps: ["App.plist"]), header: header, files: files).appPaths == ["App.plist"])
    }

    @Test func theIOSReleaseMustBeOneTheDeviceRuns() throws {
        let device = try DeviceProfile.load(path: devicePath)  // iPhone XS: iOS 12 to 18, default 12
        #expect(try Self.plan().iosRelease(on: device) == 12)
        #expect(try Self.plan(header: RecordingHeader(ios: 16)).iosRelease(on: device) == 16)
        #expect(try Self.plan(ReplayOptions(iosOverride: 18)).iosRelease(on: device) == 18)
        let header = try Self.plan(header: RecordingHeader(ios: 9))
        #expect(
            Self.failure { try header.iosRelease(on: device) }
                == "rec/session.jsonl:1: error: iPhone XS (iphone-xs) runs iOS 12 to 18; the header's \"ios\" 9 is outside that range"
        )
        let commandLine = try Self.plan(ReplayOptions(iosOverride: 9), header: RecordingHeader(ios: 16))
        #expect(
            Self.failure { try commandLine.iosRelease(on: device) }
                == "usage: iPhone XS (iphone-xs) runs iOS 12 to 18; --ios 9 is outside that range")
    }

    @Test func outputsAreNamedAfterTheStem() throws {
        let options = ReplayOptions(
            events: "logs", eventsIsFolder: true, frames: "out/frames", every: 10, golden: "goldens",
            updateGoldens: true, diffs: "d", failureRecords: true)
        let outputs = try Self.plan(options, recording: "a/b/tap.events.jsonl").outputs
        #expect(outputs.stem == "tap.events")
        #expect(outputs.eventLog == "logs/tap.events.events.jsonl")
        #expect(outputs.framesRoot == "out/frames")
        #expect(outputs.framesFolder == "out/frames/tap.events")
        #expect(outputs.goldens == .init(root: "goldens", folder: "goldens/tap.events", mode: .update))
        #expect(outputs.goldens?.eventLog == "goldens/tap.events/events.jsonl")
        #expect(outputs.comparedGoldens == nil)
        #expect(outputs.diffsFolder == "d/tap.events")
        #expect(outputs.failureRecords)
        #expect(outputs.frameInterval == 10)
        // One recording's --events is the file itself.
        #expect(try Self.plan(ReplayOptions(events: "one.jsonl")).outputs.eventLog == "one.jsonl")
        #expect(ReplayOutputPlan.stem(of: "folder/noext") == "noext")
    }

    @Test func framesArePicturedWhenWrittenOrCompared() throws {
        let goldens = FakeReplayFiles(files: ["g/session/events.jsonl"], folders: ["g"])
        #expect(try Self.plan(ReplayOptions(frames: "f")).outputs.frameInterval == 30)
        #expect(try Self.plan(ReplayOptions(every: 5, golden: "g"), files: goldens).outputs.frameInterval == 5)
        #expect(try Self.plan(ReplayOptions(events: "e.jsonl")).outputs.frameInterval == nil)
        #expect(ReplayOutputPlan.frameName(step: 120) == "frame-000120.png")
        let outputs = try Self.plan(ReplayOptions(every: 30, golden: "g"), files: goldens).outputs
        #expect(
            outputs.frameNames(steps: 70) == [
                "frame-000000.png", "frame-000030.png", "frame-000060.png", "frame-000069.png",
            ])
        #expect(outputs.frameNames(steps: 61) == ["frame-000000.png", "frame-000030.png", "frame-000060.png"])
    }

    @Test func comparedGoldensMustExist() {
        let options = ReplayOptions(golden: "g")
        #expect(
            Self.failure { try Self.plan(options) }
                == "g: error: golden directory does not exist (run with --update-goldens to record it)")
        #expect(
            Self.failure { try Self.plan(options, files: FakeReplayFiles(files: ["g"])) }
                == "g: error: golden directory does not exist (run with --update-goldens to record it)")
        #expect(
            Self.failure { try Self.plan(options, files: FakeReplayFiles(folders: ["g"])) }
                == "g/session: error: no goldens for rec/session.jsonl (expected events.jsonl here; run with --update-goldens to record them)"
        )
        // Checked before the default device is looked up; written goldens are not checked at all.
        #expect(
            Self.failure { try Self.plan(ReplayOptions(deviceOverride: "nokia", golden: "g")) }?.hasPrefix("g: error:")
                == true)
        #expect(Self.failure { try Self.plan(ReplayOptions(golden: "g", updateGoldens: true)) } == nil)
    }

    @Test func traceOptionsComeFromTheCommandLineAndTheFilesBeside() throws {
        let files = FakeReplayFiles(files: ["pens/Wacom Intuos4 6x9.desc"])
        let planner = ReplayPlanner(options: ReplayOptions(rate: 120, pressureCurve: "gamma:2"), files: files)
        let setup = try planner.traceSetup(for: "pens/Wacom Intuos4 6x9.stylus-tap.events")
        #expect(setup.defaultDevicePath == "Assets/devices/iphone-xs.json")
        #expect(setup.descPath == "pens/Wacom Intuos4 6x9.desc")
        let options = try setup.traceOptions(screen: Size(width: 390, height: 844))
        #expect(options.screenWidth == 390 && options.screenHeight == 844)
        #expect(options.rate == 120)
        #expect(options.pressureCurve == (try PressureCurve.parse(from: "gamma:2")))
        #expect(options.descPath == "pens/Wacom Intuos4 6x9.desc")
        // --desc wins; without either, no description and the reader's defaults.
        let given = ReplayPlanner(options: ReplayOptions(desc: "my.desc"), files: files)
        #expect(try given.traceSetup(for: "pens/Wacom Intuos4 6x9.stylus-tap.events").descPath == "my.desc")
        let plain = try ReplayPlanner(options: ReplayOptions(), files: files).traceSetup(for: "pens/other.events")
        #expect(plain.descPath == nil)
        #expect(try plain.traceOptions(screen: Size(width: 1, height: 1)).rate == TraceOptions().rate)
    }

    @Test func theAimIsAPointOrAnAppsIconCentre() throws {
        let playground = try makePlayground()
        let point = try Self.plan(ReplayOptions(aim: .point(10, 20)), format: .forceArray)
        #expect(try point.aimPoint(in: playground) == Point(x: 10, y: 20))
        let mail = try Self.plan(ReplayOptions(aim: .app("Mail")), format: .evemu)
        #expect(try mail.aimPoint(in: playground) == playground.centre(of: "Mail"))
        #expect(try Self.plan().aimPoint(in: playground) == nil)
        let unknown = try Self.plan(ReplayOptions(aim: .app("Nope")))
        let scene = playground.content.scene
        let names = scene.apps.map(\.name).joined(separator: ", ")
        let expected =
            "rec/session.jsonl: error: no app named 'Nope' in scene '\(scene.name)' (\(scene.path)); its apps are \(names)"
        #expect(Self.failure { try unknown.aimPoint(in: playground) } == expected)
    }

    @Test func theAimMovesTouchesOfTracesWithoutPositions() throws {
        let sample = PressureSample(time: 5, x: 1, y: 2, force: 0.3, phase: .move)
        let key = InputEvent.key(time: 6, key: .escape)
        let pen = try Self.plan(format: .evemu)
        let move = try #require(pen.inputTransform(aimingAt: Point(x: 100, y: 200)))
        guard case .touch(let moved) = move(.touch(sample)) else {
            Issue.record("not a touch")
            return
        }
        #expect(moved.x == 100 && moved.y == 200 && moved.force == 0.3 && moved.time == 5)
        #expect(move(key) == key)
        #expect(pen.inputTransform(aimingAt: nil) == nil)
        // A ForceLab recording keeps its own positions.
        #expect(try Self.plan().inputTransform(aimingAt: Point(x: 100, y: 200)) == nil)
    }
}

/// The header's `"text_size"` and `--text-size`.
@Suite struct ReplayPlanTextSizeTests {
    @Test func absentIsLargeTheHeaderNamesOneAndTheCommandLineWins() throws {
        #expect(try ReplayPlanTests.plan().textSize == .large)
        var header = RecordingHeader()
        header.textSize = "accessibility2"
        #expect(try ReplayPlanTests.plan(header: header).textSize == .accessibility2)
        var options = ReplayOptions()
        options.textSize = .xSmall
        #expect(try ReplayPlanTests.plan(options, header: header).textSize == .xSmall)
    }

    @Test func anUnknownSizeIsTheRecordingsFirstLine() {
        var header = RecordingHeader()
        header.textSize = "huge"
        let message = ReplayPlanTests.failure { try ReplayPlanTests.plan(header: header) } ?? ""
        #expect(
            message.hasPrefix("rec/session.jsonl:1: error: the header's \"text_size\" must be one of xSmall"),
            "\(message)")
    }
}
