import ForceCore
import Geometry
import QuickActions
import Testing

@testable import Simulator

/// Issue 25's window: banners that queue, text that wraps whole words, the locale picker, the HUD's
/// readouts and names, with the fixed-width measurer (no fonts).
@Suite struct PlaygroundWindowTests {
    let measurer = FixedWidthMeasurer(advance: 10)

    func banners(in list: DisplayList) -> [Rect] {
        // The banner's own fill (the menu's platter has the same corner radius).
        list.items.compactMap {
            if case .roundedRect(let r, 13, let c) = $0, c.r == 250, c.g == 250, c.b == 252 { return r }
            return nil
        }
    }

    @Test func aSecondBannerWaitsAndNeverOverlapsTheFirst() throws {
        var p = try makePlayground()
        p.showBanner("Profile saved", detail: "me.json")
        p.advance(to: 200_000)
        p.showBanner("Screenshot saved", detail: "shot.png")
        #expect(p.banner?.title == "Profile saved", "the first stays until its minimum")
        #expect(p.bannersWaiting == 1)
        #expect(banners(in: PlaygroundRenderer().displayList(p)).count == 1, "one banner drawn at a time")
        p.advance(to: 1_000_000)
        #expect(p.banner?.title == "Screenshot saved", "after the first's second the next one shows")
        #expect(p.bannersWaiting == 0)
        p.advance(to: 3_100_000)
        #expect(p.banner == nil)
    }

    @Test func theSameNewsReplacesItsBannerInPlace() throws {
        var p = try makePlayground()
        p.showBanner("Language: de", detail: "a")
        p.advance(to: 300_000)
        p.showBanner("Language: de", detail: "b")
        #expect(p.banner?.detail == "b" && p.bannersWaiting == 0 && p.banner?.shownAt == 0)
    }

    @Test func bannersFadeInFast() throws {
        var p = try makePlayground()
        p.showBanner("Reloaded")
        #expect(p.bannerOpacity == 0)
        p.advance(to: 75_000)
        #expect(abs(p.bannerOpacity - 0.5) < 1e-9)
        p.advance(to: 150_000)
        #expect(p.bannerOpacity == 1)
    }

    @Test func theBannerMovesOffThePressedIconAndItsMenu() throws {
        var p = try makePlayground()
        p.play(
            PressScript.press(at: p.centre(of: "Mail"), start: 0, peak: 0.5, rise: 150_000, hold: 300_000),
            until: 500_000)
        guard case .menu(let menu) = p.mode else {
            Issue.record("no menu")
            return
        }
        p.showBanner("Something", detail: "happened")
        p.advance(to: 700_000)
        let frame = try #require(banners(in: PlaygroundRenderer().displayList(p)).first)
        #expect(!frame.intersects(menu.layout.frame), "banner \(frame) over the menu \(menu.layout.frame)")
        #expect(!frame.intersects(p.slot(named: "Mail")!.iconFrame))
    }

    @Test func recBadgeAndBannersNeverOverlap() throws {
        var p = try makePlayground()
        p.showBanner("Recording from the home screen", detail: "R again to stop; writing forcelab-iphone-6s.jsonl")
        p.advance(to: 500_000)
        let list = PlaygroundRenderer().displayList(p, extras: .init(recording: true))
        let rec = list.items.compactMap {
            if case .roundedRect(let r, _, let c) = $0, c.r == 255, c.g == 59 { return r } else { return nil }
        }
        let banner = try #require(banners(in: list).first)
        #expect(rec.count == 1)
        #expect(!rec[0].intersects(banner))
        #expect(rec[0].maxY <= p.content.device.statusBarHeight, "the badge is in the status bar")
    }

