/// A home-screen slot: column and row counted from 0 on the first page; `row == rows` is the dock.
public struct HomeSlot: Equatable, Sendable {
    public var column: Int
    public var row: Int

    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }

    /// Reads "COLUMN,ROW" as the user counts (from 1; the row after the last is the dock).
    public static func parse(_ text: String, columns: Int, rows: Int) -> HomeSlot? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            Int($0.trimmingCharacters(in: .whitespaces))
        }
        guard parts.count == 2, let column = parts[0], let row = parts[1],
            (1...max(1, columns)).contains(column), (1...max(1, rows + 1)).contains(row)
        else { return nil }
        return HomeSlot(column: column - 1, row: row - 1)
    }
}

extension Scene {
    /// The dock holds at most this many apps (as `Scene.load` checks).
    public static let dockCapacity = 4

    /// The scene with `apps` added from `slot` on, as installing an app on iOS would: each takes
    /// the slot, and the apps from there on move over by one (the last of a full page moves to
    /// the next page, a new page when needed; an app pushed out of a full dock moves to the
    /// first page's slot the new app took in the grid order). Following apps take the next slots.
    public func installing(_ apps: [SceneApp], at slot: HomeSlot, columns: Int, rows: Int) -> Scene {
        var scene = self
        let perPage = max(1, columns * rows)
        var position = slot.row * columns + slot.column
        var dockPosition = slot.column
        for app in apps {
            scene.apps.append(app)
            let index = scene.apps.count - 1
            if slot.row == rows {
                scene.dock.insert(index, at: min(dockPosition, scene.dock.count))
                dockPosition += 1
                if scene.dock.count > Self.dockCapacity, let pushed = scene.dock.popLast() {
                    scene.insertOnPages(pushed, at: 0, perPage: perPage)
                }
            } else {
                scene.insertOnPages(index, at: position, perPage: perPage)
                position += 1
            }
        }
        return scene
    }

    /// Inserts `app` at grid `position` of the first page, cascading overflow to later pages.
    mutating func insertOnPages(_ app: Int, at position: Int, perPage: Int) {
        if pages.isEmpty { pages = [[]] }
        var page = 0
        var carried = app
        var at = min(position, pages[0].count)
        while true {
            pages[page].insert(carried, at: min(at, pages[page].count))
            guard pages[page].count > perPage, let overflow = pages[page].popLast() else { return }
            carried = overflow
            page += 1
            at = 0
            if page == pages.count { pages.append([]) }
        }
    }
}
