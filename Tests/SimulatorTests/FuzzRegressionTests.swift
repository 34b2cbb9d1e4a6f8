import ForceCore
import Foundation
import QuickActions
import Testing

@testable import Simulator

/// Every input the fuzzers (Fuzz/, `make fuzz`) ever found to crash, hang or blow up a reader,
/// run through the same reader the same way its fuzz target does: Tests/Fixtures/fuzz/<Target>/.
/// Passing means each gives a result or a thrown error, never a crash. (The inputs are also the
/// fuzzers' seeds, so each run starts from them.)
@Suite struct FuzzRegressionTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let root = tests.appendingPathComponent("Fixtures/fuzz")

    /// The target folders and their inputs.
    static var cases: [(target: String, input: String)] {
        let fm = FileManager.default
        let targets = ((try? fm.contentsOfDirectory(atPath: root.path)) ?? []).filter {
            !$0.hasPrefix(".") && !$0.hasSuffix(".md")
        }.sorted()
        return targets.flatMap { target in
            ((try? fm.contentsOfDirectory(atPath: root.appendingPathComponent(target).path)) ?? []).sorted()
                .filter { !$0.hasPrefix(".") }.map { (target, $0) }
        }
    }

    /// The reader each fuzz target drives, given the input's bytes and a path holding them under
    /// the file name the target uses (some readers go by name and folder).
    static func read(target: String, data: Data, folder: URL) throws {
        func file(_ name: String) throws -> String {
            let url = folder.appendingPathComponent(name)
            try data.write(to: url)
            return url.path
        }
        func pull(_ name: String) throws {
            guard let reader = try? TraceReader.open(path: try file(name)) else { return }
            while let event = try? reader.next() { _ = event }
        }
        switch target {
        case "FuzzRecording": try pull("session.jsonl")
        case "FuzzRecordingFastPath":
            for line in data.split(separator: 0x0A, omittingEmptySubsequences: false) {
                let cut = line.last == 0x0D ? Array(line.dropLast()) : Array(line)
                if let mismatch = RecordingFastPathCheck.mismatch(cut) { Issue.record("\(mismatch)") }
            }
            try pull("session.jsonl")
        case "FuzzEvemu": try pull("pen.events")
        case "FuzzForceArray": try pull("force.json")
        case "FuzzProfile": _ = try? ForceProfile.load(path: try file("profile.json"))
        case "FuzzXMLPlist", "FuzzBinaryPlist": _ = try? AppShortcuts.load(path: try file("Info.plist"))
        case "FuzzManifest": _ = try? AppShortcuts.load(path: try file("shortcuts.json"))
        case "FuzzStrings": _ = try? StringsFileParser.parse(data, path: "InfoPlist.strings")
        case "FuzzXCStrings": _ = try? StringCatalog.parse(data, path: "InfoPlist.xcstrings")
        case "FuzzPNGHeader": _ = PNGInfo.read(data)
        case "FuzzPbxproj":
            if let project = try? XcodeProject.parse(data, projectPath: "App.xcodeproj") {
                let files = ProjectFiles.memory(["App.xcodeproj/project.pbxproj": data])
                for target in project.targets {
                    _ = try? XcodeApp.resolve(project, target: target, configuration: nil, files: files)
                }
            }
        case "FuzzXCConfig":
            let files = ProjectFiles.memory(["Base.xcconfig": data])
            if let contents = try? XCConfigFile.load("Base.xcconfig", files: files) {
                _ = BuildSettingsStack(layers: [contents.assignments], context: .init(configuration: "Debug")).resolved
            }
        case "FuzzScene":
            let device = try DeviceProfile.load(
                path: tests.deletingLastPathComponent().appendingPathComponent("Assets/devices/iphone-xs.json").path)
            _ = try? Scene.load(path: try file("scene.json"), device: device)
        case "FuzzDevice": _ = try? DeviceProfile.load(path: try file("device.json"))
        case "FuzzAssetContents":
            _ = try? AssetCatalog.images(
                contents: data, path: "App.xcassets/icon.imageset/Contents.json", present: ["icon.png"])
        case "FuzzProjectConfig": _ = try? ProjectConfiguration.parse(data, path: ".forcelab.json", knownRules: [])
        default: Issue.record("Tests/Fixtures/fuzz/\(target): no such fuzz target (see Fuzz/Package.swift)")
        }
    }

    /// The Info.plists the fuzzers found crashing Foundation's readers (a processing instruction
    /// without data, a binary plist holding a set) are refused with one `path:line: error:` line,
    /// as lint prints them (exit 2), not merely survived.
    @Test(arguments: [
        ("FuzzXMLPlist/processing-instruction-without-data.plist", ":3: error: <array> outside <plist>"),
        ("FuzzBinaryPlist/set-object.plist", ":1: error: object 12 is a set"),
        ("FuzzBinaryPlist/set-object-2.plist", ":1: error: object 0 is a set"),
    ])
    func foundPlistsAreRefusedWithTheirLine(input: String, expected: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcelab-fuzz-found-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Info.plist").path
        try Data(contentsOf: Self.root.appendingPathComponent(input)).write(to: URL(fileURLWithPath: path))
        do {
            _ = try AppShortcuts.load(path: path)
            Issue.record("\(input) was read; it should be refused")
        } catch {
            #expect("\(error)".hasPrefix(path + expected), "\(error)")
        }
    }

    @Test func everyFoundInputIsReadWithoutACrash() throws {
        for (target, input) in Self.cases {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "forcelab-fuzz-regression-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let data = try Data(contentsOf: Self.root.appendingPathComponent(target).appendingPathComponent(input))
            let started = DispatchTime.now().uptimeNanoseconds
            try Self.read(target: target, data: data, folder: folder)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            // A hang that was fixed must stay fixed: generous for a debug build on a busy machine.
            #expect(seconds < 10, "\(target)/\(input) took \(seconds) s")
        }
    }
}
