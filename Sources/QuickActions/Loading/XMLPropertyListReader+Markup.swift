/// The markup a property list may hold around and between its values: comments, processing
/// instructions and a DOCTYPE, whose internal subset is skipped, never expanded.
extension XMLPropertyListReader.Parser {
    /// Skips a comment, processing instruction or (when allowed) DOCTYPE at `<`; false when
    /// the markup is something else.
    mutating func skipMarkup(allowDoctype: Bool) throws -> Bool {
        if looking(at: "<!--") {
            step(4)
            try skip(past: "-->", unterminated: "a comment is not closed (-->)")
            return true
        }
        if looking(at: "<?") {
            step(2)
            try skip(past: "?>", unterminated: "a processing instruction is not closed (?>)")
            return true
        }
        if looking(at: "<!DOCTYPE") {
            guard allowDoctype else { throw malformed("<!DOCTYPE> after the document has begun") }
            try skipDoctype()
            return true
        }
        return false
    }

    /// Skips `<!DOCTYPE ... [internal subset] >`; declared entities are not kept, so using one
    /// later is an error, as on iOS.
    mutating func skipDoctype() throws {
        let start = line
        step(9)
        while let byte = peek(0) {
            if byte == 0x3E {
                step()
                return
            }  // '>'
            if byte == 0x5B { break }  // '['
            if byte == 0x22 || byte == 0x27 { try skipQuoted(byte, start: start) } else { step() }
        }
        guard !atEnd else { throw malformed("the <!DOCTYPE> is not closed", line: start) }
        step()  // '['
        while true {
            skipSpaces()
            guard let byte = peek(0) else {
                throw malformed("the <!DOCTYPE>'s internal subset is not closed (])", line: start)
            }
            if byte == 0x5D {
                step()
                break
            }  // ']'
            if byte == 0x25 {
                try skip(past: ";", unterminated: "a parameter entity reference is not closed (;)")
                continue
            }
            guard byte == 0x3C else {
                throw malformed(
                    "unexpected '\(Character(Unicode.Scalar(byte)))' in the <!DOCTYPE>'s internal subset")
            }
            if try skipMarkup(allowDoctype: false) { continue }
            guard peek(1) == 0x21 else { throw malformed("unexpected markup in the <!DOCTYPE>'s internal subset") }
            // <!ENTITY ...>, <!ELEMENT ...>, <!ATTLIST ...>: skipped whole, quotes respected.
            step(2)
            while let inner = peek(0), inner != 0x3E {
                if inner == 0x22 || inner == 0x27 { try skipQuoted(inner, start: start) } else { step() }
            }
            guard !atEnd else { throw malformed("a declaration in the <!DOCTYPE> is not closed (>)", line: start) }
            step()
        }
        skipSpaces()
        guard peek(0) == 0x3E else { throw malformed("the <!DOCTYPE> is not closed (>)", line: start) }
        step()
    }

    mutating func skipQuoted(_ quote: UInt8, start: Int) throws {
        step()
        while let byte = peek(0), byte != quote { step() }
        guard !atEnd else { throw malformed("a quoted value is not closed", line: start) }
        step()
    }

    /// Misc before the root element (prolog) or after it.
    mutating func skipMisc(allowDoctype: Bool) throws {
        while true {
            skipSpaces()
            guard peek(0) == 0x3C else { return }
            guard try skipMarkup(allowDoctype: allowDoctype) else { return }
        }
    }
}
