import SourceFormats
import Testing

/// "Did you mean": the closest known names by edit distance, only the closest, none when far.
@Suite struct SuggestionsTests {
    @Test func theMistakesPeopleMakeFindTheirName() {
        let cases: [(String, [String], [String])] = [
            ("previw", ["play", "preview", "replay", "render"], ["preview"]),
            ("--formt", ["--format", "--font", "--frames"], ["--format"]),
            ("hdu", ["hud", "haptic"], ["hud"]),
            ("outptu", ["output", "page"], ["output"]),
            ("iphone15", ["iphone-11", "iphone-15", "iphone-15-pro"], ["iphone-15"]),
            ("IPHONE-XS", ["iphone-x", "iphone-xs"], ["iphone-xs"]),
            ("frim", ["light", "medium", "firm"], ["firm"]),
            ("bsh", ["bash", "zsh", "fish"], ["bash", "zsh"]),
            ("nokia-3310", ["iphone-15", "iphone-xs"], []),
            ("", ["a"], ["a"]),
        ]
        for (typed, known, expected) in cases {
            #expect(Suggestions.closest(to: typed, in: known) == expected, "\(typed)")
        }
    }

    @Test func editDistanceCountsASwapAsOneEdit() {
        #expect(Suggestions.editDistance("hdu", "hud") == 1)
        #expect(Suggestions.editDistance("kitten", "sitting") == 3)
        #expect(Suggestions.editDistance("", "abc") == 3)
        #expect(Suggestions.editDistance("same", "same") == 0)
        // Symmetric, against every pair of short words.
        let words = ["", "a", "ab", "ba", "abc", "acb", "xyz"]
        for a in words {
            for b in words { #expect(Suggestions.editDistance(a, b) == Suggestions.editDistance(b, a), "\(a) \(b)") }
        }
    }

    @Test func oneLineWithTheCloseNamesElseEveryName() {
        #expect(
            Suggestions.unknown("device", "iphone15", known: ["iphone-15", "iphone-xs"])
                == "no device named 'iphone15'; did you mean 'iphone-15'?")
        #expect(
            Suggestions.unknown("device", "nokia", known: ["iphone-15", "iphone-xs"])
                == "no device named 'nokia'; known devices: iphone-15, iphone-xs")
        #expect(Suggestions.phrase(for: "zz", in: ["ab", "cd", "ef"]) == nil)
        #expect(Suggestions.phrase(for: "bsh", in: ["bash", "zsh"]) == "did you mean 'bash' or 'zsh'?")
    }
}
