import Foundation
import QuickActions

extension ReplayReportPage {
    /// A recording's section: its lines; for a failure the command that rewrites its goldens;
    /// its timeline; for a failure its differing frames and its log diff; its video.
    static func section(_ entry: ReplayReportEntry, anchor: String) -> String {
        let kind = entry.kind.rawValue
        var out =
            "<section class=\"recording \(kind)\" id=\"\(anchor)\" \(filterAttributes(entry))>\n<h2>\(escape(entry.recording)) <span class=\"badge \(kind)\">\(kind)</span></h2>\n"
        for line in entry.lines + entry.errors { out += "<p class=\"message\">\(escape(line))</p>\n" }
        if entry.status != 0, let command = entry.updateCommand {
            out += updateCommand(ShellCommand.line(command), anchor: anchor)
        }
        if let timeline = entry.timeline { out += timelineBlock(timeline, entry: entry, anchor: anchor) }
        if !entry.pictures.isEmpty { out += differingFrames(entry.pictures, anchor: anchor) }
        if let log = entry.failure?.log { out += logTable(log) }
        if let video = entry.video {
            out +=
                "<h3>video</h3>\n<video class=\"replay-video\" controls muted preload=\"metadata\" src=\"\(url(video))\"></video>\n<p><a href=\"\(url(video))\">the video file</a></p>\n"
        }
        return out + "</section>\n"
    }

    /// The `forcelab replay … --update-goldens` line, and its copy button (shown by the script).
    private static func updateCommand(_ command: String, anchor: String) -> String {
        """
        <div class="update"><p>Accept this replay as the new golden:</p>
        <pre><code id="\(anchor)-command">\(escape(command))</code></pre>
        <button type="button" class="copy" data-target="\(anchor)-command" hidden>copy command</button></div>

        """
    }

    /// The filmstrip of every differing frame as replayed, then each frame's golden, actual and diff
    /// side by side with its slider.
    private static func differingFrames(_ pictures: [ReplayReportEntry.Pictures], anchor: String) -> String {
        let count = pictures.count
        var out = "<h3>\(count) differing frame\(count == 1 ? "" : "s")</h3>\n<div class=\"filmstrip\">\n"
        for picture in pictures {
            out +=
                "<a href=\"#\(anchor)-d\(picture.step)\"><img src=\"\(url(picture.actual))\" alt=\"frame \(picture.step) as replayed\"><span>frame \(picture.step) · \(percent(picture))</span></a>\n"
        }
        out += "</div>\n"
        for picture in pictures {
            out +=
                "<div class=\"frame-diff\" id=\"\(anchor)-d\(picture.step)\">\n<h4>frame \(picture.step): \(picture.differing) of \(picture.total) pixels differ (\(percent(picture)))</h4>\n<div class=\"frames\">\n"
            out += figure("golden", picture.golden)
            out += figure("actual", picture.actual)
            out += figure("difference (red: differs, blue: masked)", picture.diff)
            out += """
                <figure><figcaption>golden | actual: drag the slider</figcaption>
                <div class="wipe"><img src="\(url(picture.golden))" alt="golden"><img class="over" src="\(url(picture.actual))" alt="actual"></div>
                <input class="wipe-control" type="range" min="0" max="100" value="50" aria-label="wipe between golden and actual of frame \(picture.step)">
                </figure>
                </div>
                </div>

                """
        }
        return out
    }

    private static func percent(_ picture: ReplayReportEntry.Pictures) -> String {
        let value = picture.total == 0 ? 0 : Double(picture.differing) * 100 / Double(picture.total)
        return String(format: "%.2f", value) + "%"
    }

    /// The timeline's picture, the frame shown for the time clicked (the first until then), every
    /// pictured frame as a thumbnail (a differing one framed red), and the markers as a list.
    private static func timelineBlock(_ timeline: ReplayTimeline, entry: ReplayReportEntry, anchor: String)
        -> String
    {
        var out = "<h3>timeline</h3>\n<div class=\"timeline\">\n"
        out += timeline.svg(anchor: anchor, title: "force, thresholds and events of \(entry.recording)")
        if let first = entry.thumbnails.first {
            out +=
                "<figure class=\"preview\"><img src=\"\(url(first.file))\" alt=\"the frame at the time chosen\"><figcaption>\(escape(caption(first)))</figcaption></figure>\n"
        }
        out += "</div>\n"
        if !entry.thumbnails.isEmpty {
            out += "<div class=\"thumbs\">\n"
            for thumb in entry.thumbnails {
                let classes = thumb.differs ? "thumb differs" : "thumb"
                out +=
                    "<a class=\"\(classes)\" id=\"\(anchor)-f\(thumb.step)\" href=\"\(url(thumb.file))\" data-t=\"\(String(format: "%.6f", thumb.t))\" data-caption=\"\(escape(caption(thumb)))\"><img src=\"\(url(thumb.file))\" alt=\"\(escape(caption(thumb)))\"></a>\n"
            }
            out += "</div>\n"
        }
        if !timeline.markers.isEmpty {
            out += "<ol class=\"events\">\n"
            for marker in timeline.markers {
                out +=
                    "<li><span class=\"time\">\(ReplayTimeline.seconds(marker.t)) s</span> \(escape(marker.kind == "key" ? "key " + marker.label : marker.label))</li>\n"
            }
            out += "</ol>\n"
        }
        return out
    }

    private static func caption(_ thumb: ReplayReportEntry.Thumbnail) -> String {
        "frame \(thumb.step) at \(ReplayTimeline.seconds(thumb.t)) s" + (thumb.differs ? " (differs)" : "")
    }

    static func figure(_ caption: String, _ path: String) -> String {
        "<figure><figcaption>\(escape(caption))</figcaption><img src=\"\(url(path))\" alt=\"\(escape(caption))\"></figure>\n"
    }
}
