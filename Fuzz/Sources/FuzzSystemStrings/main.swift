import FuzzSupport
import QuickActions

/// The system strings table (`Assets/system-strings.json`) through `SystemStrings.parse`, then
/// every lookup the menu makes.
func fuzzSystemStrings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let table = try? SystemStrings.parse(bytes, path: "system-strings.json") else { return 0 }
    for code in table.languages.keys + ["pt-BR", "de-CH", "zz"] {
        let titles = table.titles(for: LocaleID(code))
        for key in SystemStrings.itemKeys { _ = titles[key] }
        _ = table.label(for: "Mail", locale: LocaleID(code))
    }
    return 0
}

FuzzDriver.run(fuzzSystemStrings)
