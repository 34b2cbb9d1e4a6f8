import Foundation
import SourceFormats
import Testing

@testable import QuickActions

/// The real apps' Xcode projects (Tests/Fixtures/xcode, copies of shared/data/real-plists: see
/// its SOURCES.md, "Xcode project files", for where each expected value is written).
let xcodeFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/xcode")

func xcodeFixture(_ name: String) -> String { xcodeFixtures.appendingPathComponent(name).path }

@Suite struct XcodeProjectTests {
    /// The app target of `project` in `configuration`, chosen as `--app` chooses it.
    func app(_ project: String, target: String? = nil, configuration: String? = nil) throws -> XcodeApp {
        try XcodeProjectFinder.application(
            xcodeFixture(project), choice: XcodeApp.Choice(target: target, configuration: configuration), files: .disk)
    }

    @Test func ghosteryConfigurationsTakeTheirXcconfigs() throws {
        let project = try XcodeProject.load(xcodeFixture("ghostery__browser-ios/Client.xcodeproj"), files: .disk)
        let client = try #require(project.targets.first { $0.name == "Client" })
        #expect(client.isApplication)
        #expect(client.configurations.configurations.count == 10)
        let cliqz = try app("ghostery__browser-ios/Client.xcodeproj", configuration: "Cliqz")
        #expect(cliqz.target.name == "Client")
        #expect(cliqz.settings["MOZ_BUNDLE_DISPLAY_NAME"] == "Cliqz")  // Cliqz.xcconfig:5
        #expect(cliqz.settings["SHORTCUT_PRIVATE_TAB_TITLE"] == "ShortcutItemTitleNewPrivateTab")  // :22
        #expect(cliqz.settings["SHORTCUT_PRIVATE_TAB_ICON"] == "quick_action_new_private_tab")  // :24
        #expect(cliqz.settings["MOZ_PRODUCT_NAME"] == "Cliqz")  // :12
        #expect(cliqz.plistPath == xcodeFixture("ghostery__browser-ios/Client/Info.plist"))
        // The Pods xcconfig (the target's base) is not in git: named as missing, not an error.
        #expect(cliqz.missingFiles.contains { $0.hasSuffix("Pods-Client.cliqz.xcconfig") })
        // The target's own settings win over the project's xcconfig: Paid's display name.
        let paid = try app("ghostery__browser-ios", configuration: "Paid")
        #expect(paid.settings["MOZ_BUNDLE_DISPLAY_NAME"] == "Lumen Staging")
        let lumen = try app("ghostery__browser-ios", configuration: "Lumen")
        #expect(lumen.settings["MOZ_BUNDLE_DISPLAY_NAME"] == "Lumen")
    }

    @Test func theDefaultConfigurationIsTheProjects() throws {
        let ghostery = try app("ghostery__browser-ios")
        let project = try XcodeProject.load(xcodeFixture("ghostery__browser-ios/Client.xcodeproj"), files: .disk)
        #expect(ghostery.configuration == project.configurations.defaultName)
        #expect(ghostery.configuration == "Fennec")
        #expect(throws: LoadError.self) { try app("ghostery__browser-ios", configuration: "NoSuchConfig") }
        // A project whose default (Beta) is not its target's (Debug): xcodebuild builds Beta.
        let demo = try XcodeProject.load(xcodeFixture("default-configuration/Demo.xcodeproj"), files: .disk)
        #expect(demo.configurations.defaultName == "Beta")
        #expect(demo.targets.first?.configurations.defaultName == "Debug")
        let beta = try app("default-configuration")
        #expect(beta.configuration == "Beta")
        #expect(beta.settings["PRODUCT_NAME"] == "Demo Beta")
        #expect(try app("default-configuration", configuration: "Release").settings["PRODUCT_NAME"] == "Demo Release")
    }

