import ForceCore
import Foundation
import Geometry
import QuickActions
import TestSupport
import Testing

@testable import Simulator

/// Right-to-left locales as display lists: the home grid and dock fill from the right, page dots
/// and the status bar follow, the menu mirrors in every placement, lists mirror their chevrons
/// and swipe from the other side. Left to right nothing moves.
@Suite struct RightToLeftTests {
    static let width = 375.0

    func content(locale: String?, pages: Int = 1) throws -> SceneContent {
        let device = try DeviceProfile.load(path: devicePath)
        var scene = try Scene.load(path: defaultScenePath, device: device)
        if pages > 1 { scene.pages.append(Array(scene.pages[0].prefix(5))) }
        return try SceneContent.load(scene: scene, device: device, locale: locale.map { LocaleID($0) })
    }

    // MARK: - Home screen

    @Test(arguments: ["ar", "he", "fa", "ur", "ug", "ckb", "uz-Arab"])
    func theGridAndTheDockFillFromTheRight(_ locale: String) throws {
        let ltr = try content(locale: nil).layout
        let rtl = try content(locale: locale).layout
        #expect(rtl.direction == .rightToLeft)
        for (l, r) in zip(ltr.pages[0] + ltr.dock, rtl.pages[0] + rtl.dock) {
            #expect(l.app == r.app && l.column == r.column && l.row == r.row)
            #expect(
                r.iconFrame.minX == Self.width - l.iconFrame.maxX, "\(r.app) is the mirror of its left-to-right place")
            #expect(r.iconFrame.minY == l.iconFrame.minY)
            if let label = r.labelFrame { #expect(label.midX == r.iconFrame.midX) }
        }
        // Column 1 is the rightmost; each row reads right to left.
        let firstRow = rtl.pages[0].filter { $0.row == 0 }.sorted { $0.column < $1.column }
        #expect(firstRow.count == 4)
        #expect(zip(firstRow, firstRow.dropFirst()).allSatisfy { $0.iconFrame.minX > $1.iconFrame.minX })
        // The dock's first app (Phone) is its rightmost, its last (Music) the leftmost.
        let dockOrder = rtl.dock.sorted { $0.iconFrame.minX > $1.iconFrame.minX }.map(\.app)
        #expect(dockOrder == rtl.dock.map(\.app))
    }

    @Test func leftToRightLocalesKeepTheGrid() throws {
        let plain = try content(locale: nil).layout
        for locale in ["en", "de", "ja", "zh-Hans", "hi"] {
            let other = try content(locale: locale).layout
            #expect(other == plain, "\(locale)")
        }
    }

    @Test func pageDotsStartAtTheRight() throws {
        let content = try self.content(locale: "ar", pages: 2)
        let home = HomeScreenRenderer(
            scene: content.scene, layout: content.layout, measurer: FixedWidthMeasurerForTests())
        let dots = home.pageDots(current: 0).compactMap { item -> (Rect, Color)? in
            if case .roundedRect(let frame, _, let colour) = item { return (frame, colour) }
            return nil
        }
        #expect(dots.count == 2)
        #expect(dots[0].0.minX > dots[1].0.minX, "page 1's dot is the right one")
        #expect(dots[0].1 == .white)
        let ltr = try self.content(locale: nil, pages: 2)
        let ltrDots = HomeScreenRenderer(scene: ltr.scene, layout: ltr.layout, measurer: FixedWidthMeasurerForTests())
            .pageDots(current: 0)
        #expect(ltrDots != home.pageDots(current: 0))
    }

    @Test func theArrowsAndSwipesFollowThePages() throws {
        var p = Playground(
            content: try content(locale: "he", pages: 2), measurer: FixedWidthMeasurerForTests(),
            menuMetrics: MenuMetrics(), profile: .medium, haptic: false)
        p.handle(.key(time: 10_000, key: .right))
        #expect(p.page == 0, "right to left, the second page lies to the left")
        p.handle(.key(time: 20_000, key: .left))
        #expect(p.page == 1)
        p.handle(.key(time: 30_000, key: .right))
        #expect(p.page == 0)
        // A finger swiping rightward across empty wallpaper brings the next page.
        let y = 545.0  // between two rows of icons
        p.play([
            PressureSample(time: 100_000, x: 60, y: y, force: 0.05, phase: .down),
            PressureSample(time: 150_000, x: 200, y: y, force: 0.05, phase: .move),
            PressureSample(time: 200_000, x: 300, y: y, force: 0, phase: .up),
        ])
        #expect(p.page == 1)
    }

