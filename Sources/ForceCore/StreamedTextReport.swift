/// A report that hands its text to a writer a line at a time (`writeTextReport`), so a report of
/// a line per contact is never held whole, or gathers it into one string (`textReport()`).
public protocol StreamedTextReport {
    /// The report handed to `write` in pieces, in order.
    func writeTextReport(_ write: (String) -> Void)
}

extension StreamedTextReport {
    /// The whole report as one string.
    public func textReport() -> String {
        var text = ""
        writeTextReport { text += $0 }
        return text
    }
}
