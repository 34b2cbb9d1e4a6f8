/// A JSON value built in code and written with its keys in the order given, indented by two
/// spaces: the same findings always give the same bytes.
indirect enum JSONText {
    case object([(String, JSONText)])
    case array([JSONText])
    case string(String)
    case integer(Int)
    case bool(Bool)

    /// The value written out, ending without a line break.
    func rendered(indent: Int = 0) -> String {
        var out = ""
        write(to: &out, indent: indent)
        return out
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .string(let text): out += Reporter.json(text)
        case .integer(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .array(let elements):
            if elements.isEmpty {
                out += "[]"
                return
            }
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                element.write(to: &out, indent: indent + 2)
                out += index + 1 < elements.count ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += String(repeating: " ", count: indent + 2) + Reporter.json(member.0) + ": "
                member.1.write(to: &out, indent: indent + 2)
                out += index + 1 < members.count ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }
}
