import CSDL2
import ForceCore
import Foundation
import Geometry
import Simulator
import SourceFormats

/// A pen tablet read straight from its Linux evdev device (`/dev/input/eventN`): position
/// scaled onto the device screen, pressure through the pen's pressure curve, contact from
/// BTN_TOUCH. Reading needs permission: members of the `input` group have it.
public final class EvdevPen {
    /// An axis range (`A:` lines in evemu, EVIOCGABS here).
    public struct AxisRange: Equatable {
        public var minimum: Int32
        public var maximum: Int32
        public init(minimum: Int32, maximum: Int32) {
            self.minimum = minimum
            self.maximum = maximum
        }
        func normalized(_ value: Int32) -> Double {
            guard maximum > minimum else { return 0 }
            return min(1, max(0, Double(value - minimum) / Double(maximum - minimum)))
        }
    }

    /// A failure to open the device, with the hint a person needs.
    public struct OpenError: Error, CustomStringConvertible {
        public let description: String
    }

    public let path: String
    public let name: String
    private let fd: Int32
    private let screen: Size
    private let curve: PressureCurve
    private let x: AxisRange, y: AxisRange, pressure: AxisRange
    private var state = (x: Int32(0), y: Int32(0), pressure: Int32(0), touch: false)
    private var pending: [UInt8] = []

    static let evKey: UInt16 = 0x01, evAbs: UInt16 = 0x03, evSyn: UInt16 = 0x00
    static let absX: UInt16 = 0x00, absY: UInt16 = 0x01, absPressure: UInt16 = 0x18
    static let btnTouch: UInt16 = 0x14a, btnToolPen: UInt16 = 0x140
    /// `struct input_event` on 64-bit Linux: a 16-byte timeval, type, code, value.
    static let eventSize = 24

    /// Opens `path`. Axis ranges come from the device; `ranges` overrides them (tests feed a
    /// plain file of events, which has none).
    public init(
        path: String, screen: Size, curve: PressureCurve = .penDefault,
        ranges: (x: AxisRange, y: AxisRange, pressure: AxisRange)? = nil
    ) throws {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            if errno == EACCES {
                throw OpenError(
                    description:
                        "\(path): error: \(reason): add yourself to the 'input' group (sudo usermod -aG input $USER, then log in again); the mouse wheel still works"
                )
            }
            throw OpenError(description: "\(path): error: cannot open the pen device: \(reason)")
        }
        self.fd = fd
        self.path = path
        self.screen = screen
        self.curve = curve
        var buffer = [CChar](repeating: 0, count: 256)
        name = fl_evdev_name(fd, &buffer, 255) > 0 ? String(cString: buffer) : FileSystemName.name(of: path)
        func range(_ code: UInt16) -> AxisRange? {
            var info = input_absinfo()
            guard fl_evdev_absinfo(fd, UInt32(code), &info) == 0 else { return nil }
            return AxisRange(minimum: info.minimum, maximum: info.maximum)
        }
        if let ranges {
            (x, y, pressure) = ranges
        } else {
            guard let rx = range(Self.absX), let ry = range(Self.absY), let rp = range(Self.absPressure) else {
                close(fd)
                throw OpenError(description: "\(path): error: not a pen tablet (no ABS_X, ABS_Y and ABS_PRESSURE axes)")
            }
            (x, y, pressure) = (rx, ry, rp)
        }
    }

    deinit { close(fd) }

    /// Reads what arrived since the last call: one desk input per SYN_REPORT frame.
    public func poll() -> [DeskInput] {
        var chunk = [UInt8](repeating: 0, count: Self.eventSize * 64)
        var inputs: [DeskInput] = []
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            pending += chunk[0..<count]
            var offset = 0
            while pending.count - offset >= Self.eventSize {
                let (type, code, value) = pending.withUnsafeBytes { raw -> (UInt16, UInt16, Int32) in
                    (
                        raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt16.self),
                        raw.loadUnaligned(fromByteOffset: offset + 18, as: UInt16.self),
                        raw.loadUnaligned(fromByteOffset: offset + 20, as: Int32.self)
                    )
                }
                offset += Self.eventSize
                if let input = handle(type: type, code: code, value: value) { inputs.append(input) }
            }
            pending.removeFirst(offset)
            if count < chunk.count { break }
        }
        return inputs
    }

    private func handle(type: UInt16, code: UInt16, value: Int32) -> DeskInput? {
        switch (type, code) {
        case (Self.evAbs, Self.absX): state.x = value
        case (Self.evAbs, Self.absY): state.y = value
        case (Self.evAbs, Self.absPressure): state.pressure = value
        case (Self.evKey, Self.btnTouch): state.touch = value != 0
        case (Self.evSyn, 0):
            let point = Point(x: x.normalized(state.x) * screen.width, y: y.normalized(state.y) * screen.height)
            return .pen(point, pressure: curve.apply(pressure.normalized(state.pressure)), contact: state.touch)
        default: break
        }
        return nil
    }

    /// The first readable device with BTN_TOOL_PEN and ABS_PRESSURE, or nil. When devices exist
    /// that cannot be read, `hint` gets the one line about the `input` group.
    public static func autodetect(screen: Size, hint: (String) -> Void) -> EvdevPen? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: "/dev/input")) ?? []).filter {
            $0.hasPrefix("event")
        }.sorted()
        var denied = false
        for name in names {
            let path = "/dev/input/" + name
            let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            if fd < 0 {
                if errno == EACCES { denied = true }
                continue
            }
            var keys = [UInt8](repeating: 0, count: 96)
            var axes = [UInt8](repeating: 0, count: 8)
            let hasKeys = fl_evdev_bits(fd, UInt32(evKey), &keys, Int32(keys.count)) >= 0
            let hasAxes = fl_evdev_bits(fd, UInt32(evAbs), &axes, Int32(axes.count)) >= 0
            close(fd)
            func bit(_ bits: [UInt8], _ code: UInt16) -> Bool {
                Int(code) / 8 < bits.count && bits[Int(code) / 8] & (1 << (code % 8)) != 0
            }
            if hasKeys && hasAxes && bit(keys, btnToolPen) && bit(axes, absPressure) {
                return try? EvdevPen(path: path, screen: screen)
            }
        }
        if denied {
            hint(
                "no readable pen tablet: /dev/input needs the 'input' group (sudo usermod -aG input $USER); the mouse wheel still works"
            )
        }
        return nil
    }
}
