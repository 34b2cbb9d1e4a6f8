extension String {
    /// The string followed by spaces up to `length` characters.
    package func padded(to length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
