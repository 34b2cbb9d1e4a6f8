import ForceLabOptions

/// `--define NAME=VALUE` (repeatable): the build settings a plist's `$(NAME)` expands to.
package enum Defines {
    package static func parse(_ list: [String]) throws -> [String: String] {
        var defines: [String: String] = [:]
        for define in list {
            guard let equals = define.firstIndex(of: "="), equals != define.startIndex else {
                throw UsageError("--define expects NAME=VALUE, got '\(define)'")
            }
            defines[String(define[..<equals])] = String(define[define.index(after: equals)...])
        }
        return defines
    }
}
