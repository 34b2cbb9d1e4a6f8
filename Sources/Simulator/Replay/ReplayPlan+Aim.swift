import ForceCore
import Geometry
import QuickActions
import SourceFormats

extension ReplayPlan {
    /// The point `--at` aims at on `playground`: the point given, or the icon centre of the named
    /// app on the first page or the dock (an unknown app is an error naming the scene's apps).
    public func aimPoint(in playground: Playground) throws -> Point? {
        switch aim {
        case .point(let x, let y)?:
            return Point(x: x, y: y)
        case .app(let name)?:
            guard let slot = playground.slot(named: name) else {
                let scene = playground.content.scene
                let names = scene.apps.map(\.name).joined(separator: ", ")
                throw LoadError(
                    path: recording, line: nil,
                    "no app named '\(name)' in scene '\(scene.name)' (\(scene.path)); its apps are \(names)")
            }
            return slot.iconFrame.center
        case nil:
            return nil
        }
    }

    /// Moves every touch to `point`: for pen recordings and force arrays, whose positions are
    /// not the phone's (a ForceLab recording keeps its own, and gets nil).
    public func inputTransform(aimingAt point: Point?) -> ((InputEvent) -> InputEvent)? {
        guard let point, !isRecording else { return nil }
        return { input in
            guard case .touch(var sample) = input else { return input }
            sample.x = point.x
            sample.y = point.y
            return .touch(sample)
        }
    }
}
