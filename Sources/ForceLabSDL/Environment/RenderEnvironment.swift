import CSDL2
import CTextEngine
import Foundation
import SourceFormats

/// What a golden frame was drawn with: the libraries that turn a display list into pixels and
/// the font files used, with their SHA-256. `--update-goldens` writes it as the golden folder's
/// ENVIRONMENT.json, so a mismatch on another machine can say first whether that machine draws
/// with something else.
public struct RenderEnvironment: Equatable {
    public struct Library: Equatable {
        public var name: String
        public var version: String
    }

    public struct Font: Equatable {
        /// The file's name without its folder (folders differ between machines).
        public var file: String
        public var family: String?
        public var version: String?
        public var sha256: String
    }

    public var libraries: [Library]
    public var fonts: [Font]

    public init(libraries: [Library], fonts: [Font]) {
        self.libraries = libraries
        self.fonts = fonts
    }

    /// The libraries this process runs with (their run-time versions) and `fontFiles` read and hashed.
    public static func current(fontFiles: [String]) -> RenderEnvironment {
        var libraries: [Library] = []
        var sdl = SDL_version()
        SDL_GetVersion(&sdl)
        libraries.append(Library(name: "SDL", version: "\(sdl.major).\(sdl.minor).\(sdl.patch)"))
        if let ttf = TTF_Linked_Version()?.pointee {
            libraries.append(Library(name: "SDL_ttf", version: "\(ttf.major).\(ttf.minor).\(ttf.patch)"))
        }
        if let image = IMG_Linked_Version()?.pointee {
            libraries.append(Library(name: "SDL_image", version: "\(image.major).\(image.minor).\(image.patch)"))
        }
        var major: Int32 = 0
        var minor: Int32 = 0
        var patch: Int32 = 0
        if TTF_WasInit() == 0 { _ = TTF_Init() }
        TTF_GetFreeTypeVersion(&major, &minor, &patch)
        libraries.append(Library(name: "FreeType", version: "\(major).\(minor).\(patch)"))
        libraries.append(Library(name: "HarfBuzz", version: String(cString: hb_version_string())))
        if let info = fribidi_version_info {
            let firstLine = String(cString: info).split(separator: "\n").first ?? ""
            libraries.append(Library(name: "FriBidi", version: String(firstLine.split(separator: " ").last ?? "")))
        }
        let fc = FcGetVersion()
        libraries.append(Library(name: "fontconfig", version: "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)"))
        libraries.append(Library(name: "zlib", version: String(cString: zlibVersion())))
        // libdeflate has no run-time version call: the version of the header built against
        // (Debian keeps one soname, libdeflate.so.0, across versions). Goldens compared by bytes
        // depend on it (FastPNG), as they did on zlib.
        libraries.append(Library(name: "libdeflate", version: LIBDEFLATE_VERSION_STRING))
        var fonts: [Font] = []
        for path in Set(fontFiles).sorted() {
            // Fonts are tens of megabytes at most (Noto CJK's collection is 19 MB); a FIFO or a
            // device in their place is refused rather than read.
            guard let data = try? BoundedFile.read(path, limit: 256 << 20) else { continue }
            let names = FontNames.read(data)
            fonts.append(
                Font(
                    file: FileSystemName.name(of: path), family: names.family, version: names.version,
                    sha256: SHA256.hex(data)))
        }
        fonts.sort { ($0.file, $0.sha256) < ($1.file, $1.sha256) }
        return RenderEnvironment(libraries: libraries, fonts: fonts)
    }

    /// ENVIRONMENT.json: keys in a fixed order, two-space indents, a final line break.
    public func json() -> String {
        func string(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                default: out += scalar.value < 0x20 ? String(format: "\\u%04x", scalar.value) : String(scalar)
                }
            }
            return out + "\""
        }
        var out = "{\n  \"libraries\": {\n"
        out += libraries.map { "    \(string($0.name)): \(string($0.version))" }.joined(separator: ",\n")
        out += "\n  },\n  \"fonts\": [\n"
        out += fonts.map { font in
            var fields = ["\"file\": \(string(font.file))"]
            if let family = font.family { fields.append("\"family\": \(string(family))") }
            if let version = font.version { fields.append("\"version\": \(string(version))") }
            fields.append("\"sha256\": \(string(font.sha256))")
            return "    {" + fields.joined(separator: ", ") + "}"
        }.joined(separator: ",\n")
        return out + "\n  ]\n}\n"
    }

    /// Reads an ENVIRONMENT.json; nil when it is not one.
    public static func parse(_ data: Data) -> RenderEnvironment? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let libraries = object["libraries"] as? [String: String], let fonts = object["fonts"] as? [[String: String]]
        else { return nil }
        return RenderEnvironment(
            libraries: libraries.keys.sorted().map { Library(name: $0, version: libraries[$0]!) },
            fonts: fonts.compactMap { entry in
                guard let file = entry["file"], let sha = entry["sha256"] else { return nil }
                return Font(file: file, family: entry["family"], version: entry["version"], sha256: sha)
            })
    }

    /// Why `machine` may draw differently from these goldens, one sentence, or nil when it draws
    /// with the same libraries and fonts: "goldens made with FreeType 2.12.1, Inter.ttf (Inter
    /// Version 4.000); this machine has FreeType 2.13.2, Inter.ttf (Inter Version 3.019)".
    public func mismatchNote(machine: RenderEnvironment) -> String? {
        var made: [String] = []
        var has: [String] = []
        let theirs = Dictionary(machine.libraries.map { ($0.name, $0.version) }, uniquingKeysWith: { a, _ in a })
        for library in libraries {
            let other = theirs[library.name]
            guard other != library.version else { continue }
            made.append("\(library.name) \(library.version)")
            has.append(other.map { "\(library.name) \($0)" } ?? "no \(library.name)")
        }
        func describe(_ font: Font) -> String {
            let name = [font.family, font.version].compactMap { $0 }.joined(separator: " ")
            return "\(font.file) (\(name.isEmpty ? "" : name + ", ")sha256 \(font.sha256.prefix(12)))"
        }
        let machineFonts = Dictionary(machine.fonts.map { ($0.file, $0) }, uniquingKeysWith: { a, _ in a })
        for font in fonts where machineFonts[font.file]?.sha256 != font.sha256 {
            made.append(describe(font))
            has.append(machineFonts[font.file].map(describe) ?? "no \(font.file)")
        }
        let goldenFiles = Set(fonts.map(\.file))
        for font in machine.fonts where !goldenFiles.contains(font.file) {
            has.append(describe(font) + " (not used by the goldens)")
        }
        guard !has.isEmpty else { return nil }
        return
            "goldens made with \(made.isEmpty ? "other fonts" : made.joined(separator: ", ")); this machine has \(has.joined(separator: ", ")): mismatches may come from the machine, not from the app"
    }
}