    @Test func textWrapsAtSpacesAndSlashesNeverInsideAWord() {
        let font = FontSpec(size: 10)
        let lines = ToolTextWrap.lines(
            "/home/me/Sketchbook/de.lproj/InfoPlist.strings, /home/me/forcelab-profile.presses.jsonl", width: 320,
            font: font, measurer: measurer)
        #expect(lines.allSatisfy { measurer.width(of: $0, font: font) <= 320 })
        #expect(lines.contains { $0.hasSuffix("forcelab-profile.presses.jsonl") }, "\(lines)")
        #expect(!lines.contains { $0.hasSuffix("presses.") }, "no line breaks inside presses.jsonl: \(lines)")
        #expect(
            lines.joined().filter { $0 != " " }
                == "/home/me/Sketchbook/de.lproj/InfoPlist.strings,/home/me/forcelab-profile.presses.jsonl",
            "nothing lost or cut: \(lines)")
        // Narrower than the file name: its end is kept behind "…", never a broken word.
        let narrow = ToolTextWrap.lines(
            "saved /tmp/forcelab-profile.presses.jsonl", width: 200, font: font, measurer: measurer)
        #expect(narrow.last == "…ofile.presses.jsonl", "\(narrow)")
        // Every possible width: a word is never split across lines (each line is whole pieces).
        for width in stride(from: 40.0, through: 400, by: 10) {
            let text = "Info.plist:46: warning: subtitle of item 3 \"All Inboxes\" is cut"
            let wrapped = ToolTextWrap.lines(text, width: width, font: font, measurer: measurer)
            let words = Set(text.split(separator: " ").map(String.init))
            for line in wrapped where !line.hasPrefix("…") {
                for word in line.split(separator: " ") {
                    #expect(words.contains(String(word)), "width \(width): \(line)")
                }
            }
        }
    }

    @Test func thePickerFiltersSelectsAndChooses() {
        var picker = LocalePicker(
            entries: [
                .init(code: "ar", name: "العربية"), .init(code: "de", name: "Deutsch"),
                .init(code: "de-CH", name: "Deutsch (Schweiz)"), .init(code: "ja", name: "日本語"),
            ], current: "ja")
        #expect(picker.chosen?.code == "ja", "the locale shown is selected when it opens")
        picker.type("deu")
        #expect(picker.matches.map(\.code) == ["de", "de-CH"])
        picker.move(by: 1)
        #expect(picker.chosen?.code == "de-CH")
        picker.move(by: 5)
        #expect(picker.chosen?.code == "de-CH", "the selection stops at the end")
        picker.deleteBackward()
        picker.deleteBackward()
        picker.deleteBackward()
        picker.type("AR")
        #expect(picker.chosen?.code == "ar", "codes match too, ignoring case")
        picker.type("x")
        #expect(picker.chosen == nil)
    }

    @Test func coincidingThresholdsShareOneLabel() throws {
        var p = try makePlayground()
        var profile = p.profile
        profile.peekRise = profile.quickActionRise
        p.useProfile(profile)
        let lines = HUDRenderer().graphLines(p)
        #expect(lines.count == 2)
        #expect(
            lines.map(\.text).contains(
                "peek = quick actions \(formatFixed(profile.quickActionRise, decimals: 2, trim: false))"))
    }

    @Test func theProgressReadoutSaysWhatItMeans() throws {
        var p = try makePlayground()
        #expect(HUDRenderer().progressReadout(p) == "no press")
        p.play(
            PressScript.press(at: p.centre(of: "Mail"), start: 0, peak: 0.1, rise: 200_000, hold: 100_000, lift: false))
        #expect(HUDRenderer().progressReadout(p).hasPrefix("to quick actions "))
        p.play(
            PressScript.press(
                at: p.centre(of: "Mail"), start: 400_000, peak: 0.7, rise: 150_000, hold: 300_000, lift: false))
        #expect(HUDRenderer().progressReadout(p) == "menu open", "not 0% while the menu is open")
    }

    @Test func hapticTouchGraphsTheHoldTimer() throws {
        var p = try makePlayground(haptic: true)
        p.play(
            PressScript.press(at: Point(x: 200, y: 690), start: 0, peak: 0.9, rise: 50_000, hold: 500_000, lift: false))
        let held = p.holdFraction
        #expect(held > 0.9 && held < 1.2, "\(held)")
        #expect(
            abs(Double(p.history.window(endingStepsBack: 0).last!) - held) < 0.05,
            "the graph holds the timer, not force")
        let texts = HUDRenderer.texts(p)
        #expect(texts.contains { $0.hasPrefix("menu opens ") }, "the duration's line")
        #expect(!texts.contains { $0.hasPrefix("peek") || $0.hasPrefix("pop") }, "no force thresholds: \(texts)")
    }

    @Test func lintLinesWrapAndPageUpAndDownTurnThem() throws {
        var p = try makePlayground()
        let mail = p.content.scene.apps.firstIndex { $0.name == "Mail" }!
        var lintLines = Array(repeating: [String](), count: p.content.scene.apps.count)
        lintLines[mail] = (1...12).map {
            "Mail/Info.plist:\($0): warning: subtitle of item \($0) \"All Inboxes\" is cut at one line"
        }
        p.content.lintLines = lintLines
        p.handle(
            PressureSample(time: 10_000, x: p.centre(of: "Mail").x, y: p.centre(of: "Mail").y, force: 0, phase: .move))
        p.hudVisible = true
        let first = HUDRenderer.texts(p)
        #expect(first.contains("Mail/Info.plist:1:"), "wrapped at a space: \(first)")
        #expect(!first.contains { $0.contains("…") }, "wrapped, not cut: \(first)")
        #expect(first.contains { $0.hasPrefix("PgUp PgDn · 1 of ") })
        p.handleKey(.lintPageDown)
        #expect(p.lintPage == 1)
        #expect(HUDRenderer.texts(p).contains { $0.hasPrefix("PgUp PgDn · 2 of ") })
        for _ in 0..<10 { p.handleKey(.lintPageDown) }
        let last = p.lintPage
        p.handleKey(.lintPageUp)
        #expect(p.lintPage == last - 1, "Page Down stops at the last page, so Page Up goes back at once")
    }

    @Test func aTunedProfileSaysWhatItCameFrom() throws {
        var p = try makePlayground()
        p.handleKey(.raiseThreshold)
        #expect(p.profile.name == "custom (from medium)")
        p.handleKey(.raiseThreshold)
        #expect(p.profile.name == "custom (from medium)")
        #expect(p.profile.jsonString().contains("\"custom (from medium)\""))
    }

    @Test func cAndSCountTheSameContacts() throws {
        var p = try makePlayground()
        let empty = Point(x: 200, y: 690)
        var t: Int64 = 0
        for peak in [0.1, 0.6, 0.12] {
            p.play(PressScript.press(at: empty, start: t, peak: peak, rise: 150_000, hold: 300_000))
            t += 600_000
        }
        // A drag: down, a long move, up.
        p.handle(PressureSample(time: t, x: 100, y: 690, force: 0.2, phase: .down))
        p.handle(PressureSample(time: t + 100_000, x: 300, y: 690, force: 0.2, phase: .move))
        p.handle(PressureSample(time: t + 200_000, x: 300, y: 690, force: 0, phase: .up))
        #expect(p.sessionPresses.contactCount == 4)
        #expect(p.contactSummary == Playground.ContactSummary(contacts: 4, presses: 3))
        #expect(p.contactSummary.sentence == "4 contacts: 3 presses, 1 drag left out (moved past the slop)")
    }

    @Test func defaultFileNamesSayDeviceLocaleAndTime() {
        let stamp = DefaultFileName.Stamp(year: 2026, month: 12, day: 1, hour: 14, minute: 25, second: 1)
        #expect(
            DefaultFileName.name(device: "iPhone 15", locale: "de", stamp: stamp, extension: "png")
                == "forcelab-iphone-15-de-20261201-142501.png")
        #expect(
            DefaultFileName.name(
                device: "iPhone 15 Pro Max", locale: "zh-Hans", stamp: stamp, extension: "jsonl", attempt: 2)
                == "forcelab-iphone-15-pro-max-zh-hans-20261201-142501-2.jsonl")
        #expect(
            DefaultFileName.name(device: "iPhone 6s", locale: nil, stamp: stamp, extension: "png")
                == "forcelab-iphone-6s-20261201-142501.png")
    }

    @Test func editModeFollowsTheRelease() {
        #expect(IOSRelease(12).editModeStyle == .deleteBadges)
        #expect(IOSRelease(13).editModeStyle == .deleteBadges)
        #expect(IOSRelease(14).editModeStyle == .removeBadges)
        #expect(IOSRelease(26).editModeStyle == .removeBadges)
    }

    /// Before iOS 14 only the iPhone X family shows "Done" (from iOS 11), in place of the status
    /// bar's signal, Wi-Fi and battery; a Home-button phone shows none. From iOS 14 every phone
    /// does. "Done" never reaches the first row of icons.
    @Test func editModeShowsDoneOnlyWhereIOSDid() throws {
        #expect(!IOSRelease(12).showsEditModeDone(homeButton: true))
        #expect(IOSRelease(12).showsEditModeDone(homeButton: false))
        #expect(!IOSRelease(10).showsEditModeDone(homeButton: false))
        #expect(IOSRelease(14).showsEditModeDone(homeButton: true))
        for (device, ios, done) in [("iphone-8", 12, false), ("iphone-xs", 12, true), ("iphone-8", 14, true)] {
            var p = try makePlayground(device: device, ios: ios)
            p.setEditing(true)
            p.advance(to: 100_000)
            let list = PlaygroundRenderer().displayList(p)
            let runs = list.textRuns
            #expect(runs.contains { $0.text == "Done" } == done, "\(device) iOS \(ios)")
            let firstIcon = p.content.layout.visibleSlots(page: p.page).map(\.iconFrame.minY).min() ?? 0
            for run in runs where run.text == "Done" {
                #expect(run.frame.maxY <= firstIcon, "\(device) iOS \(ios): Done at \(run.frame)")
            }
        }
    }
}

extension HUDRenderer {
    /// The HUD's text runs, for tests.
    static func texts(_ playground: Playground) -> [String] {
        var list = DisplayList(size: Size(width: 700, height: 900))
        HUDRenderer().draw(into: &list, playground: playground, origin: Point(x: 0, y: 0), extras: .init())
        return list.items.compactMap { if case .text(let run) = $0 { return run.text } else { return nil } }
    }
}
