import ForceCore
import Geometry
import QuickActions

// The inputs: pressure samples, keys and ticks, and what the shell asks for (banners, a
// return to the start, a reload).
extension Playground {
    /// Feeds one recorded or synthesized input.
    public mutating func handle(_ input: InputEvent) {
        switch input {
        case .touch(let sample): handle(sample)
        case .key(let time, let key):
            advance(to: time)
            handleKey(key)
        case .tick(let time): advance(to: time)
        }
    }

    /// Feeds one pressure sample.
    public mutating func handle(_ sample: PressureSample) {
        advance(to: sample.time)
        let point = Point(x: sample.x, y: sample.y)
        pointer = point
        followLintApp()
        force = sample.phase == .up || sample.phase == .cancel ? 0 : sample.force
        if sample.phase == .down {
            beginContact(at: point)
            holdStart = sample.time
        }
        if var current = contact {
            current.last = point
            contact = current
            if case .app(var screen) = mode, current.target == .appScreen, sample.phase != .down {
                apply(screen.contactMoved(to: point), to: &screen)
            }
            if case .menu(var menu) = mode, current.target == .menu || menu.openingContactDown {
                menu.highlighted = menu.layout.rows.firstIndex { $0.frame.contains(point) }
                mode = .menu(menu)
            }
        }
        // What the hint showed before this sample: once the classifier ends or cancels the
        // contact its progress is 0, and a relaxing hint starts from what was on screen.
        let shownHint = lastProgress
        sessionPresses.add(sample)
        if let ended = contactTracker.handle(.touch(sample)) {
            calibrationContacts.append(ended)
            if calibrationContacts.count > Self.calibrationWindow { calibrationContacts.removeFirst() }
        }
        events.removeAll(keepingCapacity: true)
        classifier.process(sample, into: &events)
        let lifting = sample.phase == .up || sample.phase == .cancel
        if case .pressing = mode, var current = contact {
            current.peakHint = max(current.peakHint, lastProgress)
            current.hint = shownHint
            contact = current
        }
        for event in events { reduce(event) }
        if case .app(var screen) = mode, contact?.target == .appScreen, !lifting {
            // The list's hint and the peek card follow the classifier's progress.
            screen.forceChanged(progress: lastProgress)
            mode = .app(screen)
        }
        if sample.phase == .up || sample.phase == .cancel {
            endContact(at: point, cancelled: sample.phase == .cancel)
            holdStart = nil
        }
    }

    /// Advances the clock to `time`: timers (long press) fire, animations move, history records.
    public mutating func advance(to newTime: Int64) {
        guard newTime > time else { return }
        events.removeAll(keepingCapacity: true)
        classifier.advance(to: newTime, into: &events)
        for event in events { reduce(event) }
        // One history sample per fixed step crossed.
        let stepLength = Playground.time(ofStep: 1)
        var steps = (newTime - time) / max(1, stepLength)
        if steps == 0 && newTime / stepLength != time / stepLength { steps = 1 }
        // Haptic Touch senses no force: the graph shows the hold timer, in durations, instead.
        let first = max(0, steps - Int64(ForceHistory.capacity))
        for step in first..<steps {
            let stepTime = newTime - (steps - 1 - step) * stepLength
            history.append(haptic ? holdStart.map { Double(stepTime - $0) / Double(max(1, hapticDelay)) } ?? 0 : force)
        }
        time = newTime
        holdIntoEditMode()
        if case .app(var screen) = mode {
            apply(screen.advance(to: time), to: &screen)
        }
        advanceBanners()
        if let release = hintRelease, release.isOver(at: time) { hintRelease = nil }
    }

    /// A playground key (recording v1 names them: `escape`, `left`, `right`, `tab`, `[`, `]`, `p`,
    /// `h`, `c`, and `f`, `,`, `.` for the HUD graph; see `PlaygroundKey`).
    public mutating func handleKey(_ key: PlaygroundKey) {
        switch key {
        case .escape:
            switch mode {
            case .menu(let menu): closeMenu(menu, reason: .escape)
            case .editing: setEditing(false)
            case .app(var screen):
                apply(screen.handleKey(key), to: &screen)
            default: break
            }
        case .wheelUp, .wheelDown:
            // A wheel notch with no button held (recorded as a key): scrolls an app's list.
            if case .app(var screen) = mode { apply(screen.handleKey(key), to: &screen) }
        // The arrows move toward the page on that side: right to left the next page lies left.
        case .left: changePage(by: content.direction.isRightToLeft ? 1 : -1)
        case .right: changePage(by: content.direction.isRightToLeft ? -1 : 1)
        case .toggleHUD: hudVisible.toggle()
        case .calibrate: calibrate()
        case .freezeGraph: toggleGraphFreeze()
        case .toggleAppearance: toggleAppearance()
        case .scrollGraphBack: scrollGraph(bySteps: Self.graphScrollSteps)
        case .scrollGraphForward: scrollGraph(bySteps: -Self.graphScrollSteps)
        case .lintPageUp: turnLintPage(by: -1)
        case .lintPageDown: turnLintPage(by: 1)
        case .nextThreshold:
            let all = Threshold.allCases
            selectedThreshold = all[(all.firstIndex(of: selectedThreshold)! + 1) % all.count]
        case .lowerThreshold: adjustSelectedThreshold(by: -0.01)
        case .raiseThreshold: adjustSelectedThreshold(by: 0.01)
        case .nextProfile:
            profileIndex = (profileIndex + 1) % profiles.count
            useProfile(profiles[profileIndex])
        case .largerText: stepTextSize(to: textSize.larger)
        case .smallerText: stepTextSize(to: textSize.smaller)
        }
    }

    /// Back to the home screen's first page at rest, as a new session would start (recordings
    /// begin here, so that they replay from the state they were made in). Keeps the profile,
    /// Haptic Touch, the HUD and the clock.
    public mutating func returnToStart() {
        mode = .resting
        page = 0
        banner = nil
        bannerQueue = []
        pulseAt = nil
        hintRelease = nil
        contact = nil
        holdStart = nil
        let release = classifier.hapticRelease
        classifier = ForceClassifier(profile: classifier.profile, target: .plain, haptic: classifier.haptic)
        classifier.hapticRelease = release
        contactTracker = ContactTracker(trace: 0, profile: .medium)
        log.append(.ui(time: time, .screen(page: 1)))
    }

    /// Replaces the scene's content (a file changed on disk: `files`, for the log; none when
    /// the locale changed) and keeps what still makes sense.
    public mutating func reload(_ newContent: SceneContent, files: [String] = []) {
        content = newContent
        page = min(page, max(0, content.scene.pages.count - 1))
        if case .menu = mode { mode = .resting }
        if case .pressing = mode { mode = .resting }
        if case .app(let screen) = mode, screen.app >= content.scene.apps.count { mode = .resting }
        hintRelease = nil
        log.append(.ui(time: time, .reloaded(scene: content.scene.name, files: files)))
    }
}