    @Test func theStatusBarMirrorsItsPartsButNotTheirGlyphs() throws {
        for (locale, style) in [("ar", "notch"), ("he", "classic")] {
            let device = try DeviceProfile.load(
                path: packageRoot.appendingPathComponent(
                    "Assets/devices/\(style == "notch" ? "iphone-xs" : "iphone-8").json"
                ).path)
            let scene = try Scene.load(path: defaultScenePath, device: device)
            let rtl = HomeScreenRenderer(
                scene: scene, layout: HomeScreenLayout(scene: scene, device: device, direction: .of(locale: locale)),
                measurer: FixedWidthMeasurerForTests()
            ).statusBar()
            let ltr = HomeScreenRenderer(
                scene: scene, layout: HomeScreenLayout(scene: scene, device: device),
                measurer: FixedWidthMeasurerForTests()
            ).statusBar()
            #expect(rtl.key != ltr.key)
            let width = device.size.width
            let time = rtl.items.compactMap {
                if case .text(let run) = $0 { return run }
                return nil
            }
            let ltrTime = ltr.items.compactMap {
                if case .text(let run) = $0 { return run }
                return nil
            }
            #expect(
                time.first?.frame.minX == width - ltrTime.first!.frame.maxX,
                "\(locale): the time moves to the mirrored place")
            // The battery (the widest rounded rect) moves to the left but keeps its nub on its right.
            func battery(_ layer: Layer) -> (body: Rect, nub: Rect) {
                let rects = layer.items.compactMap {
                    if case .roundedRect(let r, _, _) = $0 { return r }
                    return nil
                }
                let body = rects.max { $0.width < $1.width }!
                let nub = rects.first { $0.width == 1.5 }!
                return (body, nub)
            }
            let (body, nub) = battery(rtl)
            let (ltrBody, _) = battery(ltr)
            #expect(body.minX < width / 2 && ltrBody.minX > width / 2)
            #expect(nub.minX > body.maxX, "the battery glyph is not flipped")
        }
    }

    @Test func editModeMirrorsItsBadgesAndDone() throws {
        var p = try makePlayground(locale: "ar")
        let clock = p.slot(named: "Clock")!.iconFrame
        p.play(PressScript.press(at: clock.center, start: 0, peak: 0.1, rise: 100_000, hold: 700_000), until: 800_000)
        guard case .editing = p.mode else {
            Issue.record("not editing")
            return
        }
        let list = PlaygroundRenderer().displayList(p)
        let runs = list.items.compactMap { item -> TextRun? in
            if case .text(let run) = item { return run }
            return nil
        }
        let done = runs.first { $0.text == "Done" }!
        #expect(done.frame.maxX < 100, "Done sits at the top left")
        // Each delete badge hangs over its icon's top right corner (the icons jiggle, so loosely).
        let crosses = runs.filter { $0.text == "×" }
        #expect(crosses.count == p.content.layout.visibleSlots(page: 0).count)
        let nearClock = crosses.min {
            abs($0.frame.midY - clock.minY) + abs($0.frame.midX - clock.maxX) < abs($1.frame.midY - clock.minY)
                + abs($1.frame.midX - clock.maxX)
        }!
        #expect(abs(nearClock.frame.midX - clock.maxX) < 6 && abs(nearClock.frame.midY - clock.minY) < 6)
    }

    // MARK: - The menu

    /// The four placements of the left-to-right goldens, mirrored: Mail (top, first column, now at
    /// the right), Photos (top, fourth column, now at the left), Phone and Music in the dock.
    @Test(arguments: [
        ("Mail", "right", "down"), ("Photos", "left", "down"), ("Phone", "right", "up"), ("Music", "left", "up"),
    ])
    func theMenuIsMirroredInEveryPlacement(_ app: String, _ side: String, _ opening: String) throws {
        var p = try makePlayground(locale: "ar")
        _ = p.drainLog()
        let icon = p.slot(named: app)!.iconFrame
        p.play(
            PressScript.press(at: icon.center, start: 100_000, peak: 0.5, rise: 150_000, hold: 300_000), until: 700_000)
        guard case .menu(let menu) = p.mode else {
            Issue.record("no menu for \(app)")
            return
        }
        #expect(menu.layout.iconSide.rawValue == side)
        #expect(menu.layout.direction.rawValue == opening)
        // The log says what is seen: the glyphs' side and the text's alignment.
        let opened = p.drainLog().first { $0.uiName == "menuOpened" }!.jsonLine
        #expect(opened.contains(#""iconSide":"\#(side)""#) && opened.contains(#""textAlignment":"right""#), "\(opened)")

        let list = PlaygroundRenderer().displayList(p)
        let titles = menu.layout.rows.flatMap { $0.titleLines + ($0.subtitleLine.map { [$0] } ?? []) }
        let runs = list.textRuns.filter { run in
            titles.contains(run.text) && menu.layout.frame.contains(run.frame.center)
        }
        #expect(runs.count == titles.count)
        #expect(runs.allSatisfy { $0.alignment == .right }, "every line of the menu is right aligned")
        let glyphs = list.images.filter { $0.name.hasPrefix("glyphs/") }
        #expect(glyphs.count == menu.layout.rows.count)
        for (row, glyph) in zip(menu.layout.rows, glyphs) {
            #expect(glyph.frame == row.iconFrame)
            let textRuns = runs.filter { row.frame.contains($0.frame.center) }
            #expect(!textRuns.isEmpty)
            for run in textRuns {
                // Right aligned text ends at the glyph (glyph right) or at the platter's padding.
                if side == "right" {
                    #expect(run.frame.maxX <= glyph.frame.minX)
                } else {
                    #expect(run.frame.minX >= glyph.frame.maxX)
                    #expect(run.frame.maxX == row.frame.maxX - p.menuMetrics.horizontalPadding)
                }
            }
        }
        // The menu hangs from the icon's right edge when its glyphs are on the right.
        if side == "right" {
            #expect(menu.layout.frame.maxX == min(icon.maxX, Self.width - p.menuMetrics.screenMargin))
        }
    }

    @Test func leftToRightMenusLogNoAlignment() throws {
        var p = try makePlayground()
        _ = p.drainLog()
        p.play(
            PressScript.press(at: p.centre(of: "Mail"), start: 100_000, peak: 0.5, rise: 150_000, hold: 300_000),
            until: 700_000)
        let opened = p.drainLog().first { $0.uiName == "menuOpened" }!.jsonLine
        #expect(!opened.contains("textAlignment"))
        #expect(
            PlaygroundRenderer().displayList(p).textRuns.filter { $0.text == "New Message" }.allSatisfy {
                $0.alignment == .left
            })
    }

    // MARK: - Lists

    @Test func disclosureChevronsPointLeftAndSitAtTheLeft() throws {
        var h = try ListHarness(locale: "he")
        h.open("Notes")
        let list = PlaygroundRenderer().displayList(h.playground)
        let chevrons = list.images.filter { $0.name.hasPrefix("controls/chevron") }
        #expect(!chevrons.isEmpty)
        #expect(!chevrons.contains { $0.name == "controls/chevron-right" || $0.name == "controls/chevron-back" })
        let disclosures = chevrons.filter { $0.name == "controls/chevron-left" }
        #expect(disclosures.count >= 3)
        #expect(disclosures.allSatisfy { $0.frame.minX == 16 }, "at the trailing edge, 16 points in: the left one")
        let back = chevrons.first { $0.name == "controls/chevron-back-rtl" }
        #expect(back.map { $0.frame.minX > Self.width - 40 } == true, "the back button sits at the right")
        // Titles are right aligned, ending at the leading margin; details sit left of them.
        let title = list.textRuns.first { $0.text == "Trip to Lisbon" }!
        #expect(title.alignment == .right && title.frame.maxX == Self.width - 16)
        let detail = list.textRuns.first { $0.text == "9:05" }!
        #expect(detail.alignment == .left && detail.frame.maxX < title.frame.minX + 1)
        // The checkmark keeps its drawing.
        #expect(list.images.contains { $0.name == "controls/checkmark" })

        let ltr = try ListHarness()
        var plain = ltr
        plain.open("Notes")
        let ltrList = PlaygroundRenderer().displayList(plain.playground)
        #expect(ltrList.images.filter { $0.name == "controls/chevron-right" }.count == disclosures.count)
    }

    @Test func swipeActionsComeFromTheLeft() throws {
        var h = try ListHarness(locale: "ar")
        h.open("Mail")
        // A drag toward the left edge does not swipe the row right to left.
        h.drag(from: h.row(0), dx: -150)
        h.settle()
        #expect(h.screen.swipe == nil && !h.names.contains("swipeActionsShown"))
        // A drag toward the right does, and the log says the buttons show at the left edge.
        h.drag(from: h.row(0), dx: 150, lift: false)
        guard case .swiping(0, _) = h.screen.interaction else {
            Issue.record("expected a swipe, got \(h.screen.interaction)")
            return
        }
        h.sample(h.row(0).offsetBy(dx: 150), force: 0, .up)
        h.settle()
        #expect(h.text(of: "swipeActionsShown").contains(#""edge":"left""#))
        let list = PlaygroundRenderer().displayList(h.playground)
        let rowFrame = h.screen.layout!.rowFrame(0)
        let buttons = list.items.compactMap { item -> (Rect, Color)? in
            guard case .rect(let frame, let colour) = item, frame.minY == rowFrame.minY,
                frame.height == rowFrame.height, colour != .white
            else { return nil }
            return (frame, colour)
        }
        #expect(buttons.count == 3)
        #expect(buttons.allSatisfy { $0.0.minX == 0 }, "each button's background runs from the left edge")
        // Drawn Flag, Archive, Trash, each over the one before: Trash, red, ends 74 points in, at
        // the left (trailing) edge; Flag's shows 148...222.
        #expect(buttons.map(\.0.maxX) == [222, 148, 74])
        #expect(buttons.last?.1 == Color(r: 255, g: 59, b: 48))
        // The row's own content slid right by the buttons' width.
        let content = list.items.compactMap { item -> Rect? in
            if case .rect(let frame, .white) = item, frame.minY == rowFrame.minY, frame.height == rowFrame.height {
                return frame
            }
            return nil
        }
        #expect(content.first?.minX == 222)
        // A tap on the leftmost button performs Trash.
        h.run(PressScript.tap(at: Point(x: 30, y: rowFrame.midY), start: h.now + 10_000), until: h.now + 400_000)
        #expect(h.text(of: "swipeActionChosen").contains(#""action":"trash""#), "\(h.text(of: "swipeActionChosen"))")
    }

    @Test func theContextMenuHangsFromTheRightAndIsRightAligned() throws {
        var h = try ListHarness(haptic: true, locale: "ar")
        h.open("Notes")
        h.run(PressScript.press(at: h.row(2), start: h.now + 10_000, peak: 0.05, rise: 50_000, hold: 700_000))
        guard case .peeking(let peek) = h.screen.interaction else {
            Issue.record("no context menu")
            return
        }
        #expect(peek.style == .contextMenu)
        let logical = h.screen.actionFrames(peek)[1]
        let shown = Rect(x: Self.width - logical.maxX, y: logical.minY, width: logical.width, height: logical.height)
        #expect(shown.maxX == Self.width - 16, "the platter hangs from the right margin")
        let runs = PlaygroundRenderer().displayList(h.playground).items.compactMap { item -> TextRun? in
            if case .text(let run) = item, shown.contains(run.frame.center) { return run }
            return nil
        }
        #expect(runs.count == 1 && runs[0].alignment == .right)
        // Near the right edge of the platter as seen: its leading side.
        h.run(PressScript.tap(at: Point(x: shown.maxX - 14, y: shown.midY), start: h.now + 50_000))
        #expect(h.playground.banner?.title == "Notes: Share Note")
    }

    @Test func thePeekCardIsRightAligned() throws {
        var h = try ListHarness(locale: "fa")
        h.open("Mail")
        let point = h.row(1)
        h.run(PressScript.press(at: point, start: h.now + 10_000, peak: 0.4, rise: 200_000, hold: 600_000, lift: false))
        guard case .peeking = h.screen.interaction else {
            Issue.record("expected a peek, got \(h.screen.interaction)")
            return
        }
        let card = h.screen.layout!.peekCard
        // The card's own lines (the blurred list behind it is a layer, mirrored as a whole).
        let runs = PlaygroundRenderer().displayList(h.playground).items.compactMap { item -> TextRun? in
            if case .text(let run) = item, card.contains(run.frame.center) { return run }
            return nil
        }
        #expect(!runs.isEmpty)
        #expect(runs.allSatisfy { $0.alignment == .right }, "\(runs.map(\.alignment))")
    }
}
