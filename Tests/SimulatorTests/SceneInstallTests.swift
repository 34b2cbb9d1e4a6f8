import Geometry
import QuickActions
import Testing

@testable import Simulator

/// `--app`: an app joins the home screen at a slot and the apps from there on move over, as
/// installing an app on iOS does; nothing is lost, a full page spills into the next one.
@Suite struct SceneInstallTests {
    func scene(pages: [[Int]], dock: [Int], apps: Int) -> Scene {
        Scene(
            name: "t", path: "/t.json", wallpaperTop: .black, wallpaperBottom: .black,
            apps: (0..<apps).map { SceneApp(name: "App \($0)", icon: "generic") }, pages: pages, dock: dock)
    }

    @Test func theAppTakesTheSlotAndTheOthersMoveOver() {
        let before = scene(pages: [[0, 1, 2, 3]], dock: [4], apps: 5)
        let after = before.installing(
            [SceneApp(name: "Mine", icon: "")], at: HomeSlot(column: 1, row: 0), columns: 4, rows: 6)
        #expect(after.pages == [[0, 5, 1, 2, 3]])
        #expect(after.dock == [4])
        #expect(after.apps[5].name == "Mine")
    }

    @Test func aFullPageSpillsItsLastAppOntoTheNextPage() {
        let full = Array(0..<24)
        let before = scene(pages: [full, [24]], dock: [], apps: 25)
        let after = before.installing(
            [SceneApp(name: "Mine", icon: "")], at: HomeSlot(column: 0, row: 0), columns: 4, rows: 6)
        #expect(after.pages[0].first == 25)
        #expect(after.pages[0].count == 24)
        #expect(after.pages[1] == [23, 24])
        // Every app is still somewhere, once.
        let placed = after.pages.flatMap { $0 } + after.dock
        #expect(placed.sorted() == Array(0...25))
    }

    @Test func aFullDockPushesItsLastAppOntoTheFirstPage() {
        let before = scene(pages: [[0]], dock: [1, 2, 3, 4], apps: 5)
        let after = before.installing(
            [SceneApp(name: "Mine", icon: "")], at: HomeSlot(column: 0, row: 6), columns: 4, rows: 6)
        #expect(after.dock == [5, 1, 2, 3])
        #expect(after.pages[0] == [4, 0])
    }

    @Test func severalAppsTakeConsecutiveSlots() {
        let before = scene(pages: [[0, 1]], dock: [], apps: 2)
        let after = before.installing(
            [SceneApp(name: "A", icon: ""), SceneApp(name: "B", icon: "")], at: HomeSlot(column: 0, row: 0), columns: 4,
            rows: 6)
        #expect(after.pages == [[2, 3, 0, 1]])
    }

    @Test func slotsParseAsTheUserCountsThem() {
        #expect(HomeSlot.parse("1,1", columns: 4, rows: 6) == HomeSlot(column: 0, row: 0))
        #expect(HomeSlot.parse("4, 7", columns: 4, rows: 6) == HomeSlot(column: 3, row: 6))
        for bad in ["0,1", "5,1", "1,8", "1", "a,b", "1,2,3", "", ",", "9223372036854775807,1"] {
            #expect(HomeSlot.parse(bad, columns: 4, rows: 6) == nil, "\(bad)")
        }
    }

    @Test func anAppWithoutArtworkGetsALetterIconTheSameEveryTime() {
        let app = SceneApp(name: "sketchbook", icon: "")
        let items = app.iconItems(frame: Rect(x: 0, y: 0, width: 60, height: 60), cornerRadius: 13)
        #expect(items == app.iconItems(frame: Rect(x: 0, y: 0, width: 60, height: 60), cornerRadius: 13))
        #expect(DisplayList(size: Size(width: 60, height: 60), items: items).textRuns.map(\.text) == ["S"])
        let own = SceneApp(name: "x", icon: "", iconImage: "/a/icon.png")
        #expect(
            own.iconItems(frame: Rect(x: 0, y: 0, width: 60, height: 60), cornerRadius: 13) == [
                .image(ImageItem(name: "/a/icon.png", frame: Rect(x: 0, y: 0, width: 60, height: 60), cornerRadius: 13))
            ])
    }
}