    @Test func projectLevelSettingsAndSelfReference() throws {
        // passforios: CFBundleDisplayName's $(PRODUCT_NAME) is set only at the project level.
        let release = try app("mssun__passforios", configuration: "Release")
        #expect(release.target.name == "pass")
        #expect(release.settings["PRODUCT_NAME"] == "Pass")
        let beta = try app("mssun__passforios", configuration: "Beta")
        #expect(beta.settings["PRODUCT_NAME"] == "Pass Beta")
        // The target's PRODUCT_BUNDLE_IDENTIFIER = $(PRODUCT_BUNDLE_IDENTIFIER): the project's value.
        #expect(release.settings["PRODUCT_BUNDLE_IDENTIFIER"] == "me.mssun.passforios")
        #expect(beta.settings["PRODUCT_BUNDLE_IDENTIFIER"] == "me.mssun.passforiosbeta")
    }

    @Test func sharedPlistPicksTheTargetNamedLikeTheProject() throws {
        let sileo = try app("Sileo__Sileo")
        #expect(sileo.target.name == "Sileo")
        #expect(sileo.plistPath == xcodeFixture("Sileo__Sileo/Sileo/Info.plist"))  // $(SRCROOT)/Sileo/Info.plist
        #expect(sileo.notes.count == 1)
        #expect(sileo.notes[0].contains("'Sileo (Test Handler)'"))
        let handler = try app("Sileo__Sileo", target: "Sileo (Test Handler)")
        #expect(handler.target.name == "Sileo (Test Handler)")
        #expect(handler.notes.isEmpty)
        #expect(throws: LoadError.self) { try app("Sileo__Sileo", target: "Nope") }
    }

    @Test func targetXcconfigAndTargetName() throws {
        let mastodon = try app("mastodon__mastodon-ios")
        #expect(mastodon.target.name == "Mastodon")
        #expect(mastodon.settings["PRODUCT_NAME"] == "Mastodon")  // $(TARGET_NAME)
        #expect(mastodon.settings["MARKETING_VERSION"] == "2024.11")  // AppVersion.xcconfig:1
        #expect(mastodon.missingFiles.isEmpty)
        // Extensions generate their Info.plist: never the app.
        let project = try XcodeProject.load(xcodeFixture("mastodon__mastodon-ios/Mastodon.xcodeproj"), files: .disk)
        let widget = try #require(project.targets.first { $0.name == "WidgetExtension" })
        #expect(!widget.isApplication)
        let generated = try XcodeApp.resolve(project, target: widget, configuration: nil, files: .disk)
        #expect(generated.generatesInfoPlist)
        #expect(generated.generatedKeys["CFBundleDisplayName"] != nil)
    }

