import ForceCore
import Geometry
import QuickActions
import Testing

@testable import Simulator

/// The text size in the pure core: `=` and `-` are logged as UI events (as D logs the
/// appearance), and an app's list and peeks follow the size as Dynamic Type does.
@Suite struct TextSizeEventTests {
    @Test func theKeysLogEachStepAndNothingAtEitherEnd() throws {
        var h = try ListHarness()
        _ = h.playground.drainLog()
        h.playground.handleKey(.largerText)
        h.playground.handleKey(.largerText)
        h.playground.handleKey(.smallerText)
        #expect(
            h.playground.drainLog().map(\.jsonLine) == [
                #"{"t":0,"ui":"textSize","textSize":"xLarge"}"#, #"{"t":0,"ui":"textSize","textSize":"xxLarge"}"#,
                #"{"t":0,"ui":"textSize","textSize":"xLarge"}"#,
            ])
        for _ in 0..<12 { h.playground.handleKey(.largerText) }
        _ = h.playground.drainLog()
        h.playground.handleKey(.largerText)
        #expect(h.playground.uiNames().isEmpty, "accessibility5 is the largest: nothing changed, nothing logged")
        #expect(UIEvent.textSize(.accessibility2).name == "textSize")
    }

    @Test func anOpenListFollowsTheTextSize() throws {
        var h = try ListHarness()
        h.open("Mail")
        let before = try #require(h.screen.layout)
        #expect(before.textSize == .large)
        h.playground.handleKey(.largerText)
        let after = try #require(h.screen.layout)
        #expect(after.textSize == .xLarge)
        #expect(after.rowHeight > before.rowHeight)
        #expect(h.playground.drainLog().compactMap(\.uiName) == ["textSize"])
    }

    /// Rows grow by their lines' leading growth above `large` and keep their height below it;
    /// fonts follow the HIG ratio of their style.
    @Test func listRowsAndFontsScaleByTheTypeRamp() throws {
        let spec = AppScreenSpec(title: "T", rows: [ListRow(id: "a", title: "A", subtitle: "s")])
        func layout(_ size: DynamicTypeSize) -> ListLayout {
            ListLayout(size: Size(width: 393, height: 852), spec: spec, segment: 0, scroll: 0, textSize: size)
        }
        #expect(layout(.large).rowHeight == 64)
        #expect(layout(.xSmall).rowHeight == 64)
        // Headline 22 -> 24 and Subheadline 20 -> 22 leading at xLarge.
        #expect(layout(.xLarge).rowHeight == 68)
        #expect(layout(.accessibility5).rowHeight == 64 + (62 - 22) + (58 - 20))
        #expect(layout(.accessibility2).font(FontSpec(size: 17), .body).size == 33)
        #expect(layout(.xSmall).font(FontSpec(size: 15), .subheadline).size == 12)
        #expect(layout(.large).font(FontSpec(size: 22, weight: .bold), .title2) == FontSpec(size: 22, weight: .bold))
        #expect(layout(.accessibility1).actionRowHeight == 57 + (38 - 25))
        #expect(layout(.accessibility1).contextRowHeight == 44 + (34 - 22))
    }
}
