import Testing

@testable import ForceCore

/// Haptic Touch settings by release (issue 21) and the recording header's `"haptic_timing"`.
@Suite struct HapticTimingTests {
    /// iOS `ios`, whose Settings offer Fast, Default and Slow when `threeSettings` (17 on: that
    /// fact is `IOSRelease`'s, checked in SimulatorTests' `IOSReleaseScanTests`).
    func choice(_ mode: HapticMode, _ timing: HapticTiming, ios: Int, threeSettings: Bool) -> HapticTouchChoice {
        var profile = ForceProfile.medium
        profile.hapticMode = mode
        return profile.hapticTouch(timing, on: HapticRelease(major: ios, offersDefault: threeSettings))
    }

    @Test func fixedTimingKeepsTheSpecsDurationsOnEveryRelease() {
        for (ios, three) in [(12, false), (16, false), (17, true), (26, true)] {
            #expect(choice(.fast, .fixed, ios: ios, threeSettings: three).duration == 300_000)
            #expect(choice(.default, .fixed, ios: ios, threeSettings: three).duration == 500_000)
            #expect(choice(.slow, .fixed, ios: ios, threeSettings: three).duration == 800_000)
            #expect(choice(.default, .fixed, ios: ios, threeSettings: three).note == nil)
        }
    }

    @Test func fromIOS17FastIsAboutAFifthOfASecond() {
        for ios in [17, 18, 26, 27] {
            func choice(_ mode: HapticMode, _ timing: HapticTiming, ios: Int) -> HapticTouchChoice {
                self.choice(mode, timing, ios: ios, threeSettings: true)
            }
            #expect(choice(.fast, .byRelease, ios: ios) == HapticTouchChoice(setting: .fast, duration: 200_000))
            #expect(choice(.default, .byRelease, ios: ios) == HapticTouchChoice(setting: .default, duration: 500_000))
            #expect(choice(.slow, .byRelease, ios: ios) == HapticTouchChoice(setting: .slow, duration: 800_000))
        }
    }

    @Test func beforeIOS17OnlyFastAndSlowAndFastWasTodaysDefault() {
        for ios in [12, 13, 16] {
            func choice(_ mode: HapticMode, _ timing: HapticTiming, ios: Int) -> HapticTouchChoice {
                self.choice(mode, timing, ios: ios, threeSettings: false)
            }
            #expect(choice(.fast, .byRelease, ios: ios) == HapticTouchChoice(setting: .fast, duration: 500_000))
            let asked = choice(.default, .byRelease, ios: ios)
            #expect(asked.setting == .fast && asked.duration == 500_000, "Default maps to the old Fast")
            #expect(asked.note?.hasPrefix("iOS \(ios) has only the Fast and Slow Haptic Touch settings") == true)
            #expect(choice(.slow, .byRelease, ios: ios).duration == 800_000, "Slow did not change")
        }
    }

    @Test func theClassifierFiresTheLongPressAtTheReleasesDuration() {
        var profile = ForceProfile.medium
        profile.hapticMode = .fast
        let ios17 = HapticRelease(major: 17, offersDefault: true)
        let ios16 = HapticRelease(major: 16, offersDefault: false)
        for (release, expected) in [(nil, Int64(300_000)), (ios17, 200_000), (ios16, 500_000)]
            as [(HapticRelease?, Int64)]
        {
            var classifier = ForceClassifier(profile: profile, target: .icon, haptic: true)
            classifier.hapticRelease = release
            var events: [GestureEvent] = []
            classifier.process(PressureSample(time: 0, x: 5, y: 5, force: 0.1, phase: .down), into: &events)
            classifier.advance(to: 1_000_000, into: &events)
            #expect(events.first { $0.kind == .longPress }?.time == expected, "release \(String(describing: release))")
        }
    }

    @Test func theHeaderCarriesTheTiming() throws {
        let writer = RecordingWriter(
            header: RecordingHeader(device: "iphone-17", scene: "default", ios: 26, hapticTiming: .byRelease))
        #expect(writer.headerLine().hasSuffix(#""ios":26,"haptic_timing":2}"#))
        let reader = try TraceReader.open(path: try temporaryFile(writer.headerLine() + "\n"))
        #expect(reader.header.hapticTiming == .byRelease)
        let old = try TraceReader.open(path: try temporaryFile(TraceReaderTests.header))
        #expect(old.header.hapticTiming == nil, "a recording from before: the fixed durations")
        for value in ["3", "1.5", #""2""#] {
            let path = try temporaryFile(#"{"forcelab":"recording","version":1,"haptic_timing":"# + value + "}\n")
            #expect(throws: TraceError.self) { _ = try TraceReader.open(path: path) }
        }
    }
}

/// The Firm 3D Touch setting: forces reported on it top out at 5/6 of the maximum (stuyam/pressure
/// issue 76: "it stucks on 0.833333"), which is 1 / 1.2, the factor `firm` scales `medium` by.
@Suite struct FirmCeilingTests {
    static let ceiling = 5.0 / 6.0

    /// A press rising to `peak` of the raw maximum, as reported at the Firm setting: divided by
    /// 1.2, so a full press reads 0.8333.
    func firmTrace(peak: Double) -> [InputEvent] {
        press(stride(from: 0.025, through: peak, by: 0.05).map { min($0 / 1.2, Self.ceiling) } + [0.1])
    }

    @Test func aTraceRecordedAtFirmPopsUnderMediumNeverUnderFirm() {
        #expect(ForceProfile.firm.popRise > Self.ceiling, "firm's pop lies above what Firm reports")
        #expect(ForceProfile.medium.popRise < Self.ceiling && ForceProfile.medium.quickActionRise < Self.ceiling)
        let firm = firmTrace(peak: 1.0)
        #expect(kinds(run(firm, target: .row, profile: .medium)) == [.began, .peek, .pop, .ended])
        #expect(!kinds(run(firm, target: .row, profile: .firm)).contains(.pop), "the factor applied twice")
    }

    @Test func firmOnARawTraceEqualsMediumOnTheSamePressAtFirm() {
        for peak in stride(from: 0.3, through: 1.0, by: 0.05) {
            let raw = press(stride(from: 0.025, through: peak, by: 0.05).map { $0 } + [0.1])
            let atFirm = firmTrace(peak: peak)
            let a = run(raw, target: .row, profile: .firm).map { "\($0.kind)@\($0.time)" }
            let b = run(atFirm, target: .row, profile: .medium).map { "\($0.kind)@\($0.time)" }
            #expect(a == b, "peak \(peak)")
        }
    }
}
