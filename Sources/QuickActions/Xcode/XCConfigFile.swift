import Foundation
import SourceFormats

/// One build setting as a configuration file or a project writes it: `NAME[sdk=iphoneos*] = VALUE`.
public struct BuildSettingAssignment: Equatable, Sendable {
    public var name: String
    /// The conditions in brackets (`sdk=iphoneos*`, `config=Debug`), as written.
    public var conditions: [String]
    public var value: String
    /// Where it is written (an `.xcconfig` or `project.pbxproj`) and on which line.
    public var path: String
    public var line: Int

    public init(name: String, conditions: [String] = [], value: String, path: String, line: Int) {
        self.name = name
        self.conditions = conditions
        self.value = value
        self.path = path
        self.line = line
    }

    /// `NAME[cond][cond]` split into the name and its conditions; nil when it is not a setting's name.
    static func split(key: String) -> (name: String, conditions: [String])? {
        let name = String(key.prefix { $0 != "[" })
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
            name.unicodeScalars.allSatisfy({
                $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0)
            })
        else { return nil }
        var conditions: [String] = []
        var rest = key.dropFirst(name.count)
        while rest.first == "[" {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            conditions.append(String(rest[rest.index(after: rest.startIndex)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return rest.isEmpty ? (name, conditions) : nil
    }
}

/// A `.xcconfig` file: its settings in order, `#include "FILE"` and `#include? "FILE"` followed
/// (relative to the including file), `//` comments dropped as Xcode drops them (also inside a
/// value, which is why URLs are written `https:/$()/host`).
public enum XCConfigFile {
    /// The deepest chain of includes followed (a file including itself stops here).
    static let maximumIncludeDepth = 16

    /// What reading a configuration found: its settings and what it could not read.
    public struct Contents: Equatable, Sendable {
        public var assignments: [BuildSettingAssignment] = []
        /// Files named but absent (a missing `#include?` is silent, as in Xcode).
        public var missing: [String] = []
        /// Every file read, the included ones after the including one, and the absent files of
        /// `#include?`s (which count once they are made): what a file watcher follows.
        public var files: [String] = []
    }

    /// Reads `path` and its includes through `files`. A file that is there but broken is an error.
    public static func load(_ path: String, files: ProjectFiles, depth: Int = 0) throws -> Contents {
        var contents = Contents()
        guard let data = try files.read(path) else {
            contents.missing.append(path)
            return contents
        }
        contents.files.append(path)
        let text = try StringsFileParser.decode([UInt8](data), path: path)
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            var body = Substring(rawLine)
            if let comment = body.range(of: "//") { body = body[..<comment.lowerBound] }
            let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#include") {
                try include(trimmed, from: path, line: line, files: files, depth: depth, into: &contents)
                continue
            }
            guard let equals = assignmentEquals(trimmed) else {
                throw LoadError(
                    path: path, line: line, "expected NAME = VALUE or #include \"FILE\", found '\(trimmed)'")
            }
            let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            guard let (name, conditions) = BuildSettingAssignment.split(key: key) else {
                throw LoadError(path: path, line: line, "'\(key)' is not a build setting's name")
            }
            var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
            contents.assignments.append(
                BuildSettingAssignment(name: name, conditions: conditions, value: value, path: path, line: line))
        }
        return contents
    }

    /// The `=` between a setting's name (with its `[cond=value]`s) and its value.
    private static func assignmentEquals(_ line: String) -> String.Index? {
        var depth = 0
        for index in line.indices {
            switch line[index] {
            case "[": depth += 1
            case "]": depth -= 1
            case "=" where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// `#include "FILE"` or `#include? "FILE"` on `line` of `path`.
    private static func include(
        _ directive: String, from path: String, line: Int, files: ProjectFiles, depth: Int,
        into contents: inout Contents
    ) throws {
        let optional = directive.hasPrefix("#include?")
        let rest = directive.dropFirst(optional ? 9 : 8).trimmingCharacters(in: .whitespaces)
        guard rest.count >= 2, rest.first == "\"", rest.last == "\"" else {
            throw LoadError(path: path, line: line, "#include expects a quoted file name, found '\(rest)'")
        }
        let name = String(rest.dropFirst().dropLast())
        // `<DEVELOPER_DIR>/...` names a file inside Xcode: not in any repository.
        if name.hasPrefix("<") { return }
        guard depth < maximumIncludeDepth else {
            throw LoadError(path: path, line: line, "#include nested more than \(maximumIncludeDepth) deep (a loop?)")
        }
        let target = name.hasPrefix("/") ? name : PathNames.join(PathNames.folder(of: path), name)
        let included = try load(target, files: files, depth: depth + 1)
        contents.assignments += included.assignments
        contents.files += included.files
        if optional && included.missing == [target] {
            contents.files.append(target)
            return
        }
        contents.missing += included.missing
    }
}
