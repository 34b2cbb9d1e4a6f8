import ForceLabOptions

/// Where `S` writes the session's presses: beside the profile, `NAME.presses.jsonl` for a
/// profile `NAME.json` (or `FILE.presses.jsonl` for any other name).
package enum SessionPressesFile {
    package static func path(besideProfile profile: String) -> String {
        (profile.hasSuffix(".json") ? String(profile.dropLast(5)) : profile) + ".presses.jsonl"
    }
}