    @Test func theResolutionNamesEveryFileItRead() throws {
        // For the window's watcher: the includes in order, and the absent `#include?`, which
        // counts once it is made.
        let folder = xcodeFixture("duckduckgo__iOS/Configuration")
        let contents = try XCConfigFile.load(folder + "/Configuration.xcconfig", files: .disk)
        #expect(
            contents.files.map { PathNames.name(of: $0) } == [
                "Configuration.xcconfig", "DuckDuckGoDeveloper.xcconfig", "ExternalDeveloper.xcconfig",
                "Version.xcconfig", "BuildNumber.xcconfig",
            ])
        // A project: its project.pbxproj, the configuration's xcconfig, the absent Pods one.
        let cliqz = try app("ghostery__browser-ios", configuration: "Cliqz")
        let names = cliqz.files.map { PathNames.name(of: PathNames.folder(of: $0)) + "/" + PathNames.name(of: $0) }
        #expect(names.first == "Client.xcodeproj/project.pbxproj", "\(names)")
        #expect(names.contains("Configuration/Cliqz.xcconfig") && !names.contains("Configuration/Lumen.xcconfig"))
        #expect(names.contains { $0.hasSuffix("Pods-Client.cliqz.xcconfig") }, "\(names)")
    }

    @Test func xcconfigIncludesAndConditions() throws {
        let path = xcodeFixture("duckduckgo__iOS/Configuration/Configuration.xcconfig")
        let contents = try XCConfigFile.load(path, files: .disk)
        // `#include?` of the absent ExternalDeveloper.xcconfig is silent; the others are followed.
        #expect(contents.missing.isEmpty)
        let prefix = try #require(contents.assignments.first { $0.name == "GROUP_ID_PREFIX" })
        #expect(prefix.value == "group.com.duckduckgo")
        #expect(prefix.path.hasSuffix("DuckDuckGoDeveloper.xcconfig") && prefix.line == 23)
        let flags = try #require(contents.assignments.first { $0.name == "OTHER_SWIFT_FLAGS" })
        #expect(flags.conditions == ["config=Debug", "arch=*", "sdk=*"])
        let debug = BuildSettingsStack(layers: [contents.assignments], context: .init(configuration: "Debug"))
        let release = BuildSettingsStack(layers: [contents.assignments], context: .init(configuration: "Release"))
        #expect(debug.value("OTHER_SWIFT_FLAGS")?.contains("-warn-long-expression-type-checking=100") == true)
        #expect(release.value("OTHER_SWIFT_FLAGS") == nil)
    }

    @Test func includeLoopsAndBrokenLinesAreErrors() throws {
        let loop = ProjectFiles.memory(["a.xcconfig": Data("#include \"a.xcconfig\"\n".utf8)])
        #expect(throws: LoadError.self) { try XCConfigFile.load("a.xcconfig", files: loop) }
        let broken = ProjectFiles.memory(["b.xcconfig": Data("A = 1\nnot a setting\n".utf8)])
        do {
            _ = try XCConfigFile.load("b.xcconfig", files: broken)
            Issue.record("no error")
        } catch let error as LoadError {
            #expect(error.line == 2)
        }
        let missing = ProjectFiles.memory(["c.xcconfig": Data("#include \"gone.xcconfig\"\n".utf8)])
        #expect(try XCConfigFile.load("c.xcconfig", files: missing).missing == ["gone.xcconfig"])
    }

    @Test func resolutionAsXcodeDoes() {
        func assignments(_ pairs: [(String, String)]) -> [BuildSettingAssignment] {
            pairs.map { BuildSettingAssignment(name: $0.0, value: $0.1, path: "t", line: 1) }
        }
        let stack = BuildSettingsStack(
            layers: [
                assignments([("TARGET_NAME", "My App"), ("FLAGS", "-a"), ("VERSION_NUMBER", "5.6.2")]),
                assignments([("FLAGS", "$(inherited) -b"), ("VERSION", "$VERSION_NUMBER")]),
                assignments([
                    ("FLAGS", "$(FLAGS) -c"), ("ID", "com.x.$(TARGET_NAME:rfc1034identifier)"),
                    ("MODULE", "${TARGET_NAME:c99extidentifier}"), ("LOUD", "$(TARGET_NAME:upper)"),
                    ("QUIET", "$(TARGET_NAME:lower)"), ("USERNAME", "$(USER)"), ("A", "$(B)"), ("B", "$(A)"),
                    ("NESTED", "$(NAME_$(WHICH))"), ("WHICH", "ONE"), ("NAME_ONE", "first"),
                ]),
            ], context: .init(configuration: "Release"))
        #expect(stack.value("FLAGS") == "-a -b -c")
        #expect(stack.value("VERSION") == "5.6.2")
        #expect(stack.value("ID") == "com.x.My-App")
        #expect(stack.value("MODULE") == "My_App")
        #expect(stack.value("LOUD") == "MY APP")
        #expect(stack.value("QUIET") == "my app")
        #expect(stack.value("USERNAME") == "$(USER)")
        #expect(stack.value("NESTED") == "first")
        #expect(stack.value("A") != nil)  // a loop ends, as written
        #expect(stack.value("UNDEFINED") == nil)
    }

    @Test func pbxprojErrorsHaveLines() {
        let bad = Data("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = { isa = PBXProject\n\t};\n}\n".utf8)
        do {
            _ = try XcodeProject.parse(bad, projectPath: "X.xcodeproj")
            Issue.record("no error")
        } catch let error as LoadError {
            #expect(error.path == "X.xcodeproj/project.pbxproj")
            #expect(error.line == 5)
        } catch {
            Issue.record("\(error)")
        }
        #expect(throws: LoadError.self) { try XcodeProject.parse(Data("{ }".utf8), projectPath: "Y.xcodeproj") }
    }
}
