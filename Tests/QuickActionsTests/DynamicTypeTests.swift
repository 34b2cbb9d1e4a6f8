import Testing

@testable import QuickActions

/// The Dynamic Type table and the menu's metrics at each text size.
typealias TextSize = DynamicTypeSize

@Suite struct DynamicTypeTests {
    @Test func theTableIsTheHIGsAndGrowsWithTheSize() {
        #expect(DynamicTypeStyle.body.metrics(at: .large) == (17, 22))
        #expect(DynamicTypeStyle.footnote.metrics(at: .large) == (13, 18))
        #expect(DynamicTypeStyle.body.metrics(at: .accessibility5) == (53, 62))
        for style in DynamicTypeStyle.allCases {
            let sizes = TextSize.allCases.map { style.metrics(at: $0).points }
            #expect(sizes == sizes.sorted(), "\(style)")
        }
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.xSmall.smaller == .xSmall && DynamicTypeSize.accessibility5.larger == .accessibility5)
    }

    @Test func largeIsTheMetricsUnchanged() {
        for metrics in [MenuMetrics.iPhoneXS, MenuMetrics.contextMenu] {
            #expect(metrics.scaled(to: .large, screenWidth: 375) == metrics)
        }
    }

    @Test(arguments: DynamicTypeSize.allCases)
    func everySizeScalesFontsRowsAndStaysOnScreen(size: DynamicTypeSize) {
        let base = MenuMetrics.contextMenu
        let metrics = base.scaled(to: size, screenWidth: 375)
        #expect(metrics.titleFont.size == MenuMetrics.titleStyle.metrics(at: size).points)
        #expect(metrics.subtitleFont.size == MenuMetrics.subtitleStyle.metrics(at: size).points)
        #expect(metrics.menuWidth <= 375 - 2 * metrics.screenMargin)
        #expect(metrics.menuWidth >= base.menuWidth)
        // Each row keeps its padding: it grows by exactly what its lines grow by.
        #expect(metrics.rowHeight - metrics.titleLineHeight == base.rowHeight - base.titleLineHeight)
        #expect(
            metrics.subtitleRowHeight - metrics.titleLineHeight - metrics.subtitleLineHeight
                == base.subtitleRowHeight - base.titleLineHeight - base.subtitleLineHeight)
        #expect((metrics.rowHeight > base.rowHeight) == (size > .large))
    }

    /// Cut titles: a title that fits at large with the fixed-width measurer is cut at some
    /// larger size, never at a smaller one.
    @Test func aLongerTitleIsCutOnlyFromSomeSizeUp() {
        let measurer = FixedWidthMeasurer(advance: 7)
        let item = ShortcutItem(type: "t", title: "New Message", subtitle: "To a friend")
        let cut = DynamicTypeSize.allCases.map { size in
            MenuRowText.make(
                item: item, metrics: MenuMetrics.contextMenu.scaled(to: size, screenWidth: 375), measurer: measurer
            ).titleTruncated
        }
        let first = cut.firstIndex(of: true) ?? cut.count
        #expect(first > DynamicTypeSize.large.step, "\(cut)")
        #expect(first < cut.count, "\(cut)")
    }
}
