import ForceCore
import Foundation
import SourceFormats

extension TraceOptions {
    /// Reads the options that shape how a trace is read, shared by `classify` and `calibrate`:
    /// `--desc FILE`, `--rate HZ`, `--pressure-curve CURVE`, `--screen WxH`, `--aim X,Y`.
    package static func parse(_ arguments: inout Arguments) throws -> TraceOptions {
        var options = TraceOptions()
        options.descPath = try arguments.option("--desc")
        if let rate = try arguments.doubleOption("--rate", range: TraceLimits.rates) { options.rate = rate }
        if let curve = try arguments.option("--pressure-curve") {
            do { options.pressureCurve = try PressureCurve.parse(from: curve) } catch {
                throw UsageError("--pressure-curve: \(error.message)")
            }
        }
        if let screen = try arguments.option("--screen") {
            let parts = screen.split(separator: "x").compactMap { Double($0) }
            guard parts.count == 2, parts.allSatisfy({ $0 >= 1 && $0 <= TraceLimits.maximumCoordinate }) else {
                throw UsageError(
                    "--screen expects WIDTHxHEIGHT in points (1 to \(Int(TraceLimits.maximumCoordinate))), e.g. 375x812, got '\(screen)'"
                )
            }
            options.screenWidth = parts[0]
            options.screenHeight = parts[1]
        }
        if let aim = try arguments.option("--aim") {
            let parts = aim.split(separator: ",").compactMap { Double($0) }
            guard parts.count == 2, parts.allSatisfy({ abs($0) <= TraceLimits.maximumCoordinate }) else {
                throw UsageError(
                    "--aim expects X,Y in points (each within ±\(Int(TraceLimits.maximumCoordinate))), e.g. 187.5,406, got '\(aim)'"
                )
            }
            options.aimX = parts[0]
            options.aimY = parts[1]
        }
        return options
    }
}

extension ForceProfile {
    /// A built-in profile by name (`light`, `medium`, `firm`), else the profile file at that path.
    package static func namedOrLoaded(_ nameOrPath: String) throws -> ForceProfile {
        if let builtIn = ForceProfile.named(nameOrPath) { return builtIn }
        try checkName(nameOrPath)
        return try ForceProfile.load(path: nameOrPath)
    }

    static let builtInNames = ["light", "medium", "firm"]

    /// A word that is no file and close to a built-in name is a mistyped name, not a missing file.
    static func checkName(_ nameOrPath: String) throws {
        guard !nameOrPath.contains("/"), !FileSystemName.exists(nameOrPath),
            let phrase = Suggestions.phrase(for: nameOrPath, in: builtInNames)
        else { return }
        throw UsageError("no profile named '\(nameOrPath)'; \(phrase)")
    }
}

extension PressureCurve {
    /// `--pressure-curve CURVE` parsed, or the usage error that names the option.
    package static func option(_ text: String) throws -> PressureCurve {
        do { return try PressureCurve.parse(from: text) } catch {
            throw UsageError("--pressure-curve: \(error.message)")
        }
    }
}
