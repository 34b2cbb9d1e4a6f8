// The banner area: one banner at a time below the status bar, the others queued behind it, so
// two messages never overlap.
extension Playground {
    /// How long a banner stays at least once another one waits behind it.
    static let bannerMinimum: Int64 = 1_000_000
    /// The fade in and out, µs (iOS's own banners slide in in about a quarter of a second:
    /// reconstructed from screen recordings; a tool's message needs no longer).
    static let bannerFadeIn: Int64 = 150_000
    static let bannerFadeOut: Int64 = 200_000
    /// At most this many wait; past it the oldest waiting message that is not an error goes.
    static let bannerQueueLimit = 3

    /// Shows a message in the banner area for `duration` µs: at once when the area is free;
    /// replacing the banner (or a waiting one) with the same title, as a repeated key's news
    /// does; else after the banners before it, each of which then leaves after a second.
    public mutating func showBanner(
        _ title: String, detail: String = "", duration: Int64 = 2_000_000, isError: Bool = false
    ) {
        var new = Banner(
            title: title, detail: detail, shownAt: time, until: time + duration, isError: isError, duration: duration)
        if let current = banner, current.title == title {
            // The same news again: the text changes in place, with no second fade.
            new.shownAt = current.shownAt
            banner = new
            return
        }
        if let waiting = bannerQueue.firstIndex(where: { $0.title == title }) {
            bannerQueue[waiting] = new
            return
        }
        guard banner != nil else {
            banner = new
            return
        }
        bannerQueue.append(new)
        if bannerQueue.count > Self.bannerQueueLimit {
            bannerQueue.remove(at: bannerQueue.firstIndex { !$0.isError } ?? 0)
        }
        shortenForQueue()
    }

    /// How visible the banner is at `time`, 0...1: fading in, shown, fading out.
    public var bannerOpacity: Double {
        guard let banner else { return 0 }
        let fadeIn = Double(time - banner.shownAt) / Double(Self.bannerFadeIn)
        let fadeOut = Double(banner.until - time) / Double(Self.bannerFadeOut)
        return max(0, min(1, fadeIn, fadeOut))
    }

    /// How many banners wait behind the one shown.
    public var bannersWaiting: Int { bannerQueue.count }

    /// Time passed: the banner leaves when its time is up and the next one comes on.
    mutating func advanceBanners() {
        guard let current = banner, current.until <= time else { return }
        banner = nil
        guard !bannerQueue.isEmpty else { return }
        var next = bannerQueue.removeFirst()
        next.shownAt = time
        next.until = time + next.duration
        banner = next
        shortenForQueue()
    }

    /// With a banner waiting, the one shown stays only its minimum (errors their whole time).
    private mutating func shortenForQueue() {
        guard var current = banner, !bannerQueue.isEmpty, !current.isError else { return }
        current.until = min(current.until, max(time, current.shownAt + Self.bannerMinimum))
        banner = current
    }
}
