import Foundation
import FuzzSupport
import QuickActions

/// `project.pbxproj` (an old-style plist) through the strings scanner's tree reader, then every
/// target resolved in its default configuration, as `--app` resolves them.
func fuzzPbxproj(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzInput.data(data, size)
    guard let project = try? XcodeProject.parse(bytes, projectPath: "App.xcodeproj") else { return 0 }
    let files = ProjectFiles.memory(["App.xcodeproj/project.pbxproj": bytes])
    for target in project.targets {
        _ = try? XcodeApp.resolve(project, target: target, configuration: nil, files: files)
    }
    return 0
}

FuzzDriver.run(fuzzPbxproj)
