import SourceFormats

/// A command line a person pastes into a POSIX shell (bash, zsh, dash): each word left bare
/// when it holds only characters no shell treats specially, else single-quoted, a `'` inside
/// written `'\''`. Inside single quotes nothing is special (not `$`, `` ` ``, `\`, `!` in a
/// script, a line break), so any name comes back as the one word it was. The report shows the
/// result through `XMLText` like every other text.
public enum ShellCommand {
    /// The words as one line (a word with a line break spans lines inside its quotes).
    public static func line(_ words: [String]) -> String {
        words.map(quote).joined(separator: " ")
    }

    public static func quote(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { bare.contains($0) }
        if plain { return word }
        // By scalars: `replacingOccurrences` would leave the `'` of `'\u{301}` raw.
        return "'" + ScalarText.replacing(word) { $0 == "'" ? "'\\''" : nil } + "'"
    }

    /// Characters that mean nothing to a shell wherever they stand in a word after the first
    /// (`=` makes an assignment only before the command; `~`, which bash expands after a `=` or
    /// `:` too, is not among them).
    private static let bare = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-./:,+@%=".unicodeScalars)
}
