// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for every reader ForceLab has, one executable each, and one for the report
// writers. Kept in a package of
// its own so the main package's `swift build` and `make test` never see the fuzzer flags.
// Built by `make fuzz` (see Fuzz/README.md):
//   swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address
// The flags reach ForceLab's own targets too (coverage and AddressSanitizer in the readers).
// Each target's main hands its one-input function to libFuzzer's LLVMFuzzerRunDriver.
let readers: [(name: String, library: String)] = [
    ("FuzzRecording", "ForceCore"),
    ("FuzzRecordingFastPath", "ForceCore"),
    ("FuzzEvemu", "ForceCore"),
    ("FuzzForceArray", "ForceCore"),
    ("FuzzProfile", "ForceCore"),
    ("FuzzXMLPlist", "QuickActions"),
    ("FuzzBinaryPlist", "QuickActions"),
    ("FuzzStrings", "QuickActions"),
    ("FuzzXCStrings", "QuickActions"),
    ("FuzzPbxproj", "QuickActions"),
    ("FuzzXCConfig", "QuickActions"),
    ("FuzzManifest", "QuickActions"),
    ("FuzzPNGHeader", "QuickActions"),
    ("FuzzScene", "Simulator"),
    ("FuzzDevice", "Simulator"),
    ("FuzzAssetContents", "QuickActions"),
    ("FuzzProjectConfig", "QuickActions"),
    ("FuzzSystemStrings", "QuickActions"),
]

let package = Package(
    name: "ForceLabFuzz",
    dependencies: [.package(name: "ForceLab", path: "..")],
    targets: [.target(name: "CFuzzDriver"), .target(name: "FuzzSupport", dependencies: ["CFuzzDriver"])]
        + readers.map { reader in
            .executableTarget(
                name: reader.name,
                dependencies: ["FuzzSupport", .product(name: reader.library, package: "ForceLab")])
        }
        // The report writers: random findings in, each format's well-formedness checked.
        + [
            .executableTarget(
                name: "FuzzReports",
                dependencies: [
                    "FuzzSupport", .product(name: "QuickActions", package: "ForceLab"),
                    .product(name: "Reporting", package: "ForceLab"),
                ])
        ],
    swiftLanguageModes: [.v5]
)
