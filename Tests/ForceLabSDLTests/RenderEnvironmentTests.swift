import ForceLabText
import Foundation
import Testing

@testable import ForceLabSDL

/// SHA-256 against FIPS 180-4's vectors, font names from a real font, and the note a golden
/// environment gives on another machine.
@Suite struct RenderEnvironmentTests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (String(repeating: "a", count: 1_000_000), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
    ])
    func sha256MatchesTheStandardsVectors(text: String, digest: String) {
        #expect(SHA256.hex(Data(text.utf8)) == digest)
    }

    @Test func sha256OfEveryLengthAroundABlockAgreesWithItself() {
        // Lengths 0...130 cross the 55/56/64-byte padding edges; each digest is distinct (56 bytes: from Python's hashlib).
        let digests = (0...130).map { SHA256.hex(Data(repeating: 0x61, count: $0)) }
        #expect(Set(digests).count == digests.count)
        #expect(digests[56] == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
    }

    @Test func fontNamesOfTheUIFont() throws {
        let path = try FontLocator(override: nil).path(for: .regular)
        let names = FontNames.read(try #require(FileManager.default.contents(atPath: path)))
        #expect(names.family?.hasPrefix("Inter") == true || names.family != nil, "\(names)")
        #expect(names.version?.hasPrefix("Version ") == true, "\(names)")
        #expect(FontNames.read(Data([1, 2, 3])) == (nil, nil))
    }

    @Test func theNoteNamesWhatDiffers() {
        let golden = RenderEnvironment(
            libraries: [.init(name: "SDL", version: "2.26.5"), .init(name: "FreeType", version: "2.12.1")],
            fonts: [
                .init(
                    file: "Inter.otf", family: "Inter", version: "Version 4.000",
                    sha256: String(repeating: "a", count: 64))
            ])
        #expect(golden.mismatchNote(machine: golden) == nil)
        var machine = golden
        machine.libraries[1].version = "2.13.2"
        machine.fonts[0].version = "Version 3.019"
        machine.fonts[0].sha256 = String(repeating: "b", count: 64)
        #expect(
            golden.mismatchNote(machine: machine)
                == "goldens made with FreeType 2.12.1, Inter.otf (Inter Version 4.000, sha256 aaaaaaaaaaaa); this machine has FreeType 2.13.2, Inter.otf (Inter Version 3.019, sha256 bbbbbbbbbbbb): mismatches may come from the machine, not from the app"
        )
        let parsed = RenderEnvironment.parse(Data(golden.json().utf8))
        #expect(parsed?.libraries == golden.libraries.sorted { $0.name < $1.name })
        #expect(parsed?.fonts == golden.fonts)
        #expect(RenderEnvironment.parse(Data("{}".utf8)) == nil)
    }
}
