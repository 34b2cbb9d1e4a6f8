import Testing

@testable import QuickActions

/// Kinsoku and break opportunities in `TextFitting.twoLines`, with the fixed-width measurer
/// (one character = 10 points at size 10) and its dictionary-free opportunities.
@Suite struct LineBreakingTests {
    let font = FontSpec(size: 10)
    let measurer = FixedWidthMeasurer()

    @Test func japaneseBreaksBetweenCharactersButNoLineStartsWithClosingPunctuation() {
        let title = "新しいタブを開きます、「とても長い」です。"
        for width in 2...20 {
            let wrapped = TextFitting.twoLines(title, maxWidth: Double(width * 10), font: font, measurer: measurer)
            #expect(wrapped.lines.allSatisfy { $0.count <= width }, "width \(width): \(wrapped.lines)")
            if wrapped.lines.count == 2 {
                let second = wrapped.lines[1]
                #expect(
                    !LineBreaking.noLineStart.contains(second.first!),
                    "width \(width): the second line starts with \(second.first!)")
                #expect(
                    !LineBreaking.noLineEnd.contains(wrapped.lines[0].last!),
                    "width \(width): the first line ends with \(wrapped.lines[0].last!)")
            }
        }
        // At 10 characters the break before "、" is moved back one character.
        #expect(TextFitting.twoLines(title, maxWidth: 100, font: font, measurer: measurer).lines[0] == "新しいタブを開きま")
        // And an opening bracket never ends the first line: "…開きます、「" would.
        #expect(TextFitting.twoLines(title, maxWidth: 120, font: font, measurer: measurer).lines[0] == "新しいタブを開きます、")
    }

    @Test func simpleOpportunitiesAreAfterSpacesAndAroundCJK() {
        #expect(LineBreaking.simpleOpportunities(in: "New Private Tab") == [4, 12])
        #expect(LineBreaking.simpleOpportunities(in: "新規タブ") == [1, 2, 3])
        #expect(LineBreaking.simpleOpportunities(in: "タブ、です") == [1, 3, 4])
        #expect(LineBreaking.simpleOpportunities(in: "「新規」") == [2])
    }

    @Test func aMeasurersOpportunitiesDecideWhereTheTitleWraps() {
        struct DictionaryMeasurer: TextMeasurer {
            func width(of text: String, font: FontSpec) -> Double { Double(text.count) * 10 }
            func lineBreakOpportunities(in text: String) -> [Int] { [4, 11] }  // แท็บ|ส่วนตัว|ใหม่ by grapheme count
        }
        let thai = "แทบส่วนตัวใหม่ของ"
        let wrapped = TextFitting.twoLines(thai, maxWidth: 120, font: font, measurer: DictionaryMeasurer())
        #expect(wrapped.lines.first == String(Array(thai)[0..<11]))
        // Without opportunities, a word too long for the line breaks between characters.
        let plain = TextFitting.twoLines(thai, maxWidth: 120, font: font, measurer: measurer)
        #expect(plain.lines.first?.count == 12)
    }
}
